import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
@testable import SpinnerPresets

/// MDCActivityIndicator against its source (the style's `source`; docs/presets.md), worked out here by
/// hand: per 4/3 s cycle k, with c = k mod 5 as `_cycleCount` wraps, the stroke ends and the two
/// rotations on a circle that starts at 12 o'clock.
@Suite struct MDCActivityIndicatorSpinnerTests {
    typealias Probe = SpinnerArcProbe

    static let cycle = 4.0 / 3
    /// `minStrokeDifference` = lineWidth / (2π · radius) with the defaults 2.5 and 12.
    static let epsilon = 2.5 / (2 * Double.pi * 12)
    static let colourHex = ["#2196F3", "#F44336", "#FFEB3B", "#4CAF50"]

    /// Tail and head in degrees at `u` seconds into cycle `k`.
    static func ends(cycle k: Int, at u: Double) -> (tail: Double, head: Double) {
        let c = Double(k % 5), x = u / cycle
        let inner = 180 * c + 270 * x           // c·π → c·π + 1.5π, linear
        let outer = 36 * c + 36 * x             // (π/5)·c → (π/5)·(c + 1), linear
        let end = epsilon + 0.75 * Probe.fosi(x)
        let start = u < cycle / 2 ? 0 : 0.75 * Probe.fosi((u - cycle / 2) / (cycle / 2))
        return (-90 + inner + outer + 360 * start, -90 + inner + outer + 360 * end)
    }

    /// (cycle, seconds into it): every cycle's start and strokeStart's start over a whole loop,
    /// and points inside both halves.
    static let moments: [(Int, Double)] = (0..<21).flatMap { [($0, 0), ($0, cycle / 2)] }
        + [(0, 0.1), (0, 0.5), (0, 0.9), (1, 1.2), (3, 0.3333), (4, 1.3), (7, 1.0), (19, 1.33), (123, 0.77)]

    func presented(_ scene: Scene, _ t: Double) throws -> (tail: Double, head: Double, sweep: Double, colour: Color?) {
        try #require(Probe.presentedEnds(scene, at: t, layer: "strokeLayer",
                                         centre: Point(x: 13.25, y: 13.25), start: Point(x: 13.25, y: 13.25 - 10.75)))
    }

    @Test func presentedArcFollowsTheSource() throws {
        let scene = try Scene(root: MDCActivityIndicatorSpinner().makeLayer())
        for (k, u) in Self.moments {
            let t = Double(k) * Self.cycle + u
            let got = try presented(scene, t), want = Self.ends(cycle: k, at: u)
            #expect(abs(Probe.difference(got.tail, want.tail)) < 0.01, "tail at cycle \(k) + \(u): \(got.tail) vs \(want.tail)")
            #expect(abs(Probe.difference(got.head, want.head)) < 0.01, "head at cycle \(k) + \(u): \(got.head) vs \(want.head)")
            #expect(got.colour?.hexString == Self.colourHex[k % 4], "colour at cycle \(k) + \(u)")
        }
    }

    /// §2.1's FOSI table on both ends, and the dot each cycle starts with.
    @Test func referenceNumbers() throws {
        let scene = try Scene(root: MDCActivityIndicatorSpinner().makeLayer())
        #expect(abs(MDCActivityIndicatorSpinner().minStrokeDifference - Self.epsilon) < 1e-15)
        #expect(abs(try presented(scene, 0).sweep - 360 * Self.epsilon) < 1e-9)
        for (x, y) in MaterialWebSpinnerTests.fosiTable {
            // strokeEnd at x of the cycle; strokeStart is still 0 up to half way.
            let head = try presented(scene, x * Self.cycle)
            let startFraction = x <= 0.5 ? 0 : 0.75 * Probe.fosi(2 * x - 1)
            #expect(abs(head.sweep - 360 * (Self.epsilon + 0.75 * y - startFraction)) < 1e-3, "x=\(x)")
            let tail = try presented(scene, Self.cycle / 2 * (1 + x))
            let endFraction = Self.epsilon + 0.75 * Probe.fosi((1 + x) / 2)
            #expect(abs(tail.sweep - 360 * (endFraction - 0.75 * y)) < 1e-3, "x=\(x)")
        }
    }

    /// Cycles begin on frame times of 30 and 60 fps: the new colour and the new dot show there.
    @Test func everyCycleStartsOnItsBoundary() throws {
        let scene = try Scene(root: MDCActivityIndicatorSpinner().makeLayer())
        for k in 0..<41 {
            for t in [Double(k) * 4 / 3, Double(40 * k) / 30, Double(80 * k) / 60] {
                let got = try presented(scene, t), want = Self.ends(cycle: k, at: 0)
                #expect(got.colour?.hexString == Self.colourHex[k % 4], "colour at \(t)")
                #expect(abs(got.sweep - 360 * Self.epsilon) < 1e-6, "dot at \(t)")
                #expect(abs(Probe.difference(got.tail, want.tail)) < 0.01, "tail at \(t)")
            }
            // A microsecond before, the previous cycle's colour still shows.
            if k > 0 {
                let before = try presented(scene, Double(k) * 4 / 3 - 1e-6)
                #expect(before.colour?.hexString == Self.colourHex[(k - 1) % 4], "colour before cycle \(k)")
            }
        }
    }

    /// A frame drawn at 8× shows the arc where the source puts it, in its cycle's colour.
    @Test func renderedArcEndsAndColour() throws {
        let scene = try Scene(root: MDCActivityIndicatorSpinner().makeLayer(), scale: 8)
        #expect(scene.pixelWidth == 212 && scene.pixelHeight == 212)
        let centre = Point(x: 106, y: 106), r = 10.75 * 8
        for (k, u) in [(0, 0.0), (0, 0.4), (0, 2.0 / 3), (1, 1.0), (2, 0.2), (4, 1.3), (6, 0.9)] {
            let frame = Rasterizer().render(scene.presentation(at: Double(k) * Self.cycle + u))
            let want = Self.ends(cycle: k, at: u)
            let got = try #require(Probe.renderedEnds(frame, centre: centre, radius: r), "one arc at cycle \(k) + \(u)")
            #expect(abs(Probe.difference(got.tail, want.tail)) < 0.5, "tail at cycle \(k) + \(u): \(got.tail) vs \(want.tail)")
            #expect(abs(Probe.difference(got.head, want.head)) < 0.5, "head at cycle \(k) + \(u): \(got.head) vs \(want.head)")
            let middle = Probe.renderedColour(frame, centre: centre, radius: r, at: (want.tail + want.head) / 2)
            #expect("#" + [middle.r, middle.g, middle.b].map { String($0, radix: 16, uppercase: true) }
                .map { $0.count == 1 ? "0" + $0 : $0 }.joined() == Self.colourHex[k % 4] && middle.a == 255,
                    "colour at cycle \(k) + \(u): \(middle)")
        }
    }

    /// 20 cycles put everything back; 5 cycles put the arc back but not four colours; 1, 2 and
    /// 4 cycles do not put the arc back.
    @Test func loopIsExactAndNoShorter() throws {
        let spinner = MDCActivityIndicatorSpinner()
        #expect(spinner.loopCycles == 20)
        #expect(abs(spinner.loopPeriod - 80.0 / 3) < 1e-12)
        let scene = try Scene(root: spinner.makeLayer())
        for t in [0.05, 0.5, 0.9, 1.2, 2.5, 6.0] {
            let a = try presented(scene, t), b = try presented(scene, t + 80.0 / 3), g = try presented(scene, t + 20.0 / 3)
            #expect(abs(Probe.difference(a.tail, b.tail)) < 1e-6 && abs(Probe.difference(a.head, b.head)) < 1e-6, "at \(t)")
            #expect(a.colour == b.colour)
            #expect(abs(Probe.difference(a.tail, g.tail)) < 1e-6 && abs(Probe.difference(a.head, g.head)) < 1e-6, "at \(t)")
            #expect(a.colour != g.colour)
            for cycles in [1.0, 2, 4] {
                let s = try presented(scene, t + cycles * Self.cycle)
                #expect(abs(Probe.difference(a.tail, s.tail)) > 1, "at \(t) + \(cycles) cycles")
            }
        }
    }

    @Test func loopPeriodFollowsTheColourCount() {
        var s = MDCActivityIndicatorSpinner()
        s.colors = [.black]
        #expect(s.loopCycles == 5 && abs(s.loopPeriod - 20.0 / 3) < 1e-12)
        s.colors = Array(s.colors.prefix(1)) + [.white, .black]
        #expect(s.loopCycles == 15)
        s.colors = Array(repeating: .black, count: 10)
        #expect(s.loopCycles == 10)
        s.colors = []
        #expect(s.loopCycles == 5)
        s = MDCActivityIndicatorSpinner()
        s.speed = 4
        #expect(abs(s.loopPeriod - 20.0 / 3) < 1e-12)
    }

    /// The public reference functions give the source's values too, and any time is answered.
    @Test func referenceFunctionsAgree() {
        var spinner = MDCActivityIndicatorSpinner()
        for (k, u) in Self.moments {
            let t = Double(k) * Self.cycle + u
            let got = spinner.referenceAngles(at: t), want = Self.ends(cycle: k, at: u)
            #expect(abs(Probe.difference(got.tail, want.tail)) < 1e-6, "tail at cycle \(k) + \(u)")
            #expect(abs(Probe.difference(got.head, want.head)) < 1e-6, "head at cycle \(k) + \(u)")
            #expect(spinner.referenceColor(at: t)?.hexString == Self.colourHex[k % 4], "colour at cycle \(k) + \(u)")
        }
        spinner.speed = 2
        #expect(abs(Probe.difference(spinner.referenceAngles(at: 0.25).head, Self.ends(cycle: 0, at: 0.5).head)) < 1e-6)
        for t in [-1.0, -.infinity, .nan, 1e300, .infinity] {
            _ = spinner.referenceAngles(at: t)
            #expect(spinner.referenceColor(at: t) != nil)
        }
        spinner.colors = []
        #expect(spinner.referenceColor(at: 1) == nil)
    }

    @Test func defaultsAndSpeed() throws {
        #expect(MDCActivityIndicatorSpinner.defaultSize == Size(width: 26.5, height: 26.5))
        #expect(MDCActivityIndicatorSpinner.defaultLineWidth == 2.5 && MDCActivityIndicatorSpinner.defaultLineCap == .butt)
        #expect(MDCActivityIndicatorSpinner.defaultColors.map(\.hexString) == Self.colourHex)
        #expect(MDCActivityIndicatorSpinner().radius == 12)
        var fast = MDCActivityIndicatorSpinner()
        fast.speed = 2
        let slow = try Scene(root: MDCActivityIndicatorSpinner().makeLayer()), quick = try Scene(root: fast.makeLayer())
        for t in [0.0, 0.3, 1.0, 2.9, 7.7] {
            let a = try presented(slow, t), b = try presented(quick, t / 2)
            #expect(abs(Probe.difference(a.tail, b.tail)) < 1e-9 && abs(Probe.difference(a.head, b.head)) < 1e-9)
            #expect(a.colour == b.colour)
        }
        // A stroke as wide as the view leaves no radius: no dot length, no trap.
        var flat = MDCActivityIndicatorSpinner()
        flat.lineWidth = 30
        #expect(flat.radius == 0 && flat.minStrokeDifference == 0)
        _ = try Scene(root: flat.makeLayer()).presentation(at: 1)
    }
}
