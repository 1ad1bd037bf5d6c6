import SpinnerPipeline
import SpinnerOutputs

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

    /// The line printed on stderr. Every line has a hint: one written for the case, or else what
    /// the exit status says to do.
    public var description: String {
        "spinnergen: error: \(message) (\(hint ?? CLIError.defaultHint(exitCode)))"
    }

    package static func defaultHint(_ code: ExitCode) -> String {
        switch code {
        case .usage: return "see 'spinnergen --help'"
        case .dataError: return "the file is damaged or not in the format expected"
        case .noInput: return "check the path"
        case .cannotCreate: return "choose a folder you can write to"
        case .ioError: return "check free space and the device, or that the reader is still reading"
        case .software: return "this is a bug in spinnergen; please report it with the command line"
        case .failure: return "the differences are listed above"
        default: return "no partial output was left"
        }
    }
}

extension CLIError {
    /// The command line's report of a failed render.
    package init(_ error: PipelineError) {
        self.init(OutputsError(error))
    }

    /// The command line's report of a library's failure with files: the kind's exit status, and
    /// a cancellation as the signal that caused it (see `SignalTrap.interruption`).
    package init(_ error: OutputsError) {
        switch error.kind {
        case .usage: self.init(error.message, hint: error.hint)
        case .dataError: self.init(error.message, hint: error.hint, exitCode: .dataError)
        case .noInput: self.init(error.message, hint: error.hint, exitCode: .noInput)
        case .unavailable: self.init(error.message, hint: error.hint, exitCode: .unavailable)
        case .software: self.init(error.message, hint: error.hint, exitCode: .software)
        case .cannotCreate: self.init(error.message, hint: error.hint, exitCode: .cannotCreate)
        case .ioError: self.init(error.message, hint: error.hint, exitCode: .ioError)
        case .cancelled: self = SignalTrap.shared.interruption ?? CLIError(error.message, hint: error.hint, exitCode: .interrupted)
        }
    }

    /// `body`'s result, its `OutputsError` reported as the command line's error.
    package static func from<T>(_ body: () throws(OutputsError) -> T) throws(CLIError) -> T {
        do throws(OutputsError) { return try body() } catch { throw CLIError(error) }
    }
}
