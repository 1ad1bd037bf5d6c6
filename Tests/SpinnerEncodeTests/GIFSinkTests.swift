import Foundation
import SpinnerCore
import Testing
@testable import SpinnerEncode

@Suite struct GIFSinkTests {
    static let white = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)

    @discardableResult
    static func encode(_ frames: [PixelBuffer], to path: String, options: GIFOptions = GIFOptions()) throws -> [UInt8] {
        let sink = try GIFSink(path: path, width: frames[0].width, height: frames[0].height, options: options)
        // Prepare out of order, as the pipeline's threads may.
        var prepared = try frames.indices.reversed().map { try sink.prepare(frames[$0], index: $0, changed: nil) }
        prepared.reverse()
        for p in prepared { try sink.write(p) }
        try sink.finish()
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func delaysFollowTheCumulativeRoundingRule() throws {
        #expect(GIFDelays.centiseconds(frameCount: 6, fps: Rational(60)) == [2, 1, 2, 2, 1, 2])
        #expect(GIFDelays.centiseconds(frameCount: 4, fps: Rational(30)) == [3, 4, 3, 3])
        #expect(GIFDelays.centiseconds(frameCount: 3, fps: Rational(25)) == [4, 4, 4])
        for (fps, n) in [(Rational(60), 360), (Rational(30000, 1001), 100), (Rational(24), 7), (Rational(7, 3), 5)] {
            let d = try #require(GIFDelays.centiseconds(frameCount: n, fps: fps))
            // Sum = exact duration 100·n/fps rounded to a centisecond (halves up).
            let exact = Double(100 * n) * Double(fps.denominator) / Double(fps.numerator)
            #expect(d.reduce(0, +) == Int((exact + 0.5).rounded(.down)))
            for i in 0..<n {
                let start = Double(100 * i) * Double(fps.denominator) / Double(fps.numerator)
                #expect(abs(Double(d[0..<i].reduce(0, +)) - start) <= 0.5)
            }
        }
        #expect(GIFDelays.isBrowserSafe(fps: Rational(50)))
        #expect(!GIFDelays.isBrowserSafe(fps: Rational(60)))
        #expect(GIFDelays.delays(frameCount: 3, fps: Rational(60), unitsPerSecond: 1000) == [17, 16, 17])
    }

    @Test(arguments: [false, true])
    func transparentSpinnerRoundTripsExactly(optimize: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let frames = GIFTestFrames.spinner(count: 40, size: 64)
        let path = dir.file("spinner.gif")
        let bytes = try Self.encode(frames, to: path, options: GIFOptions(fps: Rational(50), optimizeFrames: optimize))
        let blocks = try GIFBlockReader(bytes)
        #expect(blocks.width == 64 && blocks.height == 64)
        #expect(blocks.images.count == 40)
        #expect(blocks.images.allSatisfy { $0.transparentIndex != nil && $0.delay == 2 })
        #expect(blocks.repetitions == 0)
        let decoded = try GIFTestDecoder.decode(path: path)
        #expect(decoded.count == 40)
        var mismatches = 0
        for (source, frame) in zip(frames, decoded) {
            #expect(frame.width == 64 && frame.height == 64)
            for y in 0..<64 {
                for x in 0..<64 {
                    let want = GIFTestFrames.expectedGIFPixel(source[x, y], matte: Self.white)
                    let got = frame[x, y]
                    if want[3] == 0 ? got[3] != 0 : got != want { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
        try FFprobe.expectSilent(path)
    }

    @Test func opaqueSpinnerHasNoTransparencyAndIsExact() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let background = PremultipliedRGBA8(r: 250, g: 248, b: 240, a: 255)
        let frames = GIFTestFrames.spinner(count: 30, size: 48, background: background)
        let path = dir.file("opaque.gif")
        let bytes = try Self.encode(frames, to: path)
        let blocks = try GIFBlockReader(bytes)
        #expect(blocks.images.allSatisfy { $0.transparentIndex == nil })
        // 50 fps by default: 30 frames of 2 cs.
        #expect(blocks.images.map(\.delay) == [Int](repeating: 2, count: 30))
        // Later frames store only what changed.
        #expect(blocks.images.dropFirst().allSatisfy { $0.width * $0.height < 48 * 48 })
        let decoded = try GIFTestDecoder.decode(path: path)
        #expect(decoded.count == 30)
        for (source, frame) in zip(frames, decoded) {
            let want = source.pixels
            #expect(frame.rgba == want)
        }
    }

    @Test func matteKeepsFaintPixelsAndTheCutIsTransparentBelow() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        // Straight red at alpha 200 (premultiplied 200,0,0,200), alpha 128, alpha 127, alpha 1,
        // opaque green and clear.
        var frame = PixelBuffer(width: 6, height: 1)
        frame[0, 0] = PremultipliedRGBA8(r: 200, g: 0, b: 0, a: 200)
        frame[1, 0] = PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 128)
        frame[2, 0] = PremultipliedRGBA8(r: 127, g: 0, b: 0, a: 127)
        frame[3, 0] = PremultipliedRGBA8(r: 1, g: 0, b: 0, a: 1)
        frame[4, 0] = PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255)
        let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
        func decoded(_ cut: UInt8) throws -> GIFTestDecoder.Frame {
            let path = dir.file("matte-\(cut).gif")
            try Self.encode([frame], to: path, options: GIFOptions(matte: blue, transparentBelow: cut))
            return try #require(try GIFTestDecoder.decode(path: path).first)
        }
        // The default cut 1: everything but the clear pixel is opaque over blue, even alpha 1.
        let soft = try decoded(1)
        // Over blue: red 200 + 0, blue 0 + 255·55/255 = 55.
        #expect(soft[0, 0] == [200, 0, 55, 255])
        #expect(soft[1, 0] == [128, 0, 127, 255])
        #expect(soft[2, 0] == [127, 0, 128, 255])
        #expect(soft[3, 0] == [1, 0, 254, 255])
        #expect(soft[4, 0] == [0, 255, 0, 255])
        #expect(soft[5, 0][3] == 0)
        // 128: the classic half-way cut.
        let half = try decoded(128)
        #expect(half[1, 0] == [128, 0, 127, 255] && half[2, 0][3] == 0 && half[3, 0][3] == 0)
        // 0: no transparency at all; the clear pixel is the matte.
        let opaque = try decoded(0)
        #expect(opaque[5, 0] == [0, 0, 255, 255] && opaque[3, 0] == [1, 0, 254, 255])
        // 255: only the fully opaque pixel is kept.
        let hard = try decoded(255)
        #expect(hard[0, 0][3] == 0 && hard[4, 0] == [0, 255, 0, 255])
    }

    /// Above 50 fps the sink keeps the frame nearest each 2 cs tick: at 60 fps, 30 frames (half a
    /// second) become 25 of 2 cs, frame k being input round(1.2·k).
    @Test func aboveFiftyFramesASecondTheNearestFrameOfEachTwoCentisecondsIsKept() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let background = PremultipliedRGBA8(r: 250, g: 248, b: 240, a: 255)
        let frames = GIFTestFrames.spinner(count: 30, size: 32, background: background)
        let path = dir.file("sixty.gif")
        let bytes = try Self.encode(frames, to: path, options: GIFOptions(fps: Rational(60)))
        let blocks = try GIFBlockReader(bytes)
        #expect(blocks.images.map(\.delay) == [Int](repeating: 2, count: 25))
        let decoded = try GIFTestDecoder.decode(path: path)
        #expect(decoded.count == 25)
        for (k, frame) in decoded.enumerated() {
            #expect(frame.rgba == frames[(12 * k + 5) / 10].pixels, "GIF frame \(k)")
        }
        let timing = try #require(GIFTiming(frameCount: 31, fps: Rational(60)))
        // 31 frames are 51.67 → 52 cs: 26 frames, the last 2 cs; 100 fps, 7 frames: 3 of 2 + 1 → 7 cs, [2, 2, 3].
        #expect(timing.delays.count == 26 && timing.centiseconds == 52 && timing.kept.last == 30)
        #expect(GIFTiming(frameCount: 7, fps: Rational(100))?.delays == [2, 2, 3])
        #expect(GIFTiming(frameCount: 7, fps: Rational(100))?.kept == [0, 2, 4])
        #expect(GIFTiming(frameCount: 1, fps: Rational(1000))?.delays == [2])
        #expect(GIFTiming(frameCount: 4, fps: Rational(50))?.delays == [2, 2, 2, 2])
    }

    @Test(arguments: [(0, 0 as Int?), (1, nil), (2, 1), (5, 4)])
    func loopCountIsStored(loopCount: Int, repetitions: Int?) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let bytes = try Self.encode(GIFTestFrames.spinner(count: 3, size: 16), to: dir.file("loop.gif"),
                                    options: GIFOptions(loopCount: loopCount))
        #expect(try GIFBlockReader(bytes).repetitions == repetitions)
    }

    @Test(arguments: DitherMethod.allCases)
    func gradientIsQuantisedWithBoundedErrorAndDeterministically(dither: DitherMethod) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let frames = GIFTestFrames.gradient(count: 6, width: 96, height: 64)
        let first = try Self.encode(frames, to: dir.file("a.gif"), options: GIFOptions(dither: dither))
        let second = try Self.encode(frames, to: dir.file("b.gif"), options: GIFOptions(dither: dither))
        #expect(first == second)
        let blocks = try GIFBlockReader(first)
        #expect(blocks.globalTableSize == 256)
        #expect(blocks.images.allSatisfy { $0.transparentIndex == nil })
        let decoded = try GIFTestDecoder.decode(path: dir.file("a.gif"))
        #expect(decoded.count == 6)
        var total = 0, worst = 0, samples = 0
        for (source, frame) in zip(frames, decoded) {
            for i in stride(from: 0, to: source.pixels.count, by: 4) {
                for c in 0..<3 {
                    let e = abs(Int(source.pixels[i + c]) - Int(frame.rgba[i + c]))
                    total += e; worst = max(worst, e); samples += 1
                }
                #expect(frame.rgba[i + 3] == 255)
            }
        }
        let mean = Double(total) / Double(samples)
        #expect(mean < 5, "mean error \(mean)")
        #expect(worst <= 24, "worst error \(worst)")
        try FFprobe.expectSilent(dir.file("a.gif"))
    }

    /// More than 256 colours: a gradient with a flat fill across it. The flat colour is in the
    /// palette exactly (it holds most of its cluster), and every pixel whose colour the palette
    /// holds decodes as itself, whatever the dither; only the others are approximated.
    @Test(arguments: DitherMethod.allCases)
    func coloursInThePaletteAreNeverDithered(dither: DitherMethod) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let flat = PremultipliedRGBA8(r: 0x1A, g: 0x73, b: 0xE8, a: 255)
        var frames = GIFTestFrames.gradient(count: 4, width: 80, height: 48)
        for i in frames.indices {
            for y in 8..<40 { for x in (10 + 6 * i)..<(50 + 6 * i) { frames[i][x, y] = flat } }
        }
        let bytes = try Self.encode(frames, to: dir.file("a.gif"), options: GIFOptions(dither: dither))
        let table = Set(try GIFBlockReader(bytes).globalTable)
        #expect(table.contains(0x1A73E8))
        let decoded = try GIFTestDecoder.decode(path: dir.file("a.gif"))
        #expect(decoded.count == frames.count)
        var inPalette = 0, outside = 0, wrong = 0
        for (source, frame) in zip(frames, decoded) {
            for i in stride(from: 0, to: source.pixels.count, by: 4) {
                let p = source.pixels
                guard table.contains(Int(p[i]) << 16 | Int(p[i + 1]) << 8 | Int(p[i + 2])) else { outside += 1; continue }
                inPalette += 1
                if Array(frame.rgba[i..<i + 3]) != Array(p[i..<i + 3]) { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) of \(inPalette) pixels in the palette were dithered")
        #expect(inPalette >= frames.count * 32 * 40)
        #expect(outside > 0)
    }

    @Test func lzwRoundTripsRandomImagesOfEveryTableSize() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        var random = SeededBytes(state: 7)
        for colorCount in [2, 3, 17, 256] {
            let colors = (0..<colorCount).map { k in
                PremultipliedRGBA8(r: UInt8(k), g: random.next(), b: random.next(), a: 255)
            }
            // 131×67 pixels: odd sizes, and enough codes to fill the table and clear it.
            let frames = (0..<3).map { _ in
                var f = PixelBuffer(width: 131, height: 67)
                for y in 0..<67 { for x in 0..<131 { f[x, y] = colors[Int(random.next()) % colorCount] } }
                return f
            }
            let path = dir.file("random\(colorCount).gif")
            try Self.encode(frames, to: path)
            let decoded = try GIFTestDecoder.decode(path: path)
            #expect(decoded.count == 3)
            for (source, frame) in zip(frames, decoded) { #expect(frame.rgba == source.pixels, "\(colorCount) colours") }
        }
    }

    @Test func badInputIsRefusedAndCancelRemovesTheFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        #expect(throws: GIFError.self) { try GIFSink(path: dir.file("x.gif"), width: 0, height: 4) }
        #expect(throws: GIFError.self) {
            try GIFSink(path: dir.file("x.gif"), width: 4, height: 4, options: GIFOptions(loopCount: -1))
        }
        #expect(throws: GIFError.self) {
            try GIFSink(path: dir.file("x.gif"), width: 4, height: 4,
                        options: GIFOptions(matte: PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 10)))
        }
        let path = dir.file("c.gif")
        let sink = try GIFSink(path: path, width: 8, height: 8)
        #expect(throws: GIFError.self) { try sink.prepare(PixelBuffer(width: 9, height: 8), index: 0, changed: nil) }
        try sink.write(sink.prepare(PixelBuffer(width: 8, height: 8), index: 0, changed: nil))
        sink.cancel()
        #expect(!FileManager.default.fileExists(atPath: path))
        let limited = try GIFSink(path: dir.file("m.gif"), width: 8, height: 8, options: GIFOptions(memoryLimit: 100))
        let frame = try limited.prepare(PixelBuffer(width: 8, height: 8), index: 0, changed: nil)
        try limited.write(frame)
        #expect(throws: GIFError.self) { try limited.write(frame) }
        limited.cancel()
    }
}
