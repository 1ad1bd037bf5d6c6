import Foundation
import Testing
@testable import SpinnerCore

@Suite struct Transform3DInterpolationTests {
    static func rotationY(_ theta: Double) -> Transform3D { Transform3D(rotationAngle: theta, x: 0, y: 1, z: 0) }

    @Test func quaternionsGiveTheSameMatricesAsTheRotationConstructor() {
        var g = SplitMix64(seed: 5)
        for _ in 0..<50 {
            let angle = g.uniform(in: -7...7)
            let x = g.uniform(in: -1...1), y = g.uniform(in: -1...1), z = g.uniform(in: -1...1)
            let q = Quaternion(rotationAngle: angle, x: x, y: y, z: z)
            #expect(abs(q.length - 1) < 1e-15)
            #expect(Matrix.maxDifference(Transform3D(q), Transform3D(rotationAngle: angle, x: x, y: y, z: z)) < 1e-14)
        }
    }

    @Test func randomMatricesRoundTripThroughTheirParts() {
        var g = SplitMix64(seed: 30)
        var checked = 0
        for _ in 0..<300 {
            var m = Matrix.random(&g)
            m.m44 = 1
            let rows = [Point3(x: m.m11, y: m.m12, z: m.m13), Point3(x: m.m21, y: m.m22, z: m.m23), Point3(x: m.m31, y: m.m32, z: m.m33)]
            let block = rows[0].dot(rows[1].cross(rows[2]))
            guard abs(block) > 0.05 else { continue }
            let parts = try! #require(m.decomposed)
            #expect(abs(parts.rotation.length - 1) < 1e-12 && parts.rotation.w >= 0)
            #expect(Matrix.maxDifference(Transform3D(parts), m) < 1e-9)
            checked += 1
        }
        #expect(checked > 200)
        // A matrix and its multiples are one map: the parts recompose to M / m44.
        var m = Matrix.random(&g)
        m.m44 = 1
        let scaled = Matrix.make(Matrix.fields(m).map { $0 * 2.5 })
        #expect(Matrix.maxDifference(Transform3D(scaled.decomposed!), m) < 1e-9)
    }

    @Test func partsComeBackAsTheyWentIn() {
        let parts = DecomposedTransform3D(
            translation: Point3(x: 10, y: -20, z: 30), scale: Point3(x: 2, y: 0.5, z: 3),
            skewXY: 0.3, skewXZ: -0.2, skewYZ: 0.1,
            perspective: HomogeneousPoint(x: 0.001, y: -0.002, z: -0.004, w: 1.2),
            rotation: Quaternion(rotationAngle: 2.2, x: 1, y: 2, z: -2))
        let back = Transform3D(parts).decomposed!
        let m44 = Transform3D(parts).m44
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-12 }
        #expect((back.translation - parts.translation * (1 / m44)).length < 1e-12)
        #expect((back.scale - parts.scale * (1 / m44)).length < 1e-12)
        #expect(close(back.skewXY, 0.3) && close(back.skewXZ, -0.2) && close(back.skewYZ, 0.1))
        let p = back.perspective
        #expect(close(p.x, 0.001) && close(p.y, -0.002) && close(p.z, -0.004))
        #expect(abs(back.rotation.dot(parts.rotation) - 1) < 1e-12)
    }

    @Test func aMirrorIsAHalfTurnWithEveryScaleNegated() {
        let parts = Transform3D(scaleX: -1, y: 1, z: 1).decomposed!
        #expect(parts.scale == Point3(x: -1, y: -1, z: -1))
        // The rows (1, 0, 0), (0, −1, 0), (0, 0, −1): half a turn about x.
        #expect(abs(abs(parts.rotation.x) - 1) < 1e-15 && parts.rotation.y == 0 && parts.rotation.z == 0)
        #expect(Matrix.maxDifference(Transform3D(parts), Transform3D(scaleX: -1, y: 1, z: 1)) < 1e-15)
    }

    @Test func aHalfTurnKeepsItsAxisSigns() {
        // About (1, −1, 0): CSS's sign comparisons see equal entries here; the axis must come back
        // with x and y of opposite signs.
        let q = Transform3D(rotationAngle: Double.pi, x: 1, y: -1, z: 0).decomposed!.rotation
        #expect(abs(q.x + q.y) < 1e-15 && abs(abs(q.x) - 0.5.squareRoot()) < 1e-15 && abs(q.w) < 1e-15)
    }

    @Test(arguments: [0.5, 0.25, 0.8])
    func rotationsAboutYInterpolateTheirAngle(fraction: Double) {
        // 0° to 180° about y: the parts' rotation is slerped, so the angle moves linearly.
        let mid = Transform3D.identity.interpolated(to: Self.rotationY(Double.pi), fraction: fraction)
        #expect(Matrix.maxDifference(mid, Self.rotationY(fraction * Double.pi)) < 1e-14)
        // 30° to 150° about x.
        let a = Transform3D(rotationAngle: Double.pi / 6, x: 1, y: 0, z: 0)
        let b = Transform3D(rotationAngle: 5 * Double.pi / 6, x: 1, y: 0, z: 0)
        let want = Transform3D(rotationAngle: Double.pi / 6 + fraction * 2 * Double.pi / 3, x: 1, y: 0, z: 0)
        #expect(Matrix.maxDifference(a.interpolated(to: b, fraction: fraction), want) < 1e-14)
    }

    @Test func rotationsTakeTheShorterWay() {
        // 270° about z is −90°: the midpoint is −45°, not 135°.
        let end = Transform3D(rotationAngle: 1.5 * Double.pi, x: 0, y: 0, z: 1)
        let mid = Transform3D.identity.interpolated(to: end, fraction: 0.5)
        #expect(Matrix.maxDifference(mid, Transform3D(rotationAngle: -Double.pi / 4, x: 0, y: 0, z: 1)) < 1e-14)
        // 170° about +y to 170° about −y (20° apart through 180°): the midpoint is the half turn.
        let a = Self.rotationY(170 * Double.pi / 180), b = Transform3D(rotationAngle: 170 * Double.pi / 180, x: 0, y: -1, z: 0)
        #expect(Matrix.maxDifference(a.interpolated(to: b, fraction: 0.5), Self.rotationY(Double.pi)) < 1e-14)
    }

    @Test func rotationsAboutDifferentAxesMeetOnTheGreatCircle() {
        // 90° about x to 90° about y: the quaternions (s, 0, 0, s) and (0, s, 0, s), s = √½, are 60°
        // apart; their midpoint is their normalised sum, (1, 1, 0, 2)/√6: 2·acos(2/√6) about (1, 1, 0).
        let a = Transform3D(rotationAngle: Double.pi / 2, x: 1, y: 0, z: 0)
        let b = Transform3D(rotationAngle: Double.pi / 2, x: 0, y: 1, z: 0)
        let want = Transform3D(rotationAngle: 2 * acos(2 / 6.0.squareRoot()), x: 1, y: 1, z: 0)
        #expect(Matrix.maxDifference(a.interpolated(to: b, fraction: 0.5), want) < 1e-14)
    }

    @Test func nearlyEqualRotationsKeepTheirDigits() {
        // 1e-7 to 3e-7 radians about z: the midpoint's sine is sin(2e-7) to 15 digits, which
        // acos of a dot product within 1e-14 of 1 could not give.
        let a = Transform3D(rotationAngle: 1e-7, x: 0, y: 0, z: 1), b = Transform3D(rotationAngle: 3e-7, x: 0, y: 0, z: 1)
        let mid = a.interpolated(to: b, fraction: 0.5)
        #expect(abs(mid.m12 - sin(2e-7)) < 1e-21 && abs(mid.m21 + sin(2e-7)) < 1e-21)
        let q = Quaternion(rotationAngle: 1e-7, x: 1, y: 2, z: 3)
            .slerp(to: Quaternion(rotationAngle: 3e-7, x: 1, y: 2, z: 3), fraction: 0.25)
        #expect(abs(q.length - 1) < 1e-15)
        #expect(abs(q.x - sin(0.75e-7) / 14.0.squareRoot()) < 1e-22)
    }

    @Test func translationsAndScalesInterpolateLinearly() {
        let a = Transform3D(translationX: 10, y: -20, z: 30), b = Transform3D(translationX: -50, y: 40, z: 0)
        for t in [0.1, 0.3, 0.5, 0.9, 1.25, -0.5] {
            let want = Transform3D(translationX: 10 - 60 * t, y: -20 + 60 * t, z: 30 - 30 * t)
            #expect(Matrix.maxDifference(a.interpolated(to: b, fraction: t), want) < 1e-12)
        }
        let s = Transform3D.identity.interpolated(to: Transform3D(scaleX: 3, y: 2, z: 0.5), fraction: 0.25)
        #expect(Matrix.maxDifference(s, Transform3D(scaleX: 1.5, y: 1.25, z: 0.875)) < 1e-15)
    }

    @Test func perspectiveMidpointHalvesM34() {
        let d = 400.0
        let mid = Transform3D.identity.interpolated(to: Transform3D(perspectiveDistance: d), fraction: 0.5)
        #expect(Matrix.maxDifference(mid, Transform3D(perspectiveDistance: 2 * d)) < 1e-15)
        // CA's flip idiom, t.m34 = −1/d then rotated about y: R(θ)·P(d) decomposes to the rotation
        // and the perspective column (0, 0, −1/d, 1), so halfway it is R(θ/2)·P(2d).
        let theta = 2.0
        let flip = Transform3D(perspectiveDistance: d).rotated(by: theta, x: 0, y: 1, z: 0)
        let parts = flip.decomposed!
        #expect(abs(parts.perspective.z + 1 / d) < 1e-15 && abs(parts.perspective.x) < 1e-15 && parts.perspective.w == 1)
        let want = Transform3D(perspectiveDistance: 2 * d).rotated(by: theta / 2, x: 0, y: 1, z: 0)
        #expect(Matrix.maxDifference(Transform3D.identity.interpolated(to: flip, fraction: 0.5), want) < 1e-14)
    }

    @Test func endsAreTheMatricesThemselves() {
        var g = SplitMix64(seed: 9)
        let a = Matrix.random(&g), b = Matrix.random(&g)
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
    }

    @Test func aMatrixThatCannotBeDecomposedJumpsAtHalfway() {
        let flat = Transform3D(scaleX: 0, y: 1, z: 1), turn = Self.rotationY(1)
        #expect(flat.decomposed == nil)
        #expect(flat.interpolated(to: turn, fraction: 0.49) == flat)
        #expect(flat.interpolated(to: turn, fraction: 0.5) == turn)
        var noW = Transform3D.identity
        noW.m44 = 0
        #expect(noW.decomposed == nil)
        #expect(turn.interpolated(to: noW, fraction: 0.2) == turn)
        #expect(turn.interpolated(to: noW, fraction: 0.7) == noW)
    }
}
