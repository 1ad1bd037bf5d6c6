import Foundation
import SpinnerCore
import Testing
@testable import SpinnerEncode

/// VideoSink's defaults as the CLI's `.mp4` gets them: H.264 yuv420p, limited range, fast start.
@Suite struct VideoSinkMP4Tests {
    /// The default options, in MP4.
    static func mp4(_ options: VideoOptions = VideoOptions()) -> VideoOptions {
        var options = options
        options.container = .mp4
        return options
    }

    /// Frames of a disc moving left to right on white.
    static func frames(count: Int, width: Int, height: Int) -> [PixelBuffer] {
        (0..<count).map { i in
            Synthetic.disc(width: width, height: height,
                           center: (Double(20 + i * 2), Double(height) / 2), radius: 16)
        }
    }

    static func encode(_ frames: [PixelBuffer], to path: String, fps: Rational) throws {
        let sink = try VideoSink(path: path, width: frames[0].width, height: frames[0].height,
                                 options: mp4(VideoOptions(fps: fps)))
        let prepared = try frames.enumerated().map { try sink.prepare($0.element, index: $0.offset, changed: nil) }
        for p in prepared { try sink.write(p) }
        try sink.finish()
    }

    @Test(arguments: [(Rational(60), 30), (Rational(30000, 1001), 24)])
    func probeReportsTagsCountAndExactTimestamps(fps: Rational, count: Int) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("out.mp4")
        try Self.encode(Self.frames(count: count, width: 96, height: 64), to: path, fps: fps)

        let info = try VideoDecoder.probe(path: path)
        #expect(info.codecName == "h264")
        #expect(info.width == 96 && info.height == 64)
        #expect(info.pixelFormatName == "yuv420p")
        #expect(info.colorPrimaries == "bt709")
        #expect(info.colorTransfer == "bt709")
        #expect(info.colorMatrix == "bt709")
        #expect(info.colorRange == "tv")
        #expect(info.frameRate == fps)
        #expect(info.frameCount == count)
        #expect(info.isFastStart)
        #expect(info.timestamps.count == count)
        for (i, t) in info.timestamps.enumerated() {
            let expected = Double(Int64(i) * fps.denominator) / Double(fps.numerator)
            #expect(abs(t - expected) < 1e-6, "frame \(i) at \(t), expected \(expected)")
        }
    }

    @Test func decodedFlatAreasMatchTheSource() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("disc.mp4")
        let source = Self.frames(count: 12, width: 128, height: 96)
        try Self.encode(source, to: path, fps: Rational(60))
        let decoded = try VideoDecoder.decodeFrames(path: path)
        #expect(decoded.count == source.count)
        for (i, frame) in decoded.enumerated() {
            #expect(frame.width == 128 && frame.height == 96)
            // Disc centre (well inside) and a far corner (white background).
            let centre = frame[20 + i * 2, 48], corner = frame[120, 8]
            for (got, want) in [(centre, Synthetic.blue), (corner, Synthetic.white)] {
                #expect(abs(Int(got.r) - Int(want.r)) <= 3, "frame \(i): \(got) vs \(want)")
                #expect(abs(Int(got.g) - Int(want.g)) <= 3, "frame \(i): \(got) vs \(want)")
                #expect(abs(Int(got.b) - Int(want.b)) <= 3, "frame \(i): \(got) vs \(want)")
                #expect(got.a == 255)
            }
        }
    }

    @Test func changedRectPreparesTheSameFrameAsFullConversion() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let sink = try VideoSink(path: dir.file("rect.mp4"), width: 64, height: 48, options: Self.mp4())
        defer { sink.cancel() }
        let frame = Synthetic.disc(width: 64, height: 48, center: (30.3, 21.7), radius: 9)
        let rect = PixelRect(x: 21, y: 12, width: 19, height: 20)  // odd edges, holds the whole disc
        guard case .video(let fast) = try sink.prepare(frame, index: 0, changed: DirtyRows(rect, width: 64, height: 48)).payload,
              case .video(let full) = try sink.prepare(frame, index: 0, changed: nil).payload else {
            Issue.record("VideoSink.prepare did not give a picture"); return
        }
        #expect(fast.format == .yuv420p && fast.planes.count == 3)
        #expect(fast == full)
    }

    @Test func pathWithAColonIsAPlainFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("take:1.mp4")
        try Self.encode(Self.frames(count: 3, width: 64, height: 48), to: path, fps: Rational(24))
        let info = try VideoDecoder.probe(path: path)
        #expect(info.frameCount == 3 && info.isFastStart)
    }

    @Test func oddSizeIsRefusedAndLeavesNoFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("odd.mp4")
        #expect(throws: FFmpegError.self) { try VideoSink(path: path, width: 65, height: 48, options: Self.mp4()) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func badPresetIsAnErrorNamingTheOption() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("preset.mp4")
        do {
            _ = try VideoSink(path: path, width: 64, height: 48, options: Self.mp4(VideoOptions(preset: "warp-speed")))
            Issue.record("a nonexistent preset was accepted")
        } catch let error as FFmpegError {
            #expect(error.code < 0)
            #expect(error.function.contains("preset") || error.function == "avcodec_open2")
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func cancelRemovesThePartialFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("cancel.mp4")
        let sink = try VideoSink(path: path, width: 64, height: 48, options: Self.mp4())
        for (i, f) in Self.frames(count: 3, width: 64, height: 48).enumerated() {
            try sink.write(try sink.prepare(f, index: i, changed: nil))
        }
        #expect(FileManager.default.fileExists(atPath: path))
        sink.cancel()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(throws: FFmpegError.self) { try sink.write(try sink.prepare(PixelBuffer(width: 64, height: 48), index: 3, changed: nil)) }
    }

    @Test func wrongFrameSizeIsAnError() throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let sink = try VideoSink(path: dir.file("size.mp4"), width: 64, height: 48, options: Self.mp4())
        defer { sink.cancel() }
        #expect(throws: FFmpegError.self) { try sink.prepare(PixelBuffer(width: 48, height: 64), index: 0, changed: nil) }
    }
}
