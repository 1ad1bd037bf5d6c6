extension MediaTiming {
    /// The parent time at which the active local time is `local`: the inverse of
    /// `activeLocalTime(forParentTime:)`; nil when `speed` is 0 (local time stands still) or the
    /// result is not finite.
    public func parentTime(forActiveLocalTime local: Double) -> Double? {
        guard speed != 0, speed.isFinite else { return nil }
        let t = (local - timeOffset) / speed + beginTime
        return t.isFinite ? t : nil
    }

    /// The active local times (within 0...activeDuration) the parent times `range` covers; nil
    /// when none, or when the range does not map to finite times.
    func activeWindow(inParentRange range: ClosedRange<Double>) -> ClosedRange<Double>? {
        let ends = [activeLocalTime(forParentTime: range.lowerBound), activeLocalTime(forParentTime: range.upperBound)]
        let active = activeDuration
        guard ends.allSatisfy(\.isFinite), !active.isNaN else { return nil }
        let low = max(ends.min()!, 0), high = min(ends.max()!, active)
        return low <= high ? low...high : nil
    }

    /// The active local times where this object's timing turns and that fall inside the parent
    /// times `range`: begin (0), each repeat (a multiple of the iteration), each turn back of an
    /// autoreversing iteration, and the end of a finite active duration; at most `limit`, earliest
    /// first in local time.
    func turns(inParentRange range: ClosedRange<Double>, limit: Int) -> [(local: Double, kind: TimingMark.Kind)] {
        guard let window = activeWindow(inParentRange: range) else { return [] }
        let (low, high, active) = (window.lowerBound, window.upperBound, activeDuration)
        var out: [(Double, TimingMark.Kind)] = []
        if low == 0 { out.append((0, .begin)) }
        let length = iterationDuration
        // Iterations from the first that can start inside the range; their count bounds the loop.
        var k = max(0, Int(min((low / length).rounded(.down), Double(Int.max / 2))))
        while out.count < limit {
            let start = Double(k) * length
            if start > high || start >= active { break }
            if k > 0, start >= low { out.append((start, .repeat(k))) }
            let turn = start + effectiveDuration
            if autoreverses, turn >= low, turn <= high, turn < active { out.append((turn, .reverse(k))) }
            k += 1
        }
        if active.isFinite, active >= low, active <= high, out.count < limit { out.append((active, .end)) }
        return out
    }
}
