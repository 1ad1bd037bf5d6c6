import Synchronization

/// Lets frames prepared in parallel, in any order, encode each frame as a patch on the one before.
///
/// Every `prepare` publishes its frame's straight pixels. Frame i's patch needs frames i−1 and
/// i, so whichever of the two is published second takes the job of encoding it (under the lock,
/// so exactly one does). Both are prepared before frame i is written, so its patch is ready by
/// then. A patch depends only on the two frames, never on which thread made it or when, so the
/// file is the same at any thread count.
final class APNGPatchExchange: Sendable {
    /// A patch to encode: frame `index` over frame `index − 1`.
    struct Job {
        var index: Int
        var previous: [UInt8]
        var current: [UInt8]
    }

    private struct Held {
        var straight: [Int: [UInt8]] = [:]
        var claimed: Set<Int> = []
        var encoded: [Int: APNGEncodedFrame] = [:]
    }
    private let held = Mutex(Held())

    /// Keeps frame `index`'s straight pixels; returns the patches the caller now encodes (its
    /// own, its successor's, both or neither).
    func publish(_ index: Int, straight: [UInt8]) -> [Job] {
        held.withLock { h in
            h.straight[index] = straight
            var jobs: [Job] = []
            if let previous = h.straight[index - 1], h.claimed.insert(index).inserted {
                jobs.append(Job(index: index, previous: previous, current: straight))
            }
            if let next = h.straight[index + 1], h.claimed.insert(index + 1).inserted {
                jobs.append(Job(index: index + 1, previous: straight, current: next))
            }
            return jobs
        }
    }

    /// Keeps an encoded patch until its frame is written.
    func deliver(_ frame: APNGEncodedFrame, for index: Int) {
        held.withLock { $0.encoded[index] = frame }
    }

    /// Frame `index`'s straight pixels and its patch (if one was encoded); forgets both, and
    /// the frame before, which nothing needs once `index` is written.
    func take(_ index: Int) -> (straight: [UInt8]?, patch: APNGEncodedFrame?) {
        held.withLock { h in
            h.straight[index - 1] = nil
            h.claimed.remove(index)
            return (h.straight.removeValue(forKey: index), h.encoded.removeValue(forKey: index))
        }
    }
}
