import SpinnerCore
import SpinnerPipeline

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

    static func defaultHint(_ code: ExitCode) -> String {
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
    init(_ error: PipelineError) {
        switch error.kind {
        case .cancelled:
            self = SignalTrap.shared.interruption ?? CLIError("interrupted; no output was written", exitCode: .interrupted)
        case .tooLarge: self.init(error.message, hint: error.hint)
        case .badOutput: self.init(error.message, hint: error.hint ?? "see 'spinnergen --help' for the outputs")
        case .cannotCreateOutput: self.init(error.message, hint: error.hint, exitCode: .cannotCreate)
        case .unavailable: self.init(error.message, hint: error.hint, exitCode: .unavailable)
        case .io: self.init("could not write \(UserText.quoted(error.path)): \(error.message)", hint: error.hint, exitCode: .ioError)
        }
    }
}
