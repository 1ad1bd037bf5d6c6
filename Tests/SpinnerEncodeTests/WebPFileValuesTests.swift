import CWebP
import Foundation
import SpinnerCore
import Testing
@testable import SpinnerEncode

/// The values a player reads from a WebP that `WebPSink` wrote, read back by libwebp's demuxer
/// and animation decoder: the loop count, the background colour and each frame's duration are
/// the ones spinnergen asked libwebp for (encoder options, timestamps, the muxer), not guesses.
@Suite struct WebPFileValuesTests {
    /// Frame i starts at round(1000·i/fps) ms (`WebPOptions`): durations are the differences.
    @Test(arguments: [
        // At 60 fps the last of three frames lasts 17 ms: libwebp's own guess (the mean of the
        // others, 33 / 2) would have been 16.
        (WebPOptions(), 3, [17, 16, 17]),
        (WebPOptions(fps: Rational(24), loopCount: 3), 5, [42, 41, 42, 42, 41]),
        (WebPOptions(fps: Rational(30000, 1001), loopCount: 65535, lossless: false, quality: 80), 4, [33, 34, 33, 33]),
        (WebPOptions(fps: Rational(1), loopCount: 1, method: 0), 2, [1000, 1000]),
    ])
    func loopCountAndDurationsAreTheOnesAskedFor(options: WebPOptions, count: Int, durations: [Int]) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let bytes = try WebPSinkTests.encode(GIFTestFrames.spinner(count: count, size: 32), to: dir.file("a.webp"), options: options)
        let info = try WebPDemuxInfo(bytes)
        #expect(info.isAnimated && info.flags & ALPHA_FLAG.rawValue != 0)
        #expect(info.canvasWidth == 32 && info.canvasHeight == 32)
        #expect(info.loopCount == options.loopCount)
        // The frames have alpha: the background is transparent black, not libwebp's white.
        #expect(info.backgroundColor == 0)
        #expect(info.frames.map(\.duration) == durations)
        // libwebp's animation decoder plays them at the same times.
        let decoder = try WebPDecoder(bytes)
        while try decoder.next() != nil {}
        #expect(decoder.timestamps == durations.indices.map { durations[...$0].reduce(0, +) })
    }

    /// A frame identical to the one before lengthens that frame: [A, B, B, B, C] at 24 fps is
    /// three frames of 42, 125 and 41 ms, and C still starts at 167 ms and ends at 208.
    @Test func heldFramesMergeWithoutChangingTheTimes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let s = GIFTestFrames.spinner(count: 3, size: 24)
        let bytes = try WebPSinkTests.encode([s[0], s[1], s[1], s[1], s[2]], to: dir.file("a.webp"), options: WebPOptions(fps: Rational(24)))
        let info = try WebPDemuxInfo(bytes)
        #expect(info.frames.map(\.duration) == [42, 125, 41])
        let decoder = try WebPDecoder(bytes)
        var frames: [PixelBuffer] = []
        while let f = try decoder.next() { frames.append(f) }
        #expect(decoder.timestamps == [42, 167, 208])
        #expect(frames == [s[0], s[1], s[2]])
    }

    /// Opaque frames keep libwebp's opaque white background colour. (The file still has the
    /// alpha flag: libwebp's sub-frames leave unchanged pixels transparent to blend over the last.)
    @Test func opaqueFramesKeepTheWhiteBackground() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let frames = GIFTestFrames.spinner(count: 4, size: 24, background: PremultipliedRGBA8(r: 20, g: 40, b: 60, a: 255))
        let info = try WebPDemuxInfo(WebPSinkTests.encode(frames, to: dir.file("a.webp"), options: WebPOptions(loopCount: 2)))
        #expect(info.isAnimated)
        #expect(info.backgroundColor == 0xFFFF_FFFF && info.loopCount == 2)
        #expect(info.frames.map(\.duration) == [17, 16, 17, 17])
    }

    /// Errors are WebPError, one sentence each, and name the function that refused.
    @Test func refusalsAreTypedSentences() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let sink = try WebPSink(path: dir.file("a.webp"), width: 8, height: 8)
        do {
            try sink.finish()
            Issue.record("finish with no frames passed")
        } catch let error as WebPError {
            #expect(error.code == .invalidArgument && error.function == "WebPSink.finish")
            #expect(error.reason == "no frames were written")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.file("a.webp")))
        do {
            _ = try WebPSink(path: dir.file("b.webp"), width: 8, height: 8, options: WebPOptions(method: 7))
            Issue.record("method 7 passed")
        } catch {
            #expect(error.code == .invalidArgument && error.message == "method 7 is outside 0...6")
            #expect(error.description == "\(dir.file("b.webp")): WebP invalidArgument error in WebPSink.init: method 7 is outside 0...6")
        }
    }
}
