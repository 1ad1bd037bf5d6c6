import Foundation
@testable import SpinnerAnimation

/// An independent reference for cubic-Bézier timing: Bernstein form and plain bisection (no Newton,
/// no power-form coefficients), run to the limit of double precision.
enum ReferenceBezier {
    static func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }

    static func value(x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bernstein(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return bernstein((lo + hi) / 2, y1, y2)
    }

    static func easeIn(_ x: Double) -> Double { value(x: x, 0.42, 0, 1, 1) }
    static func easeOut(_ x: Double) -> Double { value(x: x, 0, 0, 0.58, 1) }
}

/// A small seeded generator (SplitMix64) so the random tests are reproducible.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func close(_ a: Double?, _ b: Double?, _ tolerance: Double = 1e-9) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case let (a?, b?): return abs(a - b) <= tolerance
    default: return false
    }
}

/// Applies `animation` to `model` at `time` and reads back the number at `key`.
func number(_ animation: any Animation, at time: Double, model: PropertyValues = PropertyValues(),
            key: AnimationKeyPath) -> Double? {
    var values = model
    animation.apply(atParentTime: time, to: &values)
    return values[key]?.number
}

/// A one-second basic animation of `key` between numbers (any of them nil).
func numberAnimation(_ key: AnimationKeyPath, from: Double? = nil, to: Double? = nil, by: Double? = nil) -> BasicAnimation {
    var a = BasicAnimation(keyPath: key)
    a.duration = 1
    a.fromValue = from.map(AnimationValue.number)
    a.toValue = to.map(AnimationValue.number)
    a.byValue = by.map(AnimationValue.number)
    return a
}
