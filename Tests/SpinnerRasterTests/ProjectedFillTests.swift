import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// Fills drawn through a perspective projection against the pinhole formula's exact areas.
@Suite struct ProjectedFillTests {
    typealias R = ReferenceCoverage

    static let size = 64
    /// A 40-unit square about the layer's origin, turned 50° about y, the eye 80 units away.
    static let pinhole = Pinhole(angle: 50 * .pi / 180, distance: 80, centre: Point(x: 32, y: 32))
    static let square = [Point(x: -20, y: -20), Point(x: 20, y: -20), Point(x: 20, y: 20), Point(x: -20, y: 20)]

    static func item(_ path: Path, _ projection: Transform3D, paint: Paint = .solid(.black)) -> DisplayItem {
        DisplayItem(path: path, transform: .identity, style: .fill(.nonZero), paint: paint, projection: projection)
    }

    @Test func turnedSquareCoversTheProjectedQuadrilateral() {
        let p = Self.pinhole, n = Self.size
        let quad = Self.square.map(p.image)
        let got = R.rendered([Self.item(R.polygonPath([Self.square]), p.projection)], width: n, height: n)
        let want = ExactArea.coverage(quad, width: n, height: n)
        R.expectWithin(got, want, width: n, limit: 1.0 / 255)
        let area = ExactArea.area(quad)
        #expect(abs(got.reduce(0, +) - area) <= 0.005 * area, "drawn \(got.reduce(0, +)), exact \(area)")
    }

    @Test func turnedSquareEdgesCrossWhereThePinholePutsThem() {
        let p = Self.pinhole, n = Self.size
        let got = R.rendered([Self.item(R.polygonPath([Self.square]), p.projection)], width: n, height: n)
        func cov(_ x: Int, _ y: Int) -> Double { got[y * n + x] }
        let q = Self.square.map(p.image) // top-left, top-right, bottom-right, bottom-left
        // The edges x = ±20 stay vertical (W is constant along them); the top and bottom edges
        // converge toward the vanishing point. Each is a straight segment between its corners.
        func along(_ a: Point, _ b: Point, atX x: Double) -> Double { a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x) }
        let top = { along(q[0], q[1], atX: $0) }, bottom = { along(q[3], q[2], atX: $0) }
        var checked = 0
        // Left edge: the covered length of a row left of a column inside the square is the
        // column's x minus the edge's mean x over the row, which for a vertical edge is its x.
        let inside = Int(q[0].x.rounded(.down)) + 2
        for row in 0..<n where Double(row) >= top(Double(inside)) && Double(row + 1) <= bottom(Double(inside)) {
            let edge = Double(inside) - (0..<inside).reduce(0) { $0 + cov($1, row) }
            #expect(abs(edge - q[0].x) <= 0.01, "left edge in row \(row): \(edge) vs \(q[0].x)")
            checked += 1
        }
        let inside1 = Int(q[1].x.rounded(.down)) - 1
        for row in 0..<n where Double(row) >= q[1].y && Double(row + 1) <= q[2].y {
            let edge = Double(inside1) + (inside1..<n).reduce(0) { $0 + cov($1, row) }
            #expect(abs(edge - q[1].x) <= 0.01, "right edge in row \(row): \(edge) vs \(q[1].x)")
            checked += 1
        }
        // Top and bottom edges, column by column (the mean height of a straight edge over a
        // column is its height at the column's middle).
        let middle = Int(p.centre.y)
        for column in Int(q[0].x.rounded(.up))..<Int(q[1].x.rounded(.down)) {
            let c = Double(column) + 0.5
            let t = Double(middle) - (0..<middle).reduce(0) { $0 + cov(column, $1) }
            let b = Double(middle) + (middle..<n).reduce(0) { $0 + cov(column, $1) }
            #expect(abs(t - top(c)) <= 0.01, "top edge in column \(column): \(t) vs \(top(c))")
            #expect(abs(b - bottom(c)) <= 0.01, "bottom edge in column \(column): \(b) vs \(bottom(c))")
            checked += 2
        }
        #expect(checked > 60)
    }

    @Test func aSquarePartlyBehindTheEyeDrawsOnlyItsFrontPart() {
        // 60° about y with the eye 80 away: W = 1 + x·sin 60° / 80 is ≤ 0 for x ≤ −92.4. The
        // square's part behind the eye, divided naively, would land mirrored past the vanishing
        // line u = 32 + 80·cos 60° / sin 60° ≈ 78.2 (x = −400 would go to u ≈ 92).
        let p = Pinhole(angle: 60 * .pi / 180, distance: 80, centre: Point(x: 32, y: 64))
        let w = 128, h = 128
        let layer = [Point(x: -400, y: -40), Point(x: 40, y: -40), Point(x: 40, y: 40), Point(x: -400, y: 40)]
        let got = R.rendered([Self.item(R.polygonPath([layer]), p.projection)], width: w, height: h)
        let near = p.x(atW: PlaneProjection.defaultMinimumW)
        let front = [Point(x: near, y: -40), Point(x: 40, y: -40), Point(x: 40, y: 40), Point(x: near, y: 40)].map(p.image)
        let want = ExactArea.coverage(front, width: w, height: h)
        R.expectWithin(got, want, width: w, limit: 1.0 / 255)
        let farRight = (0..<h).flatMap { y in (60..<w).map { got[y * w + $0] } }
        #expect(farRight.allSatisfy { $0 == 0 }, "something was drawn past the front part")
        #expect(got.reduce(0, +) > 1000)
    }

    @Test func squareWhollyBehindTheEyeDrawsNothing() {
        let p = Pinhole(angle: 60 * .pi / 180, distance: 80, centre: Point(x: 32, y: 32))
        let layer = [Point(x: -400, y: -40), Point(x: -100, y: -40), Point(x: -100, y: 40), Point(x: -400, y: 40)]
        let item = Self.item(R.polygonPath([layer]), p.projection)
        #expect(Rasterizer().deviceBounds(of: item) == .zero)
        #expect(R.rendered([item], width: 128, height: 128).allSatisfy { $0 == 0 })
    }

    @Test func aCircleKeepsItsCurveWithinTheTolerance() {
        // A circle of radius 18 turned 50°: its image is an ellipse-like conic; every pixel's
        // coverage against 64² samples of the exact preimage test.
        let p = Self.pinhole, n = Self.size
        var path = Path()
        path.addEllipse(in: Rect(x: -18, y: -18, width: 36, height: 36))
        let got = R.rendered([Self.item(path, p.projection)], width: n, height: n)
        let want = R.supersample(width: n, height: n) { x, y in
            let l = p.preimage(Point(x: x, y: y))
            return l.x * l.x + l.y * l.y <= 18 * 18
        }
        R.expectClose(got, want, width: n)
    }

    @Test func edgeOnPlaneDrawsNothing() {
        // Turned exactly 90° about y (cos 90° written as 0, which the sine and cosine do not give).
        let quarter = Transform3D(m11: 0, m12: 0, m13: -1, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                  m31: 1, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        let t = quarter.concatenating(Transform3D(perspectiveDistance: 80))
            .concatenating(Transform3D(translationX: 32, y: 32, z: 0))
        #expect(PlaneProjection(t).orientation == 0)
        #expect(Rasterizer().deviceBounds(of: Self.item(R.polygonPath([Self.square]), t)) == .zero)
    }
}
