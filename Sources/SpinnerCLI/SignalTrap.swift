#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch
import Synchronization
import SpinnerPipeline

/// Turns every signal that would end the process into an orderly stop: work that has files under
/// temporary names (a render, a manifest) is cancelled and cleans up; anything else exits at
/// once. The status is 128 + the signal's number, as a shell reports a death by that signal
/// (SIGINT 130, SIGTERM 143).
///
///     signal ──► no files in flight?  yes ──► one line, _exit(128 + n)
///                                     no  ──► cancel ──► the work removes its temporaries
///                                              │           └─► CLIError, exit 128 + n
///                                              └─► not stopped within 5 s, or a second
///                                                  signal ──► one line, _exit(128 + n)
final class SignalTrap: Sendable {
    /// The signals handled: the ones whose default action ends the process and that a user, a
    /// terminal, a supervisor or a timer may send. (SIGPIPE is ignored instead: see `Console`.)
    static let handled: [(Int32, String)] = [
        (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT"),
        (SIGUSR1, "SIGUSR1"), (SIGUSR2, "SIGUSR2"), (SIGALRM, "SIGALRM"), (SIGXCPU, "SIGXCPU"), (SIGXFSZ, "SIGXFSZ"),
    ]

    static let shared = SignalTrap()

    private struct State {
        /// Cancellable sections running now (each with the flag it raises).
        var sections: [Int: CancellationFlag] = [:]
        /// Sections whose outputs began moving into place before any signal came (see `commit`).
        var committed: Set<Int> = []
        var nextID = 0
        /// The first signal received.
        var caught: Int32?
    }
    private let state = Mutex(State())
    private let sources = Mutex<[any DispatchSourceSignal]>([])

    /// Installs the handlers; call once, first thing.
    func install() {
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            for (sig, _) in SignalTrap.handled {
                // Ignored at the C level so the default action (death, or the runtime's backtrace
                // for SIGQUIT) never runs; the dispatch source still sees each one.
                signal(sig, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
                source.setEventHandler { [self] in received(sig) }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// How long cancelled work may take to clean up before the process ends anyway (it may be
    /// blocked where no flag is seen: opening a FIFO that no one reads, writing to a stalled pipe).
    static let gracePeriod = 5.0

    private func received(_ sig: Int32) {
        let (exitNow, first) = state.withLock { s -> (Bool, Bool) in
            let first = s.caught == nil
            if first { s.caught = sig }
            for flag in s.sections.values { flag.cancel() }
            return (s.sections.isEmpty, first)
        }
        if exitNow {
            SignalTrap.end(sig, "nothing was being written")
        } else if !first {
            // A second signal: the user means it.
            SignalTrap.end(sig, "temporaries left now are removed by the next run to the same output")
        } else {
            DispatchQueue.global().asyncAfter(deadline: .now() + SignalTrap.gracePeriod) {
                SignalTrap.end(sig, "the work did not stop within \(Int(SignalTrap.gracePeriod)) s; temporaries left are removed by the next run to the same output")
            }
        }
    }

    /// One line, then the process ends at once (`_exit`: other threads are still running, so
    /// no atexit handler or destructor may run under them).
    private static func end(_ sig: Int32, _ why: String) -> Never {
        Console.finalError("spinnergen: error: \(name(of: sig)) received; stopped (\(why))")
        _exit(128 + sig)
    }

    /// Runs `body` with a flag that a signal raises instead of ending the process; when a signal
    /// arrived during `body`, throws its `CLIError` (after `body` has cleaned up) even if `body`
    /// itself finished.
    func cancellable<T>(_ body: (CancellationFlag) throws(CLIError) -> T) throws(CLIError) -> T {
        let flag = CancellationFlag()
        let id = state.withLock { s -> Int in
            defer { s.nextID += 1 }
            s.sections[s.nextID] = flag
            if s.caught != nil { flag.cancel() }
            return s.nextID
        }
        defer { state.withLock { s in s.sections.removeValue(forKey: id); s.committed.remove(id) } }
        let result = try body(flag)
        if let error = interruption {
            // A signal after the outputs landed stops the process, but must not claim they were removed.
            if state.withLock({ $0.committed.contains(id) }) {
                throw CLIError("\(error.message) after every output was complete and in place", hint: "the outputs are whole; nothing is left to remove",
                               exitCode: error.exitCode)
            }
            throw error
        }
        return result
    }

    /// Runs `moves` (renames of staged outputs into place) unless a signal has come: the check and
    /// the marking happen under one lock with the signal's arrival, so a signal is either before
    /// the commit (the caller discards, and says nothing was left) or after it (reported as after
    /// the outputs were in place), never in between. Call inside `cancellable`, with its flag.
    func commit<T>(_ flag: CancellationFlag, _ moves: () throws(CLIError) -> T) throws(CLIError) -> T {
        let interrupted = state.withLock { s -> Bool in
            guard s.caught == nil, !flag.isCancelled else { return true }
            if let id = s.sections.first(where: { $0.value === flag })?.key { s.committed.insert(id) }
            return false
        }
        if interrupted { throw interruption ?? CLIError("interrupted; no output was written", exitCode: .interrupted) }
        return try moves()
    }

    /// The error for the signal received so far, if any.
    var interruption: CLIError? {
        guard let sig = state.withLock({ $0.caught }) else { return nil }
        return CLIError("\(SignalTrap.name(of: sig)) received; stopped", hint: "no partial output was left", exitCode: ExitCode(signal: sig))
    }

    static func name(of sig: Int32) -> String {
        handled.first { $0.0 == sig }?.1 ?? "signal \(sig)"
    }
}
