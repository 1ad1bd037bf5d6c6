import SpinnerCore
import SpinnerJSON

/// One contour of a Lottie path (`sh`'s value): its vertices, each with an in and an out
/// tangent relative to it, and whether it closes.
public struct LottieBezier: Hashable, Sendable, LottieJSONRepresentable {
    public var closed: Bool
    /// Each point as [x, y].
    public var vertices: [[Double]]
    public var inTangents: [[Double]]
    public var outTangents: [[Double]]

    public init(closed: Bool, vertices: [Point], inTangents: [Point], outTangents: [Point]) {
        self.closed = closed
        self.vertices = vertices.map { [$0.x, $0.y] }
        self.inTangents = inTangents.map { [$0.x, $0.y] }
        self.outTangents = outTangents.map { [$0.x, $0.y] }
    }

    /// A path's subpaths as contours: lines get zero tangents, quadratic curves are raised to
    /// cubics, and a closed subpath whose last point is its first shares that vertex.
    ///
    /// With `pieces` above 1 every curve is split into that many curves of equal parameter
    /// span: the same shape, but a player that measures lengths by its own approximation (as
    /// rlottie trims paths) errs far less on short curves.
    public static func contours(of path: Path, pieces: Int = 1) -> [LottieBezier] {
        var out: [LottieBezier] = []
        var v: [Point] = [], i: [Point] = [], o: [Point] = []
        func finish(closed: Bool) {
            // A lone point (a move with nothing after it) draws nothing.
            guard closed ? !v.isEmpty : v.count > 1 else { v = []; i = []; o = []; return }
            if closed, v.count > 1, v[v.count - 1] == v[0] {
                i[0] = i[v.count - 1]
                v.removeLast(); i.removeLast(); o.removeLast()
            }
            out.append(LottieBezier(closed: closed, vertices: v, inTangents: i, outTangents: o))
            v = []; i = []; o = []
        }
        func add(_ p: Point, inHandle: Point) {
            v.append(p)
            i.append(Point(x: inHandle.x - p.x, y: inHandle.y - p.y))
            o.append(.zero)
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                add(p, inHandle: p)
            case .line(let p):
                add(p, inHandle: p)
            case .quadCurve(let p, let q):
                guard let last = v.last else { add(p, inHandle: p); continue }
                let c1 = Point(x: last.x + 2 / 3 * (q.x - last.x), y: last.y + 2 / 3 * (q.y - last.y))
                let c2 = Point(x: p.x + 2 / 3 * (q.x - p.x), y: p.y + 2 / 3 * (q.y - p.y))
                o[o.count - 1] = Point(x: c1.x - last.x, y: c1.y - last.y)
                add(p, inHandle: c2)
            case .cubicCurve(let p, let c1, let c2):
                guard let last = v.last else { add(p, inHandle: p); continue }
                var rest = (last, c1, c2, p)
                for k in 0..<max(pieces, 1) {
                    // Split the remaining curve at the fraction of it that one piece spans.
                    let (head, tail) = split(rest, at: 1 / Double(max(pieces, 1) - k))
                    o[o.count - 1] = Point(x: head.1.x - head.0.x, y: head.1.y - head.0.y)
                    add(head.3, inHandle: head.2)
                    rest = tail
                }
            case .closeSubpath:
                let start = v.first
                finish(closed: true)
                // CGPath: after a close the current point is the subpath's start.
                if let start { add(start, inHandle: start) }
            }
        }
        finish(closed: false)
        return out
    }

    public var json: JSONValue {
        .bodymovin([.closed: .bool(closed), .vertices: .points(vertices), .inTangents: .points(inTangents), .outTangents: .points(outTangents)])
    }

    typealias Cubic = (Point, Point, Point, Point)

    /// De Casteljau's split of a cubic at parameter `t`.
    static func split(_ c: Cubic, at t: Double) -> (Cubic, Cubic) {
        func mix(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let ab = mix(c.0, c.1), bc = mix(c.1, c.2), cd = mix(c.2, c.3)
        let abc = mix(ab, bc), bcd = mix(bc, cd), mid = mix(abc, bcd)
        return ((c.0, ab, abc, mid), (mid, bcd, cd, c.3))
    }

    /// The same contour with every point moved by `t` (tangents as vectors).
    public func applying(_ t: AffineTransform) -> LottieBezier {
        func pt(_ a: [Double]) -> Point { Point(x: a[0], y: a[1]) }
        return LottieBezier(closed: closed, vertices: vertices.map { t.apply(pt($0)) },
                            inTangents: inTangents.map { t.applyToVector(pt($0)) }, outTangents: outTangents.map { t.applyToVector(pt($0)) })
    }
}
