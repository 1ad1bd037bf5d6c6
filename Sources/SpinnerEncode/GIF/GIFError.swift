/// A GIF could not be made: a bad option or frame, too much to hold, or a file that could not be
/// written.
public struct GIFError: Error, CustomStringConvertible, Sendable {
    /// Which kind of failure, so callers can map it to an exit status.
    public enum Code: String, Sendable {
        /// The caller asked for something GIF cannot hold (size, delay, loop count, matte) or
        /// handed a frame of the wrong size.
        case invalidArgument
        /// The animation does not fit in the sink's memory bound.
        case tooLarge
        /// The output file could not be written.
        case io
    }

    /// Which kind of failure.
    public var code: Code
    /// The sink method or system call that failed.
    public var function: String
    /// What went wrong, in a sentence or as the system says it.
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

    public var description: String { "\(path): GIF \(code.rawValue) error in \(function): \(message)" }
}
