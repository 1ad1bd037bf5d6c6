import Foundation
import SpinnerCore
import Testing
@testable import SpinnerEncode

@Suite struct WebPSinkTests {
    @discardableResult
    static func encode(_ frames: [PixelBuffer], to path: String, options: WebPOptions = WebPOptions()) throws -> [UInt8] {
        let sink = try WebPSink(path: path, width: frames[0].width, height: frames[0].height, options: options)
        let prepared = try frames.indices.reversed().map { try sink.prepare(frames[$0], index: $0, changed: nil) }
        for p in prepared.reversed() { try sink.write(p) }
        try sink.finish()
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test(arguments: [(Rational(60), 20), (Rational(30000, 1001), 13), (Rational(24), 9)])
    func losslessSpinnerIsExactWithMillisecondTiming(fps: Rational, count: Int) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let frames = GIFTestFrames.spinner(count: count, size: 48)
        let path = dir.file("spinner.webp")
        let webp = try WebPTestReader(Self.encode(frames, to: path, options: WebPOptions(fps: fps)))
        #expect(webp.canvasWidth == 48 && webp.canvasHeight == 48)
        #expect(webp.hasAnimationFlag && webp.hasAlphaFlag)
        #expect(webp.loopCount == 0)
        // A transparent animation's background is transparent black, not libwebp's white.
        #expect(webp.backgroundBGRA == [0, 0, 0, 0])
        #expect(webp.frames.count == count)
        // Frame i starts at round(1000·i/fps) ms; the whole lasts round(1000·N/fps) ms.
        var start = 0
        for (i, f) in webp.frames.enumerated() {
            let exact = 1000 * Double(i) * Double(fps.denominator) / Double(fps.numerator)
            #expect(abs(Double(start) - exact) <= 0.5, "frame \(i) starts at \(start) ms, exactly \(exact)")
            start += f.duration
        }
        let total = 1000 * Double(count) * Double(fps.denominator) / Double(fps.numerator)
        #expect(start == Int((total + 0.5).rounded(.down)))
        if fps == Rational(60) { #expect(webp.frames.prefix(3).map(\.duration) == [17, 16, 17]) }

        let composed = try webp.compose()
        for (source, frame) in zip(frames, composed) {
            let want = AlphaConversion.straightBytes(of: source)
            var wrong = 0
            for i in stride(from: 0, to: want.count, by: 4) {
                // Colour under alpha 0 carries no information; libwebp may change it.
                if want[i + 3] == 0 { if frame.rgba[i + 3] != 0 { wrong += 1 } } else if Array(frame.rgba[i..<i + 4]) != Array(want[i..<i + 4]) { wrong += 1 }
            }
            #expect(wrong == 0)
        }
        #expect(composed.contains { f in stride(from: 3, to: f.rgba.count, by: 4).contains { f.rgba[$0] > 0 && f.rgba[$0] < 255 } })
        let warnings = try FFprobe.warnings(path)
        #expect(Self.unexplainedWarnings(warnings).isEmpty, "\(warnings)")
    }

    /// Opaque frames keep libwebp's opaque white background (the page colour cannot show
    /// through them anyway), and decode exactly.
    @Test func opaqueAnimationKeepsAWhiteBackground() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let frames = GIFTestFrames.spinner(count: 4, size: 32, background: PremultipliedRGBA8(r: 20, g: 40, b: 60, a: 255))
        let webp = try WebPTestReader(Self.encode(frames, to: dir.file("opaque.webp")))
        #expect(webp.backgroundBGRA == [255, 255, 255, 255])
        let composed = try webp.compose()
        #expect(composed.count == frames.count)
        for (source, frame) in zip(frames, composed) { #expect(frame.rgba == AlphaConversion.straightBytes(of: source)) }
    }

    /// One frame, or frames that are all the same picture: libwebp assembles a still WebP (no
    /// ANIM chunk), which is written as it is and decodes to the frame exactly.
    @Test(arguments: [1, 3])
    func framesThatNeverChangeMakeAStillWebP(count: Int) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let frame = GIFTestFrames.spinner(count: 1, size: 24)[0]
        let path = dir.file("still.webp")
        let bytes = try Self.encode(Array(repeating: frame, count: count), to: path)
        let info = try WebPDemuxInfo(bytes)
        #expect(!info.isAnimated && info.frames.count == 1)
        let decoded = try GIFTestDecoder.decode(path: path)
        #expect(decoded.count == 1)
        let want = AlphaConversion.straightBytes(of: frame)
        var wrong = 0
        for i in stride(from: 0, to: want.count, by: 4) where want[i + 3] != 0 {
            if Array(decoded[0].rgba[i..<i + 4]) != Array(want[i..<i + 4]) { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    /// ffprobe's complaints other than those of an FFmpeg without animated-WebP support (before
    /// 7.1: its webp decoder skips ANIM/ANMF, then finds no image and no size). A newer FFmpeg
    /// must be quiet.
    static func unexplainedWarnings(_ text: String) -> [Substring] {
        let lines = text.split(separator: "\n")
        guard lines.contains(where: { $0.contains("skipping unsupported chunk: ANMF") }) else { return lines }
        let known = ["skipping unsupported chunk: ANIM", "skipping unsupported chunk: ANMF", "Last message repeated",
                     "image data not found", "Could not find codec parameters", "Consider increasing the value"]
        return lines.filter { line in !known.contains { line.contains($0) } }
    }

    @Test func lossyKeepsAlphaAndStaysClose() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let frames = GIFTestFrames.spinner(count: 10, size: 64)
        let webp = try WebPTestReader(Self.encode(frames, to: dir.file("lossy.webp"),
                                                  options: WebPOptions(loopCount: 4, lossless: false, quality: 90)))
        #expect(webp.loopCount == 4)
        #expect(webp.frames.count == 10)
        let composed = try webp.compose()
        var total = 0, samples = 0
        for (source, frame) in zip(frames, composed) {
            let want = AlphaConversion.straightBytes(of: source)
            for i in stride(from: 0, to: want.count, by: 4) {
                total += abs(Int(want[i + 3]) - Int(frame.rgba[i + 3]))
                if want[i + 3] == 255 { for c in 0..<3 { total += abs(Int(want[i + c]) - Int(frame.rgba[i + c])) } ; samples += 3 }
                samples += 1
            }
        }
        let mean = Double(total) / Double(samples)
        #expect(mean < 3, "mean error \(mean)")
    }

    @Test func badOptionsAreRefusedAndCancelRemovesTheFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        #expect(throws: WebPError.self) { try WebPSink(path: dir.file("a.webp"), width: 8, height: 8, options: WebPOptions(fps: Rational(2000))) }
        #expect(throws: WebPError.self) { try WebPSink(path: dir.file("a.webp"), width: 8, height: 8, options: WebPOptions(loopCount: 70000)) }
        #expect(throws: WebPError.self) { try WebPSink(path: dir.file("a.webp"), width: 0, height: 8) }
        let path = dir.file("c.webp")
        let sink = try WebPSink(path: path, width: 8, height: 8)
        try sink.write(sink.prepare(PixelBuffer(width: 8, height: 8), index: 0, changed: nil))
        sink.cancel()
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
