import CFFmpeg
import SpinnerCore
import Synchronization

/// Encodes frames as H.264 (libx264, yuv420p, BT.709, limited range) in an MP4 whose index comes
/// first (`movflags=+faststart`).
///
/// `prepare` converts RGB to YUV on the caller's thread, converting only the changed rect and
/// filling the rest from the background; `write` only hands the picture to x264 and muxes.
/// Frames must be opaque (MP4 has no alpha) and both sizes even: odd sizes are refused, not
/// padded, so the video is never a pixel larger than asked.
public final class MP4Sink: FrameSink {
    public let path: String
    public let width: Int
    public let height: Int
    public let options: VideoOptions
    private let converter: YUV420Converter
    private enum State { case open(H264Encoder), finished, cancelled }
    private let state: Mutex<State>

    /// Opens the encoder and creates the file now, so bad options fail before any rendering.
    public init(path: String, width: Int, height: Int, options: VideoOptions) throws(FFmpegError) {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw .invalidArgument("MP4Sink.init", "cannot encode \(width)x\(height) video", path: path)
        }
        guard width % 2 == 0, height % 2 == 0,
              let converter = YUV420Converter(width: width, height: height, background: options.background) else {
            throw .invalidArgument("MP4Sink.init",
                                   "H.264 yuv420p needs even sizes; \(width)x\(height) is odd (choose an even size)",
                                   path: path)
        }
        guard (0...51).contains(options.crf) else {
            throw .invalidArgument("MP4Sink.init", "crf \(options.crf) is outside 0...51", path: path)
        }
        self.path = path
        self.width = width
        self.height = height
        self.options = options
        self.converter = converter
        state = Mutex(.open(try H264Encoder(path: path, width: width, height: height, options: options)))
    }

    public func prepare(_ frame: PixelBuffer, index: Int, changed: PixelRect?) throws -> PreparedFrame {
        guard let planes = converter.convert(frame, changed: changed) else {
            throw FFmpegError.invalidArgument(
                "MP4Sink.prepare", "frame \(index) is \(frame.width)x\(frame.height), expected \(width)x\(height)",
                path: path)
        }
        return PreparedFrame(index: index, payload: .yuv420(planes))
    }

    public func write(_ frame: PreparedFrame) throws {
        let planes: YUVPlanes
        switch frame.payload {
        case .yuv420(let p) where p.width == width && p.height == height:
            planes = p
        case .pixels(let pixels):
            guard case .yuv420(let p) = try prepare(pixels, index: frame.index, changed: nil).payload else { return }
            planes = p
        default:
            throw FFmpegError.invalidArgument("MP4Sink.write", "frame \(frame.index) is not a \(width)x\(height) picture",
                                              path: path)
        }
        try state.withLock { (state) throws(FFmpegError) in
            guard case .open(let encoder) = state else {
                throw .invalidArgument("MP4Sink.write", "the sink is already finished or cancelled", path: path)
            }
            try encoder.encode(planes)
        }
    }

    public func finish() throws {
        try state.withLock { (state) throws(FFmpegError) in
            guard case .open(let encoder) = state else { return }
            try encoder.finish()
            state = .finished
        }
    }

    public func cancel() {
        state.withLock { state in
            guard case .open(let encoder) = state else { return }
            encoder.close(deleting: true)
            state = .cancelled
        }
    }
}
