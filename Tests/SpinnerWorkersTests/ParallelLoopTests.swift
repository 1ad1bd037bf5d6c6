import Testing
import Synchronization
import SpinnerWorkers
#if canImport(Glibc)
import Glibc
#endif

@Suite struct ParallelLoopTests {
    /// Every index runs exactly once, whatever the thread count, including more threads than
    /// indices and none at all.
    @Test(arguments: [0, 1, 2, 3, 8, 64])
    func everyIndexRunsOnce(threads: Int) {
        for count in [0, 1, 2, 7, 1000] {
            let seen = Mutex([Int](repeating: 0, count: count))
            ParallelLoop.run(count, threads: threads) { i in seen.withLock { $0[i] += 1 } }
            #expect(seen.withLock { $0 } == [Int](repeating: 1, count: count), "count \(count), threads \(threads)")
        }
    }

    /// At most the requested threads run at once, and one thread means the calling one alone.
    @Test(arguments: [1, 2, 4])
    func noMoreThreadsThanAsked(threads: Int) {
        let caller = pthread_self()
        let running = Atomic<Int>(0), most = Atomic<Int>(0)
        let others = Mutex(Set<UInt>())
        ParallelLoop.run(64, threads: threads) { _ in
            let now = running.wrappingAdd(1, ordering: .relaxed).newValue
            _ = most.max(now, ordering: .relaxed)
            if pthread_equal(pthread_self(), caller) == 0 { others.withLock { _ = $0.insert(UInt(bitPattern: Int(pthread_self()))) } }
            usleep(200)
            running.wrappingSubtract(1, ordering: .relaxed)
        }
        #expect(most.load(ordering: .relaxed) <= threads)
        #expect(others.withLock { $0.count } <= threads - 1)
        if threads == 1 { #expect(others.withLock { $0.isEmpty }) }
    }

    @Test func zeroMeansOnePerCore() {
        #expect(ParallelLoop.threads(requested: 0) >= 1)
        #expect(ParallelLoop.threads(requested: 3) == 3)
    }

    /// A worker has the stack asked for: a 1 MiB local array fits in a 2 MiB stack.
    @Test func workersHaveTheirStack() {
        let sums = Mutex([Int](repeating: 0, count: 4))
        ParallelLoop.run(4, threads: 4, stackSize: 1 << 21) { i in
            let big = [UInt8](unsafeUninitializedCapacity: 1 << 20) { buffer, n in
                for k in 0..<(1 << 20) { buffer[k] = UInt8(truncatingIfNeeded: k + i) }
                n = 1 << 20
            }
            sums.withLock { $0[i] = big.reduce(0) { $0 + Int($1) } }
        }
        #expect(Set(sums.withLock { $0 }).count == 1 && sums.withLock { $0[0] } > 0)
    }
}
