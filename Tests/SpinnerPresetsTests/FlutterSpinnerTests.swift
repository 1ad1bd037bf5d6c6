import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
@testable import SpinnerPresets

/// The `flutter` style against Flutter's painter formulas (the style's `source`; docs/presets.md), written out
/// here: what the layer tree presents and what the rasteriser draws.
@Suite struct FlutterSpinnerTests {
    // MARK: - The formulas, by hand

    /// `Cubic(0.4, 0.0, 0.2, 1.0).transform(t)` as curves.dart computes it.
    static func fastOutSlowIn(_ t: Double) -> Double {
        if t == 0 || t == 1 { return t }
        func bernstein(_ p: Double, _ q: Double, _ m: Double) -> Double {
            let a: Double = 3 * p * (1 - m) * (1 - m) * m
            let b: Double = 3 * q * (1 - m) * m * m
            return a + b + m * m * m
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let m = (lo + hi) / 2
            let x = bernstein(0.4, 0.2, m)
            if abs(t - x) < 0.001 { return bernstein(0, 1, m) }
            if x < t { lo = m } else { hi = m }
        }
        return .nan
    }

    /// `Interval(begin, end, curve: fastOutSlowIn).transform(s)`.
    static func interval(_ begin: Double, _ end: Double, _ s: Double) -> Double {
        let t = min(max((s - begin) / (end - begin), 0), 1)
        return t == 0 || t == 1 ? t : fastOutSlowIn(t)
    }

    /// Flutter's arcStart and arcSweep in degrees at `ms` milliseconds.
    static func flutterArc(ms: Double) -> (start: Double, sweep: Double) {
        let s = (ms / 1333).truncatingRemainder(dividingBy: 1)
        let r = (ms / 2222).truncatingRemainder(dividingBy: 1)
        let head = interval(0, 0.5, s), tail = interval(0.5, 1, s)
        let start = -Double.pi / 2 + tail * 3 / 2 * .pi + r * .pi * 2 + s * 0.5 * .pi
        let sweep = max(head * 3 / 2 * .pi - tail * 3 / 2 * .pi, 0.001)
        return (start * 180 / .pi, sweep * 180 / .pi)
    }

    // MARK: - What the tree presents

    /// The arc's start and sweep in degrees (screen angles, clockwise from 3 o'clock): the path
    /// starts at 12 o'clock, strokeStart/strokeEnd are fractions of the turn, the layer turns by
    /// transform.rotation.z.
    static func presentedArc(_ scene: Scene, _ seconds: Double) throws -> (start: Double, sweep: Double, color: Color?) {
        let arc = try #require(scene.presentedLayers(at: seconds).first { $0.name == "arc" })
        let start = try #require(arc.values.number("strokeStart")), end = try #require(arc.values.number("strokeEnd"))
        let rotation = try #require(arc.values.number("transform.rotation.z"))
        return (-90 + 360 * start + rotation * 180 / .pi, 360 * (end - start), arc.values["strokeColor"]?.color)
    }

    /// a − b as an angle in (−180, 180].
    static func angleDifference(_ a: Double, _ b: Double) -> Double {
        var d = (a - b).truncatingRemainder(dividingBy: 360)
        if d > 180 { d -= 360 }
        if d <= -180 { d += 360 }
        return d
    }

    /// The milliseconds where the sweep floor ends (head) and starts again (tail), found on the
    /// formula itself by bisection on time.
    static func floorBoundaries() -> (headEnd: Double, tailStart: Double) {
        func isFloor(_ ms: Double) -> Bool { flutterArc(ms: ms).sweep <= 0.001 * 180 / .pi }
        func bisect(_ a: Double, _ b: Double) -> Double {
            var a = a, b = b
            let atA = isFloor(a)
            for _ in 0..<80 { let m = (a + b) / 2; if isFloor(m) == atA { a = m } else { b = m } }
            return b
        }
        return (bisect(0, 300), bisect(1000, 1333 - 1e-9))
    }

    static let floorDegrees = 0.001 * 180 / .pi

    @Test func floorsLieWhereTheFormulaPutsThem() {
        let (headEnd, tailStart) = Self.floorBoundaries()
        // About 6.8 ms after each cycle starts and 13.2 ms before it ends (derived from the solver).
        #expect(headEnd > 6 && headEnd < 7.5, "\(headEnd)")
        #expect(tailStart > 1318 && tailStart < 1321, "\(tailStart)")
        #expect(abs(FlutterSpinner.headFloorEnd * 666.5 - headEnd) < 1e-6)
        #expect(abs((0.5 + FlutterSpinner.tailFloorStart * 0.5) * 1333 - tailStart) < 1e-6)
        // Each floor is one interval (the tree relies on it): every 0.005 ms of a cycle is on the
        // floor exactly when it is before headEnd or after tailStart.
        for i in 0...266_600 {
            let ms = Double(i) * 0.005
            let isFloor = Self.flutterArc(ms: ms).sweep <= Self.floorDegrees
            if isFloor != (ms < headEnd || ms >= tailStart) { Issue.record("floor at \(ms) ms is \(isFloor)"); break }
        }
    }

    @Test func presentedArcFollowsTheFormulaAtEveryPhaseBoundary() throws {
        let scene = try Scene(root: FlutterSpinner().makeLayer(), scale: 4)
        let (headEnd, tailStart) = Self.floorBoundaries()
        let times: [Double] = [0, 3, headEnd - 1e-5, headEnd + 1e-5, 333, 666.5 - 1e-6, 666.5, 666.5 + 1e-6, 1000,
                               tailStart - 1e-5, tailStart + 1e-5, 1332.999, 1333, 1333.001, 1999.9, 2222, 4444, 5332, 6665, 6666]
        for ms in times {
            let want = Self.flutterArc(ms: ms)
            let got = try Self.presentedArc(scene, ms / 1000)
            #expect(abs(Self.angleDifference(got.start, want.start)) < 0.01, "start at \(ms) ms: \(got.start) vs \(want.start)")
            #expect(abs(got.sweep - want.sweep) < 0.01, "sweep at \(ms) ms: \(got.sweep) vs \(want.sweep)")
            #expect(got.color?.hexString == "#4885ED", "colour at \(ms) ms")
        }
        // Either side of each floor boundary: the floor, then a longer arc (and the reverse).
        #expect(abs(try Self.presentedArc(scene, (headEnd - 1e-5) / 1000).sweep - Self.floorDegrees) < 1e-9)
        #expect(try Self.presentedArc(scene, (headEnd + 1e-5) / 1000).sweep > Self.floorDegrees)
        #expect(try Self.presentedArc(scene, (tailStart - 1e-5) / 1000).sweep > Self.floorDegrees)
        #expect(abs(try Self.presentedArc(scene, (tailStart + 1e-5) / 1000).sweep - Self.floorDegrees) < 1e-9)
    }

    @Test func presentedArcFollowsTheFormulaEveryFewMilliseconds() throws {
        let scene = try Scene(root: FlutterSpinner().makeLayer(), scale: 1)
        var worst = 0.0
        for i in 0...2000 {
            let ms = Double(i) * 3.3331  // not a divisor of either period, so the phases wander
            let want = Self.flutterArc(ms: ms), got = try Self.presentedArc(scene, ms / 1000)
            worst = max(worst, abs(Self.angleDifference(got.start, want.start)), abs(got.sweep - want.sweep))
        }
        #expect(worst < 1e-6, "worst \(worst)°")
    }

    /// Reference samples of those formulas: T (ms), arcStart, sweep (degrees, 3 decimals).
    @Test func referenceSamples() throws {
        let table: [(Double, Double, Double)] = [(0, -90.000, 0.057), (333, -13.565, 209.407), (666.5, 62.984, 270.000),
                                                 (1000, 348.940, 60.593), (1333, 125.968, 0.057), (2222, 93.959, 146.063)]
        let scene = try Scene(root: FlutterSpinner().makeLayer(), scale: 1)
        for (ms, start, sweep) in table {
            let got = try Self.presentedArc(scene, ms / 1000)
            #expect(abs(Self.angleDifference(got.start, start)) < 5e-4, "start at \(ms): \(got.start)")
            #expect(abs(got.sweep - sweep) < 5e-4, "sweep at \(ms): \(got.sweep)")
        }
    }

    @Test func theArcNeverVanishes() throws {
        let scene = try Scene(root: FlutterSpinner().makeLayer(), scale: 1)
        for ms in [0.0, 1, 5, 1325, 1333, 2666, 6666, 13332] {
            let list = scene.presentation(at: ms / 1000)
            #expect(list.drawings.count == 1, "at \(ms) ms")
            #expect(abs(try Self.presentedArc(scene, ms / 1000).sweep - Self.floorDegrees) < 1e-9, "at \(ms) ms")
        }
        #expect(abs(Self.floorDegrees - 0.0573) < 1e-4)
    }

    @Test func loopSeamIsOneMillisecondOfTheOffset() throws {
        let spinner = FlutterSpinner()
        #expect(spinner.loopPeriod == 6.666)
        // 1333 · 2222 ms = 2,961,926 ms (a reference we worked from printed 2,962,026, a slip).
        #expect(FlutterSpinner.exactPeriod == 2961.926)
        let scene = try Scene(root: spinner.makeLayer(), scale: 1)
        let atStart = try Self.presentedArc(scene, 0), atWrap = try Self.presentedArc(scene, spinner.loopPeriod)
        // At the wrap the arc has moved on by 90°/1333 (one millisecond of the 90° offset) and is
        // the floor on both sides: wrapping steps it back by that much and changes nothing else.
        #expect(abs(Self.angleDifference(atWrap.start, atStart.start) - 90.0 / 1333) < 1e-9)
        #expect(abs(atWrap.sweep - Self.floorDegrees) < 1e-9 && abs(atStart.sweep - Self.floorDegrees) < 1e-9)
        #expect(abs(Self.angleDifference(Self.flutterArc(ms: 6666).start, Self.flutterArc(ms: 0).start) - 90.0 / 1333) < 1e-9)
        // No other instant is the same on both sides: 200 ms in, the loop's second pass is the
        // formula at 6866 ms, a little ahead of 200 ms.
        let later = try Self.presentedArc(scene, 6.866), early = try Self.presentedArc(scene, 0.2)
        let want = Self.flutterArc(ms: 6866)
        #expect(abs(Self.angleDifference(later.start, want.start)) < 1e-6 && abs(later.sweep - want.sweep) < 1e-6)
        #expect(abs(Self.angleDifference(later.start, early.start)) > 0.01)
        var fast = FlutterSpinner()
        fast.speed = 2
        #expect(fast.loopPeriod == 3.333)
        let fastScene = try Scene(root: fast.makeLayer(), scale: 1)
        let halfTime = try Self.presentedArc(fastScene, 0.5), want1000 = Self.flutterArc(ms: 1000)
        #expect(abs(Self.angleDifference(halfTime.start, want1000.start)) < 1e-6 && abs(halfTime.sweep - want1000.sweep) < 1e-6)
    }

    @Test func defaultsAndOptions() throws {
        let s = FlutterSpinner()
        #expect(s.size == Size(width: 36, height: 36) && s.lineWidth == 4 && s.lineCap == .square && s.strokeAlign == 0)
        #expect(s.colors.map(\.hexString) == ["#4885ED"] && FlutterSpinner.defaultColors == s.colors)
        #expect(s.radius == 18 && s.overhang == 2)
        var inside = s
        inside.strokeAlign = -1
        #expect(inside.radius == 16 && inside.overhang == 0)
        inside.strokeAlign = .nan
        #expect(inside.radius == 18)
        var other = s
        other.colors = [Color(hex: "#FF0000"), Color(hex: "#00FF00")]
        let scene = try Scene(root: other.makeLayer(), scale: 1)
        for t in [0.0, 0.7, 1.4, 3.1] { #expect(try Self.presentedArc(scene, t).color?.hexString == "#FF0000") }
        other.colors = []
        #expect(try Self.presentedArc(Scene(root: other.makeLayer(), scale: 1), 0.5).color?.hexString == "#4885ED")
        #expect(FlutterSpinner.source.hasPrefix("flutter/flutter, packages/flutter/lib/src/material/progress_indicator.dart"))
    }

    // MARK: - What is drawn

    /// Alpha (0...1) at a point in pixels, bilinear between pixel centres.
    static func alpha(_ image: PixelBuffer, _ x: Double, _ y: Double) -> Double {
        let fx = x - 0.5, fy = y - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let wx = fx - Double(x0), wy = fy - Double(y0)
        func a(_ i: Int, _ j: Int) -> Double {
            guard i >= 0, j >= 0, i < image.width, j < image.height else { return 0 }
            return Double(image.pixels[4 * (j * image.width + i) + 3]) / 255
        }
        return (a(x0, y0) * (1 - wx) + a(x0 + 1, y0) * wx) * (1 - wy) + (a(x0, y0 + 1) * (1 - wx) + a(x0 + 1, y0 + 1) * wx) * wy
    }

    /// The drawn arc's ends, in degrees, scanning a circle of `radius` pixels about `centre` for
    /// where the coverage crosses one half.
    static func drawnEnds(_ image: PixelBuffer, centre: Double, radius: Double) -> (start: Double, end: Double)? {
        let steps = 14_400
        let cover = (0..<steps).map { i -> Double in
            let a = Double(i) / Double(steps) * 2 * .pi
            return alpha(image, centre + radius * cos(a), centre + radius * sin(a))
        }
        var start: Double?, end: Double?
        for i in 0..<steps {
            let a = cover[i], b = cover[(i + 1) % steps]
            let crossing = (Double(i) + (0.5 - a) / (b - a)) * 360 / Double(steps)
            if a < 0.5, b >= 0.5 { start = crossing }
            if a >= 0.5, b < 0.5 { end = crossing }
        }
        guard let start, let end else { return nil }
        return (start, end)
    }

    @Test(arguments: [LineCap.butt, .square])
    func renderedArcEndsMatchTheFormula(_ cap: LineCap) throws {
        var spinner = FlutterSpinner()
        spinner.lineCap = cap
        let scene = try Scene(root: spinner.makeLayer(), scale: 4)
        // Scan the stroke's inner half (radius 17 pt); a square
        // cap reaches 2 pt past each end along the tangent, asin(2/17) further round at that radius.
        let reach = cap == .square ? asin(2.0 / 17) * 180 / .pi : 0
        for ms in [150.0, 333, 666.5, 1000, 1200, 2222, 4100, 6000] {
            let image = Rasterizer().render(scene.presentation(at: ms / 1000))
            let want = Self.flutterArc(ms: ms)
            // The canvas is the 36 pt box grown by the 2 pt overhang: 40 pt, 160 px.
            #expect(image.width == 160 && image.height == 160)
            guard let ends = Self.drawnEnds(image, centre: Double(image.width) / 2, radius: 68) else {
                Issue.record("no arc found at \(ms) ms")
                continue
            }
            #expect(abs(Self.angleDifference(ends.start, want.start - reach)) < 0.5, "start at \(ms) ms: \(ends.start) vs \(want.start - reach)")
            #expect(abs(Self.angleDifference(ends.end, want.start + want.sweep + reach)) < 0.5,
                    "end at \(ms) ms: \(ends.end) vs \(want.start + want.sweep + reach)")
        }
    }
}
