import Foundation
import Testing
@testable import SpinnerCore

@Suite struct RoundedRectTests {
    static let seedRect = Rect(x: 0, y: 0, width: 300, height: 200)

    static func rounded(_ r: Rect, _ radius: Double, _ style: CornerStyle) -> Path {
        var p = Path()
        p.addRoundedRect(r, cornerRadius: radius, style: style)
        return p
    }

    @Test(arguments: [(CornerStyle.circular, 10.0), (.continuous, 15.28665)])
    func startsOnTheTopEdgeAfterTheTopLeftCornerAndRunsClockwise(style: CornerStyle, startX: Double) throws {
        let r = Rect(x: 40, y: 40, width: 300, height: 200)
        let path = Self.rounded(r, 10, style)
        guard case .move(let start) = path.elements.first else { Issue.record("no move"); return }
        #expect(abs(start.x - (40 + startX)) < 1e-9 && start.y == 40)
        // The first drawing element is the top edge, heading right (+x on screen).
        guard case .line(let p) = path.elements[1] else { Issue.record("no top edge"); return }
        #expect(p.y == 40 && p.x > start.x)
        #expect(abs(p.x - (340 - startX)) < 1e-9)
        let dense = Reference.samples(path, perPiece: 200)
        #expect(Reference.signedArea(dense.points) > 0)
        #expect(path.elements.last == .closeSubpath)
        #expect(path.subpaths.count == 1 && path.subpaths[0].isClosed)
    }

    @Test(arguments: [(300.0, 200.0, 10.0), (50, 80, 7.5), (64, 64, 32), (100, 20, 10)])
    func circularLengthIsPerimeterMinusCornersPlusACircle(w: Double, h: Double, r: Double) {
        let path = Self.rounded(Rect(x: 3, y: -7, width: w, height: h), r, .circular)
        let want = 2 * (w + h) - 8 * r + 2 * Double.pi * r
        // Each corner is the standard cubic quarter circle (control length 4/3·(√2 − 1)·r),
        // measured here by a dense polyline: about 2.2e-4·r longer than the true arc.
        let kappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)
        var quarter = Path()
        quarter.move(to: Point(x: 1, y: 0))
        quarter.addCurve(to: Point(x: 0, y: 1), control1: Point(x: 1, y: kappa), control2: Point(x: kappa, y: 1))
        let excess = Reference.samples(quarter, perPiece: 100_000).lengths.last! - Double.pi / 2
        #expect(excess > 0 && excess < 3e-4)
        #expect(abs(path.length - (want + 4 * excess * r)) < 1e-9 * want)
        #expect(abs(path.length - want) < 1e-3 * r)
    }

    @Test func radiusIsClampedToHalfTheShorterSide() {
        let r = Rect(x: 0, y: 0, width: 100, height: 60)
        #expect(Self.rounded(r, 1000, .circular) == Self.rounded(r, 30, .circular))
        let pill = Self.rounded(r, 1000, .circular)
        #expect(abs(pill.length - (2 * 40 + 2 * Double.pi * 30)) < 1e-3 * 30)
    }

    @Test func continuousCornerMeetsTheEdgesWithZeroCurvatureAndStaysInside() {
        let r = Self.seedRect
        let path = Self.rounded(r, 10, .continuous)
        let bounds = path.bounds
        #expect(abs(bounds.minX) < 1e-9 && abs(bounds.minY) < 1e-9 && abs(bounds.maxX - 300) < 1e-9 && abs(bounds.maxY - 200) < 1e-9)
        for c in Reference.pieces(path) where c.count == 4 {
            // Curvature at both ends: |P' × P''| / |P'|³.
            for (p0, p1, p2) in [(c[0], c[1], c[2]), (c[3], c[2], c[1])] {
                let d1 = 3 * (p1 - p0), d2 = 6 * (p2 - 2 * p1 + p0)
                let kappa = abs(d1.cross(d2)) / pow(d1.length, 3)
                let onEdge = p0.x == 0 || p0.x == 300 || p0.y == 0 || p0.y == 200
                if onEdge { #expect(kappa < 1e-12) }
            }
        }
        // The corner reaches 1.528665·r along each edge and is symmetric about the diagonal.
        let dense = Reference.samples(path, perPiece: 4000)
        for p in dense.points {
            #expect(p.x >= -1e-9 && p.x <= 300 + 1e-9 && p.y >= -1e-9 && p.y <= 200 + 1e-9)
        }
        let reach = 1.528665 * 10
        let nearTopRight = dense.points.filter { $0.x >= 300 - reach && $0.y <= reach }
        for p in nearTopRight {
            let mirrored = Point(x: 300 - p.y, y: 300 - p.x)
            let gap = nearTopRight.map { $0.distance(to: mirrored) }.min()!
            #expect(gap < 0.01)
        }
    }

    @Test func lengthAndTrimmedEndMatchADensePolyline() {
        let path = Self.rounded(Self.seedRect, 10, .continuous)
        let dense = Reference.samples(path, perPiece: 4000)
        #expect(abs(path.length - dense.lengths.last!) < 1e-5)
        let end = path.trimmed(from: 0, to: 0.6).currentPoint!
        let want = Reference.point(atLength: 0.6 * dense.lengths.last!, dense)
        #expect(end.distance(to: want) < 1e-5)
        // 60 % of the way round from the top edge lands on the bottom edge, heading left.
        #expect(abs(end.y - 200) < 1e-9 && end.x > 150 && end.x < 250)
    }

    @Test func radiusTooLargeForBothSidesGivesCircularEndsFromTheTopMiddle() {
        let r = Rect(x: 10, y: 20, width: 40, height: 30)
        let path = Self.rounded(r, 20, .continuous)
        #expect(path.elements.first == .move(to: Point(x: 30, y: 20)))
        #expect(abs(path.length - (2 * 10 + 2 * Double.pi * 15)) < 1e-3 * 15)
        let b = path.bounds
        #expect(abs(b.minX - 10) < 1e-9 && abs(b.maxX - 50) < 1e-9 && abs(b.minY - 20) < 1e-9 && abs(b.maxY - 50) < 1e-9)
    }

    @Test(arguments: [(200.0, 30.0), (30.0, 200.0)])
    func radiusTooLargeForOneSideGivesSmoothPillEnds(w: Double, h: Double) {
        let r = Rect(x: 0, y: 0, width: w, height: h)
        let path = Self.rounded(r, 12, .continuous)
        let start = path.elements.first
        #expect(start == .move(to: w > h ? Point(x: 1.528665 * 12, y: 0) : Point(x: 15, y: 0)))
        let b = path.bounds
        #expect(abs(b.minX) < 1e-9 && abs(b.maxX - w) < 1e-9 && abs(b.minY) < 1e-9 && abs(b.maxY - h) < 1e-9)
        // No gaps and no sharp turns: consecutive pieces meet with nearly the same tangent,
        // except that with a short height UIKit ends the top-left corner past the start point
        // and the closing line runs back along the top edge (the path doubles back there).
        let pieces = Reference.pieces(path)
        for (i, (a, c)) in zip(pieces, Array(pieces.dropFirst()) + [pieces[0]]).enumerated() {
            #expect(a.last! == c.first!)
            let ta = a.last! - a[a.count - 2], tc = c[1] - c[0]
            let angle = atan2(abs(ta.cross(tc)), ta.dot(tc))
            if w > h && i >= pieces.count - 2 {
                #expect(angle == .pi && pieces[pieces.count - 1].count == 2)
            } else {
                #expect(angle < 0.1, "turn \(angle) at \(a.last!)")
            }
        }
        #expect(Reference.signedArea(Reference.samples(path, perPiece: 100).points) > 0)
    }

    @Test func zeroRadiusIsARectangleFromTheTopLeft() {
        let path = Self.rounded(Rect(x: 1, y: 2, width: 3, height: 4), 0, .continuous)
        #expect(path.elements.first == .move(to: Point(x: 1, y: 2)))
        #expect(path.length == 14)
    }

    @Test func badInputAddsNothing() {
        let good = Rect(x: 0, y: 0, width: 10, height: 10)
        for (rect, radius) in [(good, -1.0), (good, .nan), (good, .infinity),
                               (Rect(x: 0, y: 0, width: 0, height: 10), 2), (Rect(x: 0, y: 0, width: 10, height: -5), 2),
                               (Rect(x: .nan, y: 0, width: 10, height: 10), 2), (Rect(x: 0, y: 0, width: .infinity, height: 10), 2),
                               (Rect(x: 1e308, y: 0, width: 1e308, height: 10), 2)] {
            for style in CornerStyle.allCases {
                #expect(Self.rounded(rect, radius, style).isEmpty, "\(rect) r=\(radius)")
            }
        }
        // Huge but finite coordinates build a finite path.
        let huge = Self.rounded(Rect(x: 1e200, y: -1e200, width: 1e200, height: 1e200), 1e199, .continuous)
        #expect(huge.isFinite && !huge.isEmpty)
    }
}

@Suite struct PathBoundsTests {
    @Test func curveBoundsAreTightAndMatchDenseSampling() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addCurve(to: Point(x: 10, y: 0), control1: Point(x: -5, y: 20), control2: Point(x: 18, y: -12))
        p.addQuadCurve(to: Point(x: 20, y: 5), control: Point(x: 30, y: 30))
        let pts = Reference.samples(p, perPiece: 20000).points
        let b = p.bounds
        #expect(abs(b.minX - pts.map(\.x).min()!) < 1e-6)
        #expect(abs(b.maxX - pts.map(\.x).max()!) < 1e-6)
        #expect(abs(b.minY - pts.map(\.y).min()!) < 1e-6)
        #expect(abs(b.maxY - pts.map(\.y).max()!) < 1e-6)
        #expect(b.width < p.controlPointBounds.width && b.height < p.controlPointBounds.height)
    }

    @Test func circleBoundsAreItsSquare() {
        var p = Path()
        p.addArc(center: Point(x: 5, y: 6), radius: 4, startAngle: 0.3, endAngle: 0.3 + 2 * .pi, clockwise: true)
        let b = p.bounds
        // The cubic arcs bulge past the circle by at most 2.7e-4 of the radius.
        #expect(abs(b.minX - 1) < 2e-3 && abs(b.maxX - 9) < 2e-3 && abs(b.minY - 2) < 2e-3 && abs(b.maxY - 10) < 2e-3)
        #expect(Path().bounds == .zero)
    }
}
