import SpinnerPipeline
import SpinnerOutputs

/// `SignalTrap` as a command line's work sees it: a cancellable section stops with the `CLIError`
/// of the signal that came (status 128 + n). How the process itself ends on a signal outside
/// such a section is the executable's (`SignalTrap.install` in the CLI).
extension SignalTrap {
    /// Runs `body` with a flag that a signal raises instead of ending the process; when a signal
    /// arrived during `body`, throws its `CLIError` (after `body` has cleaned up) even if `body`
    /// itself finished.
    package func cancellable<T>(_ body: (CancellationFlag) throws(CLIError) -> T) throws(CLIError) -> T {
        let (result, sig, committed) = try section(body)
        guard let sig else { return result }
        let error = SignalTrap.interruption(sig)
        // A signal after the outputs landed stops the process, but must not claim they were removed.
        if committed {
            throw CLIError("\(error.message) after every output was complete and in place", hint: "the outputs are whole; nothing is left to remove",
                           exitCode: error.exitCode)
        }
        throw error
    }

    /// Runs `moves` (renames of staged outputs into place) unless a signal has come (see
    /// `commit(_:)`). Call inside `cancellable`, with its flag.
    package func commit<T>(_ flag: CancellationFlag, _ moves: () throws(CLIError) -> T) throws(CLIError) -> T {
        guard commit(flag) else { throw interruption ?? CLIError("interrupted; no output was written", exitCode: .interrupted) }
        return try moves()
    }

    /// The error for the signal received so far, if any.
    package var interruption: CLIError? { caught.map(SignalTrap.interruption) }

    private static func interruption(_ sig: Int32) -> CLIError {
        CLIError("\(name(of: sig)) received; stopped", hint: "no partial output was left", exitCode: ExitCode(signal: sig))
    }
}
