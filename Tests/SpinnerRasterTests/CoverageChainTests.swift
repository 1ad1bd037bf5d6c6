import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// The sweep joins a contour's pieces into chains inside a row and cuts the row only where
/// chains start, end, cross or meet (`CoverageMask+Chains`): the same coverage as cutting at
/// every edge's end, on shapes whose chains cross, touch and pass through each other exactly
/// at vertices.
@Suite struct CoverageChainTests {
    @Test func edgesLinkAlongTheirContourInOneDirection() {
        // Down the left side in two edges, across, up the right side in two edges, back.
        let quad = [Point(x: 1, y: 1), Point(x: 1.5, y: 3), Point(x: 1, y: 5), Point(x: 5, y: 5),
                    Point(x: 5.5, y: 3), Point(x: 5, y: 1)]
        let mask = CoverageMask(width: 8, height: 8)
        var edges: [CoverageMask.Edge] = []
        mask.appendEdges(of: quad, origin: .zero, winding: 1, to: &edges)
        CoverageMask.link(&edges, from: 0)
        // Edges (horizontal ones dropped): 0: (1,1)-(1.5,3) down, 1: (1.5,3)-(1,5) down,
        // 2: (5.5,3)-(5,5) up, 3: (5,1)-(5.5,3) up (each stored top to bottom).
        #expect(edges.map(\.winding) == [1, 1, -1, -1])
        #expect(edges.map(\.next) == [1, -1, -1, 2])
        // Sorted by top, the links follow the edges to their new places.
        CoverageMask.sortLinked(&edges)
        for e in edges where e.next >= 0 {
            let n = edges[Int(e.next)]
            #expect(n.x0 == e.x1 && n.y0 == e.y1 && n.winding == e.winding)
        }
        #expect(edges.filter { $0.next >= 0 }.count == 2)
        #expect(edges.map(\.index) == [0, 1, 2, 3])
    }

    @Test func whatIsPressedOntoASideBecomesOneEdge() {
        // A bulge left of the region: its two edges pressed onto x = 0 are one edge there,
        // and the shape covers what it covered with them apart.
        let shape = [Point(x: -5, y: 1), Point(x: -4, y: 3), Point(x: -5, y: 5.5), Point(x: 4.5, y: 5.5), Point(x: 4, y: 1)]
        let mask = CoverageMask(width: 8, height: 8)
        var edges: [CoverageMask.Edge] = []
        mask.appendEdges(of: shape, origin: .zero, winding: 1, to: &edges)
        let pressed = edges.filter { $0.x0 == 0 && $0.x1 == 0 }
        #expect(pressed.count == 1 && pressed[0].y0 == 1 && pressed[0].y1 == 5.5)
        var filled = CoverageMask(width: 8, height: 8)
        filled.fill([shape], origin: .zero, rule: .nonZero, resolving: true)
        let c = CoverageMask.coverage(filled)
        // Rows 1 to 4 are whole from x = 0 to 4; the right side leans out to 4.5 by row 5.
        #expect(c[16] == 1 && c[19] == 1 && c[0] == 0)
        let area: Double = (4 + 4.5) / 2 * 4.5
        let total = Double(c.reduce(0, +))
        #expect(abs(total - area) < 1e-4)
    }

    /// Shapes on a grid of eighths (their vertices, crossings and midpoints exact in binary):
    /// two thin triangles crossing at a shared vertex; a square whose corner lies on another's
    /// side; a zigzag crossing a bar at its vertices; a self-intersecting star; a disc.
    static var shapes: [[[Point]]] {
        var star: [Point] = []
        for k in 0..<7 {
            let a = Double(k * 3) / 7 * 2 * Double.pi
            star.append(Point(x: 10.3 + 8.6 * cos(a), y: 9.7 + 8.6 * sin(a)))
        }
        let disc = (0..<96).map { k -> Point in
            let a = Double(k) / 96 * 2 * Double.pi
            return Point(x: 12.2 + 7.7 * cos(a), y: 10.1 + 6.9 * sin(a))
        }
        let zigzag = (0...8).map { k in Point(x: 2 + Double(k) * 2, y: k % 2 == 0 ? 3.5 : 15.5) }
            + [Point(x: 18, y: 17.25), Point(x: 2, y: 17.25)]
        return [
            [[Point(x: 2, y: 2), Point(x: 18, y: 18), Point(x: 17, y: 18)],
             [Point(x: 18, y: 2), Point(x: 2, y: 18), Point(x: 3, y: 18)],
             [Point(x: 10, y: 10), Point(x: 2.5, y: 10.375), Point(x: 17.5, y: 10.625)]],
            [[Point(x: 2, y: 2), Point(x: 12, y: 2), Point(x: 12, y: 12), Point(x: 2, y: 12)],
             [Point(x: 12, y: 7.125), Point(x: 19, y: 0.5), Point(x: 21, y: 14.25), Point(x: 7, y: 16)]],
            [zigzag, [Point(x: 1, y: 9.5), Point(x: 20, y: 9.5), Point(x: 20, y: 15.5), Point(x: 1, y: 15.5)]],
            [star],
            [disc, disc.reversed()],
            [disc, Array(disc.prefix(60))],
        ]
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func chainsCoverWhatCuttingAtEveryVertexCovers(rule: FillRule) {
        var differ = 0
        for (s, polygons) in Self.shapes.enumerated() {
            for origin in [Point.zero, Point(x: 0.375, y: -0.625)] {
                let local = polygons.map { $0.map { $0 + origin } }
                var chained = CoverageMask(width: 23, height: 21), cut = CoverageMask(width: 23, height: 21)
                chained.fill(local, origin: origin, rule: rule, resolving: true)
                cut.fill(local, origin: origin, rule: rule, resolving: true, chained: false)
                let a = CoverageMask.coverage(chained), b = CoverageMask.coverage(cut)
                let worst = zip(a, b).map { abs($0 - $1) }.max() ?? 0
                #expect(worst < 1e-5, "shape \(s): differs by \(worst)")
                // The disc and its reverse cancel under either rule; every other shape draws.
                #expect(s == 4 ? a.allSatisfy { abs($0) < 1e-5 } : a.contains { $0 > 0.3 }, "shape \(s)")
                let a8 = chained.coverage8(), b8 = cut.coverage8()
                #expect(zip(a8, b8).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
                differ += zip(a8, b8).filter { $0 != $1 }.count
            }
        }
        // Summed in another order, a sum within a float's rounding of a half level could round
        // the other way; on these 5,796 pixels none does (measured).
        #expect(differ == 0, "\(differ) pixels round differently")
    }

    @Test func crossingThroughASharedVertexIsResolved() {
        // Two thin triangles crossing at (10, 10), each with a vertex exactly there: under
        // non-zero their overlap counts once, so no pixel exceeds full coverage, and the
        // pixels around the crossing are covered by both arms.
        let a = [Point(x: 2, y: 2), Point(x: 10, y: 10), Point(x: 18, y: 18), Point(x: 16, y: 18), Point(x: 10, y: 10.5)]
        let b = [Point(x: 18, y: 2), Point(x: 10, y: 10), Point(x: 2, y: 18), Point(x: 4, y: 18), Point(x: 10, y: 10.5)]
        var mask = CoverageMask(width: 20, height: 20)
        mask.fill([a, b], origin: .zero, rule: .nonZero)
        let c = CoverageMask.coverage(mask)
        #expect(c.allSatisfy { $0 <= 1.00001 && $0 >= -0.00001 })
        var cut = CoverageMask(width: 20, height: 20)
        cut.fill([a, b], origin: .zero, rule: .nonZero, resolving: true, chained: false)
        #expect(zip(c, CoverageMask.coverage(cut)).allSatisfy { abs($0 - $1) < 1e-5 })
    }
}
