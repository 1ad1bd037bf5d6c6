import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// Fills under both rules rendered by the rasteriser against exact 64 × 64 sampling of the
/// ideal shapes (polygons by crossings, circles and rounded rectangles analytically) and
/// against golden PNGs.
@Suite struct FillGoldenTests {
    static let star: [Point] = (0..<5).map { k in
        let a = -Double.pi / 2 + 0.17 + Double(k) * 4 * .pi / 5
        return Point(x: 31.7 + 28.3 * cos(a), y: 33.1 + 28.3 * sin(a))
    }

    @Test(arguments: FillRule.allCases)
    func selfIntersectingStar(rule: FillRule) {
        var path = Path()
        path.move(to: Self.star[0])
        for p in Self.star.dropFirst() { path.addLine(to: p) }
        path.closeSubpath()
        let want = FillReference.coverage([Self.star], rule: rule, width: 64, height: 64)
        GeometryCheck.expect([GeometryCheck.item(path, .fill(rule))], width: 64, height: 64, ideal: want,
                             golden: "fill-star-\(rule)")
    }

    static let center = Point(x: 32.3, y: 31.8)

    static func circle(_ r: Double, clockwise: Bool) -> Path {
        var p = Path()
        p.addArc(center: center, radius: r, startAngle: 0.4, endAngle: 0.4 + (clockwise ? 2 : -2) * .pi, clockwise: clockwise)
        p.closeSubpath()
        return p
    }

    /// Two concentric circles: wound the same way, non-zero fills the hole and even-odd leaves
    /// it; wound opposite ways, both rules leave it.
    @Test(arguments: [(FillRule.nonZero, true), (.evenOdd, true), (.nonZero, false)])
    func ring(rule: FillRule, sameDirection: Bool) {
        var path = Self.circle(24.6, clockwise: true)
        for e in Self.circle(11.9, clockwise: sameDirection).elements { path.append(e) }
        let holeFilled = rule == .nonZero && sameDirection
        let want = Supersampler.coverage(width: 64, height: 64) { x, y in
            let d = Point(x: x, y: y).distance(to: Self.center)
            return d <= 24.6 && (holeFilled || d > 11.9)
        }
        GeometryCheck.expect([GeometryCheck.item(path, .fill(rule))], width: 64, height: 64, ideal: want,
                             golden: "fill-ring-\(rule)-\(sameDirection ? "same" : "opposite")")
    }

    @Test func circularRoundedRect() {
        let rect = Rect(x: 5.6, y: 6.2, width: 84.3, height: 51.7), r = 14.5
        var path = Path()
        path.addRoundedRect(rect, cornerRadius: r, style: .circular)
        let want = Supersampler.coverage(width: 96, height: 64) { x, y in
            let qx = abs(x - rect.midX) - (rect.width / 2 - r), qy = abs(y - rect.midY) - (rect.height / 2 - r)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - r <= 0
        }
        GeometryCheck.expect([GeometryCheck.item(path, .fill(.nonZero))], width: 96, height: 64, ideal: want,
                             golden: "fill-roundedrect-circular")
    }

    @Test func continuousRoundedRect() {
        var path = Path()
        path.addRoundedRect(Rect(x: 5.6, y: 6.2, width: 84.3, height: 51.7), cornerRadius: 14.5, style: .continuous)
        let polygons = DenseCurve.dense(path, perCurve: 400).map(\.0)
        let want = FillReference.coverage(polygons, rule: .nonZero, width: 96, height: 64)
        GeometryCheck.expect([GeometryCheck.item(path, .fill(.nonZero))], width: 96, height: 64, ideal: want,
                             golden: "fill-roundedrect-continuous")
    }
}
