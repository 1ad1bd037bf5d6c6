import SpinnerCore
@testable import SpinnerLottie
import Testing

/// A dash's contour padded to a slot's vertex count keeps its shape: curves split in halves.
@Suite struct LottieDashesTests {
    /// The point at parameter `t` of curve `k` of `b`.
    static func point(_ b: LottieBezier, _ k: Int, _ t: Double) -> Point {
        let n = b.vertices.count
        func pt(_ a: [Double]) -> Point { Point(x: a[0], y: a[1]) }
        let p0 = pt(b.vertices[k]), p3 = pt(b.vertices[(k + 1) % n]), p1 = p0 + pt(b.outTangents[k]), p2 = p3 + pt(b.inTangents[(k + 1) % n])
        let s = 1 - t
        let x = s * s * s * p0.x + 3 * s * s * t * p1.x + 3 * s * t * t * p2.x + t * t * t * p3.x
        let y = s * s * s * p0.y + 3 * s * s * t * p1.y + 3 * s * t * t * p2.y + t * t * t * p3.y
        return Point(x: x, y: y)
    }

    @Test(arguments: [false, true])
    func paddingKeepsTheShape(closed: Bool) {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addCurve(to: Point(x: 40, y: 0), control1: Point(x: 10, y: 20), control2: Point(x: 30, y: 20))
        path.addLine(to: Point(x: 40, y: 10))
        if closed { path.closeSubpath() }
        let b = LottieBezier.contours(of: path)[0]
        let padded = b.withVertices(6)
        #expect(padded.vertices.count == 6 && padded.inTangents.count == 6 && padded.outTangents.count == 6 && padded.closed == closed)
        #expect(b.withVertices(1) == b)
        // The long curve is split first (into quarters, then the line in halves), end points kept.
        #expect(padded.vertices[0] == [0, 0])
        #expect(padded.vertices.contains([40, 0]) && padded.vertices.contains([40, 10]))
        // Every curve of the padded contour lies on the original: its midpoint is a point of it.
        let original = (0..<(closed ? 3 : 2)).flatMap { k in (0...400).map { Self.point(b, k, Double($0) / 400) } }
        for k in 0..<(closed ? 6 : 5) {
            let m = Self.point(padded, k, 0.5)
            let nearest = original.map { $0.distance(to: m) }.min()!
            #expect(nearest < 0.08, "curve \(k)'s midpoint \(m) is \(nearest) off")
        }
    }
}
