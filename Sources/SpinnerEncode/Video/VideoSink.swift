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
    /// The output file.
    public let path: String
    /// Frame width in pixels; every frame must have it.
    public let width: Int
    /// Frame height in pixels; every frame must have it.
    public let height: Int
    /// The options the sink was made with, as checked by `init`.
    public let options: VideoOptions
    private let converter: YUVConverter
    private enum Output {
        case encoder(VideoEncoder)
        case y4m(Y4MWriter)
    }
    private let state: SinkState<Output, FFmpegError>
    /// The planes of the pictures in flight, reused: a long render makes about as many as
    /// frames are in flight, not one set a frame.
    private let planes = BufferPool<ReusedPlanes> { .none }
    /// The planes of the picture written last, given back to `planes` at the next write, once
    /// the caller has let go of that frame (a set still referenced elsewhere would be copied).
    private let written = Mutex<ReusedPlanes?>(nil)
    /// Per frame in flight, the area its picture was converted over (the rest is background),
    /// from `prepare` to `write`, so that reusing its planes resets only that.
    private let converted = Mutex<[Int: PixelRect]>([:])

    /// What the picture planes' pool has done: how many sets were made and out at once.
    public var planeStatistics: BufferPool<ReusedPlanes>.Statistics { planes.statistics }

    // MARK: - Lifecycle

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
        state = SinkState("VideoSink", path: path, width: width, height: height, resources: output)
    }

    // MARK: - Frames

    public func prepare(_ frame: PixelBuffer, index: Int, changed: DirtyRows?) throws -> PreparedFrame {
        try state.checkSize(frame, index: index)
        // The converter fills what lies outside `changed` from planes of this sink's background;
        // a frame over another backdrop (see `FrameSink.prepare`) is converted whole.
        let changed = changed.flatMap { c -> DirtyRows? in
            guard let p = c.firstUnmarked else { return c }
            return frame[p % frame.width, p / frame.width] == options.background ? c : nil
        }
        guard let picture = converter.convert(frame, changed: changed?.bounds, reusing: planes.take()) else {
            throw state.refusal("frame \(index) could not be converted", in: "prepare")
        }
        if let bounds = changed?.bounds { converted.withLock { $0[index] = bounds } }
        return PreparedFrame(index: index, payload: .video(picture))
    }

    public func write(_ frame: PreparedFrame) throws {
        let picture: VideoPicture
        switch frame.payload {
        case .video(let p) where p.format == options.pixelFormat && p.width == width && p.height == height:
            picture = p
        case .pixels(let pixels):
            try write(try prepare(pixels, index: frame.index, changed: nil))
            return
        default:
            throw state.refusal("frame \(frame.index) is not a \(width)x\(height) \(options.pixelFormat.rawValue) picture",
                                in: "write")
        }
        try state.withOpen { output in
            switch output {
            case .encoder(let encoder): try encoder.encode(picture)
            case .y4m(let writer): try writer.encode(picture)
            }
        }
        // The encoder has copied the picture; its planes serve a later frame.
        let area = converted.withLock { $0.removeValue(forKey: frame.index) }
        let done = ReusedPlanes(planes: picture.planes, written: area)
        if let previous = written.withLock({ last in defer { last = done }; return last }) {
            planes.giveBack(previous)
        }
    }

    /// Flushes the encoder and closes the file; when that fails, the partial file is removed.
    public func finish() throws {
        try state.finish { output in
            do {
                switch output {
                case .encoder(let encoder): try encoder.finish()
                case .y4m(let writer): try writer.finish()
                }
            } catch {
                close(output, deleting: true)
                throw error
            }
        }
    }

    public func cancel() {
        state.cancel { close($0, deleting: true) }
    }

    private func close(_ output: Output, deleting: Bool) {
        switch output {
        case .encoder(let encoder): encoder.close(deleting: deleting)
        case .y4m(let writer): writer.close(deleting: deleting)
        }
    }
}
