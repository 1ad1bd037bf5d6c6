import Dispatch
import SpinnerCore

/// Writes an animated GIF (GIF89a) with one global palette.
///
/// `prepare` (parallel) applies the alpha rule of `GIFOptions.matte` and collects each frame's
/// colours compactly; `write` keeps the frames in order; `finish` chooses the palette from the
/// whole animation and writes the file. When all frames together use at most 256 colours
/// (counting transparency as one) the palette holds exactly those colours and every decoded
/// frame equals its input after the alpha rule; otherwise a median-cut palette of the whole
/// animation is used with `GIFOptions.dither`. Frames that share a background store only what
/// changed (`optimizeFrames`). See `GIFOptions` about delays above 50 fps.
public final class GIFSink: FrameSink {
    /// The output file.
    public let path: String
    /// Frame width in pixels; every frame must have it.
    public let width: Int
    /// Frame height in pixels; every frame must have it.
    public let height: Int
    /// The options the sink was made with, as checked by `init`.
    public let options: GIFOptions

    private struct Collected {
        var fd: Int32
        /// The frames written so far, and their colours counted as they came.
        var frames: [GIFFrame] = []
        var census = GIFColorCensus()
        var bytes = 0
    }
    private let state: SinkState<Collected, GIFError>

    // MARK: - Lifecycle

    /// Checks the options and creates (truncates) the file now, so bad input fails before any
    /// rendering.
    public init(path: String, width: Int, height: Int, options: GIFOptions = GIFOptions()) throws(GIFError) {
        func refuse(_ message: String) -> GIFError {
            GIFError(.invalidArgument(message), function: "GIFSink.init", path: path)
        }
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw refuse("GIF sizes are 1...65535 pixels; \(width)x\(height) is not")
        }
        guard options.fps.numerator > 0 else { throw refuse("fps must be positive, not \(options.fps)") }
        // The longest single delay must fit GIF's 16-bit field.
        guard let longest = GIFDelays.centiseconds(frameCount: 2, fps: options.fps)?.max(), longest <= 65535 else {
            throw refuse("at \(options.fps) fps a frame lasts more than 655.35 s, the longest GIF delay")
        }
        guard (0...65536).contains(options.loopCount) else {
            throw refuse("loop count \(options.loopCount) is outside 0...65536 (0 = forever)")
        }
        guard options.matte.a == 255 else {
            throw refuse("the matte must be opaque; alpha \(options.matte.a) given")
        }
        guard options.memoryLimit > 0 else { throw refuse("the memory limit must be positive") }
        self.path = path
        self.width = width
        self.height = height
        self.options = options
        do {
            state = SinkState("GIFSink", path: path, width: width, height: height,
                              resources: Collected(fd: try POSIXFile.create(path)))
        } catch {
            throw GIFError(.system(error), function: "GIFSink.init", path: path)
        }
    }

    deinit {
        state.abandon { try? POSIXFile.close($0.fd) }
    }

    // MARK: - Frames

    public func prepare(_ frame: PixelBuffer, index: Int, changed: DirtyRows?) throws -> PreparedFrame {
        try state.checkSize(frame, index: index)
        return PreparedFrame(index: index, payload: .bytes(GIFFrame(frame, matte: options.matte).serialized()))
    }

    public func write(_ frame: PreparedFrame) throws {
        let bytes: [UInt8]
        switch frame.payload {
        case .bytes(let b): bytes = b
        case .pixels(let p): bytes = try prepare(p, index: frame.index, changed: nil).bytes
        case .video:
            throw state.refusal("frame \(frame.index) holds video planes, not pixels", in: "write")
        }
        try state.withOpen { collected in
            guard collected.bytes + bytes.count <= options.memoryLimit else {
                throw GIFError(code: .tooLarge, function: "GIFSink.write",
                               message: "frame \(frame.index) would take the held frames past the memory limit of "
                                   + "\(options.memoryLimit) bytes (use fewer frames or a smaller size)", path: path)
            }
            guard let gifFrame = GIFFrame(serialized: bytes, pixelCount: width * height) else {
                throw state.refusal("frame \(frame.index) was not prepared by this sink", in: "write")
            }
            collected.census.add(gifFrame, earlier: collected.frames)
            collected.frames.append(gifFrame)
            collected.bytes += bytes.count
        }
    }

    public func finish() throws {
        try state.finish { collected in
            let bytes: [UInt8]
            do throws(GIFError) { bytes = try encode(collected.frames, census: collected.census) } catch {
                POSIXFile.discard(collected.fd, path)
                throw error
            }
            do throws(SystemCallFailure) { try POSIXFile.writeAndClose(collected.fd, bytes) } catch {
                POSIXFile.remove(path)
                throw GIFError(.system(error), function: "GIFSink.finish", path: path)
            }
        }
    }

    public func cancel() {
        state.cancel { POSIXFile.discard($0.fd, path) }
    }

    // MARK: - Encoding

    /// Planned frames held for compression at once: enough to keep the cores busy, few enough
    /// that their indices stay small beside the frames the sink holds.
    static let compressionBatch = 32

    /// The whole GIF file for the collected frames, whose colours `census` counted.
    func encode(_ frames: [GIFFrame], census: GIFColorCensus) throws(GIFError) -> [UInt8] {
        guard !frames.isEmpty else {
            throw GIFError(code: .invalidArgument, function: "GIFSink.finish", message: "no frames were written", path: path)
        }
        guard let delays = GIFDelays.centiseconds(frameCount: frames.count, fps: options.fps) else {
            throw GIFError(code: .invalidArgument, function: "GIFSink.finish",
                           message: "frame times at \(options.fps) fps overflow", path: path)
        }
        let (table, transparent, indexed) = GIFPaletteChoice.choose(frames, census: census, width: width, height: height,
                                                                    dither: options.dither)
        let repetitions: Int? = switch options.loopCount {
        case 0: 0
        case 1: nil
        default: options.loopCount - 1
        }
        var writer = GIFWriter(width: width, height: height, colors: table, transparentIndex: transparent,
                               repetitions: repetitions)
        let planner = GIFFramePlanner(width: width, height: height, transparentIndex: transparent,
                                      optimize: options.optimizeFrames)
        // Planning is in order; each planned frame's LZW depends on that frame alone, so frames
        // are compressed a batch at a time on every core and appended in order.
        var batch: [(index: Int, planned: GIFFramePlanner.Planned)] = []
        func appendBatch() {
            let items = batch, codeSize = writer.minimumCodeSize
            let data = ResultSlots(count: items.count)
            DispatchQueue.concurrentPerform(iterations: items.count) { k in
                data.store(GIFWriter.imageData(items[k].planned.indices, minimumCodeSize: codeSize), at: k)
            }
            for (item, bytes) in zip(items, data.values) {
                writer.appendFrame(rect: item.planned.rect, imageData: bytes, delay: delays[item.index],
                                   disposal: item.planned.disposal)
            }
            batch.removeAll(keepingCapacity: true)
        }
        planner.plan(indexed) { i, planned in
            batch.append((i, planned))
            if batch.count == GIFSink.compressionBatch { appendBatch() }
        }
        appendBatch()
        writer.appendTrailer()
        return writer.bytes
    }
}
