import SpinnerCore
import Testing
@testable import SpinnerAnimation

@Suite struct KeyframeAnimationTests {
    static func anim(_ values: [Double], keyTimes: [Double]? = nil, mode: CalculationMode = .linear,
                     duration: Double = 1) -> KeyframeAnimation {
        var a = KeyframeAnimation(keyPath: "k")
        a.values = values.map(AnimationValue.number)
        a.keyTimes = keyTimes
        a.calculationMode = mode
        a.duration = duration
        return a
    }

    static func check(_ a: KeyframeAnimation, _ table: [(Double, Double?)],
                      sourceLocation: SourceLocation = #_sourceLocation) {
        for (t, expected) in table {
            let got = number(a, at: t, key: "k")
            #expect(close(got, expected, 1e-9), "t=\(t): got \(String(describing: got)), want \(String(describing: expected))",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func linearEvenlySpaced() {
        var a = Self.anim([0, 10, 30])
        a.fillMode = .forwards
        Self.check(a, [(0, 0), (0.25, 5), (0.5, 10), (0.75, 20), (1, 30), (5, 30)])
    }

    @Test func linearWithKeyTimes() {
        Self.check(Self.anim([0, 10, 30], keyTimes: [0, 0.8, 1]), [(0.4, 5), (0.8, 10), (0.9, 20)])
        // A repeated key time jumps to the later value.
        Self.check(Self.anim([0, 10, 20, 30], keyTimes: [0, 0.5, 0.5, 1]), [(0.25, 5), (0.5, 20), (0.75, 25)])
    }

    @Test func linearWithUnusableKeyTimesFallsBackToEvenSpacing() {
        for bad: [Double] in [[0, 1], [0.1, 0.5, 1], [0, 0.5, 0.9], [0, 0.7, 0.3], [0, .nan, 1], [0, 0.8, 1, 1]] {
            Self.check(Self.anim([0, 10, 30], keyTimes: bad), [(0.25, 5), (0.75, 20)])
        }
    }

    @Test func perSegmentTimingFunctions() {
        var a = Self.anim([0, 1, 3], keyTimes: [0, 0.5, 1])
        a.timingFunctions = [.easeIn, .easeOut]
        Self.check(a, [(0.25, ReferenceBezier.easeIn(0.5)), (0.75, 1 + 2 * ReferenceBezier.easeOut(0.5)), (0.5, 1)])
        #expect(abs((number(a, at: 0.75, key: "k") ?? 0) - 2.369286) < 1e-6)
        // Fewer functions than segments: the rest are linear.
        a.timingFunctions = [.easeIn]
        Self.check(a, [(0.75, 2)])
    }

    @Test func wholeAnimationTimingFunctionComesBeforeKeyTimes() {
        var a = Self.anim([0, 10, 30])
        a.timingFunction = .easeOut
        let f = ReferenceBezier.easeOut(0.25)  // 0.378…, in the first segment
        Self.check(a, [(0.25, 20 * f)])
    }

    @Test func discreteEvenlySpaced() {
        var a = Self.anim([1, 2, 3], mode: .discrete, duration: 3)
        a.fillMode = .forwards
        Self.check(a, [(0, 1), (0.5, 1), (0.999, 1), (1, 2), (2, 3), (2.99, 3), (3, 3), (9, 3)])
    }

    @Test func discreteWithOneMoreKeyTimeThanValues() {
        Self.check(Self.anim([1, 2, 3], keyTimes: [0, 0.5, 0.75, 1], mode: .discrete),
                   [(0.4, 1), (0.5, 2), (0.74, 2), (0.8, 3)])
    }

    @Test func discreteWithOneKeyTimePerValue() {
        Self.check(Self.anim([1, 2, 3], keyTimes: [0, 0.5, 0.75], mode: .discrete),
                   [(0.4, 1), (0.5, 2), (0.74, 2), (0.8, 3)])
        // Unusable key times: even thirds.
        Self.check(Self.anim([1, 2, 3], keyTimes: [0.2, 0.5, 0.75], mode: .discrete), [(0.3, 1), (0.4, 2), (0.7, 3)])
    }

    @Test func edgeCases() {
        Self.check(Self.anim([]), [(0.5, nil)])
        Self.check(Self.anim([7]), [(0.5, 7)])
        Self.check(Self.anim([7], mode: .discrete), [(0.5, 7)])
        var additive = Self.anim([0, 10])
        additive.isAdditive = true
        #expect(number(additive, at: 0.5, model: PropertyValues(["k": .number(100)]), key: "k") == 105)
        #expect(Self.anim([0, 10]).value(atFraction: .nan) == .number(0))
        #expect(Self.anim([0, 10]).value(atFraction: 7) == .number(10))
    }

    @Test func colours() {
        var a = KeyframeAnimation(keyPath: "c")
        a.values = [.color(.black), .color(.white)]
        a.duration = 1
        var v = PropertyValues()
        a.apply(atParentTime: 0.25, to: &v)
        #expect(v["c"] == .color(Color(red: 0.25, green: 0.25, blue: 0.25)))
    }
}
