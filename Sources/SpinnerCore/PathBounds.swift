extension PathSegment {
    /// The smallest rectangle holding the curve itself (its end points and the extremes where
    /// the derivative of x or y vanishes inside the segment), not its control points.
    public var bounds: Rect {
        var x0 = min(start.x, end.x), x1 = max(start.x, end.x)
        var y0 = min(start.y, end.y), y1 = max(start.y, end.y)
        for t in extremeParameters where t > 0 && t < 1 {
            let p = point(at: t)
            x0 = min(x0, p.x); x1 = max(x1, p.x)
            y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The parameters where dx/dt or dy/dt is zero (possibly outside 0...1).
    private var extremeParameters: [Double] {
        switch self {
        case .line:
            return []
        case .quad(let a, let b, let c):
            // d/dt is linear: 2((b − a) + t(a − 2b + c)).
            return [(a.x, b.x, c.x), (a.y, b.y, c.y)].compactMap { p, q, r in
                let den = p - 2 * q + r
                return den != 0 ? (p - q) / den : nil
            }
        case .cubic(let a, let b, let c, let d):
            // d/dt ∝ A t² + 2B t + C with A = −a + 3b − 3c + d, B = a − 2b + c, C = b − a.
            return [(a.x, b.x, c.x, d.x), (a.y, b.y, c.y, d.y)].flatMap { p0, p1, p2, p3 -> [Double] in
                let qa = -p0 + 3 * p1 - 3 * p2 + p3, qb = p0 - 2 * p1 + p2, qc = p1 - p0
                let scale = max(abs(qa), abs(qb), abs(qc))
                guard scale > 0 else { return [] }
                if abs(qa) <= scale * 1e-12 {
                    return qb != 0 ? [-qc / (2 * qb)] : []
                }
                let disc = qb * qb - qa * qc
                guard disc >= 0 else { return [] }
                let root = disc.squareRoot()
                // The stable pair of roots of A t² + 2B t + C.
                let q = -(qb + (qb >= 0 ? root : -root))
                return q != 0 ? [q / qa, qc / q] : [-qb / qa]
            }
        }
    }
}

extension Path {
    /// The smallest rectangle holding every point the path draws through (CGPath's
    /// `boundingBoxOfPath`): curves by their extremes, not their control points. A lone `move`
    /// counts as a point. `.zero` for an empty path.
    public var bounds: Rect {
        var box: (x0: Double, y0: Double, x1: Double, y1: Double)? = nil
        func add(_ r: Rect) {
            guard let b = box else { box = (r.minX, r.minY, r.maxX, r.maxY); return }
            box = (min(b.x0, r.minX), min(b.y0, r.minY), max(b.x1, r.maxX), max(b.y1, r.maxY))
        }
        for sub in subpaths {
            add(Rect(origin: sub.start, size: Size(width: 0, height: 0)))
            for seg in sub.segments { add(seg.bounds) }
        }
        guard let b = box else { return .zero }
        return Rect(x: b.x0, y: b.y0, width: b.x1 - b.x0, height: b.y1 - b.y0)
    }
}
