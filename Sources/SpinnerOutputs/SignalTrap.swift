#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch
import Synchronization
import SpinnerPipeline

/// Turns every signal that would end the process into an orderly stop: work that has files under
/// temporary names (a render, a manifest) is cancelled and cleans up; anything else ends at
/// once. Ending is the caller's (`install(end:)`: the command line prints one line and exits
/// with 128 + the signal's number, as a shell reports a death by that signal, SIGINT 130,
/// SIGTERM 143); the error a stopped section reports is the caller's too (`section`, `caught`).
///
///     signal ──► no files in flight?  yes ──► end(n) at once
///                                     no  ──► cancel ──► the work removes its temporaries
///                                              │           └─► the caller's error
///                                              └─► not stopped within 5 s, or a second
///                                                  signal ──► end(n)
package final class SignalTrap: Sendable {
    /// The signals handled: the ones whose default action ends the process and that a user, a
    /// terminal, a supervisor or a timer may send. (SIGPIPE is ignored instead: see `Console`.)
    package static let handled: [(Int32, String)] = [
        (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT"),
        (SIGUSR1, "SIGUSR1"), (SIGUSR2, "SIGUSR2"), (SIGALRM, "SIGALRM"), (SIGXCPU, "SIGXCPU"), (SIGXFSZ, "SIGXFSZ"),
    ]

    package static let shared = SignalTrap()

    /// Says why and ends the process at once, for signal `n` (see `install(end:)`).
    package typealias End = @Sendable (_ signal: Int32, _ why: String) -> Never

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

    /// Installs the handlers; call once, first thing. `end` is how the process ends on a
    /// signal (it must not return, and runs while other threads still do: `_exit`, not `exit`).
    package func install(end: @escaping End) {
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            for (sig, _) in SignalTrap.handled {
                // Ignored at the C level so the default action (death, or the runtime's backtrace
                // for SIGQUIT) never runs; the dispatch source still sees each one.
                signal(sig, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
                source.setEventHandler { [self] in received(sig, end: end) }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// How long cancelled work may take to clean up before the process ends anyway (it may be
    /// blocked where no flag is seen: opening a FIFO that no one reads, writing to a stalled pipe).
    package static let gracePeriod = 5.0

    private func received(_ sig: Int32, end: @escaping End) {
        let (exitNow, first) = state.withLock { s -> (Bool, Bool) in
            let first = s.caught == nil
            if first { s.caught = sig }
            for flag in s.sections.values { flag.cancel() }
            return (s.sections.isEmpty, first)
        }
        if exitNow {
            end(sig, "nothing was being written")
        } else if !first {
            // A second signal: the user means it.
            end(sig, "temporaries left now are removed by the next run to the same output")
        } else {
            DispatchQueue.global().asyncAfter(deadline: .now() + SignalTrap.gracePeriod) {
                end(sig, "the work did not stop within \(Int(SignalTrap.gracePeriod)) s; temporaries left are removed by the next run to the same output")
            }
        }
    }

    /// Runs `body` with a flag that a signal raises instead of ending the process, and returns
    /// its result with the signal that came while it ran, if any, and whether `commit` had let
    /// its outputs move into place before that signal (both read before the section ends). A
    /// caller reports a signal as an error even if `body` itself finished.
    package func section<T, E: Error>(_ body: (CancellationFlag) throws(E) -> T) throws(E) -> (result: T, signal: Int32?, committed: Bool) {
        let flag = CancellationFlag()
        let id = state.withLock { s -> Int in
            defer { s.nextID += 1 }
            s.sections[s.nextID] = flag
            if s.caught != nil { flag.cancel() }
            return s.nextID
        }
        defer { state.withLock { s in s.sections.removeValue(forKey: id); s.committed.remove(id) } }
        let result = try body(flag)
        guard let sig = caught else { return (result, nil, false) }
        return (result, sig, state.withLock { $0.committed.contains(id) })
    }

    /// Whether the outputs of the section with `flag` may move into place: false when a signal
    /// has come. The check and the marking happen under one lock with the signal's arrival, so a
    /// signal is either before the commit (the caller discards, and says nothing was left) or
    /// after it (reported as after the outputs were in place), never in between. Call inside
    /// `section`, with its flag.
    package func commit(_ flag: CancellationFlag) -> Bool {
        state.withLock { s -> Bool in
            guard s.caught == nil, !flag.isCancelled else { return false }
            if let id = s.sections.first(where: { $0.value === flag })?.key { s.committed.insert(id) }
            return true
        }
    }

    /// The signal received so far, if any.
    package var caught: Int32? { state.withLock { $0.caught } }

    package static func name(of sig: Int32) -> String {
        handled.first { $0.0 == sig }?.1 ?? "signal \(sig)"
    }
}
