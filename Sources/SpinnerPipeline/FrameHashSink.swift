import SpinnerCore
import SpinnerDigest
import SpinnerEncode
import Synchronization

/// Keeps the SHA-256 of every frame's PNG bytes, optionally in front of the sink that writes
/// the frames, so a manifest can name each frame by its bytes.
///
/// The hashed bytes are the frame's PNG file when the output is a PNG still or sequence (so files
/// on disk can be checked against the manifest), and otherwise the frame's PNG encoding at
/// `PNGOptions()` (zlib level 6): a manifest then names the same frames whatever the output.
public final class FrameHashSink: FrameSink {
    /// Which bytes of a frame are hashed.
    public enum Source: Sendable {
        /// The bytes the wrapped sink prepared (a PNG sequence or still sink's encoded file).
        case preparedBytes
        /// The frame encoded as a PNG with these options.
        case pngEncoding(PNGOptions)
    }

    private let inner: (any FrameSink)?
    private let source: Source
    private let digests = Mutex<[Int: String]>([:])

    /// Hashes frames on their way into `inner`; with no `inner`, hashes and drops them.
    /// `.preparedBytes` needs an `inner` whose `prepare` gives `.bytes`.
    public init(wrapping inner: (any FrameSink)?, source: Source) {
        self.inner = inner
        self.source = source
    }

    /// The hashes for `frames` in order, as lowercase hex; nil if one is missing.
    public func hexDigests(for frames: Range<Int>) -> [String]? {
        digests.withLock { d in
            var out: [String] = []
            for i in frames {
                guard let h = d[i] else { return nil }
                out.append(h)
            }
            return out
        }
    }

    public func prepare(_ frame: PixelBuffer, index: Int, changed: DirtyRows?) throws -> PreparedFrame {
        let prepared = try inner?.prepare(frame, index: index, changed: changed) ?? PreparedFrame(index: index, payload: .bytes([]))
        let hex: String
        switch source {
        case .pngEncoding(let options):
            hex = SHA256.hexHash(try PNGCodec.encode(frame, options: options))
        case .preparedBytes:
            guard case .bytes(let bytes) = prepared.payload, inner != nil else {
                throw PipelineError(.io, path: "", "frame \(index) has no prepared bytes to hash")
            }
            hex = SHA256.hexHash(bytes)
        }
        digests.withLock { $0[index] = hex }
        return prepared
    }

    public func write(_ frame: PreparedFrame) throws { try inner?.write(frame) }
    public func finish() throws { try inner?.finish() }
    public func cancel() { inner?.cancel() }
}
