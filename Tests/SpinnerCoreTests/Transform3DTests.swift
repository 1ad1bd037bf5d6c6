import Foundation
import Testing
@testable import SpinnerCore

/// Field-by-field comparisons, written out so a failure names the matrices.
enum Matrix {
    static func fields(_ t: Transform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    }

    static func maxDifference(_ a: Transform3D, _ b: Transform3D) -> Double {
        zip(fields(a), fields(b)).map { abs($0 - $1) }.max()!
    }

    static func product(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
        // Row-by-column from the definition, independent of `concatenating`.
        let x = fields(a), y = fields(b)
        var out = [Double](repeating: 0, count: 16)
        for i in 0..<4 { for j in 0..<4 { for k in 0..<4 { out[i * 4 + j] += x[i * 4 + k] * y[k * 4 + j] } } }
        return make(out)
    }

    static func make(_ f: [Double]) -> Transform3D {
        Transform3D(m11: f[0], m12: f[1], m13: f[2], m14: f[3], m21: f[4], m22: f[5], m23: f[6], m24: f[7],
                    m31: f[8], m32: f[9], m33: f[10], m34: f[11], m41: f[12], m42: f[13], m43: f[14], m44: f[15])
    }

    static func random(_ g: inout SplitMix64, range: ClosedRange<Double> = -2...2) -> Transform3D {
        make((0..<16).map { _ in g.uniform(in: range) })
    }
}

@Suite struct Transform3DTests {
    static let angles: [Double] = [0, 0.3, -1.1, Double.pi / 2, 2.5, Double.pi, 4.0, -5.9]

    @Test(arguments: angles)
    func rotationAboutZIsExactlyTheAffineRotation(theta: Double) {
        let t = Transform3D(rotationAngle: theta, x: 0, y: 0, z: 1)
        #expect(t.isAffine)
        #expect(t.affine == AffineTransform(rotationAngle: theta))
        #expect(t == Transform3D(AffineTransform(rotationAngle: theta)))
        // Clockwise on a y-down screen: (1, 0) turns toward +y for a small positive angle.
        if theta == 0.3 { #expect(t.apply(Point(x: 1, y: 0))!.y > 0) }
    }

    @Test(arguments: angles)
    func rotationsAboutXAndYHaveCoreAnimationsEntries(theta: Double) {
        let c = cos(theta), s = sin(theta)
        let y = Transform3D(rotationAngle: theta, x: 0, y: 1, z: 0)
        #expect(Matrix.maxDifference(y, Matrix.make([c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1])) < 1e-15)
        let x = Transform3D(rotationAngle: theta, x: 1, y: 0, z: 0)
        #expect(Matrix.maxDifference(x, Matrix.make([1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1])) < 1e-15)
        // The axis's entry is exactly one and the rotation is not affine unless it is trivial.
        #expect(y.m22 == 1 && x.m11 == 1)
    }

    @Test func rotationAboutAGeneralAxisFixesTheAxisAndTurnsRightHanded() {
        let axis = Point3(x: 1, y: -2, z: 3), theta = 0.7
        let t = Transform3D(rotationAngle: theta, x: axis.x, y: axis.y, z: axis.z)
        let image = t.project(axis).divided!
        #expect((image - axis).length < 1e-14)
        // A vector across the axis turns by theta, and v × v' points along the axis.
        let v = Point3(x: 3, y: 0, z: -1)
        #expect(abs(v.dot(axis)) == 0)
        let h = t.project(v)
        let w = Point3(x: h.x, y: h.y, z: h.z)
        #expect(abs(w.length - v.length) < 1e-14)
        #expect(abs(v.dot(w) / v.dot(v) - cos(theta)) < 1e-14)
        #expect(abs(v.cross(w).dot(axis.normalized) / v.dot(v) - sin(theta)) < 1e-14)
        #expect(abs(t.determinant - 1) < 1e-14)
    }

    @Test func axisIsNormalisedAndAZeroAxisGivesTheIdentity() {
        #expect(Transform3D(rotationAngle: 1.2, x: 0, y: 0, z: 7) == Transform3D(rotationAngle: 1.2, x: 0, y: 0, z: 1))
        #expect(Matrix.maxDifference(Transform3D(rotationAngle: 1.2, x: 2, y: 2, z: 0),
                                     Transform3D(rotationAngle: 1.2, x: 0.5, y: 0.5, z: 0)) < 1e-15)
        #expect(Transform3D(rotationAngle: 1.2, x: 0, y: 0, z: 0).isIdentity)
        let t = Transform3D(translationX: 3, y: 4, z: 5)
        #expect(t.rotated(by: 1.2, x: 0, y: 0, z: 0) == t)
    }

    @Test func concatenationAppliesTheReceiverFirst() {
        let move = Transform3D(translationX: 10, y: 0, z: 0), grow = Transform3D(scaleX: 2, y: 3, z: 4)
        #expect(move.concatenating(grow).project(Point3.zero).divided == Point3(x: 20, y: 0, z: 0))
        #expect(grow.concatenating(move).project(Point3.zero).divided == Point3(x: 10, y: 0, z: 0))
        var g = SplitMix64(seed: 7)
        for _ in 0..<20 {
            let a = Matrix.random(&g), b = Matrix.random(&g)
            #expect(Matrix.maxDifference(a.concatenating(b), Matrix.product(a, b)) < 1e-14)
        }
    }

    @Test func translateScaleAndRotatePrecedeTheTransformAsCoreAnimations() {
        let base = Transform3D(rotationAngle: 0.4, x: 1, y: 1, z: 0)
        #expect(base.translatedBy(x: 1, y: 2, z: 3) == Transform3D(translationX: 1, y: 2, z: 3).concatenating(base))
        #expect(base.scaledBy(x: 2, y: 3, z: 4) == Transform3D(scaleX: 2, y: 3, z: 4).concatenating(base))
        #expect(base.rotated(by: 0.9, x: 0, y: 1, z: 0) == Transform3D(rotationAngle: 0.9, x: 0, y: 1, z: 0).concatenating(base))
        // The same order as the affine API, field for field.
        let a = AffineTransform(a: 1.5, b: 0.2, c: -0.3, d: 0.8, tx: 12, ty: -7)
        #expect(Transform3D(a).translatedBy(x: 4, y: 5, z: 0) == Transform3D(a.translatedBy(x: 4, y: 5)))
        #expect(Transform3D(a).scaledBy(x: 2, y: -1, z: 1) == Transform3D(a.scaledBy(x: 2, y: -1)))
        #expect(Matrix.maxDifference(Transform3D(a).rotated(by: 0.6, x: 0, y: 0, z: 1), Transform3D(a.rotated(by: 0.6))) < 1e-15)
        let b = AffineTransform(rotationAngle: 1.1).translatedBy(x: 3, y: 0)
        #expect(Transform3D(a).concatenating(Transform3D(b)) == Transform3D(a.concatenating(b)))
    }

    @Test func inverseUndoesRandomMatricesAndSingularOnesHaveNone() {
        var g = SplitMix64(seed: 11)
        for _ in 0..<50 {
            let m = Matrix.random(&g)
            guard abs(m.determinant) > 0.1 else { continue }
            let inverse = m.inverted()!
            #expect(Matrix.maxDifference(Matrix.product(m, inverse), .identity) < 1e-12)
            #expect(Matrix.maxDifference(Matrix.product(inverse, m), .identity) < 1e-12)
            #expect(abs(m.determinant * inverse.determinant - 1) < 1e-12)
        }
        #expect(Transform3D(scaleX: 2, y: 3, z: 4).determinant == 24)
        #expect(Transform3D(scaleX: 2, y: 3, z: 4).inverted() == Transform3D(scaleX: 0.5, y: 1.0 / 3, z: 0.25))
        #expect(Transform3D(translationX: 1, y: 2, z: 3).inverted() == Transform3D(translationX: -1, y: -2, z: -3))
        #expect(Transform3D(scaleX: 1, y: 0, z: 1).inverted() == nil)
        var infinite = Transform3D.identity
        infinite.m42 = .infinity
        #expect(infinite.inverted() == nil && !infinite.isFinite)
    }

    @Test func determinantOfAProductIsTheProductOfDeterminants() {
        var g = SplitMix64(seed: 3)
        for _ in 0..<20 {
            let a = Matrix.random(&g), b = Matrix.random(&g)
            #expect(abs(a.concatenating(b).determinant - a.determinant * b.determinant) < 1e-12)
        }
    }

    @Test func affineRoundTripAndTheTenFieldsIsAffineTests() {
        let a = AffineTransform(a: 1.5, b: 0.2, c: -0.3, d: 0.8, tx: 12, ty: -7)
        let t = Transform3D(a)
        #expect(t.isAffine && t.affine == a)
        #expect(t.apply(Point(x: 3, y: -2)) == a.apply(Point(x: 3, y: -2)))
        let fixed: [WritableKeyPath<Transform3D, Double>] = [\.m13, \.m14, \.m23, \.m24, \.m31, \.m32, \.m33, \.m34, \.m43, \.m44]
        for k in fixed {
            var u = t
            u[keyPath: k] += 0.5
            #expect(!u.isAffine)
        }
        let free: [WritableKeyPath<Transform3D, Double>] = [\.m11, \.m12, \.m21, \.m22, \.m41, \.m42]
        for k in free {
            var u = t
            u[keyPath: k] += 0.5
            #expect(u.isAffine)
        }
        #expect(!Transform3D(perspectiveDistance: 500).isAffine)
        #expect(Transform3D.identity.isIdentity && !t.isIdentity)
    }

    @Test func perspectiveDividesByOneMinusZOverD() {
        let p = Transform3D(perspectiveDistance: 500)
        #expect(p.m34 == -1.0 / 500)
        let h = p.project(Point3(x: 100, y: 50, z: 100))
        #expect(h == HomogeneousPoint(x: 100, y: 50, z: 100, w: 0.8))
        let q = h.divided!
        #expect(abs(q.x - 125) < 1e-12 && abs(q.y - 62.5) < 1e-12)
        // At the eye and behind it there is no image: w = 1 + x·sin(1.2)/500 is negative at x = −600.
        #expect(p.project(Point3(x: 1, y: 1, z: 500)).divided == nil)
        #expect(p.project(Point3(x: 1, y: 1, z: 600)).divided == nil)
        let tilted = p.rotated(by: 1.2, x: 0, y: 1, z: 0)
        #expect(tilted.apply(Point(x: -600, y: 0)) == nil)
        #expect(tilted.apply(Point(x: 450, y: 0)) != nil)
    }
}
