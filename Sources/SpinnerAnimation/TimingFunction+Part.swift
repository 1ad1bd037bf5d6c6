import SpinnerCore

extension TimingFunction {
    /// Whether the function is the line y = x (`linear`, or any control points on the diagonal).
    var isLinear: Bool { form == .bezier && c1.x == c1.y && c2.x == c2.y }

    /// The piece of the curve between time fractions `u0` < `u1`, scaled back to run from
    /// (0, 0) to (1, 1): the timing function a keyframe needs when it starts and ends inside
    /// this curve's span. Nil when the piece makes no progress (its ends at the same y) or
    /// its control points leave 0...1 in x, which no timing function may.
    public func part(from u0: Double, to u1: Double) -> (c1: Point, c2: Point)? {
        guard u0.isFinite, u1.isFinite, 0 <= u0, u0 < u1, u1 <= 1 else { return nil }
        // Every piece of the line y = x is that line.
        if u0 == 0 && u1 == 1 || isLinear { return (c1, c2) }
        let s1 = u1 == 1 ? 1 : solveParameter(forX: u1)
        let s0 = u0 == 0 ? 0 : solveParameter(forX: u0)
        guard s1 > s0, case .cubic(let p0, let p1, let p2, let p3) =
            PathSegment.cubic(.zero, c1, c2, Point(x: 1, y: 1)).subsegment(from: s0, to: s1) else { return nil }
        let dx = p3.x - p0.x, dy = p3.y - p0.y
        guard dx > 0, dy != 0 else { return nil }
        func scaled(_ p: Point) -> Point { Point(x: (p.x - p0.x) / dx, y: (p.y - p0.y) / dy) }
        let a = scaled(p1), b = scaled(p2)
        // Rounding can put an x a hair outside 0...1; more than that is a curve no player takes.
        let slack = 1e-12
        guard (-slack...1 + slack).contains(a.x), (-slack...1 + slack).contains(b.x) else { return nil }
        return (Point(x: min(max(a.x, 0), 1), y: a.y), Point(x: min(max(b.x, 0), 1), y: b.y))
    }
}
