#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore

/// Writes an animated PNG: 8-bit straight-alpha RGBA with an sRGB chunk, the first frame is also
/// the default image.
///
/// Debian's libpng 1.6.39 has no APNG support (no `png_set_acTL`), so the sink writes the chunks
/// itself. The first frame is stored whole; every later one stores only a rectangle, drawn on
/// the previous frame or on a canvas the previous frame cleared (`APNGFramePatch` chooses the
/// `dispose_op` and `blend_op` so that the composition is exact). `prepare` (parallel) encodes
/// the patches (`APNGPatchExchange`), filtering each several ways and keeping the smallest zlib
/// stream (`APNGImageData`). A frame's patch depends on the frame after it, so `write` appends
/// the frame before the one it is given: an `fcTL` with its millisecond delay (`APNGDelay`) and
/// its data as `IDAT` (frame 0) or `fdAT`; `finish` appends the last frame and `IEND`, and fills
/// in the frame count of the `acTL` chunk written up front. Composed, every frame is its input
/// exactly (after un-premultiplying).
public final class APNGSink: FrameSink {
    /// The output file.
    public let path: String
    /// Frame width in pixels; every frame must have it.
    public let width: Int
    /// Frame height in pixels; every frame must have it.
    public let height: Int
    /// The options the sink was made with, as checked by `init`.
    public let options: APNGOptions

    private struct Progress {
        var fd: Int32
        var framesWritten = 0
        var sequence: UInt32 = 0
        /// Where the acTL chunk starts, once the header is written.
        var acTLOffset: Int?
        var offset = 0
        /// The frame given to `write` but not yet appended (its patch needs the next frame), with
        /// the frame before it in the file (nil for the first).
        var pending: (index: Int, straight: [UInt32], previous: (index: Int, straight: [UInt32])?)?
    }
    private let state: SinkState<Progress, PNGError>
    private let exchange = APNGPatchExchange()

    // MARK: - Lifecycle

    /// Checks the options and creates (truncates) the file now.
    public init(path: String, width: Int, height: Int, options: APNGOptions = APNGOptions()) throws(PNGError) {
        func refuse(_ message: String) -> PNGError {
            PNGError(.invalidArgument(message), function: "APNGSink.init", path: path)
        }
        guard width > 0, height > 0, width <= PNGCodec.maximumDimension, height <= PNGCodec.maximumDimension else {
            throw refuse("cannot write \(width)x\(height) frames (1...\(PNGCodec.maximumDimension) pixels each way)")
        }
        guard options.frameDelay(ofFrame: 0) != nil else {
            throw refuse("\(options.fps) fps gives a frame delay APNG cannot store")
        }
        guard (0...Int(Int32.max)).contains(options.loopCount) else {
            throw refuse("loop count \(options.loopCount) is negative or too large (0 = forever)")
        }
        guard (0...9).contains(options.compressionLevel) else {
            throw refuse("compression level \(options.compressionLevel) is outside 0...9")
        }
        self.path = path
        self.width = width
        self.height = height
        self.options = options
        do {
            state = SinkState("APNGSink", path: path, width: width, height: height,
                              resources: Progress(fd: try POSIXFile.create(path)))
        } catch {
            throw PNGError(.system(error), function: "APNGSink.init", path: path)
        }
    }

    deinit {
        state.abandon { try? POSIXFile.close($0.fd) }
    }

    // MARK: - Frames

    /// Publishes the frame's straight pixels and encodes the patches that became possible; the
    /// payload is empty, `write` takes the frame from the exchange.
    public func prepare(_ frame: PixelBuffer, index: Int, changed: DirtyRows?) throws -> PreparedFrame {
        try state.checkSize(frame, index: index)
        let straight = APNGColorDepth.reduce(APNGEncodedFrame.words(AlphaConversion.straightBytes(of: frame, changed: changed)),
                                             bits: options.colorBits)
        for job in exchange.publish(index, straight: straight) {
            let image = APNGEncodedFrame.encode(previous: job.previous, current: job.current, next: job.next,
                                                width: width, height: height, level: options.compressionLevel)
            exchange.deliver(try encoded(image, frame: job.index), for: job.index)
        }
        return PreparedFrame(index: index, payload: .bytes([]))
    }

    /// Appends the frame given before this one, now that its successor is known.
    public func write(_ frame: PreparedFrame) throws {
        switch frame.payload {
        case .bytes(let b) where b.isEmpty: break
        case .pixels(let p): _ = try prepare(p, index: frame.index, changed: nil)
        default:
            throw state.refusal("frame \(frame.index) was not prepared by this sink", in: "write")
        }
        let (straight, patch) = exchange.take(frame.index)
        guard let straight else {
            throw state.refusal("frame \(frame.index) was not prepared by this sink", in: "write")
        }
        try state.withOpen { progress in
            let previous = progress.pending.map { (index: $0.index, straight: $0.straight) }
            if let pending = progress.pending {
                // The patch made in `prepare` assumed the frames either side; frames written out
                // of sequence get theirs made here.
                let inSequence = pending.previous?.index == pending.index - 1 && frame.index == pending.index + 1
                try appendPending(progress: &progress, next: straight, prepared: inSequence ? patch : nil)
            }
            progress.pending = (frame.index, straight, previous)
        }
    }

    /// Appends the pending frame, given the frame after it (nil for the last).
    private func appendPending(progress: inout Progress, next: [UInt32]?, prepared: APNGEncodedFrame?) throws(PNGError) {
        guard let pending = progress.pending else { return }
        guard let delay = options.frameDelay(ofFrame: progress.framesWritten) else {
            throw state.refusal("frame \(progress.framesWritten)'s time at \(options.fps) fps overflows", in: "write")
        }
        let image: APNGEncodedFrame
        if let prepared { image = prepared } else {
            image = try encoded(.encode(previous: pending.previous?.straight, current: pending.straight, next: next,
                                        width: width, height: height, level: options.compressionLevel), frame: pending.index)
        }
        var sequence = progress.sequence
        var acTLOffset = progress.acTLOffset
        var out: [UInt8] = []
        if progress.framesWritten == 0 {
            out.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            out.append(contentsOf: header())
            acTLOffset = out.count
            out.append(contentsOf: acTL(frameCount: 0))
        }
        out.append(contentsOf: fcTL(sequence: sequence, image, delay: delay))
        sequence += 1
        if progress.framesWritten == 0 {
            out.append(contentsOf: APNGChunk.make("IDAT", image.data))
        } else {
            var fdAT: [UInt8] = []
            fdAT.reserveCapacity(4 + image.data.count)
            APNGChunk.appendBE32(sequence, to: &fdAT)
            fdAT.append(contentsOf: image.data)
            out.append(contentsOf: APNGChunk.make("fdAT", fdAT))
            sequence += 1
        }
        try append(out, progress: &progress)
        progress.sequence = sequence
        progress.acTLOffset = acTLOffset
        progress.framesWritten += 1
        progress.pending = nil
    }

    /// `frame`'s encoding, or the error when zlib failed to make it.
    private func encoded(_ image: APNGEncodedFrame?, frame: Int) throws(PNGError) -> APNGEncodedFrame {
        guard let image else {
            throw PNGError(code: .encode, function: "APNGSink.prepare", message: "zlib failed to compress frame \(frame)",
                           path: path)
        }
        return image
    }

    public func finish() throws {
        try state.finish { progress in
            var progress = progress
            do throws(PNGError) {
                try appendPending(progress: &progress, next: nil, prepared: nil)
                guard progress.framesWritten > 0, let acTLOffset = progress.acTLOffset else {
                    throw state.refusal("no frames were written", in: "finish")
                }
                try append(APNGChunk.make("IEND", []), progress: &progress)
                let chunk = acTL(frameCount: progress.framesWritten)
                let written = chunk.withUnsafeBytes { pwrite(progress.fd, $0.baseAddress, $0.count, off_t(acTLOffset)) }
                guard written == chunk.count else {
                    throw PNGError(code: .io, function: "pwrite", message: String(cString: strerror(errno)), path: path)
                }
            } catch {
                POSIXFile.discard(progress.fd, path)
                throw error
            }
            do throws(SystemCallFailure) { try POSIXFile.close(progress.fd) } catch {
                POSIXFile.remove(path)
                throw PNGError(.system(error), function: "APNGSink.finish", path: path)
            }
        }
    }

    public func cancel() {
        state.cancel { POSIXFile.discard($0.fd, path) }
    }

    // MARK: - Chunks

    private func append(_ bytes: [UInt8], progress: inout Progress) throws(PNGError) {
        do throws(SystemCallFailure) { try POSIXFile.writeAll(progress.fd, bytes) } catch {
            throw PNGError(.system(error), function: "APNGSink.write", path: path)
        }
        progress.offset += bytes.count
    }

    /// Animation control: frame count and `num_plays`.
    private func acTL(frameCount: Int) -> [UInt8] {
        var data: [UInt8] = []
        APNGChunk.appendBE32(UInt32(frameCount), to: &data)
        APNGChunk.appendBE32(UInt32(options.loopCount), to: &data)
        return APNGChunk.make("acTL", data)
    }

    /// IHDR (8-bit RGBA, not interlaced) and sRGB (perceptual), as `PNGCodec` writes a still.
    private func header() -> [UInt8] {
        var ihdr: [UInt8] = []
        APNGChunk.appendBE32(UInt32(width), to: &ihdr)
        APNGChunk.appendBE32(UInt32(height), to: &ihdr)
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])
        return APNGChunk.make("IHDR", ihdr) + APNGChunk.make("sRGB", [0])
    }

    /// Frame control: the frame's rectangle, delay, disposal and blend.
    private func fcTL(sequence: UInt32, _ image: APNGEncodedFrame, delay: (numerator: Int, denominator: Int)) -> [UInt8] {
        var data: [UInt8] = []
        APNGChunk.appendBE32(sequence, to: &data)
        APNGChunk.appendBE32(UInt32(image.rect.width), to: &data)
        APNGChunk.appendBE32(UInt32(image.rect.height), to: &data)
        APNGChunk.appendBE32(UInt32(image.rect.x), to: &data)
        APNGChunk.appendBE32(UInt32(image.rect.y), to: &data)
        APNGChunk.appendBE16(delay.numerator, to: &data)
        APNGChunk.appendBE16(delay.denominator, to: &data)
        data.append(image.dispose)
        data.append(image.blend)
        return APNGChunk.make("fcTL", data)
    }
}
