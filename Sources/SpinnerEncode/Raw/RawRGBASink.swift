#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore
import Synchronization

/// Appends straight (un-premultiplied) RGBA bytes frame after frame to one file, for piping
/// into other tools (`ffmpeg -f rawvideo -pix_fmt rgba -s WxH -i -`).
public final class RawRGBASink: FrameSink {
    public let path: String
    public let width: Int
    public let height: Int
    private enum State { case open(Int32), finished, cancelled }
    private let state: Mutex<State>

    /// Creates (or truncates) the file now, so a bad path fails before any rendering.
    public init(path: String, width: Int, height: Int) throws {
        guard width > 0, height > 0, !width.multipliedReportingOverflow(by: height).overflow else {
            throw OutputFileError(path: path, function: "RawRGBASink.init", code: EINVAL,
                                  message: "cannot write \(width)x\(height) frames")
        }
        self.path = path
        self.width = width
        self.height = height
        do {
            state = Mutex(.open(try POSIXFile.create(path)))
        } catch {
            throw OutputFileError(path: path, error)
        }
    }

    deinit {
        if case .open(let fd) = state.withLock({ $0 }) { try? POSIXFile.close(fd) }
    }

    public func prepare(_ frame: PixelBuffer, index: Int, changed: PixelRect?) throws -> PreparedFrame {
        guard frame.width == width, frame.height == height else {
            throw OutputFileError(path: path, function: "RawRGBASink.prepare", code: EINVAL,
                                  message: "frame \(index) is \(frame.width)x\(frame.height), expected \(width)x\(height)")
        }
        return PreparedFrame(index: index, payload: .bytes(AlphaConversion.straightBytes(of: frame)))
    }

    public func write(_ frame: PreparedFrame) throws {
        let bytes: [UInt8]
        switch frame.payload {
        case .bytes(let b): bytes = b
        case .pixels(let p): bytes = try prepare(p, index: frame.index, changed: nil).bytes
        case .yuv420, .video:
            throw OutputFileError(path: path, function: "RawRGBASink.write", code: EINVAL,
                                  message: "frame \(frame.index) holds video planes, not RGBA")
        }
        guard bytes.count == width * height * 4 else {
            throw OutputFileError(path: path, function: "RawRGBASink.write", code: EINVAL,
                                  message: "frame \(frame.index) has \(bytes.count) bytes, expected \(width * height * 4)")
        }
        try state.withLock { (state) throws(OutputFileError) in
            guard case .open(let fd) = state else {
                throw OutputFileError(path: path, function: "RawRGBASink.write", code: EBADF,
                                      message: "the sink is already finished or cancelled")
            }
            let result = bytes.withUnsafeBytes { raw in
                Result { () throws(SystemCallFailure) in try POSIXFile.writeAll(fd, raw) }
            }
            do throws(SystemCallFailure) { try result.get() } catch { throw OutputFileError(path: path, error) }
        }
    }

    public func finish() throws {
        try state.withLock { (state) throws(OutputFileError) in
            guard case .open(let fd) = state else { return }
            state = .finished
            do throws(SystemCallFailure) { try POSIXFile.close(fd) } catch { throw OutputFileError(path: path, error) }
        }
    }

    public func cancel() {
        state.withLock { state in
            switch state {
            case .open(let fd):
                try? POSIXFile.close(fd)
                POSIXFile.remove(path)
                state = .cancelled
            case .finished, .cancelled:
                break
            }
        }
    }
}

extension PreparedFrame {
    /// The byte payload, or empty when the frame holds something else.
    var bytes: [UInt8] {
        if case .bytes(let b) = payload { return b }
        return []
    }
}
