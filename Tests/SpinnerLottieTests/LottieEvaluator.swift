@testable import SpinnerLottie

/// A player's reading of keyframes, written from Bodymovin's rules and not from the export's
/// code: before the first keyframe and from the last its value; a hold keeps `s` until the
/// next keyframe; otherwise `s` moves to the next keyframe's `s` by the Bézier through (0, 0),
/// `o`, `i`, (1, 1), solved for time by plain bisection.
enum LottieEvaluator {
    static func value(_ keyframes: [LottieKeyframe<LottieScalar>], at t: Double) -> Double {
        guard let k = keyframes.lastIndex(where: { $0.time <= t }) else { return keyframes[0].startValue.value }
        let a = keyframes[k]
        guard k + 1 < keyframes.count, !a.hold, let o = a.outTangent, let i = a.inTangent else { return a.startValue.value }
        let b = keyframes[k + 1]
        let u = (t - a.time) / (b.time - a.time)
        return a.startValue.value + (b.startValue.value - a.startValue.value) * progress(u, o, i)
    }

    /// y at time fraction u on the unit Bézier with control points `o` and `i`.
    static func progress(_ u: Double, _ o: LottieEasing, _ i: LottieEasing) -> Double {
        func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let r = 1 - s
            return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if bernstein(mid, o.x, i.x) < u { lo = mid } else { hi = mid }
        }
        return bernstein((lo + hi) / 2, o.y, i.y)
    }
}
