#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SpinnerPipeline
import SpinnerOutputs

/// `SignalTrap` on the command line: a signal ends the process with one line and status
/// 128 + n, and stops a cancellable section with the `CLIError` saying so.
extension SignalTrap {
    /// Installs the handlers; call once, first thing.
    func install() {
        install { sig, why in
            Console.finalError("spinnergen: error: \(SignalTrap.name(of: sig)) received; stopped (\(why))")
            _exit(128 + sig)
        }
    }

    /// Runs `body` with a flag that a signal raises instead of ending the process; when a signal
    /// arrived during `body`, throws its `CLIError` (after `body` has cleaned up) even if `body`
    /// itself finished.
    func cancellable<T>(_ body: (CancellationFlag) throws(CLIError) -> T) throws(CLIError) -> T {
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
    func commit<T>(_ flag: CancellationFlag, _ moves: () throws(CLIError) -> T) throws(CLIError) -> T {
        guard commit(flag) else { throw interruption ?? CLIError("interrupted; no output was written", exitCode: .interrupted) }
        return try moves()
    }

    /// The error for the signal received so far, if any.
    var interruption: CLIError? { caught.map(SignalTrap.interruption) }

    private static func interruption(_ sig: Int32) -> CLIError {
        CLIError("\(name(of: sig)) received; stopped", hint: "no partial output was left", exitCode: ExitCode(signal: sig))
    }
}
