#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore
import Synchronization

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
    public let path: String
    public let width: Int
    public let height: Int
    public let options: GIFOptions

    private struct Collected {
        var frames: [[UInt8]] = []
        var bytes = 0
    }
    private enum State { case open(Int32, Collected), finished, cancelled }
    private let state: Mutex<State>

    /// Checks the options and creates (truncates) the file now, so bad input fails before any
    /// rendering.
    public init(path: String, width: Int, height: Int, options: GIFOptions = GIFOptions()) throws(GIFError) {
        func refuse(_ message: String) -> GIFError {
            GIFError(code: .invalidArgument, function: "GIFSink.init", message: message, path: path)
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
            state = Mutex(.open(try POSIXFile.create(path), Collected()))
        } catch {
            throw GIFError(code: .io, function: error.function, message: error.message, path: path)
        }
    }

    deinit {
        if case .open(let fd, _) = state.withLock({ $0 }) { try? POSIXFile.close(fd) }
    }

    public func prepare(_ frame: PixelBuffer, index: Int, changed: PixelRect?) throws -> PreparedFrame {
        guard frame.width == width, frame.height == height else {
            throw GIFError(code: .invalidArgument, function: "GIFSink.prepare",
                           message: "frame \(index) is \(frame.width)x\(frame.height), expected \(width)x\(height)",
                           path: path)
        }
        return PreparedFrame(index: index, payload: .bytes(GIFFrame(frame, matte: options.matte).serialized()))
    }

    public func write(_ frame: PreparedFrame) throws {
        let bytes: [UInt8]
        switch frame.payload {
        case .bytes(let b): bytes = b
        case .pixels(let p): bytes = try prepare(p, index: frame.index, changed: nil).bytes
        case .yuv420, .video:
            throw GIFError(code: .invalidArgument, function: "GIFSink.write",
                           message: "frame \(frame.index) holds video planes, not pixels", path: path)
        }
        try state.withLock { (state) throws(GIFError) in
            guard case .open(let fd, var collected) = state else {
                throw GIFError(code: .invalidArgument, function: "GIFSink.write",
                               message: "the sink is already finished or cancelled", path: path)
            }
            guard collected.bytes + bytes.count <= options.memoryLimit else {
                throw GIFError(code: .tooLarge, function: "GIFSink.write",
                               message: "frame \(frame.index) would take the held frames past the memory limit of "
                                   + "\(options.memoryLimit) bytes (use fewer frames or a smaller size)", path: path)
            }
            state = .finished   // drop the reference so appending does not copy the array
            collected.frames.append(bytes)
            collected.bytes += bytes.count
            state = .open(fd, collected)
        }
    }

    public func finish() throws {
        try state.withLock { (state) throws(GIFError) in
            guard case .open(let fd, let collected) = state else { return }
            state = .finished
            let bytes: [UInt8]
            do throws(GIFError) { bytes = try encode(collected.frames) } catch {
                try? POSIXFile.close(fd)
                POSIXFile.remove(path)
                throw error
            }
            do throws(SystemCallFailure) { try GIFFileOutput.writeAndClose(fd, bytes) } catch {
                POSIXFile.remove(path)
                throw GIFError(code: .io, function: error.function, message: error.message, path: path)
            }
        }
    }

    public func cancel() {
        state.withLock { state in
            guard case .open(let fd, _) = state else { return }
            try? POSIXFile.close(fd)
            POSIXFile.remove(path)
            state = .cancelled
        }
    }

    /// The whole GIF file for the collected frames.
    func encode(_ serialized: [[UInt8]]) throws(GIFError) -> [UInt8] {
        guard !serialized.isEmpty else {
            throw GIFError(code: .invalidArgument, function: "GIFSink.finish", message: "no frames were written", path: path)
        }
        guard let delays = GIFDelays.centiseconds(frameCount: serialized.count, fps: options.fps) else {
            throw GIFError(code: .invalidArgument, function: "GIFSink.finish",
                           message: "frame times at \(options.fps) fps overflow", path: path)
        }
        let pixelCount = width * height
        var frames: [GIFFrame] = []
        frames.reserveCapacity(serialized.count)
        for (i, s) in serialized.enumerated() {
            guard let f = GIFFrame(serialized: s, pixelCount: pixelCount) else {
                throw GIFError(code: .invalidArgument, function: "GIFSink.finish",
                               message: "frame \(i) was not prepared by this sink", path: path)
            }
            frames.append(f)
        }
        let (table, transparent, indexed) = GIFPaletteChoice.choose(frames, width: width, height: height,
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
        planner.plan(indexed) { i, planned in
            writer.appendFrame(rect: planned.rect, indices: planned.indices, delay: delays[i], disposal: planned.disposal)
        }
        writer.appendTrailer()
        return writer.bytes
    }
}
