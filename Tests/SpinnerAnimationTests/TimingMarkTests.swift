import Testing
import SpinnerCore
@testable import SpinnerAnimation

/// `Scene.timingMarks`: each animation's turns on the scene's clock, through the layer's own
/// timing and a group's, checked against hand-worked times and against `MediaTiming` itself.
@Suite struct TimingMarkTests {
    /// A root with one sublayer starting at scene time 1 at double speed (local = (t − 1) · 2).
    static func scene(_ animations: [(String, any Animation)]) throws -> Scene {
        let root = Layer()
        root.name = "view"
        root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        let sub = Layer()
        sub.name = "dot"
        sub.beginTime = 1
        sub.speed = 2
        for (key, animation) in animations { sub.add(animation, forKey: key) }
        root.addSublayer(sub)
        return try Scene(root: root)
    }

    static func fade() -> BasicAnimation {
        var a = BasicAnimation(keyPath: "opacity")
        a.fromValue = .number(0)
        a.toValue = .number(1)
        a.beginTime = 0.5
        a.duration = 1
        a.repeatCount = 2
        return a
    }

    @Test func basicAnimationTurnsThroughTheLayersTime() throws {
        let marks = try Self.scene([("fade", Self.fade())]).timingMarks(from: 0, to: 10)
        // Local 0.5 (begin), 1.5 (repeat 1), 2.5 (end) at scene (l / 2) + 1.
        #expect(marks.map(\.time) == [1.25, 1.75, 2.25])
        #expect(marks.map(\.kind) == [.begin, .repeat(1), .end])
        #expect(marks.allSatisfy { $0.layer == "view/dot" && $0.animation == "fade" && !$0.isGroup && $0.keyPaths == ["opacity"] })
        // The animation's own timing agrees: iteration 1 starts exactly at the repeat mark.
        let timing = Self.fade().timing
        func local(_ t: Double) -> Double { (t - 1) * 2 }
        #expect(timing.resolvedTime(forParentTime: local(1.75))?.iteration == 1)
        #expect(timing.resolvedTime(forParentTime: local(1.75.nextDown))?.iteration == 0)
        #expect(timing.resolvedTime(forParentTime: local(1.25.nextDown)) == nil)
        #expect(timing.resolvedTime(forParentTime: local(2.25)) == nil)
    }

    @Test func onlyTheIntervalAsked() throws {
        let marks = try Self.scene([("fade", Self.fade())]).timingMarks(from: 1.5, to: 2)
        #expect(marks.map(\.time) == [1.75])
    }

    @Test func groupChildrenTurnInTheGroupsRepeatingTimeAndAreClipped() throws {
        var child = BasicAnimation(keyPath: "opacity")
        child.beginTime = 0.5
        child.duration = 1
        var group = AnimationGroup(animations: [child])
        group.duration = 2
        group.repeatCount = 1.5
        let marks = try Self.scene([("pulse", group)]).timingMarks(from: 0, to: 10)
        let own = marks.filter(\.isGroup)
        // Group: local 0, 2 (repeat), 3 (end of 1.5 iterations).
        #expect(own.map(\.time) == [1, 2, 2.5])
        #expect(own.map(\.kind) == [.begin, .repeat(1), .end])
        let children = marks.filter { !$0.isGroup }
        // Child: group time 0.5 and 1.5 in iteration 0, 0.5 in iteration 1; its end in
        // iteration 1 (group local 3.5) is past the group's end and never shows.
        #expect(children.map(\.time) == [1.25, 1.75, 2.25])
        #expect(children.map(\.kind) == [.begin, .end, .begin])
        #expect(children.allSatisfy { $0.animation == "pulse/0" })
    }

    @Test func groupTimingFunctionMovesTheChildrensMarks() throws {
        var child = BasicAnimation(keyPath: "opacity")
        child.beginTime = 0.5
        child.duration = 0.5
        var group = AnimationGroup(animations: [child])
        group.duration = 2
        group.timingFunction = .easeIn
        let marks = try Self.scene([("g", group)]).timingMarks(from: 0, to: 10).filter { !$0.isGroup }
        #expect(marks.count == 2)
        // The child begins when the eased group time reaches 0.5: easeIn(x) · 2 = 0.5.
        let x = (marks[0].time - 1) * 2 / 2
        #expect(abs(TimingFunction.easeIn.value(at: x) * 2 - 0.5) < 1e-9)
        #expect(x > 0.25)  // ease-in is slow at first, so the child starts later than 0.5 s
    }

    @Test func autoreversingAnimationMarksItsTurn() throws {
        var a = Self.fade()
        a.repeatCount = 0
        a.autoreverses = true
        let marks = try Self.scene([("fade", a)]).timingMarks(from: 0, to: 10)
        #expect(marks.map(\.kind) == [.begin, .reverse(0), .end])
        #expect(marks.map(\.time) == [1.25, 1.75, 2.25])
    }

    @Test func endlessRepeatsStopAtTheInterval() throws {
        var a = Self.fade()
        a.repeatCount = .infinity
        let marks = try Self.scene([("fade", a)]).timingMarks(from: 0, to: 3)
        // Repeats every 0.5 s of scene time from 1.25 on; no end.
        #expect(marks.map(\.time) == [1.25, 1.75, 2.25, 2.75])
        #expect(!marks.contains { $0.kind == .end })
    }

    @Test func frozenLayerHasNoMarks() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        root.speed = 0
        root.add(Self.fade(), forKey: "fade")
        #expect(try Scene(root: root).timingMarks(from: 0, to: 10).isEmpty)
    }
}
