/// A failure the command line reports as one line, `spinnergen: error: <what> (<hint>)`, with
/// an exit status.
public struct CLIError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public let hint: String?
    public let exitCode: ExitCode

    public init(_ message: String, hint: String? = nil, exitCode: ExitCode = .usage) {
        self.message = message
        self.hint = hint
        self.exitCode = exitCode
    }

    /// The line printed on stderr.
    public var description: String {
        "spinnergen: error: \(message)" + (hint.map { " (\($0))" } ?? "")
    }
}
