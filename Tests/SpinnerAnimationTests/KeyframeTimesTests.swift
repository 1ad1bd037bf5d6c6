import SpinnerCore
import Testing
@testable import SpinnerAnimation

/// The key-time table a keyframe animation keeps: found by bisection, it must pick the segment
/// a scan from the start picks, and follow every change of `values` and `keyTimes`.
@Suite struct KeyframeTimesTests {
    /// The scan the bisection replaces: the last index whose time is at most `f`.
    static func scanned(_ f: Double, _ times: [Double]) -> Int {
        var i = 0
        while i + 1 < times.count, times[i + 1] <= f { i += 1 }
        return i
    }

    @Test func bisectionPicksTheIndexAScanPicks() {
        let lists: [[Double]] = [
            [], [0], [0, 1], [0, 0.5, 1], [0, 0.5, 0.5, 1], [0, 0, 0, 1], [0, 1, 1, 1],
            [0, 0.1, 0.2, 0.2, 0.2, 0.7, 0.9, 1], (0..<918).map { Double($0) / 917 },
        ]
        let fractions: [Double] = [-1, 0, 1e-12, 0.1, 0.2, 0.25, 0.5, 0.7, 0.999_999, 1, 2, .nan, .infinity, -.infinity]
            + (0...64).map { Double($0) / 64 }
        for times in lists {
            for f in fractions {
                #expect(KeyframeTimes.lastIndex(atOrBefore: f, in: times) == Self.scanned(f, times), "\(f) in \(times.count) times")
            }
        }
        // Every key time of the 918-entry list finds itself, and just below it the one before.
        let many = lists.last!
        for (i, t) in many.enumerated() {
            #expect(KeyframeTimes.lastIndex(atOrBefore: t, in: many) == i)
            if i > 0 { #expect(KeyframeTimes.lastIndex(atOrBefore: t.nextDown, in: many) == i - 1) }
        }
    }

    /// Key times set before the values, after them, replaced, or made invalid (so even spacing
    /// returns) are all seen by the next value asked for.
    @Test func theTableFollowsValuesAndKeyTimesInEitherOrder() {
        var a = KeyframeAnimation(keyPath: "k")
        a.keyTimes = [0, 0.75, 1]
        #expect(a.value(atFraction: 0.5) == nil)
        a.values = [.number(0), .number(30), .number(40)]
        #expect(a.value(atFraction: 0.375)?.number == 15)  // half of the first segment, 0...0.75
        a.keyTimes = [0, 0.25, 1]
        #expect(a.value(atFraction: 0.125)?.number == 15)
        a.keyTimes = [0, 0.9, 0.5]  // decreasing: even spacing, as Core Animation does
        #expect(a.value(atFraction: 0.25)?.number == 15)
        a.values.append(.number(100))  // four values, three key times: even spacing at thirds
        #expect(a.value(atFraction: 1.0 / 6)?.number == 15)
        a.calculationMode = .discrete
        a.keyTimes = [0, 0.1, 0.2, 0.3, 1]
        #expect(a.value(atFraction: 0.25)?.number == 40)
        #expect(a.value(atFraction: 0.3)?.number == 100)
        // Copies keep their own table: changing one leaves the other as it was.
        var b = a
        b.keyTimes = [0, 0.5, 0.6, 0.7, 1]
        #expect(a.value(atFraction: 0.3)?.number == 100)
        #expect(b.value(atFraction: 0.3)?.number == 0)
        #expect(a != b)
    }
}
