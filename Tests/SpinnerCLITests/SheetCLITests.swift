import Foundation
import Testing
import SpinnerCore
import SpinnerEncode
import SpinnerPictures
@testable import SpinnerCLI

/// `spinnergen sheet` (issue 16 item 1): the grid, each tile's picture against a render of the
/// same job, the labels, and the refusals. Small tiles (48x48 px) and at most 24 frames.
@Suite struct SheetCLITests {
    /// The Material spinner at 12 pt × 4 = 48 px, 4 fps: 24 frames in its 6 s loop.
    static let job = ["material", "--size", "12", "--scale", "4", "--fps", "4"]
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Scenes")

    /// The cells found in a sheet's pixels: runs of columns and of rows holding anything but
    /// the sheet's background.
    struct Grid {
        let xRuns: [Range<Int>]
        let yRuns: [Range<Int>]

        init(_ sheet: PixelBuffer) {
            func runs(_ count: Int, _ occupied: (Int) -> Bool) -> [Range<Int>] {
                var out: [Range<Int>] = [], start: Int?
                for i in 0...count {
                    let on = i < count && occupied(i)
                    if on, start == nil { start = i }
                    if !on, let s = start { out.append(s..<i); start = nil }
                }
                return out
            }
            let bg = ContactSheet.background
            xRuns = runs(sheet.width) { x in (0..<sheet.height).contains { sheet[x, $0] != bg } }
            yRuns = runs(sheet.height) { y in (0..<sheet.width).contains { sheet[$0, y] != bg } }
        }

        /// The cells of row `r` that hold a tile.
        func cells(inRow r: Int, of sheet: PixelBuffer) -> Int {
            xRuns.filter { run in yRuns[r].contains { y in run.contains { sheet[$0, y] != ContactSheet.background } } }.count
        }
    }

    static func sheet(_ arguments: [String], in dir: URL) throws -> PixelBuffer {
        let r = try CLIRunner.run(["sheet"] + arguments + ["-o", "sheet.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        return try PNGCodec.decode(contentsOf: dir.appendingPathComponent("sheet.png").path)
    }

    @Test(arguments: [
        // (extra arguments, tiles, columns expected; nil: nearest to square)
        ([String](), 24, Int?.none),
        (["--frames", "2-13", "--every", "3", "--columns", "2"], 4, 2),
        (["--every", "5", "--columns", "4"], 5, 4),
        (["--frames", "3-9", "--columns", "10"], 7, 7),
    ])
    func gridHasOneCellPerTile(extra: [String], tiles: Int, columns: Int?) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sheet = try Self.sheet(Self.job + extra, in: dir)
        let grid = Grid(sheet)
        let rows = (tiles + grid.xRuns.count - 1) / grid.xRuns.count
        if let columns { #expect(grid.xRuns.count == columns) }
        #expect(grid.yRuns.count == rows)
        // Every full row holds `columns` cells, the last what is left.
        for r in 0..<grid.yRuns.count {
            #expect(grid.cells(inRow: r, of: sheet) == (r < rows - 1 ? grid.xRuns.count : tiles - (rows - 1) * grid.xRuns.count))
        }
        // Equal cells, each gap the same, at least as wide and tall as the 48 px picture.
        let gap = SheetLayout.gap
        #expect(Set(grid.xRuns.map(\.count)).count == 1 && Set(grid.yRuns.map(\.count)).count == 1)
        #expect(grid.xRuns.first?.lowerBound == gap && grid.yRuns.first?.lowerBound == gap)
        #expect(zip(grid.xRuns, grid.xRuns.dropFirst()).allSatisfy { $1.lowerBound - $0.upperBound == gap })
        #expect(zip(grid.yRuns, grid.yRuns.dropFirst()).allSatisfy { $1.lowerBound - $0.upperBound == gap })
        #expect(sheet.width == grid.xRuns.last!.upperBound + gap && sheet.height == grid.yRuns.last!.upperBound + gap)
        #expect(grid.xRuns[0].count >= 48 && grid.yRuns[0].count > 48)
        if columns == nil {
            // Nearest to square (empty cells counting against): one column more or fewer is no better.
            let (w, h) = (grid.xRuns[0].count, grid.yRuns[0].count)
            func misfit(_ c: Int) -> Double {
                let r = (tiles + c - 1) / c
                return abs(log(Double(c * w + (c + 1) * gap) / Double(r * h + (r + 1) * gap))) + 0.5 * Double(r * c - tiles) / Double(tiles)
            }
            let c = grid.xRuns.count
            #expect(misfit(c) <= misfit(c - 1) && misfit(c) <= misfit(c + 1))
        }
    }

    /// `frame` composited over the sheet's checkerboard, computed here pixel by pixel:
    /// premultiplied source-over, c + round(m · (255 − a) / 255).
    static func overCheckerboard(_ frame: PixelBuffer) -> PixelBuffer {
        var out = frame
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame[x, y]
                let m = (x / 8 + y / 8) % 2 == 1 ? Checkerboard.dark : Checkerboard.light
                let inv = 255 - UInt32(p.a)
                func over(_ c: UInt8, _ b: UInt8) -> UInt8 { UInt8(UInt32(c) + (UInt32(b) * inv + 127) / 255) }
                out[x, y] = PremultipliedRGBA8(r: over(p.r, m.r), g: over(p.g, m.g), b: over(p.b, m.b), a: 255)
            }
        }
        return out
    }

    /// The picture of the tile whose cell is at (cellX, cellY): the top of the cell, centred.
    static func picture(_ sheet: PixelBuffer, cell: (x: Range<Int>, y: Range<Int>), width: Int, height: Int) -> PixelBuffer {
        let x0 = cell.x.lowerBound + (cell.x.count - width) / 2, y0 = cell.y.lowerBound
        var out = PixelBuffer(width: width, height: height)
        for y in 0..<height { for x in 0..<width { out[x, y] = sheet[x0 + x, y0 + y] } }
        return out
    }

    /// Tile k is frame k of a PNG-sequence render of the same job, over the checkerboard: for a
    /// preset (with a translucent --background too) and for a scene file with --param.
    @Test(arguments: [
        (job + ["--frames", "2-13", "--every", "3", "--columns", "2"], [2, 5, 8, 11]),
        (job + ["--frames", "0-2", "--background", "#FF000080"], [0, 1, 2]),
        ([examples.appendingPathComponent("three-dots.json").path, "--scale", "1", "--fps", "10", "--frames", "1-4",
          "--param", "color=#0A84FF"], [1, 2, 3, 4]),
    ])
    func tileIsTheRenderedFrame(arguments: [String], frames: [Int]) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sheet = try Self.sheet(arguments, in: dir)
        var render = Self.dropping(["--columns", "--every", "--frames"], from: arguments)
        if render[0].hasSuffix(".json") { render.insert("render", at: 0) }
        let r = try CLIRunner.run(render + ["--frames", "\(frames.first!)-\(frames.last!)", "-o", "seq/%04d.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let grid = Grid(sheet)
        for (k, f) in frames.enumerated() {
            let frame = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("seq/" + String(format: "%04d", f) + ".png").path)
            let cell = (grid.xRuns[k % grid.xRuns.count], grid.yRuns[k / grid.xRuns.count])
            let tile = Self.picture(sheet, cell: cell, width: frame.width, height: frame.height)
            #expect(tile == Self.overCheckerboard(frame), "tile \(k) (frame \(f))")
            // The frame is not blank: a tile of checkerboard alone would pass for any frame.
            #expect(frame.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 })
        }
    }

    /// `arguments` without each of `flags` and the value after it.
    static func dropping(_ flags: [String], from arguments: [String]) -> [String] {
        var out: [String] = [], i = 0
        while i < arguments.count {
            if flags.contains(arguments[i]) { i += 2; continue }
            out.append(arguments[i])
            i += 1
        }
        return out
    }

    @Test func labelsHoldInkAndDifferByFrame() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sheet = try Self.sheet(Self.job + ["--frames", "0-2", "--columns", "3"], in: dir)
        let grid = Grid(sheet)
        func strip(_ k: Int) -> [PremultipliedRGBA8] {
            let run = grid.xRuns[k]
            return grid.yRuns[0].dropFirst(48).flatMap { y in run.map { sheet[$0, y] } }
        }
        let strips = (0..<3).map(strip)
        let ink = PremultipliedRGBA8(SheetLabel.indexInk)
        for s in strips {
            // Dark text on the light strip: the strip's own colour and pixels near the ink's.
            #expect(s.contains(PremultipliedRGBA8(SheetLabel.strip)))
            #expect(s.contains { Int($0.r) + Int($0.g) + Int($0.b) < Int(ink.r) + Int(ink.g) + Int(ink.b) + 120 })
        }
        #expect(strips[0] != strips[1] && strips[1] != strips[2] && strips[0] != strips[2])
    }

    @Test func sameJobSameBytes() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try CLIRunner.run(["sheet"] + Self.job + ["--frames", "0-5", "-o", "a.png"], in: dir)
        let b = try CLIRunner.run(["sheet"] + Self.job + ["--frames", "0-5", "-o", "b.png", "--quiet"], in: dir)
        #expect(a.status == 0 && b.status == 0 && b.stderr.isEmpty)
        #expect(a.stderr.contains("6 tiles"))
        let bytes = { (name: String) in FileManager.default.contents(atPath: dir.appendingPathComponent(name).path) }
        #expect(bytes("a.png") != nil && bytes("a.png") == bytes("b.png"))
    }

    @Test(arguments: [
        RefusalCase(arguments: ["sheet"] + job + ["--nosuch", "-o", "s.png"], mentions: "--nosuch"),
        RefusalCase(arguments: ["sheet"] + job + ["--columns", "0", "-o", "s.png"], mentions: "--columns"),
        RefusalCase(arguments: ["sheet"] + job + ["--every", "0", "-o", "s.png"], mentions: "--every"),
        RefusalCase(arguments: ["sheet"] + job + ["-o", "s.gif"], mentions: ".png"),
        RefusalCase(arguments: ["sheet"] + job + ["-o", "dir/"], mentions: ".png"),
        RefusalCase(arguments: ["sheet"] + job, mentions: "-o sheet.png"),
        RefusalCase(arguments: ["sheet", "material", "--fps", "600", "-o", "s.png"], mentions: "tiles"),
        RefusalCase(arguments: ["sheet", "material", "--scale", "40", "-o", "s.png"], mentions: "megapixels"),
        RefusalCase(arguments: ["sheet"] + job + ["--frames", "30-40", "-o", "s.png"], mentions: "--frames"),
        RefusalCase(arguments: ["sheet", "nosuch", "-o", "s.png"], mentions: "nosuch"),
        RefusalCase(arguments: ["sheet", "missing.json", "-o", "s.png"], status: 66, mentions: "missing.json"),
        RefusalCase(arguments: ["sheet"], mentions: "sheet needs"),
    ])
    func refusesBadInput(_ c: RefusalCase) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIRunner.expectRefusal(c, in: dir)
    }

    /// An existing sheet is replaced only by a complete one: a refused run leaves it as it was.
    @Test func refusedRunKeepsTheExistingSheet() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let old = Data("old".utf8)
        try old.write(to: dir.appendingPathComponent("s.png"))
        let r = try CLIRunner.run(["sheet", "material", "--fps", "600", "-o", "s.png"], in: dir)
        #expect(r.status == 64)
        #expect(FileManager.default.contents(atPath: dir.appendingPathComponent("s.png").path) == old)
        #expect(CLIRunner.contents(of: dir) == ["s.png"])
    }

    @Test func helpNamesEveryOption() throws {
        let r = try CLIRunner.run(["sheet", "material", "--help"])
        #expect(r.status == 0)
        for name in ["-o, --output FILE.png", "--fps R", "--frames A-B", "--every N", "--columns C", "--size W[xH]", "--scale S",
                     "--background COLOR", "--line-width PT"] {
            #expect(r.stdout.contains(name), "sheet --help lacks \(name)")
        }
        #expect(try CLIRunner.run(["sheet", "--help"]).stdout.contains("--param NAME=VALUE"))
        #expect(try CLIRunner.run(["--help"]).stdout.contains("spinnergen sheet "))
    }
}
