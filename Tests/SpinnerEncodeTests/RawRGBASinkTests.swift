import Foundation
import SpinnerCore
import Testing
@testable import SpinnerEncode

@Suite struct RawRGBASinkTests {
    static func frame(_ seed: UInt64, width: Int, height: Int) -> PixelBuffer {
        var random = SeededBytes(state: seed)
        var f = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a = random.next()
                func below(_ v: UInt8) -> UInt8 { UInt8(Int(v) % (Int(a) + 1)) }
                f[x, y] = PremultipliedRGBA8(r: below(random.next()), g: below(random.next()), b: a / 2, a: a)
            }
        }
        return f
    }

    @Test func writesUnpremultipliedFramesBackToBack() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("frames.rgba")
        let (w, h, n) = (13, 7, 4)
        let frames = (0..<n).map { Self.frame(UInt64($0 + 1), width: w, height: h) }
        let sink = try RawRGBASink(path: path, width: w, height: h)
        // Prepare out of order, as the pipeline may.
        let prepared = try frames.indices.reversed().map { try sink.prepare(frames[$0], index: $0, changed: nil) }
        for p in prepared.reversed() { try sink.write(p) }
        try sink.finish()

        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.count == w * h * 4 * n)
        var expected: [UInt8] = []
        for f in frames {
            for y in 0..<h {
                for x in 0..<w {
                    let s = f[x, y].unpremultiplied
                    expected += [s.r, s.g, s.b, s.a]
                }
            }
        }
        #expect(bytes == expected)
    }

    /// Frames prepared ahead of their writes (as the pipeline's workers run ahead), each with
    /// the rect it changed over a transparent background: the reused straight bytes still give
    /// every frame its own pixels, the earlier frames' drawings reset.
    @Test func framesPreparedAheadKeepTheirOwnPixels() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("frames.rgba")
        let (w, h) = (16, 12)
        let rects = [PixelRect(x: 1, y: 1, width: 6, height: 5), PixelRect(x: 8, y: 4, width: 7, height: 8),
                     PixelRect(x: 0, y: 0, width: 0, height: 0), PixelRect(x: 2, y: 6, width: 12, height: 3),
                     PixelRect(x: 0, y: 0, width: 16, height: 12), PixelRect(x: 5, y: 0, width: 3, height: 2)]
        let frames = rects.enumerated().map { i, rect in
            var f = PixelBuffer(width: w, height: h)
            let drawn = Self.frame(UInt64(i + 1), width: w, height: h)
            for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX { f[x, y] = drawn[x, y] } }
            return f
        }
        let sink = try RawRGBASink(path: path, width: w, height: h)
        var pending: [PreparedFrame] = []
        for (i, frame) in frames.enumerated() {
            pending.append(try sink.prepare(frame, index: i, changed: DirtyRows(rects[i], width: w, height: h)))
            if pending.count == 3 { try sink.write(pending.removeFirst()) }
        }
        for p in pending { try sink.write(p) }
        try sink.finish()
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes == frames.flatMap { AlphaConversion.straightBytes(of: $0) })
        #expect(bytes.count == w * h * 4 * frames.count)
    }

    @Test func cancelLeavesNoFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("cancel.rgba")
        let sink = try RawRGBASink(path: path, width: 4, height: 4)
        try sink.write(try sink.prepare(PixelBuffer(width: 4, height: 4), index: 0, changed: nil))
        sink.cancel()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(dir.contents.isEmpty)
    }

    @Test func unwritablePathAndWrongSizeAreErrors() throws {
        #expect(throws: OutputFileError.self) { try RawRGBASink(path: "/nonexistent-dir/x.rgba", width: 4, height: 4) }
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let sink = try RawRGBASink(path: dir.file("x.rgba"), width: 4, height: 4)
        defer { sink.cancel() }
        #expect(throws: OutputFileError.self) { try sink.prepare(PixelBuffer(width: 5, height: 4), index: 0, changed: nil) }
    }
}
