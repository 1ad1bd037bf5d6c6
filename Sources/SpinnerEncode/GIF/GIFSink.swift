import SpinnerWorkers
import Synchronization
import SpinnerCore

/// Writes an animated GIF (GIF89a) with one global palette.
///
/// `prepare` (parallel) applies the alpha rule of `GIFOptions.matte` and collects each frame's
/// colours compactly; `write` keeps the frames in order; `finish` chooses the palette from the
/// whole animation and writes the file. When all frames together use at most 256 colours
/// (counting transparency as one) the palette holds exactly those colours and every decoded
/// frame equals its input after the alpha rule; otherwise a median-cut palette of the whole
/// animation is used with `GIFOptions.dither`. Frames that share a background store only what
/// changed (`optimizeFrames`). No delay is under 2 cs: above 50 fps the GIF keeps the frames
/// `GIFTiming` chooses (the sink is given every frame and drops the others itself, so several
/// outputs of one render keep theirs).
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
        /// The frames written so far that the GIF may keep (`GIFTiming.mayKeep`).
        var frames: [GIFFrame] = []
        /// The colours of `frames[..<counted]`. The latest frame is counted only once the next
        /// comes (or at `finish`), since the timing may drop the last one.
        var census = GIFColorCensus()
        var counted = 0
        /// Every frame written, kept or not: the next frame's position.
        var written = 0
        var bytes = 0
    }
    private let state: SinkState<Collected, GIFError>
    private let blended = Atomic<Bool>(false)
    private let framesInFileCount = Atomic<Int>(0)

    /// After `finish`: the frames the file holds (fewer than were written above 50 fps, see
    /// `GIFTiming`).
    public var framesInFile: Int { framesInFileCount.load(ordering: .acquiring) }

    /// After `finish`: true when some pixel of the GIF was partly transparent and was composited
    /// over the matte, so the matte's colour shows at the edges (on a page of another colour, as
    /// a halo).
    public var blendedOverMatte: Bool { blended.load(ordering: .acquiring) }

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
        guard GIFTiming(frameCount: 1, fps: options.fps) != nil else {
            throw refuse("frame times at \(options.fps) fps overflow")
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

    /// Bytes as whole MiB, rounded up, for messages.
    static func mebibytes(_ bytes: Int) -> Int { (bytes + (1 << 20) - 1) >> 20 }

    // MARK: - Frames

    public func prepare(_ frame: PixelBuffer, index: Int, changed: DirtyRows?) throws -> PreparedFrame {
        try state.checkSize(frame, index: index)
        let gifFrame = GIFFrame(frame, matte: options.matte, transparentBelow: options.transparentBelow)
        return PreparedFrame(index: index, payload: .bytes(gifFrame.serialized()))
    }

    public func write(_ frame: PreparedFrame) throws {
        let bytes = try state.bytes(of: frame) { try prepare($0, index: $1, changed: nil) }
        try state.withOpen { collected in
            let position = collected.written
            collected.written += 1
            guard GIFTiming.mayKeep(position: position, fps: options.fps) else { return }
            guard collected.bytes + bytes.count <= options.memoryLimit else {
                throw GIFError(code: .tooLarge, function: "GIFSink.write",
                               message: "its frames use more colours than one palette holds, so each is kept whole until the end, "
                                   + "and frame \(frame.index) would take them past the \(GIFSink.mebibytes(options.memoryLimit)) MiB "
                                   + "the memory limit leaves this GIF", path: path)
            }
            guard let gifFrame = GIFFrame(serialized: bytes, pixelCount: width * height) else {
                throw state.refusal("frame \(frame.index) was not prepared by this sink", in: "write")
            }
            collected.frames.append(gifFrame)
            collected.bytes += bytes.count
            count(&collected, upTo: collected.frames.count - 1)
        }
    }

    /// Counts the colours of the collected frames up to (not including) `end`.
    private func count(_ collected: inout Collected, upTo end: Int) {
        while collected.counted < end {
            let k = collected.counted
            collected.census.add(collected.frames[k], earlier: collected.frames[..<k])
            collected.counted += 1
        }
    }

    public func finish() throws {
        try state.finish { held in
            var collected = held
            let bytes: [UInt8]
            do throws(GIFError) {
                let timing = try timing(of: collected)
                collected.frames.removeLast(collected.frames.count - timing.kept.count)
                count(&collected, upTo: collected.frames.count)
                blended.store(collected.frames.contains { $0.blended }, ordering: .releasing)
                framesInFileCount.store(collected.frames.count, ordering: .releasing)
                bytes = try encode(collected.frames, census: collected.census, delays: timing.delays)
            } catch {
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

    /// The timing of the frames written; the collected frames are those it may keep, so they
    /// are its kept frames and at most one more at the end.
    private func timing(of collected: Collected) throws(GIFError) -> GIFTiming {
        guard collected.written > 0 else {
            throw GIFError(code: .invalidArgument, function: "GIFSink.finish", message: "no frames were written", path: path)
        }
        guard let timing = GIFTiming(frameCount: collected.written, fps: options.fps) else {
            throw GIFError(code: .invalidArgument, function: "GIFSink.finish",
                           message: "frame times at \(options.fps) fps overflow", path: path)
        }
        let extra = collected.frames.count - timing.kept.count
        guard extra == 0 || extra == 1, collected.counted <= timing.kept.count else {
            throw GIFError(code: .invalidArgument, function: "GIFSink.finish",
                           message: "\(collected.frames.count) frames were collected for \(timing.kept.count) GIF frames", path: path)
        }
        return timing
    }

    /// The whole GIF file for the collected frames, whose colours `census` counted, with
    /// `delays` in cs.
    func encode(_ frames: [GIFFrame], census: GIFColorCensus, delays: [Int]) throws(GIFError) -> [UInt8] {
        guard !frames.isEmpty, frames.count == delays.count else {
            throw GIFError(code: .invalidArgument, function: "GIFSink.finish", message: "no frames were written", path: path)
        }
        let (table, transparent, indexed) = GIFPaletteChoice.choose(frames, census: census, width: width, height: height,
                                                                    dither: options.dither, threads: options.threads,
                                                                    maximumColors: options.maximumColors)
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
            ParallelLoop.run(items.count, threads: options.threads) { k in
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
