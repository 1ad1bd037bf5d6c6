import SpinnerCore
import Testing
@testable import SpinnerAnimation

@Suite struct BasicAnimationTests {
    static let key: AnimationKeyPath = "opacity"
    static let model = PropertyValues([key: .number(10)])

    static func anim(from: Double? = nil, to: Double? = nil, by: Double? = nil) -> BasicAnimation {
        numberAnimation(key, from: from, to: to, by: by)
    }

    static func at(_ a: BasicAnimation, _ t: Double, model: PropertyValues = model) -> Double? {
        number(a, at: t, model: model, key: key)
    }

    @Test func fromTo() {
        #expect(close(Self.at(Self.anim(from: 0, to: 2), 0.25), 0.5))
        #expect(close(Self.at(Self.anim(from: 0, to: 2), 0), 0))
    }

    @Test func fromBy() {
        // 1 → 3
        #expect(close(Self.at(Self.anim(from: 1, by: 2), 0.5), 2))
    }

    @Test func byTo() {
        // 3 → 5
        #expect(close(Self.at(Self.anim(to: 5, by: 2), 0.5), 4))
    }

    @Test func fromOnlyEndsAtTheCurrentValue() {
        #expect(close(Self.at(Self.anim(from: 0), 0.25), 2.5))
    }

    @Test func toOnlyStartsAtTheCurrentValue() {
        #expect(close(Self.at(Self.anim(to: 20), 0.5), 15))
    }

    @Test func byOnlyIsRelativeToTheCurrentValue() {
        #expect(close(Self.at(Self.anim(by: 4), 0.5), 12))
    }

    @Test func noValuesChangesNothing() {
        #expect(Self.at(Self.anim(), 0.5) == 10)
        #expect(Self.at(Self.anim(), 0.5, model: PropertyValues()) == nil)
        // A needed current value that is missing: nothing to interpolate from.
        #expect(Self.at(Self.anim(to: 5), 0.5, model: PropertyValues()) == nil)
    }

    @Test func allThreeIgnoresBy() {
        #expect(close(Self.at(Self.anim(from: 0, to: 2, by: 100), 0.5), 1))
    }

    @Test func inactiveLeavesTheModelValue() {
        var a = Self.anim(from: 0, to: 2)
        a.beginTime = 1
        #expect(Self.at(a, 0.5) == 10)
        #expect(Self.at(a, 2) == 10)
        a.fillMode = .both
        #expect(Self.at(a, 0.5) == 0)
        #expect(Self.at(a, 2) == 2)
    }

    @Test func timingFunctionShapesTheFraction() {
        var a = Self.anim(from: 0, to: 1)
        a.timingFunction = .easeIn
        #expect(close(Self.at(a, 0.5), 0.315357, 5e-7))
        a.autoreverses = true
        // The mirrored leg at 1.5 s is at basic time 0.5, eased the same way.
        #expect(close(Self.at(a, 1.5), 0.315357, 5e-7))
    }

    @Test func additiveAddsToTheCurrentValue() {
        var a = Self.anim(from: 0, to: 2)
        a.isAdditive = true
        #expect(close(Self.at(a, 0.5), 11))
    }

    @Test func cumulativeBuildsOnEachRepeat() {
        var a = Self.anim(from: 0, to: 2)
        a.isCumulative = true
        a.repeatCount = 3
        a.fillMode = .forwards
        #expect(close(Self.at(a, 0.5), 1))
        #expect(close(Self.at(a, 2.5), 5))
        #expect(close(Self.at(a, 3), 6))
    }

    @Test func interpolatesEveryKind() throws {
        func value(_ from: AnimationValue, _ to: AnimationValue) -> AnimationValue? {
            var a = BasicAnimation(keyPath: "k")
            a.duration = 2
            a.fromValue = from
            a.toValue = to
            var v = PropertyValues()
            a.apply(atParentTime: 0.5, to: &v)
            return v["k"]
        }
        #expect(value(.color(.black), .color(Color(red: 1, green: 0.5, blue: 0, alpha: 0)))
                == .color(Color(red: 0.25, green: 0.125, blue: 0, alpha: 0.75)))
        #expect(value(.point(Point(x: 0, y: 4)), .point(Point(x: 8, y: 0))) == .point(Point(x: 2, y: 3)))
        #expect(value(.size(Size(width: 4, height: 8)), .size(.zero)) == .size(Size(width: 3, height: 6)))
        #expect(value(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), .rect(Rect(x: 4, y: 8, width: 8, height: 0)))
                == .rect(Rect(x: 1, y: 2, width: 5, height: 3)))
        // Kinds that do not match contribute nothing.
        #expect(value(.number(1), .point(.zero)) == nil)
    }

    @Test func laterAnimationsOverrideEarlierOnes() {
        let first = Self.anim(from: 0, to: 2), second = Self.anim(from: 100, to: 200)
        var v = Self.model
        first.apply(atParentTime: 0.5, to: &v)
        second.apply(atParentTime: 0.5, to: &v)
        #expect(v[Self.key] == .number(150))
        // A to-only animation reads what the earlier one wrote.
        var w = Self.model
        first.apply(atParentTime: 0.5, to: &w)
        Self.anim(to: 3).apply(atParentTime: 0.5, to: &w)
        #expect(close(w[Self.key]?.number, 2))
    }

    @Test func forwardingPropertiesWriteTheTiming() {
        var a = BasicAnimation(keyPath: "x")
        a.beginTime = 1; a.duration = 2; a.speed = 3; a.timeOffset = 4
        a.repeatCount = 5; a.repeatDuration = 6; a.autoreverses = true; a.fillMode = .both
        var t = MediaTiming()
        t.beginTime = 1; t.duration = 2; t.speed = 3; t.timeOffset = 4
        t.repeatCount = 5; t.repeatDuration = 6; t.autoreverses = true; t.fillMode = .both
        #expect(a.timing == t)
        #expect(a.keyPaths == ["x"])
    }

    @Test func nonFiniteValuesDoNotTrap() {
        var a = Self.anim(from: 0, to: .infinity)
        #expect(Self.at(a, 0.5) == .infinity)
        a.toValue = .number(.nan)
        #expect(Self.at(a, 0.5)?.isNaN == true)
        #expect(Self.at(Self.anim(from: 0, to: 1), .nan) == 10)
    }
}
