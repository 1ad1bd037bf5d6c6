import Foundation
import SpinnerCore
import Testing
@testable import SpinnerAnimation

/// `calculationMode` paced, cubic and cubicPaced, and `isCumulative`, against closed forms worked
/// out here (issue 12, item 3).
@Suite struct KeyframeModeTests {
    static func anim(_ values: [AnimationValue], mode: CalculationMode, keyTimes: [Double]? = nil) -> KeyframeAnimation {
        var a = KeyframeAnimation(keyPath: "k")
        a.values = values
        a.calculationMode = mode
        a.keyTimes = keyTimes
        a.duration = 1
        a.fillMode = .forwards  // so that time 1 shows the end of the iteration
        return a
    }

    static func numbers(_ list: [Double], mode: CalculationMode, keyTimes: [Double]? = nil) -> KeyframeAnimation {
        anim(list.map(AnimationValue.number), mode: mode, keyTimes: keyTimes)
    }

    static func point(_ a: KeyframeAnimation, _ f: Double) -> Point? { a.value(atFraction: f)?.point }

    // MARK: - paced

    @Test func pacedNumbersMoveAtConstantSpeed() {
        // 0 → 10 → 4: distances 10 and 6, 16 in all; the value has gone 16 f.
        var a = Self.numbers([0, 10, 4], mode: .paced, keyTimes: [0, 0.9, 1])
        a.timingFunctions = [.easeIn, .easeOut]  // ignored, like the key times
        for f in stride(from: 0.0, through: 1.0, by: 1.0 / 32) {
            let d = 16 * f
            let expected = d <= 10 ? d : 10 - (d - 10)
            #expect(close(number(a, at: f, key: "k"), expected, 1e-12), "f = \(f)")
        }
    }

    /// Apple's paced page: "keyTimes and timingFunction are ignored".
    @Test func pacedIgnoresTheAnimationsOwnTimingFunction() {
        var a = Self.numbers([0, 10, 4], mode: .paced)
        a.timingFunction = .easeIn
        let d = 16 * 0.7
        #expect(close(number(a, at: 0.7, key: "k"), d <= 10 ? d : 20 - d, 1e-9))
        var cubic = Self.numbers([0, 10, 4], mode: .cubicPaced)
        let plain = number(cubic, at: 0.7, key: "k")
        cubic.timingFunction = .easeIn
        #expect(plain != nil && number(cubic, at: 0.7, key: "k") == plain)
        var linear = Self.numbers([0, 10], mode: .linear)
        linear.timingFunction = .easeIn
        #expect(close(number(linear, at: 0.7, key: "k"), 10 * ReferenceBezier.easeIn(0.7), 1e-9))
    }

    @Test func pacedPointsUseEuclideanDistance() {
        // (0,0) → (3,4) → (3,0): lengths 5 and 4.
        let a = Self.anim([.point(.zero), .point(Point(x: 3, y: 4)), .point(Point(x: 3, y: 0))], mode: .paced)
        for (f, x, y) in [(1.0 / 3, 1.8, 2.4), (5.0 / 9, 3.0, 4.0), (7.0 / 9, 3.0, 2.0), (1.0, 3.0, 0.0)] {
            let p = Self.point(a, f)
            #expect(close(p?.x, x, 1e-12) && close(p?.y, y, 1e-12), "f = \(f): \(String(describing: p))")
        }
    }

    @Test func pacedColoursUseAllFourComponents() {
        // Red → white (distance √2) → transparent white (distance 1).
        let a = Self.anim([.color(Color(red: 1, green: 0, blue: 0, alpha: 1)), .color(.white), .color(Color(red: 1, green: 1, blue: 1, alpha: 0))], mode: .paced)
        let total = 2.0.squareRoot() + 1
        let c = a.value(atFraction: 0.5)?.color
        let g = 0.5 * total / 2.0.squareRoot()  // still on the first leg: green and blue rise together
        #expect(close(c?.green, g, 1e-12) && close(c?.blue, g, 1e-12) && close(c?.alpha, 1, 1e-12))
        #expect(close(a.value(atFraction: 0.9)?.color?.alpha, 1 - (0.9 * total - 2.0.squareRoot()), 1e-12))
    }

    @Test func pacedWithNothingToTravelHoldsTheFirstValue() {
        for f in [0.0, 0.3, 1.0] {
            #expect(number(Self.numbers([5, 5, 5], mode: .paced), at: f, key: "k") == 5)
        }
        // Distances that overflow cannot be paced: even spacing, as linear mode.
        #expect(close(number(Self.numbers([-1e308, 1e308, 0], mode: .paced), at: 0.75, key: "k"), 5e307, 1e295))
    }

    // MARK: - cubic

    /// Catmull-Rom's midpoint of the segment P1 → P2 with even key times: (−P0 + 9P1 + 9P2 − P3) / 16.
    @Test func cubicMidpointIsCatmullRom() {
        let a = Self.numbers([0, 2, 3, 9], mode: .cubic)
        func catmullRom(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> Double { (-p0 + 9 * p1 + 9 * p2 - p3) / 16 }
        #expect(close(number(a, at: 0.5, key: "k"), catmullRom(0, 2, 3, 9), 1e-12))
        // The first segment's missing neighbour is P1 reflected through P0: −2.
        #expect(close(number(a, at: 1.0 / 6, key: "k"), catmullRom(-2, 0, 2, 3), 1e-12))
        // Points: component by component.
        let p = Self.anim([Point(x: 0, y: 0), Point(x: 2, y: 1), Point(x: 3, y: 5), Point(x: 9, y: 2)].map(AnimationValue.point), mode: .cubic)
        let mid = Self.point(p, 0.5)
        #expect(close(mid?.x, catmullRom(0, 2, 3, 9), 1e-12) && close(mid?.y, catmullRom(0, 1, 5, 2), 1e-12))
    }

    @Test func cubicPassesThroughEveryValueWithAContinuousFirstDerivative() {
        let times = [0, 0.1, 0.7, 1.0], values = [0.0, 2, 3, 9]
        let a = Self.numbers(values, mode: .cubic, keyTimes: times)
        func v(_ f: Double) -> Double { number(a, at: f, key: "k") ?? .nan }
        for (t, value) in zip(times, values) { #expect(close(v(t), value, 1e-12), "t = \(t)") }
        // Second-order one-sided differences either side of each inner key; the time-aware
        // Catmull-Rom slope there is (P[i+1] − P[i−1]) / (t[i+1] − t[i−1]).
        let h = 1e-5
        for i in 1...2 {
            let t = times[i]
            let left = (3 * v(t) - 4 * v(t - h) + v(t - 2 * h)) / (2 * h)
            let right = (-3 * v(t) + 4 * v(t + h) - v(t + 2 * h)) / (2 * h)
            let slope = (values[i + 1] - values[i - 1]) / (times[i + 1] - times[i - 1])
            #expect(abs(left - slope) < 1e-6 * max(1, abs(slope)), "key \(i): left \(left), want \(slope)")
            #expect(abs(right - slope) < 1e-6 * max(1, abs(slope)), "key \(i): right \(right), want \(slope)")
        }
    }

    @Test func cubicThroughTwoValuesIsAStraightLine() {
        let a = Self.numbers([2, 6], mode: .cubic)
        for f in [0.1, 0.25, 0.5, 0.9] { #expect(close(number(a, at: f, key: "k"), 2 + 4 * f, 1e-12)) }
    }

    @Test func tensionOneFlattensEveryTangent() {
        var a = Self.numbers([0, 2, 3, 9], mode: .cubic)
        a.tensionValues = [1, 1, 1, 1]
        // Zero tangents leave the Hermite ends: P1 + (−2s³ + 3s²)(P2 − P1) on the middle segment.
        let s = 0.25, weight = -2 * s * s * s + 3 * s * s
        #expect(close(number(a, at: (1 + s) / 3, key: "k"), 2 + weight * 1, 1e-12))
        // Missing entries count as 0: only the first key is tight.
        a.tensionValues = [1]
        #expect(close(number(a, at: 0.5, key: "k"), 2.25, 1e-12))
    }

    /// Kochanek–Bartels: bias 1 at a key makes its outgoing tangent the chord from the previous
    /// value; continuity −1 makes the incoming tangent the chord from the previous value. The
    /// Hermite midpoint of a segment is (P1 + P2)/2 + (m1 − m2)/8.
    @Test func biasAndContinuityShapeTheTangents() {
        var a = Self.numbers([0, 2, 3, 9], mode: .cubic)
        a.biasValues = [0, 1]
        a.continuityValues = [0, 0, -1]
        let m1 = 2.0 - 0, m2 = 3.0 - 2
        #expect(close(number(a, at: 0.5, key: "k"), (2 + 3) / 2 + (m1 - m2) / 8, 1e-12))
        // Unusable numbers count as 0: plain Catmull-Rom, tangents (3 − 0)/2 and (9 − 2)/2.
        a.biasValues = [.nan, .infinity]
        a.continuityValues = nil
        #expect(close(number(a, at: 0.5, key: "k"), 2.5 + (1.5 - 3.5) / 8, 1e-12))
    }

    // MARK: - cubicPaced

    /// In one dimension constant speed is a constant rate of change: 0 → 10 → 0 paced by its
    /// spline (which does not overshoot here) is a triangle wave in time.
    @Test func cubicPacedNumbersChangeAtAConstantRate() {
        var a = Self.numbers([0, 10, 0], mode: .cubicPaced, keyTimes: [0, 0.1, 1])
        a.timingFunctions = [.easeIn, .easeIn]  // ignored
        for f in stride(from: 0.0, through: 1.0, by: 1.0 / 40) {
            let expected = f <= 0.5 ? 20 * f : 20 - 20 * f
            #expect(close(number(a, at: f, key: "k"), expected, 1e-9), "f = \(f)")
        }
    }

    /// Points on a bent spline: the speed |dP/df| (central differences, h = 1e-5, whose error here
    /// is below 1e-8 of it) is the same everywhere, across the keys too.
    @Test func cubicPacedPointsMoveAtConstantSpeed() {
        let a = Self.anim([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 30, y: 12)].map(AnimationValue.point),
                          mode: .cubicPaced)
        let h = 1e-5
        let speeds = stride(from: 0.0125, to: 1, by: 0.025).map { f in
            Self.point(a, f + h)!.distance(to: Self.point(a, f - h)!) / (2 * h)
        }
        let mean = speeds.reduce(0, +) / Double(speeds.count)
        // Longer than the chords (10 + 10 + 20.1), as a curve through them must be.
        #expect(mean > 10 + 10 + 404.0.squareRoot())
        for (k, v) in speeds.enumerated() { #expect(abs(v - mean) < 1e-6 * mean, "sample \(k): \(v) vs \(mean)") }
        // The ends are the first and last values.
        #expect(Self.point(a, 0) == Point(x: 0, y: 0) && Self.point(a, 1) == Point(x: 30, y: 12))
    }

    // MARK: - cumulative

    @Test func cumulativeKeyframesAddTheNetChangeEachRepeat() {
        var a = Self.numbers([0, 10, 4], mode: .linear)
        a.isCumulative = true
        a.repeatCount = 3
        a.fillMode = .forwards
        // Each repeat adds iteration · (4 − 0).
        for (t, expected) in [(0.25, 5.0), (1.5, 14), (2.25, 13), (2.75, 15), (9, 12)] {
            #expect(close(number(a, at: t, key: "k"), expected, 1e-12), "t = \(t)")
        }
        a.isCumulative = false
        #expect(close(number(a, at: 1.5, key: "k"), 10, 1e-12))
    }
}
