import SpinnerCore
import Testing
@testable import SpinnerRaster

/// Rows over the sweep's work budget (issue 28, item 1): swept in even sub-strips with bounded
/// work and memory, and still exact where edges end on those sub-strips' borders.
@Suite struct CoverageBudgetTests {
    /// `count` squares of half a pixel, one every other pixel along row 0, from y 0.25 to 0.75.
    static func squares(_ count: Int) -> [Rect] {
        (0..<count).map { Rect(x: Double(2 * $0) + 0.25, y: 0.25, width: 0.5, height: 0.5) }
    }

    @Test func aRowOverBudgetIsSweptInEvenStrips() {
        // 1,500 squares: 3,000 pieces and 6,002 splits, far over the budget, so the dense sweep
        // runs; their tops and bottoms lie on its quarter-pixel borders, where it is exact.
        let rects = Self.squares(1_500)
        #expect(2 * rects.count * (2 + 4 * rects.count) > CoverageMask.rowWorkBudget)
        var mask = CoverageMask(width: 3_000, height: 1)
        mask.fill(rects.map(CoverageSweepTests.polygon(of:)), origin: .zero, rule: .nonZero)
        let got = mask.coverage8()
        #expect(got == CoverageSweepTests.coverage(of: rects, width: 3_000, height: 1))
        #expect(got[0] == 64 && got[1] == 0 && got[2998] == 64)
    }

    @Test func aRowUnderBudgetIsCutExactly() {
        // The same squares, few enough for the exact cut: the same coverage.
        let rects = Self.squares(20)
        var mask = CoverageMask(width: 40, height: 1)
        mask.fill(rects.map(CoverageSweepTests.polygon(of:)), origin: .zero, rule: .evenOdd)
        #expect(mask.coverage8() == CoverageSweepTests.coverage(of: rects, width: 40, height: 1))
    }

    @Test func crossingsAreFoundAmongOverlappingPiecesOnly() {
        // Two crossing edges of a bow tie among many far-away squares: the crossing still
        // splits the row, so the bow tie's two triangles get their exact area.
        var polygons = Self.squares(50).map { r in
            CoverageSweepTests.polygon(of: Rect(x: r.minX + 10, y: r.minY, width: r.width, height: r.height))
        }
        polygons.append([Point(x: 0, y: 0), Point(x: 2, y: 1), Point(x: 2, y: 0), Point(x: 0, y: 1)])
        var mask = CoverageMask(width: 120, height: 1)
        mask.fill(polygons, origin: .zero, rule: .nonZero)
        // Each triangle of the bow tie (they meet at (1, 0.5)) covers half of its pixel.
        let c = mask.coverage8()
        #expect(c[0] == 128 && c[1] == 128 && c[2] == 0)
    }

    /// The same parallelogram stacked `count` times: every piece of row 0 overlaps every other
    /// in x, so a row of 1,600 tests its pairs past the budget and is swept dense, exact here
    /// (no edge ends or crosses inside the row).
    static func stacked(_ count: Int) -> [[Point]] {
        Array(repeating: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 1), Point(x: 1, y: 1)], count: count)
    }

    @Test(arguments: [(FillRule.nonZero, 800, UInt8(128)), (.evenOdd, 800, 0), (.evenOdd, 801, 128)])
    func aRowOverBudgetOnItsPairTestsIsSweptDense(rule: FillRule, count: Int, want: UInt8) {
        #expect(2 * count * (2 * count - 1) / 2 > CoverageMask.rowWorkBudget)
        var mask = CoverageMask(width: 3, height: 1)
        mask.fill(Self.stacked(count), origin: .zero, rule: rule)
        #expect(mask.coverage8() == [want, want, 0])
    }

    /// The up-front count agrees with the crossing loop's own, test for test: over a budget one
    /// below the loop's count, not over the count itself.
    @Test func pairTestsAreCountedExactly() {
        var state: UInt64 = 7
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53) * 40
        }
        let pieces = (0..<900).map { _ in
            CoverageMask.Piece(top: 0, bottom: 1, xTop: next(), xBottom: next(), winding: 1)
        }
        let byLeft = pieces.indices.sorted { pieces[$0].xMin < pieces[$1].xMin || (pieces[$0].xMin == pieces[$1].xMin && $0 < $1) }
        var loop = 0
        for a in 0..<(byLeft.count - 1) {
            var b = a + 1
            while b < byLeft.count, pieces[byLeft[b]].xMin < pieces[byLeft[a]].xMax { loop += 1; b += 1 }
        }
        #expect(loop > 1_000)
        #expect(CoverageMask.pairTests(pieces, byLeft, over: loop - 1))
        #expect(!CoverageMask.pairTests(pieces, byLeft, over: loop))
    }
}
