import Foundation
import SpinnerCore

/// Core Animation's 4×4 transform, row-vector convention: a point is the row (x, y, z, 1)
/// multiplied on the left, so `m41`, `m42`, `m43` translate and `m34` is the perspective term.
/// The functions below compute through the engine's `Transform3D`, which the renderer uses too.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// All sixteen fields zero, as the `init()` Swift gives the imported C struct on Apple's
    /// platforms; the identity is `CATransform3DIdentity`.
    public init() { self.init(Transform3D(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                                          m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)) }

    /// A transform with the given fields.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The transform with the engine transform's fields.
    package init(_ t: Transform3D) {
        self.init(m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
                  m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
    }

    /// The engine's transform with the same fields.
    package var engine: Transform3D {
        Transform3D(m11: Double(m11), m12: Double(m12), m13: Double(m13), m14: Double(m14),
                    m21: Double(m21), m22: Double(m22), m23: Double(m23), m24: Double(m24),
                    m31: Double(m31), m32: Double(m32), m33: Double(m33), m34: Double(m34),
                    m41: Double(m41), m42: Double(m42), m43: Double(m43), m44: Double(m44))
    }
}

/// The identity transform: `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D(Transform3D.identity)

/// True when `t` is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.engine.isIdentity }

/// True when the two transforms are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(translationX: Double(tx), y: Double(ty), z: Double(tz)))
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(scaleX: Double(sx), y: Double(sy), z: Double(sz)))
}

/// A rotation of `angle` radians about the axis (x, y, z); a zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(rotationAngle: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
}

/// `t` preceded by a translation: translate · t.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(t.engine.translatedBy(x: Double(tx), y: Double(ty), z: Double(tz)))
}

/// `t` preceded by a scale: scale · t.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(t.engine.scaledBy(x: Double(sx), y: Double(sy), z: Double(sz)))
}

/// `t` preceded by a rotation: rotate · t (a zero axis leaves `t` as it is).
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(t.engine.rotated(by: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
}

/// `a` then `b`: the matrix product a · b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.engine.concatenating(b.engine))
}

/// The inverse; `t` itself when it has none, as Core Animation returns it.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.engine.inverted().map(CATransform3D.init) ?? t
}

/// The transform with the same effect as `m` in the plane, leaving z alone.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(Transform3D(m.engine)) }

/// True when `t` can be exactly represented by an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.engine.isAffine }

/// The affine part of `t` (m11, m12, m21, m22, m41, m42); exact only when `t` is affine.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { CGAffineTransform(t.engine.affine) }
