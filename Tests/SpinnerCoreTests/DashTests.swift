import Foundation
import Testing
@testable import SpinnerCore

@Suite struct DashTests {
    static func line(_ length: Double) -> Path {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: length, y: 0))
        return p
    }

    /// The dashes of a horizontal line from the origin as (start x, end x).
    static func spans(_ pattern: [Double], phase: Double = 0, length: Double = 100) -> [ClosedRange<Double>] {
        line(length).dashed(pattern: pattern, phase: phase).subpaths.map { sub in
            let xs = [sub.start.x] + sub.segments.map(\.end.x)
            return xs.min()!...xs.max()!
        }
    }

    static func near(_ a: [ClosedRange<Double>], _ b: [ClosedRange<Double>]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0.lowerBound - $1.lowerBound) < 1e-9 && abs($0.upperBound - $1.upperBound) < 1e-9 }
    }

    @Test func evenPatternCountsAndPositions() {
        let want = stride(from: 0.0, to: 100, by: 15).map { $0...min($0 + 10, 100) }
        #expect(want.count == 7)
        #expect(Self.near(Self.spans([10, 5]), want))
    }

    @Test func phaseSkipsIntoThePattern() {
        #expect(Self.near(Self.spans([10, 5], phase: 3, length: 40), [0...7, 12...22, 27...37]))
        // A negative phase wraps: −3 ≡ 12 of a 15 period, 3 into the gap.
        #expect(Self.near(Self.spans([10, 5], phase: -3, length: 40), [3...13, 18...28, 33...40]))
        // A phase of several periods is the same as its remainder.
        #expect(Self.near(Self.spans([10, 5], phase: 3 + 15 * 7, length: 40), [0...7, 12...22, 27...37]))
    }

    @Test func oddPatternsRepeatConcatenated() {
        #expect(Self.near(Self.spans([5], length: 32), [0...5, 10...15, 20...25, 30...32]))
        // [2, 3, 4] is [2, 3, 4, 2, 3, 4]: on 2, off 3, on 4, off 2, on 3, off 4.
        #expect(Self.near(Self.spans([2, 3, 4], length: 30), [0...2, 5...9, 11...14, 18...20, 23...27, 29...30]))
    }

    @Test func invalidPatternsAreSolid() {
        for pattern in [[], [0, 0], [0.0], [5, -1], [.nan, 2], [.infinity, 1]] as [[Double]] {
            #expect(DashPattern(pattern, phase: 0) == nil)
            #expect(Self.line(50).dashed(pattern: pattern, phase: 0) == Self.line(50))
            let solid = Self.line(50).strokePolygons(StrokeStyle(lineWidth: 2), tolerance: 0.01)
            #expect(Self.line(50).strokePolygons(StrokeStyle(lineWidth: 2, dashPattern: pattern), tolerance: 0.01) == solid)
        }
        // A non-finite phase counts as zero.
        #expect(Self.near(Self.spans([10, 5], phase: .nan, length: 30), [0...10, 15...25]))
    }

    @Test func tooManyDashesStrokeSolidWithoutBlowingUp() {
        let style = StrokeStyle(lineWidth: 2, dashPattern: [1e-6, 1e-6])
        let long = Self.line(1000)
        #expect(long.strokePolygons(style, tolerance: 0.01) == long.strokePolygons(StrokeStyle(lineWidth: 2), tolerance: 0.01))
        #expect(long.dashed(pattern: [1e-6, 1e-6], phase: 0) == long)
        // Under the cap of 50,000 still dashes: 1000 / 0.025 = 40,000 dashes; at it (1000 /
        // 0.02, counted with a dash of slack) the line is stroked solid.
        #expect(long.dashed(pattern: [0.0125, 0.0125], phase: 0).subpaths.count == 40_000)
        #expect(long.dashed(pattern: [0.01, 0.01], phase: 0) == long)
        // A path too long to measure is stroked solid too (and nothing non-finite comes out).
        var huge = Path()
        huge.move(to: Point(x: -1e308, y: 0))
        huge.addLine(to: Point(x: 1e308, y: 0))
        #expect(huge.dashed(pattern: [1, 1], phase: 0) == huge)
    }

    @Test func zeroLengthDashesAreCapsOnly() {
        let line = Self.line(35)
        let dots = line.dashed(pattern: [0, 10], phase: 0).subpaths
        #expect(dots.map(\.start.x) == [0, 10, 20, 30])
        #expect(line.strokePolygons(StrokeStyle(lineWidth: 4, lineCap: .round, dashPattern: [0, 10]), tolerance: 0.01).count == 4)
        #expect(line.strokePolygons(StrokeStyle(lineWidth: 4, lineCap: .butt, dashPattern: [0, 10]), tolerance: 0.01).isEmpty)
        // A square dot on a diagonal is turned along the path.
        var diagonal = Path()
        diagonal.move(to: .zero)
        diagonal.addLine(to: Point(x: 30, y: 30))
        let squares = diagonal.strokePolygons(StrokeStyle(lineWidth: 2, lineCap: .square, dashPattern: [0, 20]), tolerance: 0.01)
        #expect(squares.count == 3)
        let second = squares[1], c = Point(x: 20 / 2.0.squareRoot(), y: 20 / 2.0.squareRoot())
        for p in second { #expect(abs(p.distance(to: c) - 2.0.squareRoot()) < 1e-9) }
        #expect(second.contains { abs($0.x - c.x) < 1e-9 })
    }

    static func square() -> Path {
        var p = Path()
        p.addRect(Rect(x: 0, y: 0, width: 40, height: 40))
        return p
    }

    @Test func closedSubpathDashesContinueAcrossTheStart() {
        // Perimeter 160; with phase 5 the dashes are [0,25] [35,65] [75,105] [115,145] [155,160]:
        // the first and last are one dash from 155 round the start to 25.
        let dashes = Self.square().dashed(pattern: [30, 10], phase: 5).subpaths
        #expect(dashes.count == 4)
        let merged = dashes[3]
        #expect(merged.start == Point(x: 0, y: 5))
        #expect(merged.segments.last!.end == Point(x: 25, y: 0))
        #expect(abs(merged.segments.reduce(0) { $0 + $1.length } - 30) < 1e-9)
        #expect(!merged.isClosed)
        // Without the wrap nothing merges.
        #expect(Self.square().dashed(pattern: [30, 10], phase: 0).subpaths.count == 4)
        // One dash longer than the perimeter keeps the subpath closed.
        let whole = Self.square().dashed(pattern: [500, 10], phase: 0).subpaths
        #expect(whole.count == 1 && whole[0].isClosed)
    }

    @Test func aDashOverACornerGetsTheJoinAndCapsAtItsEnds() {
        let style = StrokeStyle(lineWidth: 4, lineCap: .butt, lineJoin: .miter, dashPattern: [30, 10], dashPhase: 5)
        let polys = Self.square().strokePolygons(style, tolerance: 0.01)
        #expect(polys.count == 4)
        // The dash [35, 65] turns the top-right corner: its outline holds the miter tip.
        let tip = Point(x: 42, y: -2)
        #expect(polys.contains { $0.contains { $0.distance(to: tip) < 1e-9 } })
        // Butt ends: the dash starting at 35 along the top edge ends flat at x = 35.
        #expect(polys.contains { poly in poly.contains(Point(x: 35, y: -2)) && poly.contains(Point(x: 35, y: 2)) })
    }

    @Test func dashesFollowCurvesByArcLength() {
        // Three quarters of a circle, open, cut into five dashes and four gaps of equal length.
        var arc = Path()
        arc.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: 1.5 * .pi, clockwise: true)
        let dash = arc.length / 9
        let pieces = arc.dashed(pattern: [dash, dash], phase: 0).subpaths
        #expect(pieces.count == 5)
        for (k, piece) in pieces.enumerated() {
            #expect(abs(piece.segments.reduce(0) { $0 + $1.length } - dash) < 1e-9)
            for seg in piece.segments {
                for t in stride(from: 0.0, through: 1, by: 0.25) {
                    #expect(abs(seg.point(at: t).length - 10) < 3e-3)
                }
            }
            // The k-th dash starts 2k/9 of the way round, clockwise on screen from 3 o'clock.
            let a = atan2(piece.start.y, piece.start.x)
            let want = Double(2 * k) / 9 * 1.5 * .pi
            #expect(abs(remainder(a - want, 2 * .pi)) < 1e-3, "dash \(k) at angle \(a)")
        }
    }

    @Test func trimThenDashStartsThePatternAtTheTrimmedStart() {
        let trimmed = Self.line(100).trimmed(from: 0.25, to: 1)
        let dashes = trimmed.dashed(pattern: [10, 5], phase: 0).subpaths
        #expect(dashes.first?.start == Point(x: 25, y: 0))
        #expect(dashes.first?.segments.last?.end == Point(x: 35, y: 0))
    }
}

/// `Path.dashes(pattern:phase:)` numbers each dash by its place along the pattern, so one dash
/// keeps its number while the phase moves, across the phase's whole periods too.
@Suite struct DashNumberTests {
    /// (start x, number) of each dash of a 100-long line under [10, 10].
    static func numbered(phase: Double) -> [(Double, Int)] {
        (DashTests.line(100).dashes(pattern: [10, 10], phase: phase) ?? []).map { ($0.path.subpaths[0].start.x, $0.number) }
    }

    @Test func aDashKeepsItsNumberAsThePhaseMoves() {
        // Phase 19: the dash of pattern coordinates 20...30 lies at 1...11; at phase 21 it is cut
        // to 0...9 (and the phase, one period plus 1, normalises to 1): the same dash, number 1,
        // and one more enters at the end.
        let before = Self.numbered(phase: 19), after = Self.numbered(phase: 21)
        #expect(before.map(\.0) == [1, 21, 41, 61, 81])
        #expect(before.map(\.1) == [1, 2, 3, 4, 5])
        #expect(after.map(\.0) == [0, 19, 39, 59, 79, 99])
        #expect(after.map(\.1) == [1, 2, 3, 4, 5, 6])
        // A negative phase counts its periods the other way: -15 is 5 minus one period.
        #expect(Self.numbered(phase: -15).map(\.1) == [-1, 0, 1, 2, 3, 4])
        #expect(Self.numbered(phase: 0).map(\.1) == [0, 1, 2, 3, 4])
    }

    @Test func numbersCountEveryPaintedStretchAndTheSubpath() {
        // [2, 3, 4] is [2, 3, 4, 2, 3, 4]: three painted stretches a period of 18.
        let dashes = DashTests.line(40).dashes(pattern: [2, 3, 4], phase: 0) ?? []
        #expect(dashes.map(\.number) == [0, 1, 2, 3, 4, 5, 6])
        #expect(dashes.map { $0.path.subpaths[0].start.x } == [0, 5, 11, 18, 23, 29, 36])
        var two = DashTests.line(30)
        two.move(to: Point(x: 0, y: 10))
        two.addLine(to: Point(x: 30, y: 10))
        #expect(two.dashes(pattern: [10, 10], phase: 0)?.map { [$0.subpath, $0.number] } == [[0, 0], [0, 1], [1, 0], [1, 1]])
        #expect(DashTests.line(30).dashes(pattern: [], phase: 0) == nil)
    }
}
