import Foundation
import Testing
import SpinnerCore
@testable import SpinnerAnimation

/// `additive` and `cumulative` on basic animations, and the `transform.*` and `lineDashPhase` key
/// paths end to end, through a `Scene` (issue 12, items 4 and 5): presented values read back by
/// key path, and the presented transform checked on points against the hand-written matrix.
@Suite struct AdditiveCumulativeTests {
    /// A 100 × 100 root (identity to the canvas) with one 20 × 10 sublayer at (40, 30).
    static func tree(_ configure: (Layer) -> Void) -> Layer {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        root.position = Point(x: 50, y: 50)
        let layer = Layer()
        layer.name = "box"
        layer.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
        layer.position = Point(x: 40, y: 30)
        configure(layer)
        root.addSublayer(layer)
        return root
    }

    static func box(_ root: Layer, _ t: Double) throws -> PresentedLayer {
        try #require(try Scene(root: root).presentedLayers(at: t).first { $0.name == "box" })
    }

    static func basic(_ key: AnimationKeyPath, from: Double? = nil, to: Double? = nil, by: Double? = nil) -> BasicAnimation {
        numberAnimation(key, from: from, to: to, by: by)
    }

    /// Where the box maps a point of its own: scale, then rotate, then translate, about its centre
    /// (10, 5), then moved to its position (40, 30); the root adds nothing.
    static func expected(_ p: Point, sx: Double, sy: Double, r: Double, tx: Double, ty: Double) -> Point {
        let qx = (p.x - 10) * sx, qy = (p.y - 5) * sy
        return Point(x: cos(r) * qx - sin(r) * qy + tx + 40, y: sin(r) * qx + cos(r) * qy + ty + 30)
    }

    static func expectTransform(_ layer: PresentedLayer, sx: Double, sy: Double, r: Double, tx: Double, ty: Double,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        for p in [Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 3, y: 9), Point(x: 10, y: 5)] {
            let got = layer.transform.apply(p), want = expected(p, sx: sx, sy: sy, r: r, tx: tx, ty: ty)
            #expect(abs(got.x - want.x) < 1e-9 && abs(got.y - want.y) < 1e-9, "\(p): \(got) vs \(want)", sourceLocation: sourceLocation)
        }
    }

    @Test func scaleAndTranslationKeyPaths() throws {
        let root = Self.tree { l in
            l.add(Self.basic("transform.scale", from: 1, to: 3), forKey: "s")
            l.add(Self.basic("transform.translation.x", by: 10), forKey: "tx")
            l.add(Self.basic("transform.translation.y", from: 0, to: -8), forKey: "ty")
        }
        let box = try Self.box(root, 0.5)
        #expect(box.values.number("transform.scale") == 2 && box.values.number("transform.scale.x") == 2)
        Self.expectTransform(box, sx: 2, sy: 2, r: 0, tx: 5, ty: -4)
        // After the animations, the model transform (identity) again.
        Self.expectTransform(try Self.box(root, 1.5), sx: 1, sy: 1, r: 0, tx: 0, ty: 0)
    }

    @Test func scaleComponentsAndRotationTogether() throws {
        let root = Self.tree { l in
            l.add(Self.basic("transform.scale.x", from: 1, to: 2), forKey: "sx")
            l.add(Self.basic("transform.scale.y", from: 1, to: 0.5), forKey: "sy")
            l.add(Self.basic("transform.rotation.z", from: 0, to: .pi / 2), forKey: "r")
        }
        Self.expectTransform(try Self.box(root, 0.5), sx: 1.5, sy: 0.75, r: .pi / 4, tx: 0, ty: 0)
        // On top of a model transform: its translation and scale are the starting parts.
        let moved = Self.tree { l in
            l.transform = Transform3D(AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 3, y: 4)))
            l.add(Self.basic("transform.scale.y", to: 4), forKey: "sy")
        }
        Self.expectTransform(try Self.box(moved, 0.25), sx: 2, sy: 2.5, r: 0, tx: 3, ty: 4)
    }

    @Test func cumulativeRotationsAddAWholeTurnEachRepeat() throws {
        let root = Self.tree { l in
            var spin = Self.basic("transform.rotation.z", from: 0, to: 2 * .pi)
            spin.repeatCount = 3
            spin.isCumulative = true
            spin.fillMode = .forwards
            l.add(spin, forKey: "spin")
        }
        let turn = 2 * Double.pi
        for (t, angle) in [(0.25, turn / 4), (1.25, turn + turn / 4), (2.5, 2 * turn + turn / 2), (2.999999, 2 * turn + turn * 0.999999),
                           (3, 3 * turn), (4, 3 * turn)] {
            let box = try Self.box(root, t)
            #expect(abs((box.values.number("transform.rotation.z") ?? 0) - angle) < 1e-9, "t \(t)")
            #expect(abs((box.values.number("transform.rotation") ?? 0) - angle) < 1e-9, "t \(t)")
            // The matrix cannot tell 6π from 0: it shows the angle modulo a turn.
            Self.expectTransform(box, sx: 1, sy: 1, r: angle, tx: 0, ty: 0)
        }
    }

    @Test func additiveAddsToTheModelValue() throws {
        let root = Self.tree { l in
            l.transform = Transform3D(AffineTransform(rotationAngle: 0.5))
            var turn = Self.basic("transform.rotation.z", from: 0, to: 1)
            turn.isAdditive = true
            l.add(turn, forKey: "turn")
            var slide = Self.basic("position.x", from: 0, to: 10)
            slide.isAdditive = true
            l.add(slide, forKey: "slide")
        }
        let box = try Self.box(root, 0.25)
        #expect(abs((box.values.number("transform.rotation.z") ?? 0) - 0.75) < 1e-12)
        #expect(abs((box.values["position"]?.point?.x ?? 0) - 42.5) < 1e-12)
        Self.expectTransform(box, sx: 1, sy: 1, r: 0.75, tx: 2.5, ty: 0)
    }

    @Test func additiveAndCumulativeTogether() throws {
        let root = Self.tree { l in
            var a = Self.basic("position.x", from: 0, to: 10)
            a.isAdditive = true
            a.isCumulative = true
            a.repeatCount = 3
            l.add(a, forKey: "step")
        }
        // Model 40, plus two whole steps of 10, plus half of the third.
        for (t, x) in [(0.5, 45.0), (1.5, 55), (2.5, 65), (3.5, 40)] {
            #expect(abs((try Self.box(root, t).values["position"]?.point?.x ?? 0) - x) < 1e-12, "t \(t)")
        }
        // Cumulative with from/by: each repeat starts where the last ended.
        var by = Self.basic("opacity", from: 0.5, by: -0.1)
        by.repeatCount = 2
        by.isCumulative = true
        #expect(close(number(by, at: 1.5, model: PropertyValues(["opacity": .number(1)]), key: "opacity"), 0.5 - 0.1 - 0.05, 1e-12))
    }
}
