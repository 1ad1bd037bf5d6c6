import Foundation
import SpinnerCore

// Foundation on Linux has CGFloat, CGPoint, CGSize and CGRect but not Core Graphics' transform,
// so it is defined here over the engine's `AffineTransform` (named in full: Foundation has an
// `AffineTransform` of its own).

/// Core Graphics' 2D affine transform: a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// A transform with the given coefficients.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// All six coefficients zero, as the `init()` Swift gives the imported C struct on Apple's
    /// platforms (it is not the identity there either: use `.identity`).
    public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `angle` radians about the origin (clockwise on a y-down screen).
    public init(rotationAngle angle: CGFloat) { self.init(SpinnerCore.AffineTransform(rotationAngle: Double(angle))) }

    /// A scale about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(SpinnerCore.AffineTransform(scaleX: Double(sx), y: Double(sy))) }

    /// A translation by (tx, ty).
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(SpinnerCore.AffineTransform(translationX: Double(tx), y: Double(ty))) }

    // Apple's order: each of these three puts the new step before `self` (CGAffineTransformRotate
    // and friends compute step × self), so `t.rotated(by: a)` rotates a point, then applies `t`.

    /// This transform preceded by a rotation of `angle` radians.
    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(engine.rotated(by: Double(angle))) }

    /// This transform preceded by a scale.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(engine.scaledBy(x: Double(sx), y: Double(sy)))
    }

    /// This transform preceded by a translation.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(engine.translatedBy(x: Double(tx), y: Double(ty)))
    }

    /// This transform, then `t2` (CGAffineTransformConcat(self, t2)).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { CGAffineTransform(engine.concatenating(t2.engine)) }

    /// The inverse; the transform itself when it has none, as Core Graphics returns it.
    public func inverted() -> CGAffineTransform { engine.inverted().map(CGAffineTransform.init) ?? self }

    /// True when the transform is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// The engine's transform with the same coefficients.
    package var engine: SpinnerCore.AffineTransform {
        SpinnerCore.AffineTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }

    /// The transform with the engine transform's coefficients.
    package init(_ engine: SpinnerCore.AffineTransform) {
        self.init(a: engine.a, b: engine.b, c: engine.c, d: engine.d, tx: engine.tx, ty: engine.ty)
    }
}

extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by `t`'s linear part, translation ignored (a size is a vector), and
    /// possibly negative, as Core Graphics maps sizes.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four mapped corners; the null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}

/// The largest finite `Float`, C's `MAXFLOAT` (which Glibc's Swift overlay does not carry):
/// Core Animation code writes `repeatCount = MAXFLOAT` for "for ever".
public let MAXFLOAT: Float = .greatestFiniteMagnitude
