#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One drawing piece of a subpath with its start point made explicit: a line, a quadratic or a
/// cubic Bézier curve, parameterised by t in 0...1.
public enum PathSegment: Hashable, Sendable {
    case line(Point, Point)
    case quad(Point, Point, Point)
    case cubic(Point, Point, Point, Point)

    // MARK: - Endpoints

    /// The point at t = 0.
    public var start: Point {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
        }
    }

    /// The point at t = 1.
    public var end: Point {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
        }
    }

    /// True when every control point equals the start, so the segment draws nothing and has no
    /// direction.
    public var isDegenerate: Bool {
        switch self {
        case .line(let a, let b): return a == b
        case .quad(let a, let b, let c): return a == b && a == c
        case .cubic(let a, let b, let c, let d): return a == b && a == c && a == d
        }
    }

    // MARK: - Evaluation

    /// The curve point at parameter t (de Casteljau form, stable for t in 0...1).
    @inline(__always)
    public func point(at t: Double) -> Point {
        switch self {
        case .line(let a, let b):
            return a.lerp(to: b, t)
        case .quad(let a, let b, let c):
            return a.lerp(to: b, t).lerp(to: b.lerp(to: c, t), t)
        case .cubic(let a, let b, let c, let d):
            let ab = a.lerp(to: b, t), bc = b.lerp(to: c, t), cd = c.lerp(to: d, t)
            return ab.lerp(to: bc, t).lerp(to: bc.lerp(to: cd, t), t)
        }
    }

    /// dP/dt at parameter t.
    public func derivative(at t: Double) -> Point {
        switch self {
        case .line(let a, let b):
            return b - a
        case .quad(let a, let b, let c):
            return 2 * (b - a).lerp(to: c - b, t)
        case .cubic(let a, let b, let c, let d):
            let u = b - a, v = c - b, w = d - c
            return 3 * u.lerp(to: v, t).lerp(to: v.lerp(to: w, t), t)
        }
    }

    /// d²P/dt² at parameter t.
    func secondDerivative(at t: Double) -> Point {
        switch self {
        case .line:
            return .zero
        case .quad(let a, let b, let c):
            return 2 * (c - 2 * b + a)
        case .cubic(let a, let b, let c, let d):
            let u = c - 2 * b + a, v = d - 2 * c + b
            return 6 * u.lerp(to: v, t)
        }
    }

    /// The unit direction of travel at t, or nil for a degenerate segment. Where the first
    /// derivative vanishes (coincident control points, cusps) the direction is taken from the
    /// curve's chords, which is the limit of the tangent there.
    public func unitTangent(at t: Double) -> Point? {
        unitTangent(at: t, controlSpan: controlSpan)
    }

    /// `unitTangent(at:)` with the segment's `controlSpan` already known, for callers that ask
    /// many times along one segment (the stroker's sampling): three square roots fewer a call.
    @inline(__always)
    func unitTangent(at t: Double, controlSpan scale: Double) -> Point? {
        let d = derivative(at: t)
        guard scale > 0 else { return nil }
        let length = d.length
        if length > scale * 1e-12 { return d * (1 / length) }
        // The derivative vanishes: near an end the motion follows the second derivative
        // (forwards at t = 0; at t = 1 the curve arrives against it).
        let dd = secondDerivative(at: t)
        if dd.length > scale * 1e-12 {
            let dir = dd * (1 / dd.length)
            return t < 0.5 ? dir : -dir
        }
        // Three coincident control points: the chord is the only direction left.
        let chord = end - start
        guard chord.length > 0 else { return nil }
        return chord * (1 / chord.length)
    }

    /// The length of the control polygon, an upper bound of the arc length.
    var controlSpan: Double {
        switch self {
        case .line(let a, let b): return a.distance(to: b)
        case .quad(let a, let b, let c): return a.distance(to: b) + b.distance(to: c)
        case .cubic(let a, let b, let c, let d): return a.distance(to: b) + b.distance(to: c) + c.distance(to: d)
        }
    }

    // MARK: - Cutting and transforming

    /// The part of the segment between parameters t0 and t1, as the same kind of curve
    /// (de Casteljau splitting), so a trimmed curve keeps its exact shape.
    public func subsegment(from t0: Double, to t1: Double) -> PathSegment {
        if t0 <= 0 && t1 >= 1 { return self }
        switch self {
        case .line(let a, let b):
            return .line(t0 <= 0 ? a : a.lerp(to: b, t0), t1 >= 1 ? b : a.lerp(to: b, t1))
        case .quad:
            // Keep the front of [0, t1], then the back of that from t0 re-scaled.
            let front = t1 >= 1 ? self : split(at: t1).0
            guard t0 > 0 else { return front }
            return front.split(at: t0 / t1).1
        case .cubic:
            let front = t1 >= 1 ? self : split(at: t1).0
            guard t0 > 0 else { return front }
            return front.split(at: t0 / t1).1
        }
    }

    /// The two halves at parameter t.
    public func split(at t: Double) -> (PathSegment, PathSegment) {
        switch self {
        case .line(let a, let b):
            let m = a.lerp(to: b, t)
            return (.line(a, m), .line(m, b))
        case .quad(let a, let b, let c):
            let ab = a.lerp(to: b, t), bc = b.lerp(to: c, t), m = ab.lerp(to: bc, t)
            return (.quad(a, ab, m), .quad(m, bc, c))
        case .cubic(let a, let b, let c, let d):
            let ab = a.lerp(to: b, t), bc = b.lerp(to: c, t), cd = c.lerp(to: d, t)
            let abc = ab.lerp(to: bc, t), bcd = bc.lerp(to: cd, t), m = abc.lerp(to: bcd, t)
            return (.cubic(a, ab, abc, m), .cubic(m, bcd, cd, d))
        }
    }

    /// The segment with every point mapped through `t`.
    public func applying(_ t: AffineTransform) -> PathSegment {
        switch self {
        case .line(let a, let b): return .line(t.apply(a), t.apply(b))
        case .quad(let a, let b, let c): return .quad(t.apply(a), t.apply(b), t.apply(c))
        case .cubic(let a, let b, let c, let d): return .cubic(t.apply(a), t.apply(b), t.apply(c), t.apply(d))
        }
    }

    /// The path element that draws this segment from its start.
    public var element: PathElement {
        switch self {
        case .line(_, let b): return .line(to: b)
        case .quad(_, let b, let c): return .quadCurve(to: c, control: b)
        case .cubic(_, let b, let c, let d): return .cubicCurve(to: d, control1: b, control2: c)
        }
    }
}
