/// A WebP could not be made: a bad option or frame, a failure inside libwebp's encoder, or a file
/// that could not be written.
public struct WebPError: Error, CustomStringConvertible, Sendable {
    /// Which kind of failure, so callers can map it to an exit status.
    public enum Code: String, Sendable {
        /// The caller asked for something WebP cannot hold (size, rate, loop count, quality,
        /// method) or handed a frame of the wrong size.
        case invalidArgument
        /// libwebp's encoder or muxer failed (out of memory, or a state spinnergen should not
        /// reach); the message gives libwebp's reason.
        case encode
        /// The output file could not be written.
        case io
    }

    /// Which kind of failure.
    public var code: Code
    /// The sink method, libwebp function or system call that failed.
    public var function: String
    /// What went wrong, in a sentence, as libwebp or the system says it.
    public var message: String
    /// The output file.
    public var path: String

    /// An error of kind `code` in `function`, about the output `path`.
    public init(code: Code, function: String, message: String, path: String) {
        self.code = code
        self.function = function
        self.message = message
        self.path = path
    }

    public var description: String { "\(path): WebP \(code.rawValue) error in \(function): \(message)" }
}
