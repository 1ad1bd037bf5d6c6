#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns a path and a `StrokeStyle` into the outline of the stroke: polygons that cover exactly
/// the stroked area under the non-zero rule.
///
/// Each smooth stretch is offset as a whole: the true normal is sampled along every curve, with
/// samples placed so the offset polylines stay within tolerance of the ideal offset curves, so
/// the outline of a smooth stretch is a simple polygon (no overlapping per-segment pieces that an
/// area-accumulating rasteriser would count twice). Only at real corners (tangent
/// discontinuities) does the outer side get a join, while the inner side meets at the
/// intersection of the two offset lines when both pieces are long enough, or is routed through
/// the pivot point as Skia does.
struct Stroker {
    let halfWidth: Double
    let style: StrokeStyle
    let tolerance: Double
    /// The largest angle a round join or cap may advance per chord within tolerance.
    let arcStep: Double

    init(style: StrokeStyle, tolerance: Double) {
        self.style = style
        self.halfWidth = style.lineWidth / 2
        // A floor relative to the width keeps floating-point noise from driving subdivision.
        let tol = max(tolerance, halfWidth * 1e-9)
        self.tolerance = tol
        let ratio = min(max(1 - tol / halfWidth, -1), 1)
        self.arcStep = min(max(2 * acos(ratio), Double.pi / 2048), Double.pi / 2)
    }

    /// A sample of the centre line: where it is and the unit directions arriving and leaving.
    struct Node {
        var point: Point
        var tangentIn: Point
        var tangentOut: Point
    }

    // MARK: - Outline of one subpath

    func outline(of sub: Subpath) -> [[Point]] {
        let segments = sub.segments.filter { !$0.isDegenerate }
        guard !segments.isEmpty else {
            return sub.isBareMove ? [] : dot(at: sub.start)
        }
        var nodes: [Node] = []
        for seg in segments {
            let samples = sample(seg)
            if nodes.isEmpty {
                nodes.append(Node(point: samples[0].0, tangentIn: samples[0].1, tangentOut: samples[0].1))
            } else {
                nodes[nodes.count - 1].tangentOut = samples[0].1
            }
            for s in samples.dropFirst() { nodes.append(Node(point: s.0, tangentIn: s.1, tangentOut: s.1)) }
        }
        if sub.isClosed && nodes.count > 2 {
            let last = nodes.removeLast()
            nodes[0].tangentIn = last.tangentIn
            var left: [Point] = [], right: [Point] = []
            for i in nodes.indices {
                let prev = nodes[(i + nodes.count - 1) % nodes.count].point
                let next = nodes[(i + 1) % nodes.count].point
                emit(nodes[i], previous: prev, next: next, left: &left, right: &right)
            }
            return [left, right.reversed()]
        }
        var left: [Point] = [], right: [Point] = []
        for i in nodes.indices {
            emit(nodes[i], previous: i > 0 ? nodes[i - 1].point : nil,
                 next: i + 1 < nodes.count ? nodes[i + 1].point : nil, left: &left, right: &right)
        }
        var contour = left
        let last = nodes[nodes.count - 1], first = nodes[0]
        appendCap(at: last.point, direction: last.tangentIn, to: &contour)
        contour.append(contentsOf: right.reversed())
        appendCap(at: first.point, direction: -first.tangentOut, to: &contour)
        return [contour]
    }

    // MARK: Sampling the centre line

    // MARK: - Sampling curves

    /// The points and unit tangents at parameters 0 = t₀ < … < tₙ = 1 such that both offset
    /// polylines stay within tolerance of the offset curves.
    func sample(_ seg: PathSegment) -> [(Point, Point)] {
        let span = seg.controlSpan
        let t0 = seg.unitTangent(at: 0, controlSpan: span) ?? Point(x: 1, y: 0)
        let t1 = seg.unitTangent(at: 1, controlSpan: span) ?? t0
        // A line, or a curve that is its chord (`isStraight`), strokes as its chord.
        if seg.isStraight { return [(seg.start, t0), (seg.end, t0)] }
        var out: [(Point, Point)] = [(seg.start, t0)]
        subdivide(seg, span: span, 0, 1, seg.start, t0, seg.end, t1, depth: 0, into: &out)
        return out
    }

    /// A curve point with its unit tangent as `unitTangent` gave it (`hasTangent` false where
    /// it gave none): a quarter point tested by one interval is the midpoint of one of its
    /// halves, which then need not evaluate the curve again.
    struct Evaluation {
        var point: Point, tangent: Point, hasTangent: Bool, isKnown: Bool
        static let unknown = Evaluation(point: .zero, tangent: .zero, hasTangent: false, isKnown: false)

        @inline(__always) init(point: Point, tangent: Point, hasTangent: Bool, isKnown: Bool) {
            self.point = point; self.tangent = tangent; self.hasTangent = hasTangent; self.isKnown = isKnown
        }

        @inline(__always) init(_ seg: PathSegment, at t: Double, span: Double) {
            point = seg.point(at: t)
            let tangent = seg.unitTangent(at: t, controlSpan: span)
            self.tangent = tangent ?? .zero
            hasTangent = tangent != nil
            isKnown = true
        }

        /// The tangent, or `fallback` where the curve has none.
        @inline(__always) func tangent(or fallback: Point) -> Point { hasTangent ? tangent : fallback }
    }

    /// Halves `a...b` until the chord and both offset chords stay within tolerance at its
    /// quarter points. `span` is `seg.controlSpan`, computed once per segment; `middle` is the
    /// curve at (a + b) / 2 when the parent interval already evaluated it there (the same
    /// parameter, so the same values).
    private func subdivide(_ seg: PathSegment, span: Double, _ a: Double, _ b: Double, _ pa: Point, _ ta: Point,
                           _ pb: Point, _ tb: Point, middle: Evaluation = .unknown, depth: Int,
                           into out: inout [(Point, Point)]) {
        let m = (a + b) / 2
        let mid = middle.isKnown ? middle : Evaluation(seg, at: m, span: span)
        let pm = mid.point
        let tm = mid.tangent(or: ta)
        var split = depth < 2 || ta.dot(tb) < cos(Double.pi / 8)
        // The quarter points tested, handed to the halves whose midpoints they are.
        var firstQuarter = Evaluation.unknown, lastQuarter = Evaluation.unknown
        if !split && depth < 18 {
            // The chords' ends do not depend on the quarter point tested.
            let na = Stroker.normal(ta), nb = Stroker.normal(tb)
            let leftA = pa + halfWidth * na, leftB = pb + halfWidth * nb
            let rightA = pa - halfWidth * na, rightB = pb - halfWidth * nb
            // The quarter points in order, without an array to hold them.
            for k in 0..<3 {
                let t = k == 0 ? (a + m) / 2 : k == 1 ? m : (m + b) / 2
                let p: Point, n: Point
                if t == m {
                    p = pm; n = Stroker.normal(tm)
                } else {
                    let e = Evaluation(seg, at: t, span: span)
                    if k == 0 { firstQuarter = e } else { lastQuarter = e }
                    p = e.point; n = Stroker.normal(e.tangent(or: ta))
                }
                let deviation = max(
                    Stroker.distance(p, toSegment: pa, pb),
                    Stroker.distance(p + halfWidth * n, toSegment: leftA, leftB),
                    Stroker.distance(p - halfWidth * n, toSegment: rightA, rightB))
                if deviation > tolerance { split = true; break }
            }
        }
        if split && depth < 18 {
            subdivide(seg, span: span, a, m, pa, ta, pm, tm, middle: firstQuarter, depth: depth + 1, into: &out)
            subdivide(seg, span: span, m, b, pm, tm, pb, tb, middle: lastQuarter, depth: depth + 1, into: &out)
        } else {
            out.append((pb, tb))
        }
    }

    // MARK: Offsetting nodes

    // MARK: - Joins, caps and arcs

    private func emit(_ node: Node, previous: Point?, next: Point?, left: inout [Point], right: inout [Point]) {
        let p = node.point, hw = halfWidth
        let cross = node.tangentIn.cross(node.tangentOut), dot = node.tangentIn.dot(node.tangentOut)
        // Inside a curve's samples the two tangents are one (cross exactly 0): no turn, and
        // no `atan2` to say so.
        let turn = cross == 0 && dot > 0 ? 0 : atan2(cross, dot)
        let nIn = Stroker.normal(node.tangentIn), nOut = Stroker.normal(node.tangentOut)
        // A turn this small is within tolerance of a smooth curve: one offset point per side.
        if hw * turn * turn / 8 <= tolerance && dot > 0 {
            var n = nIn + nOut
            n = n * (1 / n.length)
            left.append(p + hw * n)
            right.append(p - hw * n)
            return
        }
        for side in [1.0, -1.0] {
            var pts: [Point] = []
            let a = p + side * hw * nIn, b = p + side * hw * nOut
            // Turning towards +n makes the +n side the inside of the corner.
            let inner = side * cross > 0 || (cross == 0 && side < 0)
            if inner {
                let foot = hw * tan(abs(turn) / 2)
                let room = min(previous.map { p.distance(to: $0) } ?? 0, next.map { p.distance(to: $0) } ?? 0)
                if foot.isFinite && foot <= room / 2 {
                    var bisector = nIn + nOut
                    bisector = bisector * (1 / bisector.length)
                    pts.append(p + side * bisector * (hw / cos(turn / 2)))
                } else {
                    pts.append(contentsOf: [a, p, b])
                }
            } else {
                pts.append(a)
                switch style.lineJoin {
                case .bevel:
                    break
                case .miter:
                    let ratio = 1 / cos(turn / 2)
                    if ratio.isFinite && ratio <= style.miterLimit {
                        var bisector = nIn + nOut
                        bisector = bisector * (1 / bisector.length)
                        pts.append(p + side * bisector * (hw * ratio))
                    }
                case .round:
                    appendArc(center: p, from: side * nIn, sweep: turn, to: &pts)
                }
                pts.append(b)
            }
            if side > 0 { left.append(contentsOf: pts) } else { right.append(contentsOf: pts) }
        }
    }

    // MARK: Caps and dots

    /// Adds the cap at the end of a stretch travelling along `direction`, from its +n offset
    /// point to its −n one.
    private func appendCap(at p: Point, direction t: Point, to pts: inout [Point]) {
        let n = Stroker.normal(t), hw = halfWidth
        switch style.lineCap {
        case .butt:
            break
        case .square:
            pts.append(p + hw * n + hw * t)
            pts.append(p - hw * n + hw * t)
        case .round:
            // From +n through +t to −n: a clockwise half turn in the (t, n) frame.
            appendArc(center: p, from: n, sweep: -Double.pi, to: &pts)
        }
    }

    /// Adds the interior points of the arc of radius `halfWidth` from direction `from`, turning
    /// by `sweep` radians, with chords within tolerance.
    private func appendArc(center: Point, from: Point, sweep: Double, to pts: inout [Point]) {
        let count = Int((abs(sweep) / arcStep).rounded(.up))
        guard count > 1 else { return }
        for i in 1..<count {
            let a = sweep * Double(i) / Double(count)
            let c = cos(a), s = sin(a)
            let d = Point(x: from.x * c - from.y * s, y: from.x * s + from.y * c)
            pts.append(center + halfWidth * d)
        }
    }

    // MARK: - Zero-length subpaths and helpers

    /// What a zero-length subpath or dash draws: a disc for round caps, a square for square caps
    /// turned to `direction` (a zero-length dash's direction along the path; axis-aligned for a
    /// lone point, the direction Core Graphics assumes when there is none), nothing for butt caps.
    func dot(at p: Point, direction: Point = Point(x: 1, y: 0)) -> [[Point]] {
        let hw = halfWidth
        switch style.lineCap {
        case .butt:
            return []
        case .square:
            // Wound like every stroke outline (forwards on the +n side, back on the −n side), so
            // a dot overlapping another dash adds to its winding instead of cancelling it.
            let t = direction * hw, n = Stroker.normal(direction) * hw
            return [[p - t + n, p + t + n, p + t - n, p - t - n]]
        case .round:
            var pts = [p + Point(x: hw, y: 0)]
            appendArc(center: p, from: Point(x: 1, y: 0), sweep: -2 * Double.pi, to: &pts)
            return [pts]
        }
    }

    // MARK: Helpers

    /// The unit normal to the left of travel in a y-up frame: (−y, x).
    static func normal(_ t: Point) -> Point { Point(x: -t.y, y: t.x) }

    static func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
        let ab = b - a
        let len2 = ab.dot(ab)
        guard len2 > 0 else { return p.distance(to: a) }
        let u = min(max((p - a).dot(ab) / len2, 0), 1)
        return p.distance(to: a + u * ab)
    }
}

// MARK: - Path API

extension Path {
    /// The stroke's outline as closed polygons (device-independent: in the path's own units) to
    /// be filled with the non-zero rule. `tolerance` bounds the distance between the polygon
    /// edges and the ideal outline. Invalid widths or tolerances, or non-finite paths, give
    /// nothing.
    ///
    /// A dash pattern (see `DashPattern`) cuts each subpath into dashes by arc length; each dash
    /// is stroked with caps at its ends and joins at the corners inside it. The pattern starts
    /// at this path's start: a path trimmed by `strokeStart` / `strokeEnd` (`trimmed(from:to:)`
    /// first, as the rasteriser does) is dashed from its trimmed start. Core Animation does not
    /// document the order; trimming first is what stroking the trimmed path with Core Graphics'
    /// dashes gives. Past `DashPattern.maximumDashes` dashes the path is stroked solid.
    public func strokePolygons(_ style: StrokeStyle, tolerance: Double) -> [[Point]] {
        guard style.lineWidth > 0, style.lineWidth.isFinite, tolerance > 0, tolerance.isFinite, isFinite else { return [] }
        let stroker = Stroker(style: style, tolerance: tolerance)
        let subs = subpaths
        if let pattern = DashPattern(style.dashPattern, phase: style.dashPhase),
           let pieces = Dasher(pattern: pattern).pieces(of: subs) {
            return pieces.flatMap { dash -> [[Point]] in
                switch dash.piece {
                case .stretch(let sub): return stroker.outline(of: sub)
                case .dot(let p, let direction): return stroker.dot(at: p, direction: direction)
                }
            }.filter { $0.count >= 3 }
        }
        return subs.flatMap { stroker.outline(of: $0) }.filter { $0.count >= 3 }
    }

    /// The stroke's outline as a path of closed polygons, to be filled with the non-zero rule
    /// (see `strokePolygons(_:tolerance:)`).
    public func strokeOutline(_ style: StrokeStyle, tolerance: Double) -> Path {
        var out = Path()
        for poly in strokePolygons(style, tolerance: tolerance) {
            out.move(to: poly[0])
            for p in poly.dropFirst() { out.addLine(to: p) }
            out.closeSubpath()
        }
        return out
    }
}
