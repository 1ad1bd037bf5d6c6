import SpinnerCore
import Testing
@testable import SpinnerRaster

/// The sweep's bookkeeping against shapes whose coverage is exact in binary: rows whose
/// touched span grows to the left and to the right between sub-strips, edges that end at
/// different rows while others stay active, and boundaries exactly on pixel borders.
@Suite struct CoverageSweepTests {
    /// The exact coverage of axis-aligned rectangles (disjoint), pixel by pixel.
    static func coverage(of rects: [Rect], width: Int, height: Int) -> [UInt8] {
        var area = [Double](repeating: 0, count: width * height)
        for r in rects {
            for y in 0..<height {
                let h = min(r.maxY, Double(y + 1)) - max(r.minY, Double(y))
                guard h > 0 else { continue }
                for x in 0..<width {
                    let w = min(r.maxX, Double(x + 1)) - max(r.minX, Double(x))
                    if w > 0 { area[y * width + x] += w * h }
                }
            }
        }
        return area.map { UInt8(CoverageMask.coverage8(Float($0))) }
    }

    static func polygon(of rect: Rect) -> [Point] {
        [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
         Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
    }

    @Test func spanWidenedBothWaysInOneRow() {
        // An upside-down T: the row's first sub-strip touches cells 5...6, the second reaches
        // 2 on the left and 8 on the right, so both widenings must zero their new cells.
        let t = [Point(x: 5, y: 0), Point(x: 6, y: 0), Point(x: 6, y: 0.5), Point(x: 8, y: 0.5),
                 Point(x: 8, y: 1.25), Point(x: 2, y: 1.25), Point(x: 2, y: 0.5), Point(x: 5, y: 0.5)]
        var mask = CoverageMask(width: 10, height: 2)
        mask.fill([t], origin: .zero, rule: .nonZero)
        let want = Self.coverage(of: [Rect(x: 5, y: 0, width: 1, height: 0.5), Rect(x: 2, y: 0.5, width: 6, height: 0.75)],
                                 width: 10, height: 2)
        #expect(mask.coverage8() == want)
        #expect(Array(want[0..<10]) == [0, 0, 128, 128, 128, 255, 128, 128, 0, 0])
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func staircaseEdgesEndingRowByRow(rule: FillRule) {
        // Steps half a pixel off the grid: their vertical edges end at different rows while
        // the left edge stays active, and every step's right edge sits on a pixel border.
        let steps = (0..<5).map { i in Rect(x: 1, y: 0.5 + Double(i) * 1.5, width: Double(10 - 2 * i), height: 1.5) }
        var outline: [Point] = [Point(x: 1, y: 0.5)]
        for s in steps { outline += [Point(x: s.maxX, y: s.minY), Point(x: s.maxX, y: s.maxY)] }
        outline.append(Point(x: 1, y: steps[4].maxY))
        var mask = CoverageMask(width: 12, height: 9)
        mask.fill([outline], origin: .zero, rule: rule)
        let want = Self.coverage(of: steps, width: 12, height: 9)
        #expect(mask.coverage8() == want)
        #expect(want.contains(255) && want.contains(128) && want.contains(0))
    }

    @Test func separateShapesInOneRowKeepTheGapClear() {
        // Two squares far apart in the same rows, then one between them in later rows: the
        // gap's cells are zeroed when the span grows across it and stay 0.
        let rects = [Rect(x: 0.5, y: 0.5, width: 2, height: 3), Rect(x: 20, y: 1, width: 3.5, height: 2),
                     Rect(x: 9, y: 4, width: 4, height: 1.5)]
        var mask = CoverageMask(width: 25, height: 6)
        mask.fill(rects.map(Self.polygon), origin: .zero, rule: .nonZero)
        #expect(mask.coverage8() == Self.coverage(of: rects, width: 25, height: 6))
    }
}
