#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore

/// Where everything of a contact sheet lies, in pixels: a grid of cells, each a frame's picture
/// with its label strip under it, `gap` pixels between cells and around the sheet. Tile `k`
/// (0-based, in the order the frames play) sits in row `k / columns`, column `k % columns`.
struct SheetLayout: Equatable {
    let tileCount: Int
    let columns: Int
    /// The frame's picture: the render's canvas.
    let pictureWidth: Int
    let pictureHeight: Int
    /// A cell is at least as wide as its picture, wider when the label needs it (small tiles).
    let cellWidth: Int
    let labelHeight: Int

    /// Pixels between cells and around the sheet.
    static let gap = 8
    /// Tiles on one sheet at most, so a typo (`--fps 600`) cannot ask for an hour of drawing.
    static let maxTiles = 1000
    /// Pixels of a whole sheet at most (160 MB as RGBA), checked before anything is drawn.
    static let maxPixels = 40_000_000

    /// `tileCount` tiles in `columns` columns (nil: the count that makes the sheet nearest to
    /// square, so a wide bar's frames stack and a round spinner's spread).
    init(tileCount: Int, columns: Int?, pictureWidth: Int, pictureHeight: Int, labelWidth: Int, labelHeight: Int) {
        self.tileCount = tileCount
        self.pictureWidth = pictureWidth
        self.pictureHeight = pictureHeight
        self.cellWidth = max(pictureWidth, labelWidth)
        self.labelHeight = labelHeight
        let chosen = columns ?? SheetLayout.squarestColumns(tileCount: tileCount, cellWidth: cellWidth,
                                                            cellHeight: pictureHeight + labelHeight)
        // More columns than tiles would only add empty cells.
        self.columns = max(1, min(chosen, tileCount))
    }

    var rows: Int { (tileCount + columns - 1) / columns }
    var cellHeight: Int { pictureHeight + labelHeight }
    var width: Int { columns * cellWidth + (columns + 1) * SheetLayout.gap }
    var height: Int { rows * cellHeight + (rows + 1) * SheetLayout.gap }

    /// The top-left pixel of tile `k`'s cell.
    func cellOrigin(_ k: Int) -> (x: Int, y: Int) {
        (SheetLayout.gap + (k % columns) * (cellWidth + SheetLayout.gap),
         SheetLayout.gap + (k / columns) * (cellHeight + SheetLayout.gap))
    }

    /// The top-left pixel of tile `k`'s picture: centred in the cell's width, at its top.
    func pictureOrigin(_ k: Int) -> (x: Int, y: Int) {
        let cell = cellOrigin(k)
        return (cell.x + (cellWidth - pictureWidth) / 2, cell.y)
    }

    /// Tile `k`'s label strip, the cell's width under the picture.
    func labelRect(_ k: Int) -> PixelRect {
        let cell = cellOrigin(k)
        return PixelRect(x: cell.x, y: cell.y + pictureHeight, width: cellWidth, height: labelHeight)
    }

    /// Refuses more tiles than a sheet holds, before any label is laid out for them.
    static func checkTileCount(_ count: Int) throws(CLIError) {
        guard count <= maxTiles else {
            throw CLIError("the sheet would hold \(count) tiles, more than \(maxTiles)",
                           hint: "lower --fps, pick --frames A-B, or add --every N")
        }
    }

    /// Refuses a sheet beyond the pixel budget, naming what to lower.
    func checkPixels() throws(CLIError) {
        guard width <= RenderOptions.maxSide, height <= RenderOptions.maxSide, width * height <= SheetLayout.maxPixels else {
            throw CLIError("the sheet would be \(width)x\(height) pixels, more than spinnergen draws",
                           hint: "at most \(RenderOptions.maxSide) a side and \(SheetLayout.maxPixels / 1_000_000) megapixels; lower --scale or --size, or show fewer frames (--every N)")
        }
    }

    /// The column count whose sheet's sides are nearest in ratio, a full last row counting for
    /// a little (72 tiles: 9 × 8 rather than 10 × 8 with two in the last row); fewer columns on a tie.
    static func squarestColumns(tileCount: Int, cellWidth: Int, cellHeight: Int) -> Int {
        var best = (columns: 1, misfit: Double.infinity)
        for c in 1...max(1, tileCount) {
            let r = (tileCount + c - 1) / c
            let w = Double(c * cellWidth + (c + 1) * gap), h = Double(r * cellHeight + (r + 1) * gap)
            // An empty cell in the last row weighs against an otherwise squarer grid.
            let misfit = abs(log(w / h)) + 0.5 * Double(r * c - tileCount) / Double(tileCount)
            if misfit < best.misfit { best = (c, misfit) }
        }
        return best.columns
    }
}
