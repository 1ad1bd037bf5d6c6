#if canImport(Glibc)
import Glibc
#endif
import Testing
import SpinnerCore
@testable import SpinnerAnimation

/// Whole-`transform` animations interpolate as Core Animation does, through the decomposition
/// (`Transform3D.interpolated`): a half turn about y from the identity is a quarter turn at its
/// midpoint, not the mean of the two matrices (whose x column would collapse to zero).
@Suite struct TransformAnimationTests {
    private func scene(from: Transform3D, to: Transform3D, key: AnimationKeyPath = "transform") throws -> Scene {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        let card = Layer()
        card.name = "card"
        card.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        card.position = Point(x: 50, y: 50)
        card.backgroundColor = Color(hex: "#000000")
        var flip = BasicAnimation(keyPath: key)
        flip.fromValue = .transform(from)
        flip.toValue = .transform(to)
        flip.duration = 1
        card.add(flip, forKey: "flip")
        root.addSublayer(card)
        return try Scene(root: root)
    }

    private func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-12) -> Bool {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        return zip(x, y).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func aHalfTurnAboutYIsAQuarterTurnAtItsMidpoint() throws {
        let perspective = Transform3D(perspectiveDistance: 200)
        let end = Transform3D(rotationAngle: .pi * 0.9, x: 0, y: 1, z: 0).concatenating(perspective)
        let scene = try scene(from: perspective, to: end)
        for t in [0.25, 0.5, 0.75] {
            let values = try #require(scene.presentedLayers(at: t).first { $0.name == "card" }?.values)
            let presented = try #require(values["transform"]?.transform)
            // The parts move linearly: the angle, and the perspective (the same at both ends).
            let expected = Transform3D(rotationAngle: .pi * 0.9 * t, x: 0, y: 1, z: 0).concatenating(perspective)
            #expect(close(presented, expected, 1e-9), "\(t)")
            // The parts are Euler angles, unique up to 90° about y (past it the same rotation
            // reads as half turns about x and z with π − θ about y).
            if t <= 0.5 { #expect(abs((values["transform.rotation.y"]?.number ?? .nan) - .pi * 0.9 * t) < 1e-9) }
        }
        // Drawn through it: the card's right edge turned away under the perspective.
        guard case .draw(let item)? = scene.presentation(at: 0.5).commands.first else { Issue.record("no drawing"); return }
        let projection = try #require(item.projection)
        let theta = .pi * 0.45, (u, v) = (20.0, 20.0)
        let w = 1 + u * sin(theta) / 200
        let corner = try #require(projection.apply(Point(x: 40, y: 40)))
        #expect(abs(corner.x - (u * cos(theta) / w + 50)) < 1e-9 && abs(corner.y - (v / w + 50)) < 1e-9)
    }

    @Test func translationsAndScalesInterpolateLinearly() throws {
        let a = Transform3D(scaleX: 1, y: 2, z: 1).concatenating(Transform3D(translationX: 10, y: 0, z: 0))
        let b = Transform3D(scaleX: 3, y: 2, z: 1).concatenating(Transform3D(translationX: 30, y: -20, z: 0))
        let values = try #require(try scene(from: a, to: b).presentedLayers(at: 0.25).first { $0.name == "card" }?.values)
        let expected = Transform3D(scaleX: 1.5, y: 2, z: 1).concatenating(Transform3D(translationX: 15, y: -5, z: 0))
        #expect(close(try #require(values["transform"]?.transform), expected, 1e-12))
        // A plane transform's parts are listed as the engine shows them.
        #expect(abs((values["transform.scale.x"]?.number ?? 0) - 1.5) < 1e-12 && abs((values["transform.translation.y"]?.number ?? 0) + 5) < 1e-12)
    }

    @Test func sublayerTransformAnimatesThePerspectiveOfItsSublayers() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        var zoom = BasicAnimation(keyPath: "sublayerTransform")
        zoom.fromValue = .transform(Transform3D(perspectiveDistance: 100))
        zoom.toValue = .transform(Transform3D(perspectiveDistance: 300))
        zoom.duration = 1
        root.add(zoom, forKey: "zoom")
        let card = Layer()
        card.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        card.position = Point(x: 50, y: 50)
        card.backgroundColor = Color(hex: "#000000")
        card.zPosition = 20
        root.addSublayer(card)
        let scene = try Scene(root: root)
        // m34 goes linearly from -1/100 to -1/300: at 0.5 it is -1/150; a card 20 pt nearer
        // than the plane is drawn 1 / (1 − 20/150) times its size about the centre.
        guard case .draw(let item)? = scene.presentation(at: 0.5).commands.first else { Issue.record("no drawing"); return }
        let projection = try #require(item.projection)
        let corner = try #require(projection.apply(Point(x: 0, y: 0)))
        let k = 1 / (1 - 20.0 / 150)
        #expect(abs(corner.x - (50 - 20 * k)) < 1e-9 && abs(corner.y - (50 - 20 * k)) < 1e-9)
    }
}
