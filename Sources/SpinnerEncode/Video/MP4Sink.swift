import SpinnerCore

/// Encodes frames as H.264 (libx264, yuv420p, BT.709, limited range) in an MP4 whose index comes
/// first (`movflags=+faststart`): a `VideoSink` kept for callers that predate it. Options that
/// name another container are taken as MP4 with their codec (H.264 or HEVC).
///
/// Frames must be opaque (MP4 has no alpha) and both sizes even for yuv420p: odd sizes are
/// refused, not padded, so the video is never a pixel larger than asked.
public final class MP4Sink: FrameSink {
    public var path: String { sink.path }
    public var width: Int { sink.width }
    public var height: Int { sink.height }
    public var options: VideoOptions { sink.options }
    private let sink: VideoSink

    /// Opens the encoder and creates the file now, so bad options fail before any rendering.
    public init(path: String, width: Int, height: Int, options: VideoOptions) throws(FFmpegError) {
        var options = options
        options.container = .mp4
        do {
            sink = try VideoSink(path: path, width: width, height: height, options: options)
        } catch let error as FFmpegError {
            throw error
        } catch {
            throw FFmpegError.invalidArgument("MP4Sink.init", "\(error)", path: path)
        }
    }

    public func prepare(_ frame: PixelBuffer, index: Int, changed: PixelRect?) throws -> PreparedFrame {
        try sink.prepare(frame, index: index, changed: changed)
    }

    public func write(_ frame: PreparedFrame) throws { try sink.write(frame) }
    public func finish() throws { try sink.finish() }
    public func cancel() { sink.cancel() }
}
