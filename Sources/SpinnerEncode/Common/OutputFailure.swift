#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CFFmpeg

/// An encoding or file error as a user reads it: what went wrong, without the temporary path the
/// sink was writing or the C function that failed (those stay in `description`, for logs).
///
/// Every error a sink throws conforms (`PNGError`, `GIFError`, `WebPError`, `FFmpegError`,
/// `OutputFileError`),
/// so a caller reports them all one way: `RenderPipeline` turns any of them into an I/O failure
/// of the output with this `reason`.
public protocol OutputFailure: Error {
    /// The reason alone, such as "No space left on device".
    var reason: String { get }
}

extension FFmpegError: OutputFailure { public var reason: String { message } }
extension PNGError: OutputFailure { public var reason: String { message } }
extension OutputFileError: OutputFailure { public var reason: String { message } }

/// What went wrong in a sink, before it takes the shape of the sink's own error type.
enum SinkFailure {
    /// An option or frame the sink cannot take; the sentence says which.
    case invalidArgument(String)
    /// A frame written after `finish` or `cancel`.
    case closed
    /// A system call on the output file failed; the error names that call, not the sink method.
    case system(SystemCallFailure)

    /// The sentence every sink gives for `closed`.
    static let closedMessage = "the sink is already finished or cancelled"
}

/// A sink's error type, made from a `SinkFailure` so the shared `SinkState` can throw it:
/// argument and state refusals become the type's invalid-argument case, system calls its I/O case.
protocol SinkError: OutputFailure {
    init(_ failure: SinkFailure, function: String, path: String)
}

extension PNGError: SinkError {
    init(_ failure: SinkFailure, function: String, path: String) {
        switch failure {
        case .invalidArgument(let message): self.init(code: .invalidArgument, function: function, message: message, path: path)
        case .closed: self.init(code: .invalidArgument, function: function, message: SinkFailure.closedMessage, path: path)
        case .system(let e): self.init(code: .io, function: e.function, message: e.message, path: path)
        }
    }
}

extension FFmpegError: SinkError {
    /// Refusals are `AVERROR(EINVAL)`; a system call's errno becomes `AVERROR(errno)`.
    init(_ failure: SinkFailure, function: String, path: String) {
        switch failure {
        case .invalidArgument(let message): self = .invalidArgument(function, message, path: path)
        case .closed: self = .invalidArgument(function, SinkFailure.closedMessage, path: path)
        case .system(let e): self.init(code: -e.errno, function: e.function, message: e.message, path: path)
        }
    }
}

extension OutputFileError: SinkError {
    /// Refusals carry `EINVAL`, a write after the end `EBADF`.
    init(_ failure: SinkFailure, function: String, path: String) {
        switch failure {
        case .invalidArgument(let message): self.init(path: path, function: function, code: EINVAL, message: message)
        case .closed: self.init(path: path, function: function, code: EBADF, message: SinkFailure.closedMessage)
        case .system(let e): self.init(path: path, e)
        }
    }
}
