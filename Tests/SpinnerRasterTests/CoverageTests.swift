import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// Rendered coverage against 16 × 16 supersampled ideal geometry (shapes at generic angles and
/// positions, so the sampling grid itself is not biased), and axis-aligned rectangles against
/// their exact analytic coverage.
@Suite struct CoverageTests {
    static let size = 64

    static func circlePath(center: Point, radius: Double) -> Path {
        var p = Path()
        p.addArc(center: center, radius: radius, startAngle: .pi / 2, endAngle: .pi / 2 + 2 * .pi, clockwise: true)
        return p
    }

    /// An arc stroke trimmed to [start, end] against an annulus sector (butt) or the set of points
    /// within w/2 of the centre-line arc (round).
    func arcStroke(start: Double, end: Double, cap: LineCap, rotation: Double = 0) {
        let n = Self.size
        let center = Point(x: 31.37, y: 32.81), r = 22.0, w = 6.0
        // Drawn in unit coordinates and mapped to the device, as layers do.
        let local = Self.circlePath(center: .zero, radius: 1)
        let transform = AffineTransform(scaleX: r, y: r).rotated(by: 0).concatenating(
            AffineTransform(rotationAngle: rotation)).concatenating(AffineTransform(translationX: center.x, y: center.y))
        let style = StrokeStyle(lineWidth: w / r, lineCap: cap)
        let got = ReferenceCoverage.rendered([ReferenceCoverage.item(local, .stroke(style, start: start, end: end), transform: transform)],
                                             width: n, height: n)
        let ends = ReferenceArc.points(local, atFractions: [start, end])
        let a0 = atan2(ends[0].y, ends[0].x) + rotation, a1 = atan2(ends[1].y, ends[1].x) + rotation
        let sweep = (a1 - a0).truncatingRemainder(dividingBy: 2 * .pi) + (a1 < a0 ? 2 * .pi : 0)
        let tail = Point(x: center.x + r * cos(a0), y: center.y + r * sin(a0))
        let head = Point(x: center.x + r * cos(a1), y: center.y + r * sin(a1))
        let want = ReferenceCoverage.supersample(width: n, height: n) { x, y in
            let dx = x - center.x, dy = y - center.y
            let rho = (dx * dx + dy * dy).squareRoot()
            var d = atan2(dy, dx) - a0
            d = d.truncatingRemainder(dividingBy: 2 * .pi); if d < 0 { d += 2 * .pi }
            let inSector = d <= sweep
            switch cap {
            case .butt:
                return inSector && abs(rho - r) <= w / 2
            default:
                let q = Point(x: x, y: y)
                let toArc = inSector ? abs(rho - r) : min(q.distance(to: tail), q.distance(to: head))
                return toArc <= w / 2
            }
        }
        ReferenceCoverage.expectClose(got, want, width: n)
    }

    @Test func buttArcTrimmedLikeTheSpinner() { arcStroke(start: 0.1, end: 0.7, cap: .butt) }
    @Test func buttArcAtSampleFractions() {
        arcStroke(start: 0, end: 0.315357, cap: .butt, rotation: 0.5 * .pi)
        arcStroke(start: 0.378138, end: 0.621862, cap: .butt, rotation: 0.75 * .pi)
    }
    @Test func roundCappedArc() { arcStroke(start: 0.684643, end: 1, cap: .round, rotation: 0.3) }

    @Test func fullRingHasNoSeam() {
        let n = Self.size, c = Point(x: 32.4, y: 31.2), r = 20.3, w = 5.1
        let got = ReferenceCoverage.rendered([ReferenceCoverage.item(Self.circlePath(center: c, radius: r), .stroke(StrokeStyle(lineWidth: w), start: 0, end: 1))], width: n, height: n)
        let want = ReferenceCoverage.supersample(width: n, height: n) { x, y in
            abs(Point(x: x, y: y).distance(to: c) - r) <= w / 2
        }
        ReferenceCoverage.expectClose(got, want, width: n)
    }

    static let star: [Point] = (0..<5).map { k in
        let a = 0.31 + Double(k) * 4 * .pi / 5
        return Point(x: 32.3 + 27.2 * cos(a), y: 31.7 + 27.2 * sin(a))
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func selfIntersectingStar(rule: FillRule) {
        let n = Self.size
        let got = ReferenceCoverage.rendered([ReferenceCoverage.item(ReferenceCoverage.polygonPath([Self.star]), .fill(rule))], width: n, height: n)
        let want = ReferenceCoverage.supersample(width: n, height: n) { x, y in
            let w = ReferenceCoverage.winding(x, y, [Self.star])
            return rule == .nonZero ? w != 0 : w % 2 != 0
        }
        ReferenceCoverage.expectClose(got, want, width: n)
    }

    @Test(arguments: [(FillRule.nonZero, true), (.nonZero, false), (.evenOdd, false)])
    func shapeWithAHole(rule: FillRule, reverseHole: Bool) {
        let n = Self.size
        let outer = [Point(x: 7.3, y: 18.1), Point(x: 44.9, y: 5.2), Point(x: 57.6, y: 45.3), Point(x: 19.2, y: 58.8)]
        let hole0 = [Point(x: 22.7, y: 24.4), Point(x: 41.3, y: 21.9), Point(x: 33.8, y: 44.6)]
        let hole = reverseHole ? hole0.reversed() : hole0
        let got = ReferenceCoverage.rendered([ReferenceCoverage.item(ReferenceCoverage.polygonPath([outer, hole]), .fill(rule))], width: n, height: n)
        let want = ReferenceCoverage.supersample(width: n, height: n) { x, y in
            let w = ReferenceCoverage.winding(x, y, [outer, hole])
            return rule == .nonZero ? w != 0 : w % 2 != 0
        }
        ReferenceCoverage.expectClose(got, want, width: n)
        // The hole really is empty where nonzero winding says so.
        if rule == .evenOdd || reverseHole {
            #expect(got[33 * n + 32] == 0)
        } else {
            #expect(got[33 * n + 32] == 1)
        }
    }

    @Test func squareCappedLine() {
        let n = Self.size
        let a = Point(x: 9.3, y: 14.1), b = Point(x: 51.7, y: 44.6), w = 5.7
        var p = Path(); p.move(to: a); p.addLine(to: b)
        let got = ReferenceCoverage.rendered([ReferenceCoverage.item(p, .stroke(StrokeStyle(lineWidth: w, lineCap: .square), start: 0, end: 1))], width: n, height: n)
        let len = a.distance(to: b), dir = (b - a) * (1 / len)
        let want = ReferenceCoverage.supersample(width: n, height: n) { x, y in
            let q = Point(x: x, y: y) - a
            let along = q.dot(dir), across = q.cross(dir)
            return along >= -w / 2 && along <= len + w / 2 && abs(across) <= w / 2
        }
        ReferenceCoverage.expectClose(got, want, width: n)
    }

    /// A polyline with a sharp corner: the two butt-ended bands plus the ideal join at the corner.
    @Test(arguments: [(LineJoin.miter, 10.0), (.miter, 1.5), (.bevel, 10.0), (.round, 10.0)])
    func joinsOnASharpCorner(join: LineJoin, miterLimit: Double) {
        let n = Self.size
        let a = Point(x: 8.3, y: 56.2), b = Point(x: 30.7, y: 13.6), c = Point(x: 55.1, y: 51.9), w = 7.3, hw = w / 2
        var p = Path(); p.move(to: a); p.addLine(to: b); p.addLine(to: c)
        let style = StrokeStyle(lineWidth: w, lineCap: .butt, lineJoin: join, miterLimit: miterLimit)
        let got = ReferenceCoverage.rendered([ReferenceCoverage.item(p, .stroke(style, start: 0, end: 1))], width: n, height: n)

        func inBand(_ q: Point, _ s: Point, _ e: Point) -> Bool {
            let len = s.distance(to: e), dir = (e - s) * (1 / len), v = q - s
            let along = v.dot(dir)
            return along >= 0 && along <= len && abs(v.cross(dir)) <= hw
        }
        func inConvex(_ q: Point, _ poly: [Point]) -> Bool {
            var sign = 0.0
            for i in poly.indices {
                let s = (poly[(i + 1) % poly.count] - poly[i]).cross(q - poly[i])
                if s * sign < 0 { return false }
                if s != 0 { sign = s }
            }
            return true
        }
        // The outer side is away from the turn; its offset lines meet at the miter tip.
        let d1 = (b - a) * (1 / a.distance(to: b)), d2 = (c - b) * (1 / b.distance(to: c))
        let turnsLeft = d1.cross(d2) > 0
        func outer(_ d: Point) -> Point { turnsLeft ? Point(x: d.y, y: -d.x) : Point(x: -d.y, y: d.x) }
        let o1 = b + outer(d1) * hw, o2 = b + outer(d2) * hw
        // o1 + s·d1 = o2 + t·d2
        let s = (o2 - o1).cross(d2) / d1.cross(d2)
        let tip = o1 + d1 * s
        let miterRatio = tip.distance(to: b) / hw
        let want = ReferenceCoverage.supersample(width: n, height: n) { x, y in
            let q = Point(x: x, y: y)
            if inBand(q, a, b) || inBand(q, b, c) { return true }
            switch join {
            case .round: return q.distance(to: b) <= hw
            case .bevel: return inConvex(q, [b, o1, o2])
            case .miter: return miterRatio <= miterLimit ? inConvex(q, [b, o1, tip, o2]) : inConvex(q, [b, o1, o2])
            }
        }
        ReferenceCoverage.expectClose(got, want, width: n)
    }

    /// A closed triangle stroked with miter joins (the first one at the start point, no caps):
    /// the band between the triangle's edge lines moved out and in by w/2.
    @Test(arguments: [false, true])
    func closedTriangleWithMiterJoins(reversed: Bool) {
        let n = Self.size, hw = 2.35
        var tri = [Point(x: 12.6, y: 50.3), Point(x: 29.9, y: 9.8), Point(x: 54.2, y: 44.7)]
        if reversed { tri.reverse() }
        var p = Path(); p.move(to: tri[0]); p.addLine(to: tri[1]); p.addLine(to: tri[2]); p.closeSubpath()
        let got = ReferenceCoverage.rendered([ReferenceCoverage.item(p, .stroke(StrokeStyle(lineWidth: 2 * hw, lineJoin: .miter, miterLimit: 10), start: 0, end: 1))], width: n, height: n)
        // Offset each edge line along its normal and intersect neighbours.
        func offsetTriangle(_ d: Double) -> [Point] {
            let ccw = (tri[1] - tri[0]).cross(tri[2] - tri[0]) > 0
            let lines: [(Point, Point)] = (0..<3).map { i in
                let a = tri[i], b = tri[(i + 1) % 3], dir = (b - a) * (1 / a.distance(to: b))
                let out = ccw ? Point(x: dir.y, y: -dir.x) : Point(x: -dir.y, y: dir.x)
                return (a + out * d, dir)
            }
            return (0..<3).map { i in
                let (p1, d1) = lines[(i + 2) % 3], (p2, d2) = lines[i]
                return p1 + d1 * ((p2 - p1).cross(d2) / d1.cross(d2))
            }
        }
        let outer = offsetTriangle(hw), inner = offsetTriangle(-hw)
        let want = ReferenceCoverage.supersample(width: n, height: n) { x, y in
            ReferenceCoverage.winding(x, y, [outer]) != 0 && ReferenceCoverage.winding(x, y, [inner]) == 0
        }
        ReferenceCoverage.expectClose(got, want, width: n)
    }

    @Test func fillPartlyOffTheCanvasIsClipped() {
        let n = Self.size, c = Point(x: 3.3, y: 57.2), r = 20.6
        var p = Path(); p.addEllipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        let got = ReferenceCoverage.rendered([ReferenceCoverage.item(p, .fill(.nonZero))], width: n, height: n)
        let want = ReferenceCoverage.supersample(width: n, height: n) { x, y in Point(x: x, y: y).distance(to: c) <= r }
        ReferenceCoverage.expectClose(got, want, width: n)
    }

    /// An axis-aligned rectangle from x = 10.25 to 20.6 and y = 5.2 to 12.8 covers exactly
    /// 0.75 / 0.6 of its edge columns and 0.8 of its edge rows; alpha is round(coverage × 255).
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func axisAlignedRectangleHasExactCoverage(rule: FillRule) {
        var p = Path(); p.addRect(Rect(x: 10.25, y: 5.2, width: 10.35, height: 7.6))
        let buffer = Rasterizer().render(DisplayList(width: 32, height: 20, items: [ReferenceCoverage.item(p, .fill(rule))]))
        func columnCover(_ x: Int) -> Double { x == 10 ? 0.75 : x == 20 ? 0.6 : (11...19).contains(x) ? 1 : 0 }
        func rowCover(_ y: Int) -> Double { y == 5 || y == 12 ? 0.8 : (6...11).contains(y) ? 1 : 0 }
        var mismatches = 0
        for y in 0..<20 {
            for x in 0..<32 {
                let expected = UInt8((columnCover(x) * rowCover(y) * 255).rounded())
                if buffer[x, y] != PremultipliedRGBA8(r: 0, g: 0, b: 0, a: expected) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(buffer[10, 8].a == 191 && buffer[20, 8].a == 153 && buffer[15, 5].a == 204 && buffer[10, 5].a == 153 && buffer[20, 12].a == 122)
    }
}
