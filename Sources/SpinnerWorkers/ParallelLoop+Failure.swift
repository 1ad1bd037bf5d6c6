import Synchronization

extension ParallelLoop {
    /// Runs `body(0)`, `body(1)`, … in the order of their indices on up to `workers` threads, each
    /// index at most once, and starts none after a call has thrown or while `stop()` says so:
    /// what a batch does with its jobs. Returns once every call started has returned: the
    /// results of the calls that returned, by index, and the errors of those that threw.
    package static func untilFailure<T: Sendable, E: Error & Sendable>(
        _ count: Int, workers: Int, stop: @escaping @Sendable () -> Bool, _ body: @escaping @Sendable (Int) throws(E) -> T
    ) -> (results: [Int: T], failures: [(index: Int, error: E)]) {
        let next = Mutex(0)
        let results = Mutex<[Int: T]>([:])
        let failures = Mutex<[(index: Int, error: E)]>([])
        run(workers, threads: workers) { _ in
            while true {
                let i = next.withLock { n -> Int? in
                    guard n < count, failures.withLock({ $0.isEmpty }), !stop() else { return nil }
                    defer { n += 1 }
                    return n
                }
                guard let i else { return }
                do throws(E) {
                    let result = try body(i)
                    results.withLock { $0[i] = result }
                } catch {
                    failures.withLock { $0.append((i, error)) }
                }
            }
        }
        return (results.withLock { $0 }, failures.withLock { $0 })
    }
}
