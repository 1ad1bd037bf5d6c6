#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import Synchronization

/// The one way spinnergen spreads independent work over threads: `body(0)` … `body(count − 1)`,
/// each index exactly once, on at most `threads` threads (the calling one among them), returning
/// when every call has. What each call computes depends on its index alone, so results are the
/// same at any thread count; the order calls run in is not promised.
public enum ParallelLoop {
    /// The threads a request stands for: 0 means one per core this process may use.
    public static func threads(requested: Int) -> Int {
        requested > 0 ? requested : max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Runs `body` for every index below `count` on up to `threads` threads (0: one per core),
    /// each with a `stackSize`-byte stack. When the system refuses a thread, fewer run.
    public static func run(_ count: Int, threads requested: Int, stackSize: Int = 1 << 21,
                           _ body: @escaping @Sendable (Int) -> Void) {
        let threads = min(count, threads(requested: requested))
        guard threads > 1 else {
            for i in 0..<max(count, 0) { body(i) }
            return
        }
        let next = Atomic<Int>(0)
        let work: @Sendable () -> Void = {
            while true {
                let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard i < count else { return }
                body(i)
            }
        }
        let finished = DispatchGroup()
        for _ in 1..<threads {
            finished.enter()
            if !WorkerThread.start(stackSize: stackSize, { work(); finished.leave() }) { finished.leave() }
        }
        work()
        finished.wait()
    }
}
