import CFFmpeg
import SpinnerCore
import Testing
@testable import SpinnerEncode

/// The one video track is the default track (issue 15, item 4): Matroska's FlagDefault in WebM,
/// read back as libavformat's AV_DISPOSITION_DEFAULT on the stream.
@Suite struct VideoTrackDispositionTests {
    /// The disposition flags of the file's best video stream, as libavformat reads them.
    static func disposition(_ path: String) throws -> Int32 {
        var format: UnsafeMutablePointer<AVFormatContext>?
        guard avformat_open_input(&format, "file:" + path, nil, nil) >= 0 else { throw GIFTestDecoder.Failure(what: "open \(path)") }
        defer { avformat_close_input(&format) }
        guard avformat_find_stream_info(format, nil) >= 0 else { throw GIFTestDecoder.Failure(what: "stream info") }
        let index = av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        guard index >= 0, let stream = format!.pointee.streams[Int(index)] else { throw GIFTestDecoder.Failure(what: "no video") }
        return stream.pointee.disposition
    }

    @Test(arguments: [(VideoContainer.webm, VideoCodec.vp9, VideoPixelFormat.yuva420p),
                      (.webm, .vp9, .yuv420p), (.mp4, .h264, .yuv420p)])
    func theVideoTrackIsTheDefault(container: VideoContainer, codec: VideoCodec, format: VideoPixelFormat) throws {
        let dir = try TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("out." + container.rawValue)
        let frames = (0..<3).map { i in
            format.hasAlpha ? VideoTestFrames.translucentRing(width: 32, height: 32, angle: Double(i))
                : VideoTestFrames.opaqueRing(width: 32, height: 32, angle: Double(i))
        }
        try VideoSinkTests.encode(frames, to: path, options: VideoOptions(container: container, codec: codec, pixelFormat: format,
                                                                         range: .limited, fps: Rational(30)))
        #expect(try Self.disposition(path) & AV_DISPOSITION_DEFAULT != 0)
    }
}
