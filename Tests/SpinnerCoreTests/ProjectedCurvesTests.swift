import Foundation
import Testing
@testable import SpinnerCore

/// `PlaneProjection.projectedCurves`: curves seen in perspective, kept as cubics, for formats
/// that draw no perspective.
@Suite struct ProjectedCurvesTests {
    /// A 36 pt coin turned about y with CA's flip idiom, as the coin example is drawn.
    static func coin(degrees: Double, d: Double = 160) -> Transform3D {
        PlaneProjectionTests.flipAboutY(degrees * Double.pi / 180, d: d)
    }

    static var circle: Path {
        var path = Path()
        path.addEllipse(in: Rect(x: -18, y: -18, width: 36, height: 36))
        return path
    }

    /// The largest distance from the exact image of `path` (every source curve at 400 points,
    /// each projected) to the fitted path (flattened far finer than the tolerance).
    static func largestDeviation(_ path: Path, _ projection: PlaneProjection, fit: Path) -> Double {
        let fitted = fit.flattened(tolerance: 1e-6).flatMap { line in
            zip(line.points, line.points.dropFirst() + (line.isClosed ? [line.points[0]] : [])).map { ($0, $1) }
        }
        var worst = 0.0
        for sub in path.subpaths {
            for segment in sub.segments {
                for k in 0...400 {
                    guard let exact = projection.transform.apply(segment.point(at: Double(k) / 400)) else { return .infinity }
                    let nearest = fitted.map { Stroker.distance(exact, toSegment: $0.0, $0.1) }.min() ?? .infinity
                    worst = max(worst, nearest)
                }
            }
        }
        return worst
    }

    @Test(arguments: [0.0, 20, 45, 70, 85, 95, 135, 170])
    func aCircleInPerspectiveStaysWithinTheTolerance(degrees: Double) throws {
        let projection = PlaneProjection(Self.coin(degrees: degrees))
        let fit = try #require(projection.projectedCurves(Self.circle, tolerance: 0.01))
        #expect(Self.largestDeviation(Self.circle, projection, fit: fit) <= 0.01)
        // End points are the exact images; a straight-on coin needs no split (its map is affine).
        #expect(fit.elements.contains { if case .cubicCurve = $0 { return true }; return false })
        if degrees == 0 { #expect(fit.elements.count == Self.circle.elements.count) }
    }

    @Test func aTighterToleranceSplitsMoreButFewerThanFlattening() throws {
        let projection = PlaneProjection(Self.coin(degrees: 70, d: 60))
        let coarse = try #require(projection.projectedCurves(Self.circle, tolerance: 0.1))
        let fine = try #require(projection.projectedCurves(Self.circle, tolerance: 0.001))
        #expect(coarse.elements.count < fine.elements.count)
        #expect(Self.largestDeviation(Self.circle, projection, fit: fine) <= 0.001)
        // The error of a Hermite fit falls as the fourth power of the piece: 100 times tighter
        // costs about 100^(1/4) ≈ 3 times the pieces, where chords would cost 10 times.
        let chords = Self.circle.flattened(tolerance: 0.001).reduce(0) { $0 + $1.points.count }
        #expect(fine.elements.count * 5 < chords)
    }

    @Test func linesStayLinesAndPointsBehindTheEyeRefuse() throws {
        var square = Path()
        square.move(to: Point(x: -10, y: -10))
        square.addLine(to: Point(x: 10, y: -10))
        square.addLine(to: Point(x: 10, y: 10))
        square.closeSubpath()
        let projection = PlaneProjection(Self.coin(degrees: 50, d: 40))
        let fit = try #require(projection.projectedCurves(square, tolerance: 0.01))
        // Three edges (the closing one written out), each ending on the exact image of its corner.
        let ends: [Point] = fit.elements.compactMap { if case .line(let p) = $0 { return p }; return nil }
        #expect(ends.count == 3 && !fit.elements.contains { if case .cubicCurve = $0 { return true }; return false })
        for (end, corner) in zip(ends, [Point(x: 10, y: -10), Point(x: 10, y: 10), Point(x: -10, y: -10)]) {
            let exact = try #require(projection.transform.apply(corner))
            #expect(end.distance(to: exact) < 1e-12)
        }
        // At 80 degrees with the eye 10 pt away, the coin's near edge (x = 18) passes the eye.
        #expect(PlaneProjection(Self.coin(degrees: 80, d: 10)).projectedCurves(Self.circle, tolerance: 0.01) == nil)
    }
}
