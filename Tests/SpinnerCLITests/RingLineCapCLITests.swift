import Foundation
import Testing
import SpinnerCore
import SpinnerEncode

/// `ring --line-cap` (issue 28, item 6): butt by default, as CAShapeLayer; round and square
/// reach half the line width past each end of the progress arc.
@Suite struct RingLineCapCLITests {
    /// The still at progress 0.25 (the arc from 12 to 3 o'clock), with `extra` options.
    static func still(_ dir: URL, _ name: String, _ extra: [String]) throws -> PixelBuffer {
        let r = try CLIRunner.run(["ring", "--progress", "0:0.25", "--time", "0.5", "--line-width", "8", "--border-width", "0",
                                   "--scale", "1", "-q", "-o", name] + extra, in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        return try PNGCodec.decode(contentsOf: dir.appendingPathComponent(name).path)
    }

    /// Alpha at a pixel.
    static func alpha(_ p: PixelBuffer, _ x: Int, _ y: Int) -> UInt8 { p.pixels[(y * p.width + x) * 4 + 3] }

    @Test func capsReachPastTheArcsEnds() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let plain = try Self.still(dir, "plain.png", [])
        let butt = try Self.still(dir, "butt.png", ["--line-cap", "butt"])
        let round = try Self.still(dir, "round.png", ["--line-cap", "round"])
        let square = try Self.still(dir, "square.png", ["--line-cap", "square"])
        #expect(try Data(contentsOf: dir.appendingPathComponent("plain.png")) == Data(contentsOf: dir.appendingPathComponent("butt.png")))
        #expect(plain == butt)
        // The 100 pt ring's arc (radius 46 with an 8 pt line) starts at 12 o'clock, x = 50, and
        // runs clockwise: the start cap lies left of x = 50, from y = 0 to 8; the arc, right of it.
        // Butt: nothing at x 46...49. Square: a full 4 pt block there. Round: a half disc.
        #expect((46...49).allSatisfy { Self.alpha(butt, $0, 4) == 0 })
        #expect((46...49).allSatisfy { Self.alpha(square, $0, 4) == 255 })
        #expect(Self.alpha(round, 49, 4) == 255 && Self.alpha(round, 46, 1) < Self.alpha(square, 46, 1))
        #expect(Self.alpha(butt, 52, 4) == 255 && Self.alpha(round, 52, 4) == 255)
    }
}
