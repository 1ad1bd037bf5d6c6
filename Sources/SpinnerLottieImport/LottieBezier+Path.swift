import SpinnerCore

extension LottieBezier {
    /// The closed contours of `path` as Bodymovin paths: lines become vertices with zero
    /// tangents, quadratic curves their exact cubic equivalents, and a contour that ends where
    /// it began keeps one vertex there (its last curve's tangent entering it).
    static func contours(of path: Path) -> [LottieBezier] {
        var out: [LottieBezier] = []
        var v: [[Double]] = [], i: [[Double]] = [], o: [[Double]] = []
        func finish(closed: Bool) {
            defer { v = []; i = []; o = [] }
            guard v.count > 1 else { return }
            if closed, let first = v.first, let last = v.last, abs(first[0] - last[0]) < 1e-9, abs(first[1] - last[1]) < 1e-9 {
                i[0] = i[i.count - 1]
                v.removeLast(); i.removeLast(); o.removeLast()
            }
            out.append(LottieBezier(vertices: v, inTangents: i, outTangents: o, closed: closed))
        }
        func add(_ p: Point, entering: Point) {
            v.append([p.x, p.y]); i.append([entering.x - p.x, entering.y - p.y]); o.append([0, 0])
        }
        var current = Point(x: 0, y: 0)
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                add(p, entering: p)
                current = p
            case .line(let p):
                add(p, entering: p)
                current = p
            case .quadCurve(let p, let c):
                // The cubic with control points two thirds of the way to the quadratic's one.
                let c1 = Point(x: current.x + 2 * (c.x - current.x) / 3, y: current.y + 2 * (c.y - current.y) / 3)
                let c2 = Point(x: p.x + 2 * (c.x - p.x) / 3, y: p.y + 2 * (c.y - p.y) / 3)
                if !o.isEmpty { o[o.count - 1] = [c1.x - current.x, c1.y - current.y] }
                add(p, entering: c2)
                current = p
            case .cubicCurve(let p, let c1, let c2):
                if !o.isEmpty { o[o.count - 1] = [c1.x - current.x, c1.y - current.y] }
                add(p, entering: c2)
                current = p
            case .closeSubpath:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return out
    }
}
