#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SpinnerOutputs
import SpinnerJobs

/// `SignalTrap` in the executable: a signal outside a cancellable section ends the process with
/// one line and status 128 + n (inside one, the section throws its `CLIError`: see
/// `SignalTrap+CLIError` in SpinnerJobs).
extension SignalTrap {
    /// Installs the handlers; call once, first thing.
    func install() {
        install { sig, why in
            Console.finalError("spinnergen: error: \(SignalTrap.name(of: sig)) received; stopped (\(why))")
            _exit(128 + sig)
        }
    }
}
