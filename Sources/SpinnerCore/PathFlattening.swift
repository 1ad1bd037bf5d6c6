#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A subpath flattened to straight lines: its vertices and whether it is closed.
public struct Polyline: Hashable, Sendable {
    public var points: [Point]
    public var isClosed: Bool

    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension PathSegment {
    /// The number of equal parameter steps after which the chords stay within `tolerance` of the
    /// curve, by Wang's bound: for degree n, max distance ≤ n(n−1)/8 · max‖second difference‖ / k².
    /// A curve that is its chord, traversed once (see `isStraight`), is one step.
    public func flatteningSteps(tolerance: Double) -> Int {
        let m: Double, factor: Double
        if isStraight { return 1 }
        switch self {
        case .line: return 1
        case .quad(let a, let b, let c):
            m = (a - 2 * b + c).length; factor = 2.0 / 8
        case .cubic(let a, let b, let c, let d):
            m = max((a - 2 * b + c).length, (b - 2 * c + d).length); factor = 6.0 / 8
        }
        guard m > 0 else { return 1 }
        let k = (factor * m / tolerance).squareRoot().rounded(.up)
        // A cap keeps absurd inputs (huge curves, tiny tolerances) from exhausting memory.
        guard k.isFinite else { return Polyline.maximumStepsPerSegment }
        return max(1, min(Polyline.maximumStepsPerSegment, Int(k)))
    }

    /// Whether the segment is its chord: a line, or a curve from `a` to `d` with control points
    /// `b` and `c` (a quadratic's twice) that is the segment `a`-`d` itself, run from end to end without turning back: both control points
    /// on the chord's line (to rounding) and in order within it. Lottie and SVG draw straight
    /// sides so (a rectangle's sides are cubics with their handles on the corners), and Wang's
    /// bound, which sees only the parametrisation, would cut each into hundreds of collinear
    /// chords. One chord covers the same area and has the same length, so fills, strokes and
    /// dashes are unchanged.
    var isStraight: Bool {
        switch self {
        case .line: return true
        case .quad(let a, let b, let c): return Self.isStraight(a, b, b, c)
        case .cubic(let a, let b, let c, let d): return Self.isStraight(a, b, c, d)
        }
    }

    private static func isStraight(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
        let chord = d - a
        let squared = chord.dot(chord)
        guard squared > 0, squared.isFinite else { return false }
        let u = b - a, v = c - a
        // Off the line by more than rounding: a real curve.
        guard abs(chord.cross(u)) <= 1e-12 * squared, abs(chord.cross(v)) <= 1e-12 * squared else { return false }
        let s = chord.dot(u), t = chord.dot(v)
        return 0 <= s && s <= t && t <= squared
    }

    /// Appends the chord end points of the flattened segment (not its start) to `points`.
    public func appendFlattened(tolerance: Double, to points: inout [Point]) {
        let n = flatteningSteps(tolerance: tolerance)
        if n > 1 {
            let step = 1 / Double(n)
            for i in 1..<n { points.append(point(at: Double(i) * step)) }
        }
        points.append(end)
    }
}

extension Polyline {
    /// The most chords one segment is cut into, whatever the tolerance asks.
    public static let maximumStepsPerSegment = 1 << 14
}

extension Path {
    /// The path as polylines, one per subpath, whose chords lie within `tolerance` (in the path's
    /// units) of the curves. Bare `move`s give nothing; an invalid tolerance gives nothing.
    public func flattened(tolerance: Double) -> [Polyline] {
        guard tolerance > 0, tolerance.isFinite else { return [] }
        var result: [Polyline] = []
        for sub in subpaths where !sub.isBareMove {
            var points = [sub.start]
            for seg in sub.segments { seg.appendFlattened(tolerance: tolerance, to: &points) }
            if sub.isClosed, points.count > 1, points.last == points.first { points.removeLast() }
            result.append(Polyline(points: points, isClosed: sub.isClosed))
        }
        return result
    }
}
