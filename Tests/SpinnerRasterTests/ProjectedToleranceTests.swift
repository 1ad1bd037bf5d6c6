import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// Curves on a turned layer are flattened in the layer's plane finely enough that the projected
/// chords stay within the rasteriser's device tolerance of the projected curve, the same figure
/// the affine path keeps.
@Suite struct ProjectedToleranceTests {
    /// The largest distance from a dense sampling of the exact projected curves to the polygons.
    static func deviation(of path: Path, _ p: Pinhole, polygons: [[Point]]) -> Double {
        func distance(_ q: Point, _ a: Point, _ b: Point) -> Double {
            let d = b - a, len2 = d.dot(d)
            let t = len2 > 0 ? min(max((q - a).dot(d) / len2, 0), 1) : 0
            return q.distance(to: a + d * t)
        }
        var worst = 0.0
        for c in ReferenceArc.cubics(path) {
            for i in 0...2000 {
                let t = Double(i) / 2000, u = 1 - t
                let l = c[0] * (u * u * u) + c[1] * (3 * u * u * t) + c[2] * (3 * u * t * t) + c[3] * (t * t * t)
                let q = p.image(l)
                var best = Double.infinity
                for poly in polygons {
                    for k in poly.indices { best = min(best, distance(q, poly[k], poly[(k + 1) % poly.count])) }
                }
                worst = max(worst, best)
            }
        }
        return worst
    }

    @Test(arguments: [(30.0, 200.0), (70.0, 60.0), (-80.0, 45.0)])
    func projectedChordsStayWithinTheDeviceTolerance(degrees: Double, distance: Double) throws {
        let p = Pinhole(angle: degrees * .pi / 180, distance: distance, centre: Point(x: 32, y: 32))
        var path = Path()
        path.addEllipse(in: Rect(x: -18, y: -12, width: 36, height: 30))
        path.move(to: Point(x: -10, y: 0))
        path.addCurve(to: Point(x: 12, y: 4), control1: Point(x: -4, y: -20), control2: Point(x: 6, y: 22))
        let item = DisplayItem(path: path, transform: .identity, style: .fill(.evenOdd), paint: .solid(.black),
                               projection: p.projection)
        let r = Rasterizer()
        let (polygons, _) = try #require(r.projectedPolygons(of: item, through: PlaneProjection(p.projection)))
        let worst = Self.deviation(of: path, p, polygons: polygons)
        #expect(worst <= r.tolerance, "chords up to \(worst) px from the projected curve")
        // Not needlessly fine either: a few hundred chords for these five curves at 0.005 px
        // (the tolerance shrinks with the map's largest stretch, not without bound).
        let vertices = polygons.reduce(0) { $0 + $1.count }
        #expect(vertices < 1000, "\(vertices) vertices")
    }
}
