import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
@testable import SpinnerPresets

/// The `android-retreat` style against §3.2's formulas (written out in `AndroidFormulas`),
/// including the delegate's always-i = 0 colour test, and a rendered frame.
@Suite struct AndroidRetreatSpinnerTests {
    typealias F = AndroidFormulas

    /// Every phase boundary (spins at 0, 1500, 3000, 4500 ms for 500 ms, grow 0…3000, shrink
    /// 3000…6000, the 100 ms fade), points inside, the cycle's end and later repeats.
    static let times: [Double] = [0, 50, 99.5, 100, 250, 500, 1000, 1500, 1750, 2000, 2999, 3000, 3250, 3500, 4500, 4800,
                                  5000, 5999, 5999.75, 6000, 6050, 6100, 9000, 12_000, 12_030.25, 17_999, 18_000, 18_080]

    @Test(arguments: [false, true]) func presentedAnglesAndColourFollowTheFormulas(truncated: Bool) throws {
        for colors in [MaterialSpinner.googleColors, Array(MaterialSpinner.googleColors.prefix(3))] {
            var s = AndroidRetreatSpinner()
            s.colors = colors
            s.androidMsTruncation = truncated
            let scene = try Scene(root: s.makeLayer(), scale: 4)
            for ms in Self.times {
                let want = F.retreat(ms, colors: colors, truncate: truncated)
                let got = try #require(F.presented(scene, ms: ms, cap: s.capDegrees))
                // 1440° = 4 turns per repeat: on a boundary the engine may show either end.
                #expect(F.angleDistance(got.tail, want.tail) < 1e-6, "tail at \(ms) ms: \(got.tail)° vs \(want.tail)°")
                #expect(abs((got.head - got.tail) - (want.head - want.tail)) < 1e-6, "arc at \(ms) ms: \(got.head - got.tail)° vs \(want.head - want.tail)°")
                #expect(F.same(got.color, want.color), "colour at \(ms) ms (\(colors.count) colours): \(got.color) vs \(want.color)")
            }
        }
    }

    /// The delegate's inclusive test picks spin 0 every time: with the four Google colours the
    /// arc fades blue → red over the first 100 ms of every repeat and stays red, and with three
    /// colours each repeat starts from colour 4k mod 3.
    @Test func colourOnlyEverFadesAtTheStartOfARepeat() throws {
        let blue = F.argb(MaterialSpinner.googleColors[0]), red = F.argb(MaterialSpinner.googleColors[1])
        let yellow = F.argb(MaterialSpinner.googleColors[2])
        let scene = try Scene(root: AndroidRetreatSpinner().makeLayer(), scale: 1)
        func colour(_ s: Scene, _ ms: Double) throws -> F.ARGB { try #require(F.presented(s, ms: ms, cap: 0)).color }
        #expect(try F.same(colour(scene, 0), blue) && F.same(colour(scene, 6000), blue))
        for ms in [100.0, 1500, 1550, 3000, 4550, 5999, 6100, 13_500] { #expect(try F.same(colour(scene, ms), red), "\(ms) ms") }
        let mid = try colour(scene, 50)
        #expect(F.same(mid, F.evaluate(F.standard(0.5), blue, red)) && !F.same(mid, blue) && !F.same(mid, red))

        var three = AndroidRetreatSpinner()
        three.colors = Array(MaterialSpinner.googleColors.prefix(3))
        #expect(three.loopPeriod == 18)
        let s3 = try Scene(root: three.makeLayer(), scale: 1)
        #expect(try F.same(colour(s3, 3000), red) && F.same(colour(s3, 6000), red) && F.same(colour(s3, 9000), yellow))
        #expect(try F.same(colour(s3, 12_000), yellow) && F.same(colour(s3, 15_000), blue) && F.same(colour(s3, 21_000), red))
    }

    @Test func truncationDiffersExactlyWhereTheFormulasDo() throws {
        var s = AndroidRetreatSpinner()
        let exact = try Scene(root: s.makeLayer(), scale: 1)
        s.androidMsTruncation = true
        let truncated = try Scene(root: s.makeLayer(), scale: 1)
        var differing = 0, equal = 0
        let grid = (0..<12_000).map { Double($0) / 2 + 0.25 } + [100, 500, 1500, 2000, 3000, 4500, 5000].map(Double.init)
        for ms in grid {
            let a = try #require(F.presented(exact, ms: ms, cap: s.capDegrees))
            let b = try #require(F.presented(truncated, ms: ms, cap: s.capDegrees))
            let wantA = F.retreat(ms, colors: s.colors, truncate: false), wantB = F.retreat(ms, colors: s.colors, truncate: true)
            let formulaDiffers = abs(wantA.tail - wantB.tail) > 1e-9 || abs(wantA.head - wantB.head) > 1e-9
            let engineDiffers = abs(a.tail - b.tail) > 1e-9 || abs(a.head - b.head) > 1e-9
            #expect(formulaDiffers == engineDiffers, "at \(ms) ms")
            #expect(abs(b.tail - wantB.tail) < 1e-6 && abs(b.head - wantB.head) < 1e-6, "truncated at \(ms) ms")
            #expect(F.same(b.color, wantB.color), "truncated colour at \(ms) ms")
            if formulaDiffers { differing += 1 } else { equal += 1 }
            if ms == ms.rounded() { #expect(!engineDiffers, "whole millisecond \(ms)") }
        }
        // The arc grows or shrinks all the time, so every in-between time differs.
        #expect(differing == 12_000 && equal == 7)
    }

    @Test func renderedArcEndsLieOnTheFormulaAngles() throws {
        let s = AndroidRetreatSpinner()
        let scene = try Scene(root: s.makeLayer(), scale: 4)
        for ms: Double in [0, 250, 1000, 2750, 3000, 4700, 5900] {
            let frame = Rasterizer().render(scene.presentation(at: ms / 1000))
            let ends = try #require(F.arcEnds(frame, radius: 4 * 18), "no arc at \(ms) ms")
            let want = F.retreat(ms, colors: s.colors, truncate: false)
            #expect(F.angleDistance(ends.tail, want.tail - 90) < 0.5, "tail at \(ms) ms: \(ends.tail) vs \(want.tail - 90)")
            #expect(F.angleDistance(ends.head, want.head - 90) < 0.5, "head at \(ms) ms: \(ends.head) vs \(want.head - 90)")
        }
    }

    @Test func loopPeriodAndDefaults() throws {
        var s = AndroidRetreatSpinner()
        #expect(s.loopPeriod == 6 && s.radius == 18 && s.lineCap == .round && s.size == Size(width: 40, height: 40))
        for (n, period) in [(1, 6.0), (2, 6), (3, 18), (5, 30), (6, 18)] as [(Int, Double)] {
            s.colors = Array(repeating: Color.black, count: n)
            #expect(s.loopPeriod == period, "\(n) colours")
        }
        s.speed = 4
        #expect(s.loopPeriod == 4.5)
        // The arc at its shortest (36°) and longest (313.2°), caps included.
        let scene = try Scene(root: AndroidRetreatSpinner().makeLayer(), scale: 1)
        let short = try #require(F.presented(scene, ms: 0, cap: AndroidRetreatSpinner().capDegrees))
        let long = try #require(F.presented(scene, ms: 3000, cap: AndroidRetreatSpinner().capDegrees))
        #expect(abs(short.head - short.tail - 36) < 1e-9 && abs(long.head - long.tail - 313.2) < 1e-9)
    }
}
