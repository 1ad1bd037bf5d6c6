/// A keyframe animation's key times as its modes read them, worked out when `values` or
/// `keyTimes` change instead of on every frame: a Lottie layer's time remapping samples hundreds
/// of keyframes, which checking and scanning again each frame cost more than the value itself.
///
///     keyTimes ─ validated for the mode (else even spacing) ─> linear / discreteStarts
///     fraction f ─ bisection ─> the last key time ≤ f: the segment f falls in
struct KeyframeTimes: Hashable, Sendable {
    /// Linear and cubic mode's key times: one per value, 0 first and 1 last, or even spacing.
    private(set) var linear: [Double]
    /// When each value starts showing in discrete mode.
    private(set) var discreteStarts: [Double]

    init(count: Int, keyTimes: [Double]?) {
        linear = KeyframeAnimation.linearTimes(count: count, keyTimes: keyTimes)
        discreteStarts = KeyframeAnimation.discreteStarts(count: count, keyTimes: keyTimes)
    }

    /// The last index `i` whose time is at most `f` (0 when none after the first is): the same
    /// index a scan from the start finds, since the times never decrease, in log n steps.
    /// A repeated key time gives the later index, a jump to the later value.
    @inline(__always)
    static func lastIndex(atOrBefore f: Double, in times: [Double]) -> Int {
        var lo = 1, hi = times.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if times[mid] <= f { lo = mid + 1 } else { hi = mid }
        }
        return lo - 1
    }
}
