import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
@testable import SpinnerPresets

/// The `android` style against §3.1's formulas (written out in `AndroidFormulas`), its sample
/// table, and a rendered frame.
@Suite struct AndroidAdvanceSpinnerTests {
    typealias F = AndroidFormulas

    /// Every phase boundary of the 5400 ms cycle (expand, collapse, fade starts and ends), points
    /// inside the phases, the cycle's end and times in later repeats.
    static let times: [Double] = [0, 200, 333, 500, 667, 900, 1000, 1166.5, 1333, 1334, 1340, 1350, 2017, 2350, 2500, 2683,
                                  2684, 2700, 3367, 3700, 4033, 4034, 4050, 4717, 5050, 5383, 5384, 5399, 5399.5,
                                  5400, 6400.25, 6733, 10_800, 12_034.5, 16_199, 16_200, 17_617.75]

    @Test(arguments: [false, true]) func presentedAnglesAndColourFollowTheFormulas(truncated: Bool) throws {
        for colors in [MaterialSpinner.googleColors, Array(MaterialSpinner.googleColors.prefix(3))] {
            var s = AndroidAdvanceSpinner()
            s.colors = colors
            s.androidMsTruncation = truncated
            let scene = try Scene(root: s.makeLayer(), scale: 4)
            for ms in Self.times {
                let want = F.advance(ms, colors: colors, truncate: truncated)
                let got = try #require(F.presented(scene, ms: ms, cap: s.capDegrees))
                // On a repeat boundary the engine may still be at the end of the previous cycle,
                // 2520° = 7 turns on: the same angle, so ends compare on the circle and the sweep
                // as it is.
                #expect(F.angleDistance(got.tail, want.tail) < 1e-6, "tail at \(ms) ms: \(got.tail)° vs \(want.tail)°")
                #expect(F.angleDistance(got.head, want.head) < 1e-6, "head at \(ms) ms: \(got.head)° vs \(want.head)°")
                #expect(abs((got.head - got.tail) - (want.head - want.tail)) < 1e-6, "sweep at \(ms) ms")
                #expect(F.same(got.color, want.color), "colour at \(ms) ms (\(colors.count) colours): \(got.color) vs \(want.color)")
            }
        }
    }

    /// §3.1 "Reference samples (derived, LUT FOSI)", printed to 3 decimals.
    @Test func referenceSamples() throws {
        let table: [(Double, Double, Double)] = [(0, -20, 0), (333, 73.733, 287.393), (667, 167.748, 437.748), (1000, 455.142, 531.481),
                                                 (1334, 605.496, 625.496), (1350, 610, 630), (5399, 2499.719, 2519.719)]
        let s = AndroidAdvanceSpinner()
        let scene = try Scene(root: s.makeLayer(), scale: 1)
        for (ms, start, end) in table {
            let got = try #require(F.presented(scene, ms: ms, cap: s.capDegrees))
            #expect(abs(got.tail - start) <= 5e-4 + 1e-9 && abs(got.head - end) <= 5e-4 + 1e-9, "\(ms) ms: \(got.tail), \(got.head)")
        }
    }

    /// Truncating the play time to whole milliseconds changes head and tail exactly where a FOSI
    /// window is open between two whole milliseconds, and the colour where a fade is; nowhere else.
    @Test func truncationDiffersExactlyWhereTheFormulasDo() throws {
        var s = AndroidAdvanceSpinner()
        let exact = try Scene(root: s.makeLayer(), scale: 1)
        s.androidMsTruncation = true
        let truncated = try Scene(root: s.makeLayer(), scale: 1)
        var differing = 0, equal = 0
        // Quarter milliseconds (exact in binary) across one cycle, plus every whole millisecond
        // at the boundaries, where the two must agree.
        let grid = (0..<10_800).map { Double($0) / 2 + 0.25 } + [333, 667, 1000, 1334, 2017, 5050, 5399].map(Double.init)
        for ms in grid {
            let a = try #require(F.presented(exact, ms: ms, cap: s.capDegrees))
            let b = try #require(F.presented(truncated, ms: ms, cap: s.capDegrees))
            let wantA = F.advance(ms, colors: s.colors, truncate: false), wantB = F.advance(ms, colors: s.colors, truncate: true)
            let formulaDiffers = abs(wantA.tail - wantB.tail) > 1e-9 || abs(wantA.head - wantB.head) > 1e-9
            let engineDiffers = abs(a.tail - b.tail) > 1e-9 || abs(a.head - b.head) > 1e-9
            #expect(formulaDiffers == engineDiffers, "at \(ms) ms")
            #expect(abs(b.tail - wantB.tail) < 1e-6 && abs(b.head - wantB.head) < 1e-6, "truncated at \(ms) ms")
            #expect(F.same(b.color, wantB.color), "truncated colour at \(ms) ms")
            if formulaDiffers { differing += 1 } else { equal += 1 }
            if ms == ms.rounded() { #expect(!engineDiffers, "whole millisecond \(ms)") }
        }
        // Some window is open for all but 4 · 16 ms of the 5400 ms (1334…1350 and its repeats).
        #expect(differing > 10_000 && equal > 100)
    }

    @Test func renderedArcEndsLieOnTheFormulaAngles() throws {
        for cap in [LineCap.round, .butt] {
            var s = AndroidAdvanceSpinner()
            s.lineCap = cap
            let scene = try Scene(root: s.makeLayer(), scale: 4)
            #expect(scene.pixelWidth == 160 && scene.pixelHeight == 160)
            for ms in [0, 333, 1000, 1234.5, 3000, 5100] {
                let frame = Rasterizer().render(scene.presentation(at: ms / 1000))
                let ends = try #require(F.arcEnds(frame, radius: 4 * 18), "no arc at \(ms) ms")
                let want = F.advance(ms, colors: s.colors, truncate: false)
                // Canvas angles are from 12 o'clock; the probe's from 3 o'clock.
                #expect(F.angleDistance(ends.tail, want.tail - 90) < 0.5, "\(cap) tail at \(ms) ms: \(ends.tail) vs \(want.tail - 90)")
                #expect(F.angleDistance(ends.head, want.head - 90) < 0.5, "\(cap) head at \(ms) ms: \(ends.head) vs \(want.head - 90)")
            }
        }
    }

    @Test func displayListStrokesTheShortenedArcWithRoundCaps() throws {
        let s = AndroidAdvanceSpinner()
        #expect(s.radius == 18 && abs(s.capDegrees - 2.0 / 18 * 180 / .pi) < 1e-12)
        let item = try #require(try Scene(root: s.makeLayer(), scale: 1).presentation(at: 0.667).drawings.first)
        guard case .stroke(let style, let start, let end) = item.style else { Issue.record("not a stroke"); return }
        #expect(style.lineWidth == 4 && style.lineCap == .round)
        // 270° of sweep at 667 ms, less a cap angle at each end.
        #expect(abs((end - start) * 360 - (270 - 2 * s.capDegrees)) < 1e-9)
        #expect(item.paint == .solid(Color(r8: 0x48, g8: 0x85, b8: 0xED)))
    }

    @Test func loopPeriodIsTheCycleTimesColoursOverTheirCommonFactorWithFour() throws {
        var s = AndroidAdvanceSpinner()
        #expect(s.loopPeriod == 5.4)
        for (n, period) in [(1, 5.4), (2, 5.4), (3, 16.2), (5, 27.0), (6, 16.2), (8, 10.8)] {
            s.colors = (0..<n).map { Color(r8: UInt8(30 * $0), g8: 100, b8: 200) }
            #expect(abs(s.loopPeriod - period) < 1e-12, "\(n) colours")
        }
        // With three colours the state comes back after 16.2 s, not after 5.4 s.
        s.colors = Array(MaterialSpinner.googleColors.prefix(3))
        let scene = try Scene(root: s.makeLayer(), scale: 1)
        for ms in [500.0, 1200, 1500, 4000] {
            let a = try #require(F.presented(scene, ms: ms, cap: s.capDegrees))
            let b = try #require(F.presented(scene, ms: ms + 16_200, cap: s.capDegrees))
            let c = try #require(F.presented(scene, ms: ms + 5400, cap: s.capDegrees))
            #expect(F.same(a.color, b.color) && !F.same(a.color, c.color), "\(ms) ms")
            #expect(F.angleDistance(a.tail, b.tail) < 1e-6 && F.angleDistance(a.head, c.head) < 1e-6)
        }
        s.speed = 2
        #expect(abs(s.loopPeriod - 8.1) < 1e-12)
        let fast = try Scene(root: s.makeLayer(), scale: 1)
        let half = try #require(F.presented(fast, ms: 500, cap: s.capDegrees))
        #expect(abs(half.head - F.advance(1000, colors: s.colors, truncate: false).head) < 1e-6)
    }

    @Test func oneColourNeverFadesAndOddInputsStayTotal() throws {
        var s = AndroidAdvanceSpinner()
        s.colors = [Color(hex: "#6750A4")]
        let scene = try Scene(root: s.makeLayer(), scale: 1)
        for ms in [0.0, 1200, 5000] { #expect(try #require(F.presented(scene, ms: ms, cap: s.capDegrees)).color == (0x67, 0x50, 0xA4, 255)) }
        s.lineWidth = 100
        #expect(s.capDegrees == 0 && s.radius < 0)
        s.lineWidth = 30
        #expect(s.capDegrees == 10)   // half the shortest 20° arc
        s.colors = []
        _ = try Scene(root: s.makeLayer(), scale: 1).presentation(at: 1)
    }
}
