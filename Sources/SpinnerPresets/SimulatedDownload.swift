import SpinnerCore

/// A deterministic stand-in for a real download: bursts of data callbacks separated by stalls,
/// like a mobile network, drawn from a seeded generator so the same seed always gives the same
/// story.
public struct SimulatedDownload: Hashable, Sendable {
    public var seed: UInt64
    /// When the last byte arrives.
    public var duration: Double

    public init(seed: UInt64 = 1, duration: Double = 3) {
        self.seed = seed
        self.duration = duration
    }

    /// The download's progress keyframes: one per data callback, ending at 1 at `duration`.
    public func timeline() throws(ProgressError) -> ProgressTimeline {
        guard duration > 0, duration.isFinite else { throw ProgressError("the simulated download needs a duration above 0") }
        var rng = SplitMix64(seed: seed)
        // Callback times: bursts (a callback every 15 to 45 ms) and stalls (150 to 600 ms of
        // silence), scaled afterwards to end exactly at `duration`.
        var times: [Double] = [0]
        var sizes: [Double] = [0]
        var t = 0.0
        while t < duration {
            let burst = Int(rng.uniform(in: 4...14))
            for _ in 0..<burst {
                t += rng.uniform(in: 0.015...0.045)
                times.append(t)
                sizes.append(rng.uniform(in: 0.5...1.5))
            }
            t += rng.uniform(in: 0.15...0.6)
        }
        let total = sizes.reduce(0, +)
        let scale = duration / times.last!
        var done = 0.0
        var keyframes: [ProgressTimeline.Keyframe] = []
        for (time, size) in zip(times, sizes) {
            done += size
            keyframes.append(.init(time: time * scale, progress: done / total))
        }
        keyframes[keyframes.count - 1].progress = 1
        // The callbacks are the keyframes: nothing is heard between them.
        return try ProgressTimeline(keyframes: keyframes, updateInterval: .infinity)
    }
}
