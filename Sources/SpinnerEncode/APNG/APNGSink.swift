#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore

/// Writes an animated PNG: 8-bit straight-alpha RGBA, the first frame is also the default image.
///
/// Debian's libpng 1.6.39 has no APNG support (no `png_set_acTL`), so the sink writes the
/// animation chunks itself: `prepare` (parallel) compresses each frame with libpng exactly as a
/// PNG still (same filters, level and sRGB chunk) and keeps its zlib stream; `write` appends it
/// as `IDAT` (frame 0) or `fdAT` after an `fcTL` holding the exact delay; `finish` writes `IEND`
/// and fills in the frame count of the `acTL` chunk written up front. Frames are stored whole,
/// lossless, so a decoder gives back every input pixel (after un-premultiplying).
public final class APNGSink: FrameSink {
    /// The output file.
    public let path: String
    /// Frame width in pixels; every frame must have it.
    public let width: Int
    /// Frame height in pixels; every frame must have it.
    public let height: Int
    /// The options the sink was made with, as checked by `init`.
    public let options: APNGOptions
    private let delay: (numerator: Int, denominator: Int)

    private struct Progress {
        var fd: Int32
        var framesWritten = 0
        var sequence: UInt32 = 0
        /// Where the acTL chunk starts, once the header is written.
        var acTLOffset: Int?
        var offset = 0
    }
    private let state: SinkState<Progress, PNGError>

    // MARK: - Lifecycle

    /// Checks the options and creates (truncates) the file now.
    public init(path: String, width: Int, height: Int, options: APNGOptions = APNGOptions()) throws(PNGError) {
        func refuse(_ message: String) -> PNGError {
            PNGError(.invalidArgument(message), function: "APNGSink.init", path: path)
        }
        guard width > 0, height > 0, width <= PNGCodec.maximumDimension, height <= PNGCodec.maximumDimension else {
            throw refuse("cannot write \(width)x\(height) frames (1...\(PNGCodec.maximumDimension) pixels each way)")
        }
        guard let delay = options.frameDelay else {
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
        self.delay = delay
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

    /// Payload: the header chunks before IDAT (IHDR, sRGB, ...), as one whole-chunk byte run,
    /// then the concatenated IDAT data; a 4-byte big-endian length of the first part leads.
    public func prepare(_ frame: PixelBuffer, index: Int, changed: PixelRect?) throws -> PreparedFrame {
        try state.checkSize(frame, index: index)
        let png = try PNGCodec.encode(frame, options: PNGOptions(compressionLevel: options.compressionLevel),
                                       changed: changed)
        guard let chunks = APNGChunk.split(png) else {
            throw PNGError(code: .encode, function: "APNGSink.prepare", message: "libpng wrote an unreadable chunk list",
                           path: path)
        }
        var header: [UInt8] = []
        var data: [UInt8] = []
        for chunk in chunks {
            switch chunk.type {
            case "IDAT": data.append(contentsOf: chunk.data)
            case "IEND": break
            default:
                // Ancillary chunks before the image data (sRGB) stay in the file header.
                if data.isEmpty { header.append(contentsOf: APNGChunk.make(chunk.type, Array(chunk.data))) }
            }
        }
        var payload: [UInt8] = []
        payload.reserveCapacity(4 + header.count + data.count)
        APNGChunk.appendBE32(UInt32(header.count), to: &payload)
        payload.append(contentsOf: header)
        payload.append(contentsOf: data)
        return PreparedFrame(index: index, payload: .bytes(payload))
    }

    public func write(_ frame: PreparedFrame) throws {
        let payload: [UInt8]
        switch frame.payload {
        case .bytes(let b) where b.count >= 4: payload = b
        case .pixels(let p): payload = try prepare(p, index: frame.index, changed: nil).bytes
        default:
            throw state.refusal("frame \(frame.index) was not prepared by this sink", in: "write")
        }
        let headerCount = Int(APNGChunk.readBE32(payload, 0))
        guard headerCount <= payload.count - 4 else {
            throw state.refusal("frame \(frame.index) was not prepared by this sink", in: "write")
        }
        let header = payload[4..<4 + headerCount]
        let data = payload[(4 + headerCount)...]
        try state.withOpen { progress in
            var sequence = progress.sequence
            var acTLOffset = progress.acTLOffset
            var out: [UInt8] = []
            if progress.framesWritten == 0 {
                out.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
                out.append(contentsOf: header)
                acTLOffset = out.count
                out.append(contentsOf: acTL(frameCount: 0))
            }
            out.append(contentsOf: fcTL(sequence: sequence))
            sequence += 1
            if progress.framesWritten == 0 {
                out.append(contentsOf: APNGChunk.make("IDAT", Array(data)))
            } else {
                var fdAT: [UInt8] = []
                fdAT.reserveCapacity(4 + data.count)
                APNGChunk.appendBE32(sequence, to: &fdAT)
                fdAT.append(contentsOf: data)
                out.append(contentsOf: APNGChunk.make("fdAT", fdAT))
                sequence += 1
            }
            try append(out, progress: &progress)
            progress.sequence = sequence
            progress.acTLOffset = acTLOffset
            progress.framesWritten += 1
        }
    }

    public func finish() throws {
        try state.finish { progress in
            var progress = progress
            do throws(PNGError) {
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

    /// Frame control: the whole canvas, the exact delay, no disposal, source blending.
    private func fcTL(sequence: UInt32) -> [UInt8] {
        var data: [UInt8] = []
        APNGChunk.appendBE32(sequence, to: &data)
        APNGChunk.appendBE32(UInt32(width), to: &data)
        APNGChunk.appendBE32(UInt32(height), to: &data)
        APNGChunk.appendBE32(0, to: &data)
        APNGChunk.appendBE32(0, to: &data)
        APNGChunk.appendBE16(delay.numerator, to: &data)
        APNGChunk.appendBE16(delay.denominator, to: &data)
        data.append(0)   // APNG_DISPOSE_OP_NONE
        data.append(0)   // APNG_BLEND_OP_SOURCE
        return APNGChunk.make("fcTL", data)
    }
}
