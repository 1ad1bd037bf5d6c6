import Synchronization

/// Lets frames prepared in parallel, in any order, be encoded as patches on the frames around them.
///
/// Every `prepare` publishes its frame's straight pixels. Frame i's patch needs frames i−1, i and
/// i+1 (`APNGFramePatch`), so whichever of the three is published last takes the job of encoding
/// it (under the lock, so exactly one does). All three are prepared before frame i+1 is written,
/// which is when frame i is, so its patch is ready by then. A patch depends only on the frames,
/// never on which thread made it or when, so the file is the same at any thread count.
final class APNGPatchExchange: Sendable {
    /// A patch to encode: frame `index` between its neighbours.
    struct Job {
        var index: Int
        var previous: [UInt32]
        var current: [UInt32]
        var next: [UInt32]
    }

    private struct Held {
        var straight: [Int: [UInt32]] = [:]
        var claimed: Set<Int> = []
        var encoded: [Int: APNGEncodedFrame] = [:]
    }
    private let held = Mutex(Held())

    /// Keeps frame `index`'s straight pixels; returns the patches the caller now encodes (those of
    /// frames index−1, index and index+1 whose three frames are now all here).
    func publish(_ index: Int, straight: [UInt32]) -> [Job] {
        held.withLock { h in
            h.straight[index] = straight
            var jobs: [Job] = []
            for k in index - 1...index + 1 {
                guard let p = h.straight[k - 1], let c = h.straight[k], let n = h.straight[k + 1],
                      h.claimed.insert(k).inserted else { continue }
                jobs.append(Job(index: k, previous: p, current: c, next: n))
            }
            return jobs
        }
    }

    /// Keeps an encoded patch until its frame is written.
    func deliver(_ frame: APNGEncodedFrame, for index: Int) {
        held.withLock { $0.encoded[index] = frame }
    }

    /// When frame `index` arrives at the writer: its straight pixels and the patch of the frame
    /// before (if one was encoded). Forgets that patch and frame index−2, which no patch still to
    /// come needs.
    func take(_ index: Int) -> (straight: [UInt32]?, previousPatch: APNGEncodedFrame?) {
        held.withLock { h in
            h.straight[index - 2] = nil
            h.claimed.remove(index - 1)
            return (h.straight[index], h.encoded.removeValue(forKey: index - 1))
        }
    }
}
