#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A homogeneous 3D transform with CATransform3D's sixteen fields and conventions: a point is the
/// row vector (x, y, z, 1) multiplied on the left, so (x, y, z, 1) · M =
/// (x·m11 + y·m21 + z·m31 + m41, x·m12 + y·m22 + z·m32 + m42, x·m13 + y·m23 + z·m33 + m43,
///  x·m14 + y·m24 + z·m34 + m44).
/// m41…m43 translate, and `m34 = -1/d` is Core Animation's perspective: the eye sits at z = d
/// looking down −z, so w = 1 − z/d and a point nearer the eye (z > 0) is drawn larger.
public struct Transform3D: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// CATransform3DIdentity.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// A translation by (tx, ty, tz) (CATransform3DMakeTranslation).
    public init(translationX tx: Double, y ty: Double, z tz: Double) {
        self = .identity
        m41 = tx; m42 = ty; m43 = tz
    }

    /// A scale about the origin (CATransform3DMakeScale).
    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self = .identity
        m11 = sx; m22 = sy; m33 = sz
    }

    /// A rotation by `angle` radians about the axis (x, y, z) through the origin
    /// (CATransform3DMakeRotation). The axis is normalised; a zero (or non-finite) axis gives the
    /// identity, as Core Animation does. The sense is CA's: about z it is
    /// `AffineTransform(rotationAngle: angle)`, clockwise on a y-down screen; about y by a small
    /// positive angle the layer's right edge turns away from the viewer (toward −z), and about x
    /// its bottom edge turns toward the viewer (+z): the right-handed rotation of (x, y, z).
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let ux = x / length, uy = y / length, uz = z / length
        let s = sin(angle), c = cos(angle), t = 1 - c
        // The axis's own diagonal entry is exactly 1, so a rotation about z is exactly affine and
        // exactly AffineTransform(rotationAngle:) (c + t would round).
        func diagonal(_ u: Double) -> Double { u * u == 1 ? 1 : c + t * u * u }
        // Rodrigues' rotation of the row vector: the transpose of the usual column-vector matrix.
        self.init(
            m11: diagonal(ux), m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: diagonal(uy), m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: diagonal(uz), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The perspective Core Animation users write as `t.m34 = -1.0 / d`: the identity with the eye
    /// at distance `d` in front of the plane z = 0. Not a CA function, a name for that idiom; an
    /// infinite `d` gives the identity and a zero one an infinite field, as the idiom does.
    public init(perspectiveDistance d: Double) {
        self = .identity
        m34 = -1 / d
    }

    /// The transform that applies `self` first and then `other`: the matrix product self · other,
    /// CATransform3DConcat(self, other).
    public func concatenating(_ o: Transform3D) -> Transform3D {
        Transform3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
    }

    /// `self` preceded by a translation (CATransform3DTranslate: translate · self).
    public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// `self` preceded by a scale (CATransform3DScale: scale · self).
    public func scaledBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// `self` preceded by a rotation (CATransform3DRotate: rotation · self). A zero axis leaves
    /// `self` as it is.
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// True when every field equals the identity's exactly (CATransform3DIsIdentity).
    public var isIdentity: Bool { self == .identity }

    /// True when every field is a finite number.
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }
}

extension Transform3D {
    /// The transform with the same effect as `affine` on the plane, leaving z alone
    /// (CATransform3DMakeAffineTransform): a, b, c, d, tx, ty go to m11, m12, m21, m22, m41, m42.
    public init(_ affine: AffineTransform) {
        self = .identity
        m11 = affine.a; m12 = affine.b
        m21 = affine.c; m22 = affine.d
        m41 = affine.tx; m42 = affine.ty
    }

    /// m11, m12, m21, m22, m41, m42 as an affine transform (CATransform3DGetAffineTransform).
    /// Exact only when `isAffine`; otherwise, as CA's header says of its own, it drops the rest.
    public var affine: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// True when the transform is exactly `Transform3D(affine)` for some affine transform: the ten
    /// fields an affine transform never sets hold their identity values (m13, m14, m23, m24, m31,
    /// m32, m34, m43 zero; m33, m44 one). Apple documents CATransform3DIsAffine only as "can be
    /// exactly represented by an affine transform" and does not list the fields it tests; these
    /// are the ones CATransform3DMakeAffineTransform fixes, and the ones WebKit's
    /// TransformationMatrix::isAffine tests.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }
}

extension Transform3D {
    /// The homogeneous image of `p`, before the perspective divide.
    public func project(_ p: Point3) -> HomogeneousPoint {
        HomogeneousPoint(
            x: p.x * m11 + p.y * m21 + p.z * m31 + m41,
            y: p.x * m12 + p.y * m22 + p.z * m32 + m42,
            z: p.x * m13 + p.y * m23 + p.z * m33 + m43,
            w: p.x * m14 + p.y * m24 + p.z * m34 + m44)
    }

    /// The homogeneous image of the layer-plane point (p.x, p.y, 0).
    public func project(_ p: Point) -> HomogeneousPoint {
        HomogeneousPoint(
            x: p.x * m11 + p.y * m21 + m41,
            y: p.x * m12 + p.y * m22 + m42,
            z: p.x * m13 + p.y * m23 + m43,
            w: p.x * m14 + p.y * m24 + m44)
    }

    /// Where the layer-plane point (p.x, p.y, 0) lands in the superlayer's plane after the
    /// perspective divide, or nil when it is at or behind the eye (w ≤ 0).
    public func apply(_ p: Point) -> Point? {
        let h = project(p)
        guard h.w > 0 else { return nil }
        return Point(x: h.x / h.w, y: h.y / h.w)
    }
}
