import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// Strokes rendered by the rasteriser against ideal geometry built in the test (unions of
/// rectangles, join polygons and discs along the ideal centre line) and against golden PNGs.
@Suite struct StrokeGoldenTests {
    static func polylinePath(_ pts: [Point], closed: Bool = false) -> Path {
        var p = Path()
        p.move(to: pts[0])
        for q in pts.dropFirst() { p.addLine(to: q) }
        if closed { p.closeSubpath() }
        return p
    }

    @Test(arguments: LineCap.allCases)
    func caps(cap: LineCap) {
        let a = Point(x: 14.3, y: 20.7), b = Point(x: 49.6, y: 41.2)
        var ideal = IdealShape()
        ideal.addStroke([a, b], closed: false, width: 9, cap: cap)
        let style = StrokeStyle(lineWidth: 9, lineCap: cap)
        GeometryCheck.expect([GeometryCheck.item(Self.polylinePath([a, b]), .stroke(style, start: 0, end: 1))],
                             width: 64, height: 64, ideal: ideal.coverage(width: 64, height: 64), golden: "stroke-cap-\(cap)")
    }

    static let vee = [Point(x: 9.4, y: 54.2), Point(x: 31.7, y: 13.6), Point(x: 55.1, y: 50.3)]

    @Test(arguments: [("miter", LineJoin.miter, 10.0), ("miter-over-limit", .miter, 1.5), ("round", .round, 10), ("bevel", .bevel, 10)])
    func joins(name: String, join: LineJoin, miterLimit: Double) {
        var ideal = IdealShape()
        ideal.addStroke(Self.vee, closed: false, width: 8, join: join, miterLimit: miterLimit)
        let style = StrokeStyle(lineWidth: 8, lineJoin: join, miterLimit: miterLimit)
        GeometryCheck.expect([GeometryCheck.item(Self.polylinePath(Self.vee), .stroke(style, start: 0, end: 1))],
                             width: 64, height: 64, ideal: ideal.coverage(width: 64, height: 64), golden: "stroke-join-\(name)")
    }

    /// Dashes cut independently along an open polyline, each stroked with its caps.
    func dashedOpen(_ pts: [Point], pattern: [Double], phase: Double, width: Double, cap: LineCap, size: (Int, Int), golden: String) {
        let lens = DenseCurve.lengths(pts)
        var ideal = IdealShape()
        for (a, b) in DenseCurve.dashRanges(pattern, phase: phase, length: lens.last!) {
            ideal.addStroke(DenseCurve.cut(pts, lens, from: a, to: b), closed: false, width: width, cap: cap)
        }
        let style = StrokeStyle(lineWidth: width, lineCap: cap, dashPattern: pattern, dashPhase: phase)
        GeometryCheck.expect([GeometryCheck.item(Self.polylinePath(pts), .stroke(style, start: 0, end: 1))],
                             width: size.0, height: size.1, ideal: ideal.coverage(width: size.0, height: size.1), golden: golden)
    }

    @Test func dashesWithPhase() {
        dashedOpen([Point(x: 4.3, y: 6.1), Point(x: 90.7, y: 26.2)], pattern: [6, 3], phase: 2, width: 4, cap: .butt,
                   size: (96, 32), golden: "stroke-dash-phase")
    }

    @Test func oddDashPatternWithNegativePhaseAndRoundCaps() {
        dashedOpen([Point(x: 4.3, y: 6.1), Point(x: 90.7, y: 26.2)], pattern: [5], phase: -1, width: 3, cap: .round,
                   size: (96, 32), golden: "stroke-dash-odd-round")
        dashedOpen([Point(x: 5.2, y: 25.3), Point(x: 47.9, y: 4.4), Point(x: 90.1, y: 27.6)], pattern: [7, 2, 3], phase: 4,
                   width: 3, cap: .square, size: (96, 32), golden: "stroke-dash-odd-square-corner")
    }

    @Test func closedDashesJoinAtCornersAndAcrossTheStart() {
        let pts = [Point(x: 8.3, y: 9.6), Point(x: 55.2, y: 7.1), Point(x: 50.4, y: 55.8), Point(x: 11.7, y: 49.3)]
        let ring = pts + [pts[0]]
        let lens = DenseCurve.lengths(ring), total = lens.last!
        let pattern = [30.0, 8, 12, 8], phase = 17.0
        var ranges = DenseCurve.dashRanges(pattern, phase: phase, length: total)
        // The dash running through the end goes on from the start.
        var wrapped: [Point]? = nil
        if ranges.count > 1, ranges[0].0 == 0, ranges[ranges.count - 1].1 >= total {
            let last = ranges.removeLast(), first = ranges.removeFirst()
            wrapped = DenseCurve.cut(ring, lens, from: last.0, to: total) + DenseCurve.cut(ring, lens, from: 0, to: first.1).dropFirst()
        }
        #expect(wrapped != nil)
        var ideal = IdealShape()
        for (a, b) in ranges { ideal.addStroke(DenseCurve.cut(ring, lens, from: a, to: b), closed: false, width: 5) }
        if let w = wrapped { ideal.addStroke(w, closed: false, width: 5) }
        let style = StrokeStyle(lineWidth: 5, lineJoin: .miter, dashPattern: pattern, dashPhase: phase)
        GeometryCheck.expect([GeometryCheck.item(Self.polylinePath(pts, closed: true), .stroke(style, start: 0, end: 1))],
                             width: 64, height: 64, ideal: ideal.coverage(width: 64, height: 64), golden: "stroke-dash-closed-miter")
    }

    /// The stroke of a curved path's dense polyline: miter joins at its many tiny corners fill
    /// the slivers between segment rectangles, standing in for the smooth offset curve (round
    /// joins would not do: a disc near a dash's end pokes out past its butt cap).
    static func idealCurveStroke(_ path: Path, transform: SpinnerCore.AffineTransform, width: Double, from: Double = 0, to: Double = 1,
                                 pattern: [Double]? = nil, phase: Double = 0) -> IdealShape {
        var ideal = IdealShape()
        for (pts, closed) in DenseCurve.dense(path, transform: transform, perCurve: 100) {
            let lens = DenseCurve.lengths(pts), total = lens.last!
            let trimmed = DenseCurve.cut(pts, lens, from: from * total, to: to * total)
            let whole = from == 0 && to == 1 && closed
            guard let pattern else {
                ideal.addStroke(trimmed, closed: whole, width: width, join: .miter)
                continue
            }
            let tl = DenseCurve.lengths(trimmed)
            var ranges = DenseCurve.dashRanges(pattern, phase: phase, length: tl.last!)
            if whole, ranges.count > 1, ranges[0].0 == 0, ranges[ranges.count - 1].1 >= tl.last! {
                let last = ranges.removeLast(), first = ranges.removeFirst()
                ideal.addStroke(DenseCurve.cut(trimmed, tl, from: last.0, to: tl.last!) + DenseCurve.cut(trimmed, tl, from: 0, to: first.1),
                                closed: false, width: width, join: .miter)
            }
            for (a, b) in ranges { ideal.addStroke(DenseCurve.cut(trimmed, tl, from: a, to: b), closed: false, width: width, join: .miter) }
        }
        return ideal
    }

    @Test func dashedCircle() {
        var circle = Path()
        circle.addArc(center: Point(x: 32.2, y: 31.6), radius: 22.3, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        circle.closeSubpath()
        let ideal = Self.idealCurveStroke(circle, transform: .identity, width: 3, pattern: [8, 5], phase: 3)
        let style = StrokeStyle(lineWidth: 3, dashPattern: [8, 5], dashPhase: 3)
        GeometryCheck.expect([GeometryCheck.item(circle, .stroke(style, start: 0, end: 1))],
                             width: 64, height: 64, ideal: ideal.coverage(width: 64, height: 64), golden: "stroke-dash-circle")
    }

    @Test func circularRoundedRectStrokeMatchesItsDistanceField() {
        let rect = Rect(x: 6.4, y: 7.3, width: 82.5, height: 49.1), r = 12.0, hw = 1.75
        var path = Path()
        path.addRoundedRect(rect, cornerRadius: r, style: .circular)
        let want = Supersampler.coverage(width: 96, height: 64) { x, y in
            // Signed distance to the rounded rectangle's outline.
            let qx = abs(x - rect.midX) - (rect.width / 2 - r), qy = abs(y - rect.midY) - (rect.height / 2 - r)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            let d = outside + min(max(qx, qy), 0) - r
            return abs(d) <= hw
        }
        GeometryCheck.expect([GeometryCheck.item(path, .stroke(StrokeStyle(lineWidth: 2 * hw), start: 0, end: 1))],
                             width: 96, height: 64, ideal: want, golden: "stroke-roundedrect-circular")
    }

    @Test func continuousRoundedRectStroke() {
        var path = Path()
        path.addRoundedRect(Rect(x: 6.4, y: 7.3, width: 82.5, height: 49.1), cornerRadius: 12, style: .continuous)
        let ideal = Self.idealCurveStroke(path, transform: .identity, width: 3.5)
        GeometryCheck.expect([GeometryCheck.item(path, .stroke(StrokeStyle(lineWidth: 3.5), start: 0, end: 1))],
                             width: 96, height: 64, ideal: ideal.coverage(width: 96, height: 64), golden: "stroke-roundedrect-continuous")
    }

    /// WCProgressImageView's border: a 300 × 200 pt rounded rect of radius 10, line width 3,
    /// stroked to strokeEnd 0.6, drawn at 0.4 px per point.
    @Test func progressImageViewBorderAtSixtyPercent() {
        var path = Path()
        path.addRoundedRect(Rect(x: 0, y: 0, width: 300, height: 200), cornerRadius: 10, style: .continuous)
        let transform = SpinnerCore.AffineTransform(scaleX: 0.4, y: 0.4).concatenating(SpinnerCore.AffineTransform(translationX: 4, y: 4))
        let ideal = Self.idealCurveStroke(path, transform: transform, width: 1.2, to: 0.6)
        GeometryCheck.expect([GeometryCheck.item(path, .stroke(StrokeStyle(lineWidth: 3), start: 0, end: 0.6), transform: transform)],
                             width: 128, height: 88, ideal: ideal.coverage(width: 128, height: 88), golden: "stroke-progress-border-0.6")
    }

    @Test func badGeometryDrawsNothingAndNeverHangs() {
        var items: [DisplayItem] = []
        for (rect, radius) in [(Rect(x: .nan, y: 0, width: 10, height: 10), 2.0), (Rect(x: 0, y: 0, width: 10, height: 10), -3),
                               (Rect(x: 0, y: 0, width: 0, height: 10), 2), (Rect(x: 0, y: 0, width: 10, height: 10), .infinity)] {
            var p = Path()
            p.addRoundedRect(rect, cornerRadius: radius, style: .continuous)
            items.append(GeometryCheck.item(p, .stroke(StrokeStyle(lineWidth: 2), start: 0, end: 1)))
        }
        var huge = Path()
        huge.addRoundedRect(Rect(x: -1e300, y: -1e300, width: 1e300, height: 1e300), cornerRadius: 1e299, style: .continuous)
        var far = Path()
        far.move(to: Point(x: -1e307, y: 3))
        far.addLine(to: Point(x: 1e307, y: 5))
        let dashes = StrokeStyle(lineWidth: 2, dashPattern: [1e-9, 1e-9])
        items += [GeometryCheck.item(huge, .stroke(StrokeStyle(lineWidth: 2), start: 0, end: 0.6)),
                  GeometryCheck.item(huge, .fill(.nonZero)),
                  GeometryCheck.item(far, .stroke(dashes, start: 0, end: 1)),
                  GeometryCheck.item(Self.polylinePath([Point(x: 1, y: 1), Point(x: 30, y: 30)]),
                                     .stroke(StrokeStyle(lineWidth: 2, dashPattern: [.nan, -1]), start: 0, end: 1)),
                  GeometryCheck.item(Self.polylinePath([Point(x: 1, y: 1), Point(x: 30, y: 30)]),
                                     .stroke(StrokeStyle(lineWidth: 2, dashPattern: [3, 3], dashPhase: .infinity), start: .nan, end: 1))]
        let image = GeometryCheck.render(items, width: 32, height: 32)
        #expect(image.width == 32)
        // Only the far line (solid: its dashes are too many) crosses the canvas near y = 4.
        let alphas = (0..<(32 * 32)).map { image.pixels[$0 * 4 + 3] }
        #expect(alphas[10 * 32 + 16] == 0)
    }
}
