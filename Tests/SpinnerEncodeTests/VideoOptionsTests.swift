import Foundation
import SpinnerCore
import Testing
@testable import SpinnerEncode

@Suite struct VideoOptionsTests {
    @Test func defaultsFollowTheContainer() {
        let webm = VideoOptions(container: .webm)
        #expect(webm.codec == .vp9 && webm.pixelFormat == .yuva420p && webm.crf == 24 && webm.preset == "realtime")
        #expect(webm.background == .transparent && webm.range == .limited)
        let mov = VideoOptions(container: .mov)
        #expect(mov.codec == .prores4444 && mov.pixelFormat == .yuva444p10le && mov.background == .transparent)
        let mp4 = VideoOptions(container: .mp4)
        #expect(mp4.codec == .h264 && mp4.pixelFormat == .yuv420p && mp4.crf == 18 && mp4.preset == "veryfast")
        #expect(mp4.background == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(VideoOptions(container: .mp4, codec: .h265).crf == 20)
        #expect(VideoOptions(container: .y4m).pixelFormat == .yuv420p)
        #expect(VideoOptions() == VideoOptions(container: .mp4))
        for options in [webm, mov, mp4, VideoOptions(container: .y4m)] { #expect(options.problem == nil) }
    }

    @Test func alphaFormatsAreWebMAndProRes() {
        let names = VideoOptions.alphaFormats.map { "\($0.container.rawValue)/\($0.codec.rawValue)/\($0.pixelFormat.rawValue)" }
        #expect(names == ["mov/prores4444/yuva444p10le", "webm/vp9/yuva420p"])
    }

    @Test func impossibleCombinationsNameTheChoices() throws {
        #expect(VideoOptions(container: .webm, codec: .h264).problem?.contains("vp9") == true)
        #expect(VideoOptions(container: .mp4, pixelFormat: .yuva420p).problem?.contains("yuv444p") == true)
        #expect(VideoOptions(container: .mov, range: .full).problem?.contains("limited") == true)
        #expect(VideoOptions(container: .webm, crf: 64).problem != nil)
        #expect(VideoOptions(container: .webm, crf: 64, bitrate: 1_000_000).problem == nil)
        #expect(VideoOptions(container: .mp4, keyframeInterval: 0).problem != nil)
        #expect(VideoOptions(container: .mp4, fps: Rational(0)).problem != nil)

        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("bad.webm")
        #expect(throws: FFmpegError.self) {
            try VideoSink(path: path, width: 64, height: 48, options: VideoOptions(container: .webm, codec: .h264))
        }
        #expect(throws: FFmpegError.self) {
            try VideoSink(path: path, width: 64, height: 48, options: VideoOptions(container: .webm, preset: "warp"))
        }
        #expect(throws: FFmpegError.self) {
            try VideoSink(path: path, width: 63, height: 48, options: VideoOptions(container: .webm))
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func y4mHeaderNamesRateLayoutAndRange() throws {
        #expect(Y4MWriter.header(width: 512, height: 256, fps: Rational(30000, 1001), chroma: "420jpeg", range: .limited)
            == "YUV4MPEG2 W512 H256 F30000:1001 Ip A1:1 C420jpeg XCOLORRANGE=LIMITED\n")
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("f.y4m")
        let sink = try VideoSink(path: path, width: 4, height: 2,
                                 options: VideoOptions(container: .y4m, pixelFormat: .yuv444p, range: .full, fps: Rational(25)))
        try sink.write(try sink.prepare(PixelBuffer(width: 4, height: 2, fill: YUVConverterTests.white), index: 0, changed: nil))
        try sink.finish()
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let header = "YUV4MPEG2 W4 H2 F25:1 Ip A1:1 C444 XCOLORRANGE=FULL\nFRAME\n"
        #expect(bytes.count == header.utf8.count + 3 * 8)
        #expect(String(decoding: bytes.prefix(header.utf8.count), as: UTF8.self) == header)
        #expect(Array(bytes.suffix(24)) == [UInt8](repeating: 255, count: 8) + [UInt8](repeating: 128, count: 16))
    }

    @Test(arguments: [VideoContainer.webm, .mov, .y4m])
    func cancelRemovesThePartialFile(container: VideoContainer) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("c." + container.rawValue)
        let sink = try VideoSink(path: path, width: 64, height: 48, options: VideoOptions(container: container))
        try sink.write(try sink.prepare(PixelBuffer(width: 64, height: 48), index: 0, changed: nil))
        #expect(FileManager.default.fileExists(atPath: path))
        sink.cancel()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(throws: FFmpegError.self) { try sink.write(try sink.prepare(PixelBuffer(width: 64, height: 48), index: 1, changed: nil)) }
    }
}
