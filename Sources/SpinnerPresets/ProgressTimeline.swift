/// Download progress over time for the determinate indicators, since offline there is no
/// download: keyframes of (time, progress) joined by straight lines, and the moments at which
/// the app would hear about it (a data callback), which is when the seeds set their layers.
public struct ProgressTimeline: Hashable, Sendable {
    /// One known point: at `time` seconds, `progress` of the download is done (0...1).
    public struct Keyframe: Hashable, Sendable {
        public var time: Double
        public var progress: Double
        public init(time: Double, progress: Double) {
            self.time = time
            self.progress = progress
        }
    }

    /// Ordered by time, progress clamped to 0...1 (as the seeds clamp what they are given).
    public let keyframes: [Keyframe]
    /// When the app hears about progress: every keyframe, plus a callback every this many
    /// seconds in between (a download's stream of data callbacks); `.infinity` for keyframes only.
    public let updateInterval: Double

    /// Validates keyframes: at least one, finite, times from 0 and strictly increasing.
    public init(keyframes: [Keyframe], updateInterval: Double = 1.0 / 30) throws(ProgressError) {
        guard !keyframes.isEmpty else { throw ProgressError("no progress keyframes") }
        for (i, k) in keyframes.enumerated() {
            guard k.time.isFinite, k.progress.isFinite else {
                throw ProgressError("keyframe \(i + 1) is not a pair of finite numbers")
            }
            guard k.time >= 0 else { throw ProgressError("keyframe \(i + 1) is at a negative time (\(k.time) s)") }
            if i > 0, k.time <= keyframes[i - 1].time {
                throw ProgressError("keyframe \(i + 1) at \(k.time) s does not come after keyframe \(i) at \(keyframes[i - 1].time) s")
            }
        }
        guard updateInterval > 0 else { throw ProgressError("the update interval must be above 0") }
        self.keyframes = keyframes.map { Keyframe(time: $0.time, progress: min(max($0.progress, 0), 1)) }
        self.updateInterval = updateInterval
    }

    /// The progress at `time`: linear between keyframes, held before the first and after the last.
    public func progress(at time: Double) -> Double {
        guard let first = keyframes.first, let last = keyframes.last else { return 0 }
        if time <= first.time { return first.progress }
        if time >= last.time { return last.progress }
        var lo = 0, hi = keyframes.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if keyframes[mid].time <= time { lo = mid } else { hi = mid }
        }
        let a = keyframes[lo], b = keyframes[hi]
        return a.progress + (b.progress - a.progress) * (time - a.time) / (b.time - a.time)
    }

    /// How long after the last byte the app hears that the download finished (the finish
    /// callback comes in a later turn of the run loop than the last data callback, so the full
    /// progress is on screen for a moment).
    public static let finishDelay = 0.1

    /// When the app is told the download finished: `finishDelay` after completion.
    public var finishTime: Double? { completionTime.map { $0 + ProgressTimeline.finishDelay } }

    /// The first moment the download is complete, if it ever is.
    public var completionTime: Double? {
        keyframes.first { $0.progress >= 1 }?.time
    }

    /// The moments the app is told the progress, with the value it is told, up to completion
    /// (or `end`): each keyframe and every `updateInterval` between, deduplicated.
    public func updates(until end: Double) -> [Keyframe] {
        let stop = min(end, completionTime ?? end)
        var times = Set(keyframes.map(\.time).filter { $0 <= stop })
        var k = 0
        while updateInterval.isFinite, Double(k) * updateInterval <= stop, k < 1_000_000 {
            times.insert(Double(k) * updateInterval)
            k += 1
        }
        return times.sorted().map { Keyframe(time: $0, progress: progress(at: $0)) }
    }
}
