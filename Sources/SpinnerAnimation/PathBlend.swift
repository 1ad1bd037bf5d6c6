import SpinnerCore

/// Element-by-element arithmetic on two paths of the same structure, as CAShapeLayer animates
/// `path`: each point and control point of one element is combined with the matching point of
/// the other. Paths whose element kinds differ, in kind or in order, have no matching points.
enum PathBlend {
    /// True when `a` and `b` have the same element kinds in the same order.
    static func sameStructure(_ a: Path, _ b: Path) -> Bool {
        a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy { kind($0) == kind($1) }
    }

    /// `f` applied to each pair of matching coordinates; nil when the structures differ.
    static func combined(_ a: Path, _ b: Path, _ f: (Double, Double) -> Double) -> Path? {
        guard sameStructure(a, b) else { return nil }
        func p(_ u: Point, _ v: Point) -> Point { Point(x: f(u.x, v.x), y: f(u.y, v.y)) }
        var out = Path()
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case let (.move(u), .move(v)): out.move(to: p(u, v))
            case let (.line(u), .line(v)): out.addLine(to: p(u, v))
            case let (.quadCurve(u, c), .quadCurve(v, d)): out.addQuadCurve(to: p(u, v), control: p(c, d))
            case let (.cubicCurve(u, c1, c2), .cubicCurve(v, d1, d2)):
                out.addCurve(to: p(u, v), control1: p(c1, d1), control2: p(c2, d2))
            default: out.closeSubpath()  // both close: `sameStructure` matched the kinds
            }
        }
        return out
    }

    /// An element's kind, without its points.
    private static func kind(_ e: PathElement) -> Int {
        switch e {
        case .move: 0
        case .line: 1
        case .quadCurve: 2
        case .cubicCurve: 3
        case .closeSubpath: 4
        }
    }
}
