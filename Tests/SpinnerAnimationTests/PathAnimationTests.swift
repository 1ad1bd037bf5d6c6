import Testing
import SpinnerCore
@testable import SpinnerAnimation

/// CAShapeLayer's animatable `path` (issue 12, item 5): paths of one structure blend point by
/// point, others switch at the halfway point, and the layer draws the presented path.
@Suite struct PathAnimationTests {
    static func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// Every element kind once; coordinates are multiples of 1/4 so that the blends are exact.
    static func shape(_ s: Double) -> Path {
        var p = Path()
        p.move(to: pt(0, 0))
        p.addLine(to: pt(8 * s, 0))
        p.addQuadCurve(to: pt(8 * s, 8), control: pt(12 * s, 4))
        p.addCurve(to: pt(0, 8), control1: pt(6, 12 * s), control2: pt(2, 12 * s))
        p.closeSubpath()
        return p
    }

    static func basic(_ from: Path, _ to: Path) -> BasicAnimation {
        var a = BasicAnimation(keyPath: "path")
        a.duration = 1
        a.fromValue = .path(from)
        a.toValue = .path(to)
        return a
    }

    static func presented(_ a: any Animation, _ t: Double, model: Path = Path()) -> Path? {
        var values = PropertyValues(["path": .path(model)])
        a.apply(atParentTime: t, to: &values)
        return values["path"]?.path
    }

    @Test func sameStructureBlendsEveryPoint() {
        let a = Self.shape(1), b = Self.shape(2)
        // At a quarter: each coordinate is a + (b − a)/4, written out by hand.
        var expected = Path()
        expected.move(to: Self.pt(0, 0))
        expected.addLine(to: Self.pt(10, 0))
        expected.addQuadCurve(to: Self.pt(10, 8), control: Self.pt(15, 4))
        expected.addCurve(to: Self.pt(0, 8), control1: Self.pt(6, 15), control2: Self.pt(2, 15))
        expected.closeSubpath()
        #expect(Self.presented(Self.basic(a, b), 0.25) == expected)
        #expect(Self.presented(Self.basic(a, b), 0) == a)
    }

    @Test func differentStructuresSwitchAtTheHalfwayPoint() {
        var line = Path()
        line.move(to: Self.pt(0, 0))
        line.addLine(to: Self.pt(4, 4))
        let a = Self.basic(Self.shape(1), line)
        #expect(Self.presented(a, 0.49) == Self.shape(1))
        #expect(Self.presented(a, 0.5) == line)
        #expect(Self.presented(a, 0.9) == line)
        // The same count of elements in another order is another structure too.
        var swapped = Path()
        swapped.move(to: Self.pt(0, 0))
        swapped.addQuadCurve(to: Self.pt(8, 8), control: Self.pt(12, 4))
        swapped.addLine(to: Self.pt(8, 0))
        swapped.addCurve(to: Self.pt(0, 8), control1: Self.pt(6, 12), control2: Self.pt(2, 12))
        swapped.closeSubpath()
        #expect(Self.presented(Self.basic(Self.shape(1), swapped), 0.25) == Self.shape(1))
    }

    @Test func keyframesOfPathsInterpolateAndStep() {
        var k = KeyframeAnimation(keyPath: "path")
        k.duration = 1
        k.values = [.path(Self.shape(1)), .path(Self.shape(2)), .path(Self.shape(0))]
        // 0.75 is halfway from shape(2) to shape(0): shape(1) again, exactly.
        #expect(Self.presented(k, 0.75) == Self.shape(1))
        k.calculationMode = .discrete
        #expect(Self.presented(k, 0.75) == Self.shape(0))
    }

    @Test func additiveAndCumulativePathsSumElementWise() {
        var a = BasicAnimation(keyPath: "path")
        a.duration = 1
        a.repeatCount = 2
        a.fromValue = .path(Self.shape(0))
        a.toValue = .path(Self.shape(1))
        a.isAdditive = true
        a.isCumulative = true
        // Iteration 1 at a half: model + shape(0) + (shape(1) − shape(0))·1.5, coordinate by coordinate.
        let result = Self.presented(a, 1.5, model: Self.shape(1))
        var expected = Path()
        expected.move(to: Self.pt(0, 0))
        expected.addLine(to: Self.pt(8 + 12, 0))
        expected.addQuadCurve(to: Self.pt(8 + 12, 16), control: Self.pt(12 + 18, 8))
        expected.addCurve(to: Self.pt(0, 16), control1: Self.pt(12, 12 + 18), control2: Self.pt(4, 12 + 18))
        expected.closeSubpath()
        #expect(result == expected)
    }

    @Test func theShapeLayerDrawsThePresentedPath() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        root.position = Self.pt(10, 10)
        let shape = ShapeLayer()
        shape.frame = root.bounds
        shape.path = Self.shape(1)
        shape.add(Self.basic(Self.shape(1), Self.shape(2)), forKey: "morph")
        root.addSublayer(shape)
        // A layer without a path of its own draws the animated one.
        let bare = ShapeLayer()
        bare.frame = root.bounds
        var grow = BasicAnimation(keyPath: "path")
        grow.duration = 1
        grow.toValue = .path(Self.shape(2))
        bare.add(grow, forKey: "grow")
        root.addSublayer(bare)
        let scene = try Scene(root: root)
        let paths = scene.presentation(at: 0.5).drawings.map(\.path)
        #expect(paths == [Self.shape(1).blended(Self.shape(2), 0.5), Self.shape(2)])
        #expect(scene.presentation(at: 2).drawings.map(\.path) == [Self.shape(1)], "the bare layer draws nothing without its animation")
        let values = scene.presentedLayers(at: 0.5).map { $0.values["path"] }
        #expect(values[1] == .path(Self.shape(1).blended(Self.shape(2), 0.5)))
    }

    @Test func aValueOfAnotherKindIsRefused() {
        let shape = ShapeLayer()
        shape.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        var a = BasicAnimation(keyPath: "path")
        a.toValue = .number(1)
        shape.add(a, forKey: "bad")
        #expect(throws: SceneError(kind: .valueKindMismatch(keyPath: "path", expected: .path, found: .number), layer: "ShapeLayer")) {
            try Scene(root: shape)
        }
        let other = ShapeLayer()
        other.bounds = shape.bounds
        var b = BasicAnimation(keyPath: "strokeEnd")
        b.toValue = .path(Self.shape(1))
        other.add(b, forKey: "bad")
        #expect(throws: SceneError(kind: .valueKindMismatch(keyPath: "strokeEnd", expected: .number, found: .path), layer: "ShapeLayer")) {
            try Scene(root: other)
        }
        #expect(AnimationValue.Kind.path.phrase == "a path")
        // A plain layer has no path to animate.
        let plain = Layer()
        plain.bounds = shape.bounds
        plain.add(Self.basic(Self.shape(1), Self.shape(2)), forKey: "p")
        #expect(throws: SceneError(kind: .unsupportedKeyPath("path"), layer: "Layer")) { try Scene(root: plain) }
    }
}

extension Path {
    /// The blend a fraction `f` of the way to `other`, written here independently of the engine.
    func blended(_ other: Path, _ f: Double) -> Path {
        func mix(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f) }
        var out = Path()
        for (x, y) in zip(elements, other.elements) {
            switch (x, y) {
            case let (.move(a), .move(b)): out.move(to: mix(a, b))
            case let (.line(a), .line(b)): out.addLine(to: mix(a, b))
            case let (.quadCurve(a, c), .quadCurve(b, d)): out.addQuadCurve(to: mix(a, b), control: mix(c, d))
            case let (.cubicCurve(a, c1, c2), .cubicCurve(b, d1, d2)): out.addCurve(to: mix(a, b), control1: mix(c1, d1), control2: mix(c2, d2))
            default: out.closeSubpath()
            }
        }
        return out
    }
}
