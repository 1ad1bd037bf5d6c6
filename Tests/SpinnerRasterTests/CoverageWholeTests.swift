import SpinnerCore
import Testing
@testable import SpinnerRaster

/// A rectangle holding the whole region is written as full coverage without a sweep
/// (`fillWhole`): every pixel 255, as sweeping the same rectangle gives (with a zero-area spike
/// into it, which keeps the shortcut away).
@Suite struct CoverageWholeTests {
    static func rectangles(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [[Point]] {
        let corners = [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
        // Each side as collinear points too, as a Lottie rectangle's flattened cubics come.
        var dense: [Point] = []
        for i in 0..<4 {
            let from = corners[i], side = corners[(i + 1) % 4] - corners[i]
            for k in 0..<5 { dense.append(from + side * (Double(k) / 5)) }
        }
        return [corners, corners.reversed(), corners + [corners[0]], dense]
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func aContainingRectangleCoversLikeItsSweep(rule: FillRule) {
        let origin = Point(x: 3, y: 5)
        // Exactly the region, past it with fractional edges, far past it.
        for (x0, y0, x1, y1) in [(3.0, 5.0, 23.0, 22.0), (2.6, 4.3, 24.45, 22.8), (-1e4, -1e4, 1e5, 1e5)] {
            for polygon in Self.rectangles(x0, y0, x1, y1) {
                #expect(CoverageMask.rectangle([polygon], origin: origin, contains: 20, 17))
                var fast = CoverageMask(width: 20, height: 17)
                fast.fill([polygon], origin: origin, rule: rule)
                // The four corners from the top left, with a spike from the top side's middle.
                let spike = Point(x: (x0 + x1) / 2, y: y0)
                let spiked: [Point] = [Point(x: x0, y: y0), spike, Point(x: spike.x, y: (y0 + y1) / 2), spike,
                                       Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
                #expect(!CoverageMask.rectangle([spiked], origin: origin, contains: 20, 17))
                var swept = CoverageMask(width: 20, height: 17)
                swept.fill([spiked], origin: origin, rule: rule)
                #expect(fast.coverage8() == swept.coverage8(), "\(x0), \(y0)")
                #expect(fast.coverage8().allSatisfy { $0 == 255 })
            }
        }
    }

    @Test func otherShapesAreSwept() {
        let origin = Point.zero
        let box = [Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 17), Point(x: 0, y: 17)]
        // Short of the region by a fraction, a turned square, two rectangles, the box gone round
        // twice (even-odd leaves it empty), a side cut across the middle.
        let short = [Point(x: 0, y: 0), Point(x: 19.9, y: 0), Point(x: 19.9, y: 17), Point(x: 0, y: 17)]
        let turned = [Point(x: 10, y: -20), Point(x: 40, y: 10), Point(x: 10, y: 40), Point(x: -20, y: 10)]
        let across = [Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 8), Point(x: 0, y: 8), Point(x: 0, y: 17),
                      Point(x: 20, y: 17), Point(x: 20, y: 8), Point(x: 0, y: 8)]
        for polygons in [[short], [turned], [box, box], [box + box], [across]] {
            #expect(!CoverageMask.rectangle(polygons, origin: origin, contains: 20, 17))
        }
        var twice = CoverageMask(width: 20, height: 17)
        twice.fill([box + box], origin: origin, rule: .evenOdd)
        #expect(twice.coverage8().allSatisfy { $0 == 0 })
        var mask = CoverageMask(width: 20, height: 17)
        mask.fill([short], origin: origin, rule: .nonZero)
        #expect(mask.coverage8()[19] == 230)
    }
}
