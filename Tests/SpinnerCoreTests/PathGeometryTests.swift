import Foundation
import Testing
@testable import SpinnerCore

/// Independent helpers: curves evaluated from their Bernstein form and measured by fine
/// polylines, never through the code under test.
enum Reference {
    /// The path's curves as control-point lists (2 for lines, 3 for quads, 4 for cubics).
    static func pieces(_ path: Path) -> [[Point]] {
        var out: [[Point]] = []
        var pen = Point.zero, start = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p): pen = p; start = p
            case .line(let p): out.append([pen, p]); pen = p
            case .quadCurve(let p, let c): out.append([pen, c, p]); pen = p
            case .cubicCurve(let p, let c1, let c2): out.append([pen, c1, c2, p]); pen = p
            case .closeSubpath: if pen != start { out.append([pen, start]) }; pen = start
            }
        }
        return out
    }

    static func bernstein(_ c: [Point], _ t: Double) -> Point {
        let u = 1 - t
        switch c.count {
        case 2: return c[0] * u + c[1] * t
        case 3: return c[0] * (u * u) + c[1] * (2 * u * t) + c[2] * (t * t)
        default: return c[0] * (u * u * u) + c[1] * (3 * u * u * t) + c[2] * (3 * u * t * t) + c[3] * (t * t * t)
        }
    }

    /// Dense samples of the whole path with cumulative chord length.
    static func samples(_ path: Path, perPiece n: Int) -> (points: [Point], lengths: [Double]) {
        var pts: [Point] = [], lens: [Double] = []
        for c in pieces(path) {
            for i in 0...n {
                if i == 0 && !pts.isEmpty { continue }
                let p = bernstein(c, Double(i) / Double(n))
                lens.append((lens.last ?? 0) + (pts.last.map { $0.distance(to: p) } ?? 0))
                pts.append(p)
            }
        }
        return (pts, lens)
    }

    /// Polyline length extrapolated (Richardson) from n and 2n chords per piece.
    static func length(_ path: Path, perPiece n: Int) -> Double {
        let a = samples(path, perPiece: n).lengths.last!, b = samples(path, perPiece: 2 * n).lengths.last!
        return (4 * b - a) / 3
    }

    /// The point at arc length s along the dense samples.
    static func point(atLength s: Double, _ d: (points: [Point], lengths: [Double])) -> Point {
        var lo = 0, hi = d.lengths.count - 1
        while hi - lo > 1 { let m = (lo + hi) / 2; if d.lengths[m] <= s { lo = m } else { hi = m } }
        let f = (s - d.lengths[lo]) / (d.lengths[hi] - d.lengths[lo])
        return d.points[lo].lerp(to: d.points[hi], f)
    }

    static func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
        let ab = b - a, l2 = ab.dot(ab)
        let u = l2 > 0 ? min(max((p - a).dot(ab) / l2, 0), 1) : 0
        return p.distance(to: a + ab * u)
    }

    static func signedArea(_ poly: [Point]) -> Double {
        var s = 0.0
        for i in poly.indices { s += poly[i].cross(poly[(i + 1) % poly.count]) }
        return s / 2
    }

    /// True when two non-adjacent edges of the closed polygon cross.
    static func selfIntersects(_ poly: [Point]) -> Bool {
        let n = poly.count
        func orient(_ a: Point, _ b: Point, _ c: Point) -> Double { (b - a).cross(c - a) }
        for i in 0..<n {
            let a = poly[i], b = poly[(i + 1) % n]
            for j in stride(from: i + 2, to: n, by: 1) where !(i == 0 && j == n - 1) {
                let c = poly[j], d = poly[(j + 1) % n]
                let o1 = orient(a, b, c), o2 = orient(a, b, d), o3 = orient(c, d, a), o4 = orient(c, d, b)
                if o1 * o2 < 0 && o3 * o4 < 0 { return true }
            }
        }
        return false
    }
}

private func spinnerCircle(radius r: Double = 23) -> Path {
    var p = Path()
    p.addArc(center: .zero, radius: r, startAngle: .pi / 2, endAngle: .pi / 2 + 2 * .pi, clockwise: true)
    return p
}

@Suite struct PathMeasureTests {
    @Test func circleLengthMatchesItsCubicsAndIsJustOverTwoPiR() {
        let r = 23.0
        let path = spinnerCircle(radius: r)
        let expected = Reference.length(path, perPiece: 20000)
        #expect(abs(path.length - expected) <= 1e-9 * expected)
        let ratio = path.length / (2 * .pi * r)
        // The quarter-circle cubic bulges outwards by at most 2.7e-4·r, so it is slightly longer.
        #expect(ratio > 1 && ratio < 1 + 3e-4)
        #expect(path.segmentLengths.count == 4)
        #expect(abs(path.segmentLengths.reduce(0, +) - path.length) < 1e-12 * path.length)
    }

    @Test func quadAndLineLengths() {
        var p = Path()
        p.move(to: Point(x: 1, y: 2))
        p.addQuadCurve(to: Point(x: 40, y: 7), control: Point(x: 13, y: -30))
        p.addLine(to: Point(x: 43, y: 11))
        let expected = Reference.length(p, perPiece: 40000)
        #expect(abs(p.length - expected) <= 1e-9 * expected)
        #expect(abs(p.segmentLengths[1] - 5) < 1e-12)
    }

    /// strokeEnd values of the gmd closed form of docs/presets.md: the trimmed arc must end where the arc
    /// length of the cubics says, located independently along a fine polyline.
    @Test(arguments: [0.093465, 0.315357, 0.621862, 0.378138, 0.684643, 0.906535])
    func trimEndsLieAtArcLengthAngles(fraction: Double) throws {
        let path = spinnerCircle()
        let dense = Reference.samples(path, perPiece: 20000)
        let total = Reference.length(path, perPiece: 20000)
        let target = Reference.point(atLength: fraction * total, dense)
        let targetAngle = atan2(target.y, target.x)

        func angleError(_ p: Point) -> Double {
            let d = atan2(p.y, p.x) - targetAngle
            return abs(remainder(d, 2 * .pi))
        }
        let head = path.trimmed(from: 0, to: fraction)
        let headEnd = try #require(head.currentPoint)
        #expect(angleError(headEnd) < 1e-6)
        let tail = path.trimmed(from: fraction, to: 1)
        guard case .move(let tailStart) = tail.elements.first else { Issue.record("no move"); return }
        #expect(angleError(tailStart) < 1e-6)
        // The pieces keep cubic curves and measure what the fractions say.
        #expect(head.elements.dropFirst().allSatisfy { if case .cubicCurve = $0 { return true }; return false })
        #expect(abs(head.length - fraction * path.length) < 1e-9 * path.length)
        #expect(abs(tail.length - (1 - fraction) * path.length) < 1e-9 * path.length)
        // Split curves stay on the original: their midpoints lie on the dense polyline.
        for piece in Reference.pieces(head) {
            let mid = Reference.bernstein(piece, 0.5)
            let near = dense.points.map { $0.distance(to: mid) }.min()!
            #expect(near < 0.01)
        }
    }

    @Test func trimEdgeCases() {
        let path = spinnerCircle()
        #expect(path.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(path.trimmed(from: 0.7, to: 0.2).isEmpty)
        #expect(path.trimmed(from: .nan, to: 0.2).isEmpty)
        #expect(path.trimmed(from: -3, to: 7) == path)
        #expect(abs(path.trimmed(from: -1, to: 0.25).length - 0.25 * path.length) < 1e-9 * path.length)
    }

    @Test func trimCountsSubpathsInOrder() throws {
        var p = Path()
        p.move(to: Point(x: 0, y: 0)); p.addLine(to: Point(x: 10, y: 0))
        p.move(to: Point(x: 0, y: 5)); p.addLine(to: Point(x: 0, y: 35))
        // Total 40: 0.2...0.5 is 8...20, i.e. x 8...10 on the first line and y 5...15 on the second.
        let t = p.trimmed(from: 0.2, to: 0.5)
        #expect(t.elements == [.move(to: Point(x: 8, y: 0)), .line(to: Point(x: 10, y: 0)),
                               .move(to: Point(x: 0, y: 5)), .line(to: Point(x: 0, y: 15))])
        // A closed square measured with its closing line: 0.5...1 keeps the last two sides.
        var sq = Path(); sq.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(abs(sq.length - 40) < 1e-12)
        let half = sq.trimmed(from: 0.5, to: 1)
        #expect(half.elements == [.move(to: Point(x: 10, y: 10)), .line(to: Point(x: 0, y: 10)), .line(to: Point(x: 0, y: 0))])
    }
}

@Suite struct PathFlatteningTests {
    @Test(arguments: [0.2, 0.05, 0.01])
    func chordsStayWithinTolerance(tolerance: Double) {
        var p = Path()
        p.move(to: Point(x: 3, y: 4))
        p.addCurve(to: Point(x: 90, y: 20), control1: Point(x: 120, y: 80), control2: Point(x: -30, y: 60))
        p.addQuadCurve(to: Point(x: 10, y: 70), control: Point(x: 70, y: 90))
        p.addArc(center: Point(x: 40, y: 40), radius: 17, startAngle: 0.3, endAngle: 4.4, clockwise: false)
        let lines = p.flattened(tolerance: tolerance)
        #expect(lines.count == 1)
        let poly = lines[0].points
        let dense = Reference.samples(p, perPiece: 4000).points
        // Every curve point is near the polyline, and every vertex lies on the curve.
        for q in dense {
            var best = Double.infinity
            for i in 1..<poly.count { best = min(best, Reference.distance(q, toSegment: poly[i - 1], poly[i])) }
            #expect(best <= tolerance * (1 + 1e-9))
            if best > tolerance * (1 + 1e-9) { break }
        }
        for v in poly {
            var best = Double.infinity
            for i in 1..<dense.count { best = min(best, Reference.distance(v, toSegment: dense[i - 1], dense[i])) }
            #expect(best < 1e-3)
        }
    }

    /// A curve that is its own chord (a Lottie rectangle's sides: cubics with their handles on
    /// the corners or along the side, in order) is one chord, not hundreds of collinear ones.
    @Test func aStraightCurveRunOnceIsOneChord() {
        let a = Point(x: 3, y: 500), d = Point(x: 403, y: 500)
        #expect(PathSegment.cubic(a, a, d, d).flatteningSteps(tolerance: 0.01) == 1)
        #expect(PathSegment.cubic(a, Point(x: 100, y: 500), Point(x: 300, y: 500), d).flatteningSteps(tolerance: 0.01) == 1)
        #expect(PathSegment.quad(a, Point(x: 203, y: 500), d).flatteningSteps(tolerance: 0.01) == 1)
        // Slanted, in any direction.
        let e = Point(x: -97, y: 200)
        #expect(PathSegment.cubic(a, a.lerp(to: e, 0.25), a.lerp(to: e, 0.9), e).flatteningSteps(tolerance: 0.01) == 1)
        // Handles past an end or out of order turn back along the line; off it by a hair is a curve.
        #expect(PathSegment.cubic(a, Point(x: -50, y: 500), d, d).flatteningSteps(tolerance: 0.01) > 1)
        #expect(PathSegment.cubic(a, Point(x: 300, y: 500), Point(x: 100, y: 500), d).flatteningSteps(tolerance: 0.01) > 1)
        #expect(PathSegment.cubic(a, Point(x: 100, y: 500.001), Point(x: 300, y: 500), d).flatteningSteps(tolerance: 0.01) > 1)
        // A rectangle drawn with cubics flattens to its four corners.
        var p = Path()
        let corners = [Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 40, y: 30), Point(x: 0, y: 30)]
        p.move(to: corners[0])
        for k in 1...4 { let q = corners[k % 4], o = corners[k - 1]; p.addCurve(to: q, control1: o, control2: q) }
        p.closeSubpath()
        #expect(p.flattened(tolerance: 0.001) == [Polyline(points: corners, isClosed: true)])
    }

    @Test func closedSubpathsAndBareMoves() {
        var p = Path()
        p.addRect(Rect(x: 0, y: 0, width: 4, height: 3))
        p.move(to: Point(x: 9, y: 9))
        let lines = p.flattened(tolerance: 0.1)
        #expect(lines == [Polyline(points: [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 3), Point(x: 0, y: 3)], isClosed: true)])
        #expect(p.flattened(tolerance: .nan).isEmpty)
    }
}

@Suite struct StrokerTests {
    @Test func closedCircleStrokesAsTwoCleanRings() throws {
        let r = 40.0, w = 9.0
        var p = Path(); p.addEllipse(in: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r))
        let rings = p.strokePolygons(StrokeStyle(lineWidth: w), tolerance: 0.01)
        try #require(rings.count == 2)
        let areas = rings.map(Reference.signedArea)
        #expect(areas[0] * areas[1] < 0)
        let outer = max(abs(areas[0]), abs(areas[1])), inner = min(abs(areas[0]), abs(areas[1]))
        #expect(abs(outer / (.pi * (r + w / 2) * (r + w / 2)) - 1) < 2e-3)
        #expect(abs(inner / (.pi * (r - w / 2) * (r - w / 2)) - 1) < 2e-3)
        for ring in rings { #expect(!Reference.selfIntersects(ring)) }
        // Every outline vertex lies on an offset of the (cubic) circle: r ± w/2 up to the cubic's bulge.
        for v in rings.joined() {
            let d = v.length
            #expect(abs(d - (r + w / 2)) < 0.02 || abs(d - (r - w / 2)) < 0.02)
        }
    }

    @Test func openFullArcIsOneSimpleContourWithButtEnds() throws {
        let r = 23.0, w = 4.0
        let polys = spinnerCircle(radius: r).strokePolygons(StrokeStyle(lineWidth: w), tolerance: 0.005)
        #expect(polys.count == 1)
        let poly = try #require(polys.first)
        #expect(abs(abs(Reference.signedArea(poly)) / (2 * .pi * r * w) - 1) < 1e-3)
    }

    @Test func trimmedArcOutlineIsSimple() throws {
        let tolerance = 1e-5
        let polys = spinnerCircle().trimmed(from: 0.1, to: 0.7).strokePolygons(StrokeStyle(lineWidth: 3, lineCap: .round), tolerance: tolerance)
        let poly = try #require(polys.first)
        #expect(polys.count == 1)
        #expect(!Reference.selfIntersects(poly))
        let arcLength = 0.6 * spinnerCircle().length
        // A band of width w along a smooth curve has area w·L; the two round caps add a disc.
        // Chords cut at most tolerance × perimeter off that.
        let ideal = arcLength * 3 + .pi * 2.25
        let area = abs(Reference.signedArea(poly))
        #expect(area <= ideal + 1e-9 && area > ideal - tolerance * (2 * arcLength + 3 * .pi))
    }

    @Test func zeroLengthSubpathsDrawDotsForRoundAndSquareCaps() {
        var p = Path(); p.move(to: Point(x: 5, y: 5)); p.addLine(to: Point(x: 5, y: 5))
        let round = p.strokePolygons(StrokeStyle(lineWidth: 6, lineCap: .round), tolerance: 0.001)
        #expect(round.count == 1)
        // An inscribed polygon: short of the disc by at most tolerance × circumference.
        let area = abs(Reference.signedArea(round[0]))
        #expect(area < .pi * 9 && area > .pi * 9 - 0.001 * 6 * .pi)
        let square = p.strokePolygons(StrokeStyle(lineWidth: 6, lineCap: .square), tolerance: 0.01)
        #expect(square.count == 1 && abs(abs(Reference.signedArea(square[0])) - 36) < 1e-9)
        #expect(p.strokePolygons(StrokeStyle(lineWidth: 6, lineCap: .butt), tolerance: 0.01).isEmpty)
        var bare = Path(); bare.move(to: .zero)
        #expect(bare.strokePolygons(StrokeStyle(lineWidth: 6, lineCap: .round), tolerance: 0.01).isEmpty)
    }

    @Test func degenerateControlPointsStrokeLikeTheirLine() throws {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addCurve(to: Point(x: 30, y: 40), control1: Point(x: 0, y: 0), control2: Point(x: 30, y: 40))
        p.addLine(to: Point(x: 30, y: 40))
        let polys = p.strokePolygons(StrokeStyle(lineWidth: 4, lineCap: .square), tolerance: 0.01)
        let poly = try #require(polys.first)
        #expect(polys.count == 1)
        // A 50-long segment with square caps: (50 + 4) × 4.
        #expect(abs(abs(Reference.signedArea(poly)) - 216) < 1e-6)
    }

    @Test func invalidInputsGiveNothing() {
        let p = spinnerCircle()
        #expect(p.strokePolygons(StrokeStyle(lineWidth: 0), tolerance: 0.1).isEmpty)
        #expect(p.strokePolygons(StrokeStyle(lineWidth: -2), tolerance: 0.1).isEmpty)
        #expect(p.strokePolygons(StrokeStyle(lineWidth: .nan), tolerance: 0.1).isEmpty)
        #expect(p.strokePolygons(StrokeStyle(lineWidth: 2), tolerance: 0).isEmpty)
        var bad = Path(); bad.move(to: .zero); bad.addLine(to: Point(x: .infinity, y: 0))
        #expect(bad.strokePolygons(StrokeStyle(lineWidth: 2), tolerance: 0.1).isEmpty)
        #expect(!p.strokeOutline(StrokeStyle(lineWidth: 2), tolerance: 0.1).isEmpty)
    }
}

/// The stroker's samples of a curve are the curve's own points and tangents at the dyadic
/// parameters its halving reaches, whichever interval evaluated them (a tested quarter point
/// is reused as a half's midpoint).
@Suite struct StrokerSamplingTests {
    @Test(arguments: [1.0, 6.0])
    func samplesAreTheCurveAtDyadicParameters(width: Double) {
        let seg = PathSegment.cubic(Point(x: 0, y: 0), Point(x: 30, y: 55), Point(x: 70, y: -20), Point(x: 100, y: 40))
        let samples = Stroker(style: StrokeStyle(lineWidth: width), tolerance: 0.005).sample(seg)
        #expect(samples.count > 16)
        #expect(samples.first! == (seg.start, seg.unitTangent(at: 0)!))
        #expect(samples.last! == (seg.end, seg.unitTangent(at: 1)!))
        // The deepest halving is 2^-18; every parameter reached is k / 2^18, exactly.
        let steps = 1 << 18
        var k = 1
        for (point, tangent) in samples.dropFirst().dropLast() {
            while k < steps && seg.point(at: Double(k) / Double(steps)) != point { k += 1 }
            guard k < steps else { Issue.record("a sample off the curve: \(point)"); return }
            #expect(seg.unitTangent(at: Double(k) / Double(steps)) == tangent)
            k += 1
        }
    }

    /// A curve that is its chord (a Lottie rectangle's side) is sampled at its ends only, and
    /// its stroke is its chord's: the same outline, point for point.
    @Test func aStraightCurveStrokesAsItsChord() {
        let a = Point(x: 2, y: 3), d = Point(x: 42, y: 33)
        let stroker = Stroker(style: StrokeStyle(lineWidth: 4, lineCap: .square), tolerance: 0.005)
        for seg in [PathSegment.cubic(a, a, d, d), .cubic(a, a.lerp(to: d, 0.3), a.lerp(to: d, 0.6), d), .quad(a, a.lerp(to: d, 0.5), d)] {
            #expect(stroker.sample(seg).map(\.0) == [a, d])
        }
        var curve = Path(), line = Path()
        curve.move(to: a); curve.addCurve(to: d, control1: a, control2: d)
        line.move(to: a); line.addLine(to: d)
        let style = StrokeStyle(lineWidth: 4, lineCap: .square)
        let got = curve.strokePolygons(style, tolerance: 0.005), want = line.strokePolygons(style, tolerance: 0.005)
        // (The tangent comes from the handles rather than the end points: equal to rounding.)
        #expect(got.map(\.count) == want.map(\.count))
        #expect(zip(got.joined(), want.joined()).allSatisfy { ($0 - $1).length < 1e-12 })
        // A real curve is still cut finely.
        #expect(stroker.sample(.cubic(a, Point(x: 2, y: 30), d, d)).count > 8)
    }
}
