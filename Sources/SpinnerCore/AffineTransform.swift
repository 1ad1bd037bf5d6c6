#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2D affine transform with CGAffineTransform's layout: a point maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// A translation by (tx, ty).
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale about the origin.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle` radians, clockwise on screen (y down), as UIKit.
    public init(rotationAngle angle: Double) {
        let s = sin(angle), co = cos(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// The transform that applies `self` first and then `other`
    /// (CGAffineTransformConcat order).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// `self` preceded by a translation (CGAffineTransformTranslate).
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// `self` preceded by a scale (CGAffineTransformScale).
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// `self` preceded by a rotation (CGAffineTransformRotate).
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Maps a point.
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Maps a vector (ignores translation).
    public func applyToVector(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y)
    }

    /// The determinant of the linear part.
    public var determinant: Double { a * d - b * c }

    /// True when every coefficient is finite.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The inverse, or nil when the transform is singular.
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The largest factor by which the transform stretches a length: used to turn a
    /// device-space tolerance into a local one.
    public var maxScale: Double {
        // Largest singular value of [[a c][b d]].
        let s1 = a * a + b * b + c * c + d * d
        let s2 = (a * a + b * b - c * c - d * d)
        let s3 = 2 * (a * c + b * d)
        return ((s1 + (s2 * s2 + s3 * s3).squareRoot()) / 2).squareRoot()
    }

    /// Maps a rectangle to the bounding box of its four transformed corners.
    public func apply(_ r: Rect) -> Rect {
        let ps = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                  Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)].map(apply)
        let xs = ps.map(\.x), ys = ps.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}
