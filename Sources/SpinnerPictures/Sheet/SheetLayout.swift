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
public struct SheetLayout: Equatable, Sendable {
    /// Tiles on the sheet, and the columns they are laid out in.
    public let tileCount: Int
    public let columns: Int
    /// The frame's picture: the render's canvas.
    public let pictureWidth: Int
    public let pictureHeight: Int
    /// A cell is at least as wide as its picture, wider when the label needs it (small tiles).
    public let cellWidth: Int
    /// The label strip's height under each picture.
    public let labelHeight: Int

    /// Pixels between cells and around the sheet.
    public static let gap = 8
    /// Tiles on one sheet at most, so a typo (`--fps 600`) cannot ask for an hour of drawing.
    public static let maxTiles = 1000
    /// Pixels of a whole sheet at most (160 MB as RGBA), checked before anything is drawn.
    public static let maxPixels = 40_000_000

    /// `tileCount` tiles in `columns` columns (nil: the count that makes the sheet nearest to
    /// square, so a wide bar's frames stack and a round spinner's spread).
    public init(tileCount: Int, columns: Int?, pictureWidth: Int, pictureHeight: Int, labelWidth: Int, labelHeight: Int) {
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

    /// Rows of cells, the last one possibly part full.
    public var rows: Int { (tileCount + columns - 1) / columns }
    /// A cell's height: its picture and its label strip.
    public var cellHeight: Int { pictureHeight + labelHeight }
    /// The whole sheet's size in pixels.
    public var width: Int { columns * cellWidth + (columns + 1) * SheetLayout.gap }
    public var height: Int { rows * cellHeight + (rows + 1) * SheetLayout.gap }

    /// The top-left pixel of tile `k`'s cell.
    public func cellOrigin(_ k: Int) -> (x: Int, y: Int) {
        (SheetLayout.gap + (k % columns) * (cellWidth + SheetLayout.gap),
         SheetLayout.gap + (k / columns) * (cellHeight + SheetLayout.gap))
    }

    /// The top-left pixel of tile `k`'s picture: centred in the cell's width, at its top.
    public func pictureOrigin(_ k: Int) -> (x: Int, y: Int) {
        let cell = cellOrigin(k)
        return (cell.x + (cellWidth - pictureWidth) / 2, cell.y)
    }

    /// Tile `k`'s label strip, the cell's width under the picture.
    public func labelRect(_ k: Int) -> PixelRect {
        let cell = cellOrigin(k)
        return PixelRect(x: cell.x, y: cell.y + pictureHeight, width: cellWidth, height: labelHeight)
    }

    /// Refuses more tiles than a sheet holds, before any label is laid out for them.
    public static func checkTileCount(_ count: Int) throws(SheetSizeError) {
        guard count <= maxTiles else {
            throw SheetSizeError("the sheet would hold \(count) tiles, more than \(maxTiles)",
                                 hint: "lower --fps, pick --frames A-B, or add --every N")
        }
    }

    /// Refuses a sheet beyond the pixel budget (at most `maxSide` pixels a side, a render's
    /// limit, and `maxPixels` in all), naming what to lower.
    public func checkPixels(maxSide: Int) throws(SheetSizeError) {
        guard width <= maxSide, height <= maxSide, width * height <= SheetLayout.maxPixels else {
            throw SheetSizeError("the sheet would be \(width)x\(height) pixels, more than spinnergen draws",
                                 hint: "at most \(maxSide) a side and \(SheetLayout.maxPixels / 1_000_000) megapixels; lower --scale or --size, or show fewer frames (--every N)")
        }
    }

    /// The column count whose sheet's sides are nearest in ratio, a full last row counting for
    /// a little (72 tiles: 9 × 8 rather than 10 × 8 with two in the last row); fewer columns on a tie.
    public static func squarestColumns(tileCount: Int, cellWidth: Int, cellHeight: Int) -> Int {
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
