/// A sink could not create, write or close its output file, or was handed a frame it cannot take.
public struct OutputFileError: Error, CustomStringConvertible, Sendable {
    /// The output file.
    public var path: String
    /// The system call (or sink method) that failed.
    public var function: String
    /// The errno value (`EINVAL` for a frame of the wrong size).
    public var code: Int32
    /// `strerror`'s text, or a sentence about the refused frame.
    public var message: String

    /// An error of `function` on `path`, with its errno `code`.
    public init(path: String, function: String, code: Int32, message: String) {
        self.path = path
        self.function = function
        self.code = code
        self.message = message
    }

    init(path: String, _ failure: SystemCallFailure) {
        self.init(path: path, function: failure.function, code: failure.errno, message: failure.message)
    }

    public var description: String { "\(path): \(function) failed: \(message)" }
}
