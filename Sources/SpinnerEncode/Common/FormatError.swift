/// The kinds of failure of one format's sink, and the format's name as messages give it. A
/// refusal is `invalidArgument` and a failed write `io` in every format; each adds its own.
public protocol FormatErrorCode: RawRepresentable, Hashable, Sendable where RawValue == String {
    /// The format, as the error's description names it (`GIF`, `WebP`).
    static var formatName: String { get }
    /// The caller asked for something the format cannot hold, or handed a frame of the wrong size.
    static var invalidArgument: Self { get }
    /// The output file could not be written.
    static var io: Self { get }
}

/// A file of one format could not be made: which kind of failure (`code`), in which sink method,
/// library function or system call, in a sentence, about which output. `GIFError` and
/// `WebPError` are this one shape with their own codes.
public struct FormatError<Code: FormatErrorCode>: Error, CustomStringConvertible, Sendable {
    /// Which kind of failure, so callers can map it to an exit status.
    public var code: Code
    /// The sink method, library function or system call that failed.
    public var function: String
    /// What went wrong, in a sentence, as the library or the system says it.
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

    public var description: String { "\(path): \(Code.formatName) \(code.rawValue) error in \(function): \(message)" }
}

extension FormatError: OutputFailure { public var reason: String { message } }

/// Argument and state refusals become the code's invalid-argument case, system calls its I/O case.
extension FormatError: SinkError {
    init(_ failure: SinkFailure, function: String, path: String) {
        switch failure {
        case .invalidArgument(let message): self.init(code: .invalidArgument, function: function, message: message, path: path)
        case .closed: self.init(code: .invalidArgument, function: function, message: SinkFailure.closedMessage, path: path)
        case .system(let e): self.init(code: .io, function: e.function, message: e.message, path: path)
        }
    }
}
