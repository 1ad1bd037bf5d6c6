import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// Strokes on a turned layer are outlined in the layer's plane (their width foreshortens) and
/// projected; hairlines stay one device pixel wide.
@Suite struct ProjectedStrokeTests {
    typealias R = ReferenceCoverage
    static let pinhole = Pinhole(angle: 40 * .pi / 180, distance: 70, centre: Point(x: 32, y: 32))

    static func stroke(_ path: Path, _ style: StrokeStyle, start: Double = 0, end: Double = 1) -> DisplayItem {
        DisplayItem(path: path, transform: .identity, style: .stroke(style, start: start, end: end), paint: .solid(.black),
                    projection: pinhole.projection)
    }

    @Test func ringOutlineIsTheImageOfTheLayersRing() {
        // A circle of radius 16 stroked 5 wide: the layer points within 2.5 of the circle.
        var circle = Path()
        circle.addEllipse(in: Rect(x: -16, y: -16, width: 32, height: 32))
        let got = R.rendered([Self.stroke(circle, StrokeStyle(lineWidth: 5))], width: 64, height: 64)
        let p = Self.pinhole
        let want = R.supersample(width: 64, height: 64) { x, y in
            let l = p.preimage(Point(x: x, y: y))
            return abs((l.x * l.x + l.y * l.y).squareRoot() - 16) <= 2.5
        }
        R.expectClose(got, want, width: 64)
    }

    @Test func mitredSquareOutlineIsExact() {
        // A square of side 30 stroked 6 wide with miter joins: the frame between the squares of
        // half-sides 18 and 12, a polygon pair whose images are exact quadrilaterals.
        let side = [Point(x: -15, y: -15), Point(x: 15, y: -15), Point(x: 15, y: 15), Point(x: -15, y: 15)]
        let got = R.rendered([Self.stroke(R.polygonPath([side]), StrokeStyle(lineWidth: 6, lineJoin: .miter))], width: 64, height: 64)
        func square(_ h: Double) -> [Point] {
            [Point(x: -h, y: -h), Point(x: h, y: -h), Point(x: h, y: h), Point(x: -h, y: h)].map(Self.pinhole.image)
        }
        let outer = ExactArea.coverage(square(18), width: 64, height: 64)
        let inner = ExactArea.coverage(square(12), width: 64, height: 64)
        R.expectWithin(got, zip(outer, inner).map { $0 - $1 }, width: 64, limit: 1.0 / 255)
    }

    @Test func trimmedDashedStrokeIsCutInTheLayersPlane() {
        // A line along y = 0 from x = −20 to 20, trimmed to its middle half (−10...10) and dashed
        // 4 on, 4 off with butt caps: dashes over x in [−10, −6], [−2, 2], [6, 10], 2 wide.
        var line = Path()
        line.move(to: Point(x: -20, y: 0))
        line.addLine(to: Point(x: 20, y: 0))
        let style = StrokeStyle(lineWidth: 2, lineCap: .butt, dashPattern: [4, 4])
        let got = R.rendered([Self.stroke(line, style, start: 0.25, end: 0.75)], width: 64, height: 64)
        var want = [Double](repeating: 0, count: 64 * 64)
        for x0 in [-10.0, -2, 6] {
            let dash = [Point(x: x0, y: -1), Point(x: x0 + 4, y: -1), Point(x: x0 + 4, y: 1), Point(x: x0, y: 1)].map(Self.pinhole.image)
            for (i, c) in ExactArea.coverage(dash, width: 64, height: 64).enumerated() { want[i] += c }
        }
        R.expectWithin(got, want, width: 64, limit: 1.0 / 255)
    }

    @Test func hairlineStaysOnePixelWideOnTheProjectedLine() {
        // The layer line x = 10 is a vertical device line at u = 32 + 10·cos θ / W; a hairline
        // along it covers one pixel's width in every row it spans, centred on it.
        var line = Path()
        line.move(to: Point(x: 10, y: -15))
        line.addLine(to: Point(x: 10, y: 15))
        let got = R.rendered([Self.stroke(line, StrokeStyle(lineWidth: 0))], width: 64, height: 64)
        let top = Self.pinhole.image(Point(x: 10, y: -15)), bottom = Self.pinhole.image(Point(x: 10, y: 15))
        var rows = 0
        for y in Int(top.y.rounded(.up))..<Int(bottom.y.rounded(.down)) {
            let row = (0..<64).map { got[y * 64 + $0] }
            let sum = row.reduce(0, +)
            let centre = row.indices.reduce(0.0) { $0 + (Double($1) + 0.5) * row[$1] } / sum
            #expect(abs(sum - 1) <= 2.0 / 255, "row \(y): \(sum)")
            #expect(abs(centre - top.x) <= 0.01, "row \(y): \(centre) vs \(top.x)")
            rows += 1
        }
        #expect(rows > 20)
    }

    @Test func strokePartlyBehindTheEyeDrawsItsFrontPart() {
        // The outline of a rectangle reaching behind the eye (x ≤ −92.4 has W ≤ 0 here) is
        // clipped at the near plane as a polygon: the frame's front part, nothing mirrored, and
        // the map's huge stretch near the eye does not stop the rest from drawing.
        let p = Pinhole(angle: 60 * .pi / 180, distance: 80, centre: Point(x: 32, y: 64))
        let rect = [Point(x: -400, y: -40), Point(x: 40, y: -40), Point(x: 40, y: 40), Point(x: -400, y: 40)]
        let item = DisplayItem(path: R.polygonPath([rect]), transform: .identity,
                               style: .stroke(StrokeStyle(lineWidth: 6, lineJoin: .miter), start: 0, end: 1),
                               paint: .solid(.black), projection: p.projection)
        let got = R.rendered([item], width: 128, height: 128)
        let near = p.x(atW: PlaneProjection.defaultMinimumW)
        func front(_ right: Double, _ half: Double) -> [Point] {
            [Point(x: near, y: -half), Point(x: right, y: -half), Point(x: right, y: half), Point(x: near, y: half)].map(p.image)
        }
        let outer = ExactArea.coverage(front(43, 43), width: 128, height: 128)
        let inner = ExactArea.coverage(front(37, 37), width: 128, height: 128)
        R.expectWithin(got, zip(outer, inner).map { $0 - $1 }, width: 128, limit: 1.0 / 255)
        #expect(got.reduce(0, +) > 200)
    }
}
