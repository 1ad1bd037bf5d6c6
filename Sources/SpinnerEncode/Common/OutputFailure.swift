/// An encoding or file error as a user reads it: what went wrong, without the temporary path the
/// sink was writing or the C function that failed (those stay in `description`, for logs).
public protocol OutputFailure: Error {
    /// The reason alone, such as "No space left on device".
    var reason: String { get }
}

extension FFmpegError: OutputFailure { public var reason: String { message } }
extension PNGError: OutputFailure { public var reason: String { message } }
extension GIFError: OutputFailure { public var reason: String { message } }
extension OutputFileError: OutputFailure { public var reason: String { message } }
