/// Key times for the paced modes, made from distances so the value moves at constant speed.
///
/// Four values 0, 10, 10, 40 (distances 10, 0, 30; total 40):
///
///     value       0 ---- 10 == 10 ------------ 40
///     key time    0     0.25  0.25             1      (running distance / total)
///
/// A zero distance gives a zero span of time (the repeated value is passed at once); a zero total
/// holds the first value; a total that is not finite (NaN or overflowing values) cannot be paced.
enum KeyframePacing {
    /// What pacing a list of distances gives.
    enum Outcome: Equatable {
        /// One key time per point.
        case times([Double])
        /// Nothing moves: the first value holds for the whole iteration.
        case still
        /// Some distance is not finite.
        case unmeasurable
    }

    /// Key times from the distances between neighbours (n − 1 of them for n points).
    static func times(distances: [Double]) -> Outcome {
        var running = [0.0]
        for d in distances { running.append(running[running.count - 1] + d) }
        let total = running[running.count - 1]
        guard total.isFinite, distances.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return .unmeasurable }
        guard total > 0 else { return .still }
        var times = running.map { $0 / total }
        // Rounding must not leave the last key just short of 1.
        times[times.count - 1] = 1
        return .times(times)
    }

    /// Where the arc length `fraction · Σ lengths` falls: the segment index and the length into it.
    /// Zero-length segments are passed over; nil when the total is not positive and finite.
    static func locate(fraction: Double, lengths: [Double]) -> (index: Int, into: Double, length: Double)? {
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite, let last = lengths.lastIndex(where: { $0 > 0 }) else { return nil }
        // The end is the end exactly, whatever the rounding of the running sums.
        if fraction >= 1 { return (last, lengths[last], lengths[last]) }
        let target = fraction * total
        var start = 0.0
        for (i, length) in lengths.enumerated() where length > 0 {
            if target < start + length || i == last { return (i, min(max(target - start, 0), length), length) }
            start += length
        }
        return nil
    }
}
