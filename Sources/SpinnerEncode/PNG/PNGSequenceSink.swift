import SpinnerCore
import Synchronization

/// Writes frame i to `path(i)` as a PNG; compression happens in `prepare`, on the caller's thread.
public final class PNGSequenceSink: FrameSink {
    private let path: @Sendable (Int) -> String
    private let options: PNGOptions
    /// Files written so far, so `cancel` can remove them; nil once finished.
    private let written = Mutex<[String]?>([])
    /// Straight bytes reused from frame to frame (one per worker at a time), so a frame
    /// converts only what changed.
    private let canvases = BufferPool { StraightCanvas() }

    /// A sink writing frame i to `path(i)`, compressed with `options`.
    public init(path: @escaping @Sendable (Int) -> String, options: PNGOptions) {
        self.path = path
        self.options = options
    }

    public func prepare(_ frame: PixelBuffer, index: Int, changed: DirtyRows?) throws -> PreparedFrame {
        var canvas = canvases.take()
        defer { canvases.giveBack(canvas) }
        return PreparedFrame(index: index, payload: .bytes(try PNGCodec.encode(frame, options: options, changed: changed, reusing: &canvas)))
    }

    public func write(_ frame: PreparedFrame) throws {
        let bytes: [UInt8]
        switch frame.payload {
        case .bytes(let b): bytes = b
        case .pixels(let p): bytes = try PNGCodec.encode(p, options: options)
        case .video:
            throw PNGError(code: .invalidArgument, function: "PNGSequenceSink.write",
                           message: "frame \(frame.index) holds video planes, not a PNG")
        }
        let target = path(frame.index)
        do {
            try POSIXFile.write(bytes, to: target)
        } catch {
            throw PNGError(code: .io, function: error.function, message: error.message, path: target)
        }
        written.withLock { $0?.append(target) }
    }

    public func finish() throws {
        written.withLock { $0 = nil }
    }

    public func cancel() {
        let files = written.withLock { files in
            defer { files = [] }
            return files ?? []
        }
        for file in files { POSIXFile.remove(file) }
    }
}
