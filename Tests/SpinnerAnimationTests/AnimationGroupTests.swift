import Testing
@testable import SpinnerAnimation

@Suite struct AnimationGroupTests {
    /// A 4 s linear child 0 → 10 (2.5 per second) inside a 1 s group.
    static func group(_ configure: (inout AnimationGroup) -> Void = { _ in }) -> AnimationGroup {
        var child = BasicAnimation(keyPath: "k")
        child.fromValue = .number(0)
        child.toValue = .number(10)
        child.duration = 4
        var g = AnimationGroup(animations: [child])
        g.duration = 1
        configure(&g)
        return g
    }

    static let model = PropertyValues(["k": .number(-1)])

    static func check(_ g: AnimationGroup, _ table: [(Double, Double)],
                      sourceLocation: SourceLocation = #_sourceLocation) {
        for (t, expected) in table {
            let got = number(g, at: t, model: model, key: "k")
            #expect(close(got, expected), "t=\(t): got \(String(describing: got)), want \(expected)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func clipsALongerChildInsteadOfScalingIt() {
        // -1 is the model value: the group (hence the child) is removed outside [0, 1).
        Self.check(Self.group(), [(-0.1, -1), (0, 0), (0.5, 1.25), (0.99, 2.475), (1, -1), (3, -1)])
    }

    @Test func repeatsAndFills() {
        Self.check(Self.group { $0.repeatCount = 2 }, [(1.5, 1.25), (2, -1)])
        Self.check(Self.group { $0.fillMode = .forwards }, [(2, 2.5)])
    }

    @Test func groupTimingFunctionAndSpeedShapeTheChildrensTime() {
        Self.check(Self.group { $0.timingFunction = .easeIn }, [(0.5, 2.5 * ReferenceBezier.easeIn(0.5))])
        Self.check(Self.group { $0.speed = 2 }, [(0.25, 1.25), (0.5, -1)])
        Self.check(Self.group { $0.beginTime = 10 }, [(9, -1), (10.5, 1.25)])
    }

    @Test func childBeginTimeCountsFromTheGroupStart() {
        var child = BasicAnimation(keyPath: "k")
        child.fromValue = .number(0)
        child.toValue = .number(1)
        child.beginTime = 0.5
        child.duration = 1
        var g = AnimationGroup(animations: [child])
        g.duration = 2
        g.beginTime = 3
        Self.check(g, [(3.25, -1), (3.75, 0.25), (4.25, 0.75), (4.5, -1)])
    }

    @Test func keyPathsAreTheUnionAndLaterChildrenWin() {
        var a = BasicAnimation(keyPath: "k"); a.fromValue = .number(1); a.toValue = .number(1)
        var b = BasicAnimation(keyPath: "k"); b.fromValue = .number(2); b.toValue = .number(2)
        var c = BasicAnimation(keyPath: "other"); c.fromValue = .number(3); c.toValue = .number(3)
        let inner = AnimationGroup(animations: [c])
        let g = AnimationGroup(animations: [a, b, inner])
        #expect(g.keyPaths == ["k", "other"])
        var v = PropertyValues()
        g.apply(atParentTime: 0.1, to: &v)
        #expect(v == PropertyValues(["k": .number(2), "other": .number(3)]))
        #expect(AnimationGroup().keyPaths.isEmpty)
    }
}
