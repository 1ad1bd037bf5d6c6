import SpinnerCore

/// The smallest rectangle holding every point of the curves (not their control points):
/// endpoints plus the interior extrema where a coordinate's derivative vanishes. Returns nil for
/// an empty list.
func tightBounds(of elements: [PathElement]) -> Rect? {
    var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
    func add(_ p: Point) { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
    var current = Point.zero, start = Point.zero
    for e in elements {
        switch e {
        case .move(let p):
            add(p); current = p; start = p
        case .line(let p):
            add(p); current = p
        case .quadCurve(let p, let c):
            add(p)
            // B'(t) = 0 where t = (p0 − c) / (p0 − 2c + p1), per axis.
            for t in [quadExtremum(current.x, c.x, p.x), quadExtremum(current.y, c.y, p.y)].compactMap({ $0 }) {
                let u = 1 - t
                add(u * u * current + 2 * u * t * c + t * t * p)
            }
            current = p
        case .cubicCurve(let p, let c1, let c2):
            add(p)
            let ts = cubicExtrema(current.x, c1.x, c2.x, p.x) + cubicExtrema(current.y, c1.y, c2.y, p.y)
            for t in ts {
                let u = 1 - t
                add(u * u * u * current + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * p)
            }
            current = p
        case .closeSubpath:
            current = start
        }
    }
    guard x0 <= x1, y0 <= y1 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
}

private func quadExtremum(_ a: Double, _ b: Double, _ c: Double) -> Double? {
    let d = a - 2 * b + c
    guard d != 0 else { return nil }
    let t = (a - b) / d
    return t > 0 && t < 1 ? t : nil
}

/// Roots in (0, 1) of the derivative of a one-dimensional cubic Bézier, a quadratic
/// A·t² + B·t + C with the coefficients below (divided by 3).
private func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
    let a = -p0 + 3 * p1 - 3 * p2 + p3
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    var roots: [Double] = []
    if abs(a) < 1e-12 {
        if b != 0 { roots = [-c / b] }
    } else {
        let disc = b * b - 4 * a * c
        guard disc >= 0 else { return [] }
        let s = disc.squareRoot()
        // The numerically stable pair of quadratic roots.
        let q = -0.5 * (b + (b < 0 ? -s : s))
        roots = [q / a]
        if q != 0 { roots.append(c / q) }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
}
