import CFFmpeg
import SpinnerCore
import Synchronization

/// Encodes frames as video in any container, codec and pixel format of `VideoOptions`: H.264
/// or HEVC (`hvc1`) in MP4 or MOV, VP9 with alpha in WebM, ProRes 4444 with alpha in MOV, or
/// raw planes in y4m. BT.709 primaries, transfer and matrix and the chosen range are tagged in
/// the stream and the container; frame i is at exactly i / fps.
///
/// `prepare` converts RGB to YUV on the caller's thread (the pipeline calls it from all its
/// workers), converting only the changed rect and copying the rest from precomputed background
/// planes; `write` only hands the picture to the encoder and muxes, in frame order.
public final class VideoSink: FrameSink {
    public let path: String
    public let width: Int
    public let height: Int
    public let options: VideoOptions
    private let converter: YUVConverter
    private enum Output {
        case encoder(VideoEncoder)
        case y4m(Y4MWriter)
    }
    private enum State { case open(Output), finished, cancelled }
    private let state: Mutex<State>

    /// Checks the options, opens the encoder and creates the file now, so bad options fail before
    /// any rendering. Throws `FFmpegError` (code `AVERROR(EINVAL)` for refused options) or, for y4m,
    /// `OutputFileError`.
    public init(path: String, width: Int, height: Int, options: VideoOptions) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw FFmpegError.invalidArgument("VideoSink.init", "cannot encode \(width)x\(height) video", path: path)
        }
        if let problem = options.problem {
            throw FFmpegError.invalidArgument("VideoSink.init", problem, path: path)
        }
        guard width >= options.codec.minimumWidth else {
            throw FFmpegError.invalidArgument("VideoSink.init", "\(options.codec.rawValue) needs frames at least \(options.codec.minimumWidth) pixels wide, not \(width)", path: path)
        }
        guard let converter = YUVConverter(width: width, height: height, format: options.pixelFormat,
                                           range: options.range, background: options.background) else {
            throw FFmpegError.invalidArgument(
                "VideoSink.init",
                "\(options.pixelFormat.rawValue) needs even sizes; \(width)x\(height) is odd (choose an even size)",
                path: path)
        }
        self.path = path
        self.width = width
        self.height = height
        self.options = options
        self.converter = converter
        let output: Output = options.container == .y4m
            ? .y4m(try Y4MWriter(path: path, width: width, height: height, options: options))
            : .encoder(try VideoEncoder(path: path, width: width, height: height, options: options))
        state = Mutex(.open(output))
    }

    public func prepare(_ frame: PixelBuffer, index: Int, changed: PixelRect?) throws -> PreparedFrame {
        guard let picture = converter.convert(frame, changed: changed) else {
            throw FFmpegError.invalidArgument(
                "VideoSink.prepare", "frame \(index) is \(frame.width)x\(frame.height), expected \(width)x\(height)",
                path: path)
        }
        if picture.format == .yuv420p { return PreparedFrame(index: index, payload: .yuv420(YUVPlanes(picture: picture))) }
        return PreparedFrame(index: index, payload: .video(picture))
    }

    public func write(_ frame: PreparedFrame) throws {
        let picture: VideoPicture
        switch frame.payload {
        case .yuv420(let p) where options.pixelFormat == .yuv420p && p.width == width && p.height == height:
            picture = VideoPicture(width: width, height: height, format: .yuv420p, planes: [p.y, p.u, p.v])
        case .video(let p) where p.format == options.pixelFormat && p.width == width && p.height == height:
            picture = p
        case .pixels(let pixels):
            try write(try prepare(pixels, index: frame.index, changed: nil))
            return
        default:
            throw FFmpegError.invalidArgument(
                "VideoSink.write", "frame \(frame.index) is not a \(width)x\(height) \(options.pixelFormat.rawValue) picture",
                path: path)
        }
        try state.withLock { state in
            guard case .open(let output) = state else {
                throw FFmpegError.invalidArgument("VideoSink.write", "the sink is already finished or cancelled", path: path)
            }
            switch output {
            case .encoder(let encoder): try encoder.encode(picture)
            case .y4m(let writer): try writer.encode(picture)
            }
        }
    }

    public func finish() throws {
        try state.withLock { state in
            guard case .open(let output) = state else { return }
            switch output {
            case .encoder(let encoder): try encoder.finish()
            case .y4m(let writer): try writer.finish()
            }
            state = .finished
        }
    }

    public func cancel() {
        state.withLock { state in
            guard case .open(let output) = state else { return }
            switch output {
            case .encoder(let encoder): encoder.close(deleting: true)
            case .y4m(let writer): writer.close(deleting: true)
            }
            state = .cancelled
        }
    }
}
