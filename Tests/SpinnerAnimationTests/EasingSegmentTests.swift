import Testing
import SpinnerCore
@testable import SpinnerAnimation

/// `Scene.easingSegments`: each animation's curves on the scene's clock, unrolled through
/// repeats, groups and reversing legs; `TimingFunction.part`: a piece of a curve as a curve.
@Suite struct EasingSegmentTests {
    static func scene(_ animation: any Animation, speed: Double = 1) throws -> Scene {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        let sub = ShapeLayer()
        sub.speed = speed
        sub.add(animation, forKey: "a")
        root.addSublayer(sub)
        return try Scene(root: root)
    }

    static func basic(_ key: AnimationKeyPath, begin: Double = 0, _ f: TimingFunction) -> BasicAnimation {
        var a = BasicAnimation(keyPath: key)
        a.fromValue = .number(0)
        a.toValue = .number(1)
        a.beginTime = begin
        a.duration = 1
        a.timingFunction = f
        return a
    }

    static let easeIn = EasingSegment.Easing.curve(Point(x: 0.42, y: 0), Point(x: 1, y: 1))
    static let easeOut = EasingSegment.Easing.curve(.zero, Point(x: 0.58, y: 1))

    @Test func groupChildrenRepeatWithTheGroup() throws {
        var group = AnimationGroup(animations: [Self.basic("strokeEnd", .easeIn), Self.basic("strokeStart", begin: 0.5, .easeOut)])
        group.duration = 1.5
        group.repeatCount = 2
        let segments = try Self.scene(group).easingSegments(from: 0, to: 3)
        #expect(segments == [
            EasingSegment(start: 0, end: 1, easing: Self.easeIn), EasingSegment(start: 0.5, end: 1.5, easing: Self.easeOut),
            EasingSegment(start: 1.5, end: 2.5, easing: Self.easeIn), EasingSegment(start: 2, end: 3, easing: Self.easeOut),
        ])
    }

    @Test func reversingLegAndLayerSpeedMirrorAndScale() throws {
        var a = Self.basic("opacity", .easeIn)
        a.autoreverses = true
        // At double speed the forward leg is 0...0.5 s, the mirrored one 0.5...1 s.
        let segments = try Self.scene(a, speed: 2).easingSegments(from: 0, to: 10)
        #expect(segments == [EasingSegment(start: 0, end: 0.5, easing: Self.easeIn),
                             EasingSegment(start: 0.5, end: 1, easing: .curve(.zero, Point(x: 1 - 0.42, y: 1)))])
    }

    @Test func easedGroupAndSpringGiveNone() throws {
        var group = AnimationGroup(animations: [Self.basic("strokeEnd", .easeIn)])
        group.timingFunction = .easeOut
        #expect(try Self.scene(group).easingSegments(from: 0, to: 3).isEmpty)
        var spring = SpringAnimation(keyPath: "opacity")
        spring.fromValue = .number(0)
        spring.toValue = .number(1)
        #expect(try Self.scene(spring).easingSegments(from: 0, to: 3).isEmpty)
    }

    @Test func partOfACurveIsThatPieceRescaled() throws {
        let f = TimingFunction.easeInEaseOut
        let part = try #require(f.part(from: 0.2, to: 0.7))
        let (y0, y1) = (ReferenceBezier.value(x: 0.2, 0.42, 0, 0.58, 1), ReferenceBezier.value(x: 0.7, 0.42, 0, 0.58, 1))
        for k in 1..<10 {
            let u = Double(k) / 10
            let whole = ReferenceBezier.value(x: 0.2 + 0.5 * u, 0.42, 0, 0.58, 1)
            let piece = ReferenceBezier.value(x: u, part.c1.x, part.c1.y, part.c2.x, part.c2.y)
            #expect(abs(y0 + (y1 - y0) * piece - whole) < 1e-9, "u \(u)")
        }
        #expect(f.part(from: 0, to: 1)! == (f.c1, f.c2))
        #expect(f.part(from: 0.5, to: 0.5) == nil)
    }
}
