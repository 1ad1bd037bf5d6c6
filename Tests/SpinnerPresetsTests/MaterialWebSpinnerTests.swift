import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
@testable import SpinnerPresets

/// The web spinner against its CSS (the style's `source`; docs/presets.md), worked out here by hand: the
/// two half-circles' L, the spinner layer's steps R and the container's turn C, in milliseconds.
@Suite struct MaterialWebSpinnerTests {
    typealias Probe = SpinnerArcProbe

    /// `linear-rotate`: 1333 · 360 / 306 ms.
    static let turn = 1333.0 * 360 / 306
    /// §2.1, "FOSI exact" at x = 0.10, 0.25, 0.50, 0.75, 0.90.
    static let fosiTable: [(Double, Double)] = [(0.10, 0.025863), (0.25, 0.236587), (0.50, 0.775561), (0.75, 0.959368), (0.90, 0.994354)]

    /// `expand-arc`: 265° → 130° → 265°, each half of 1333 ms eased on its own.
    static func l(_ ms: Double) -> Double {
        let p = ms.truncatingRemainder(dividingBy: 1333)
        return p < 666.5 ? 265 - 135 * Probe.fosi(p / 666.5) : 130 + 135 * Probe.fosi((p - 666.5) / 666.5)
    }

    /// `rotate-arc`: 135° more per 12.5 % of 5332 ms, each step eased.
    static func r(_ ms: Double) -> Double {
        let q = ms.truncatingRemainder(dividingBy: 5332) / 666.5
        let j = q.rounded(.down)
        return 135 * j + 135 * Probe.fosi(q - j)
    }

    static func c(_ ms: Double) -> Double { 360 * ms.truncatingRemainder(dividingBy: turn) / turn }

    /// The left half shows [L, 270°], the right [270°, 540° − L]: one arc, turned by R + C.
    static func ends(_ ms: Double) -> (tail: Double, head: Double) {
        (l(ms) + r(ms) + c(ms), 540 - l(ms) + r(ms) + c(ms))
    }

    /// `four-color`: held 0–15 %, eased to the next colour by 25 %, and so on.
    static func colour(_ ms: Double, _ colours: [Color]) -> Color {
        let stops: [(Double, Int)] = [(0, 0), (0.15, 0), (0.25, 1), (0.40, 1), (0.50, 2), (0.65, 2), (0.75, 3), (0.90, 3), (1, 0)]
        let q = ms.truncatingRemainder(dividingBy: 5332) / 5332
        var i = 0
        while i + 2 < stops.count, stops[i + 1].0 <= q { i += 1 }
        let s = Probe.fosi((q - stops[i].0) / (stops[i + 1].0 - stops[i].0))
        let a = colours[stops[i].1], b = colours[stops[i + 1].1]
        return Color(red: a.red + (b.red - a.red) * s, green: a.green + (b.green - a.green) * s,
                     blue: a.blue + (b.blue - a.blue) * s, alpha: 1)
    }

    /// Every keyframe boundary of one 5332 ms cycle (arc halves and colour stops), the
    /// container's turn, points inside the steps, and times many loops on.
    static let times: [Double] = {
        let halves: [Double] = (0...8).map { 666.5 * Double($0) }
        let stops: [Double] = [799.8, 2132.8, 3465.8, 4798.8, turn, 2 * turn]
        let inside: [Double] = [1, 123.4, 400, 1000, 1700, 2400, 3100, 4321, 5000, 5331.9]
        let later: [Double] = [6665, 10_000, 26_659.9, 26_660, 27_777.7, 1_000_000]
        return halves + stops + inside + later
    }()

    func presented(_ scene: Scene, _ ms: Double) throws -> (tail: Double, head: Double, sweep: Double, colour: Color?) {
        try #require(Probe.presentedEnds(scene, at: ms / 1000, layer: "arc", centre: Point(x: 24, y: 24), start: Point(x: 42, y: 24)))
    }

    @Test func presentedArcFollowsTheCSS() throws {
        let spinner = MaterialWebSpinner()
        let scene = try Scene(root: spinner.makeLayer())
        for ms in Self.times {
            let got = try presented(scene, ms), want = Self.ends(ms)
            #expect(abs(Probe.difference(got.tail, want.tail)) < 0.01, "tail at \(ms) ms: \(got.tail) vs \(want.tail)")
            #expect(abs(Probe.difference(got.head, want.head)) < 0.01, "head at \(ms) ms: \(got.head) vs \(want.head)")
            #expect(abs(got.sweep - 2 * (270 - Self.l(ms))) < 0.01, "sweep at \(ms) ms")
            let c = try #require(got.colour), w = Self.colour(ms, spinner.colors)
            #expect(abs(c.red - w.red) < 1e-6 && abs(c.green - w.green) < 1e-6 && abs(c.blue - w.blue) < 1e-6 && c.alpha == 1,
                    "colour at \(ms) ms: \(c) vs \(w)")
        }
    }

    /// §5's derived sweep (10° collapsed, 280° expanded) and §2.1's FOSI table on both halves:
    /// expanding, the tail holds at 265° + C and the head runs 270° eased from 275° + C;
    /// contracting, the head holds at 545° + C and the tail runs from 265° + C.
    @Test func referenceNumbers() throws {
        #expect(abs(Self.turn - 1568.2352941176) < 1e-9)
        for (x, y) in Self.fosiTable { #expect(abs(Probe.fosi(x) - y) < 5e-7, "fosi(\(x))") }
        let scene = try Scene(root: MaterialWebSpinner().makeLayer())
        #expect(abs(try presented(scene, 0).sweep - 10) < 1e-9)
        #expect(abs(try presented(scene, 666.5).sweep - 280) < 1e-6)
        #expect(abs(try presented(scene, 1333).sweep - 10) < 1e-6)
        for (x, y) in Self.fosiTable {
            let expanding = try presented(scene, x * 666.5), c1 = Self.c(x * 666.5)
            #expect(abs(Probe.difference(expanding.tail, 265 + c1)) < 1e-3, "x=\(x)")
            #expect(abs(Probe.difference(expanding.head, 275 + 270 * y + c1)) < 1e-3, "x=\(x)")
            let contracting = try presented(scene, 666.5 + x * 666.5), c2 = Self.c(666.5 + x * 666.5)
            #expect(abs(Probe.difference(contracting.head, 545 + c2)) < 1e-3, "x=\(x)")
            #expect(abs(Probe.difference(contracting.tail, 265 + 270 * y + c2)) < 1e-3, "x=\(x)")
        }
    }

    /// A frame drawn at 4× shows the arc where the CSS puts it, in the colour it gives.
    @Test func renderedArcEndsAndColour() throws {
        let spinner = MaterialWebSpinner()
        let scene = try Scene(root: spinner.makeLayer(), scale: 4)
        #expect(scene.pixelWidth == 192 && scene.pixelHeight == 192)
        for ms: Double in [0, 300, 666.5, 1000, 1333, 2132.8, 3700, 4798.8, 26_000] {
            let frame = Rasterizer().render(scene.presentation(at: ms / 1000))
            let want = Self.ends(ms)
            let got = try #require(Probe.renderedEnds(frame, centre: Point(x: 96, y: 96), radius: 72), "one arc at \(ms) ms")
            #expect(abs(Probe.difference(got.tail, want.tail)) < 0.5, "tail at \(ms) ms: \(got.tail) vs \(want.tail)")
            #expect(abs(Probe.difference(got.head, want.head)) < 0.5, "head at \(ms) ms: \(got.head) vs \(want.head)")
            let middle = Probe.renderedColour(frame, centre: Point(x: 96, y: 96), radius: 72, at: (want.tail + want.head) / 2)
            let c = Self.colour(ms, spinner.colors).rgba8
            #expect(abs(middle.r - Int(c.r)) <= 1 && abs(middle.g - Int(c.g)) <= 1 && abs(middle.b - Int(c.b)) <= 1 && middle.a == 255,
                    "colour at \(ms) ms: \(middle) vs \(c)")
        }
    }

    /// 20 arcs put everything back; 5 arcs put the geometry back but not four colours.
    @Test func loopIsExactAndNoShorter() throws {
        let spinner = MaterialWebSpinner()
        #expect(spinner.loopArcs == 20)
        #expect(abs(spinner.loopPeriod - 26.66) < 1e-12)
        let scene = try Scene(root: spinner.makeLayer())
        var coloursDiffer = false
        for ms: Double in [0, 250, 777, 1333, 2000, 3999, 5000] {
            let a = try presented(scene, ms), b = try presented(scene, ms + 26_660), g = try presented(scene, ms + 6665)
            #expect(abs(Probe.difference(a.tail, b.tail)) < 1e-6 && abs(Probe.difference(a.head, b.head)) < 1e-6, "at \(ms) ms")
            #expect(abs(Probe.difference(a.tail, g.tail)) < 1e-6 && abs(Probe.difference(a.head, g.head)) < 1e-6, "at \(ms) ms")
            let ca = try #require(a.colour), cb = try #require(b.colour), cg = try #require(g.colour)
            #expect(abs(ca.red - cb.red) < 1e-9 && abs(ca.green - cb.green) < 1e-9 && abs(ca.blue - cb.blue) < 1e-9)
            if ca.hexString != cg.hexString { coloursDiffer = true }
        }
        #expect(coloursDiffer)
        // One arc and four arcs on are not the same picture.
        let at0 = try presented(scene, 0), at1 = try presented(scene, 1333), at4 = try presented(scene, 5332)
        #expect(abs(Probe.difference(at0.tail, at1.tail)) > 1 && abs(Probe.difference(at0.tail, at4.tail)) > 1)
    }

    @Test func loopPeriodFollowsTheColourCount() {
        var s = MaterialWebSpinner()
        s.colors = [.black]
        #expect(s.loopArcs == 5 && abs(s.loopPeriod - 6.665) < 1e-12)
        s.colors = Array(MaterialWebSpinner.defaultColors.prefix(3))
        #expect(s.loopArcs == 15)
        s.colors = MaterialWebSpinner.defaultColors + [.black]
        #expect(s.loopArcs == 5)
        s.colors = []
        #expect(s.loopArcs == 5)
        s.colors = MaterialWebSpinner.defaultColors
        s.speed = 2
        #expect(abs(s.loopPeriod - 13.33) < 1e-12)
    }

    /// One colour: no fade at all; three: each held for its arc's first 3/5, then eased on.
    @Test func otherColourCounts() throws {
        var s = MaterialWebSpinner()
        s.colors = [Color(hex: "#6200EE")]
        var scene = try Scene(root: s.makeLayer())
        for ms in [0, 900, 1300, 4000.0] { #expect(try presented(scene, ms).colour?.hexString == "#6200EE") }
        s.colors = [Color(hex: "#FF0000"), Color(hex: "#00FF00"), Color(hex: "#0000FF")]
        scene = try Scene(root: s.makeLayer())
        #expect(try presented(scene, 799.8).colour?.hexString == "#FF0000")
        let mid = try #require(try presented(scene, 0.8 * 1333).colour)
        let f = Probe.fosi(0.5)
        #expect(abs(mid.red - (1 - f)) < 1e-6 && abs(mid.green - f) < 1e-6 && mid.blue == 0)
        #expect(try presented(scene, 1333 + 700).colour?.hexString == "#00FF00")
        #expect(try presented(scene, 3999).colour?.hexString == "#FF0000")
    }

    /// The public reference functions give the CSS values too, and any time is answered.
    @Test func referenceFunctionsAgree() throws {
        var spinner = MaterialWebSpinner()
        for ms in Self.times {
            let got = spinner.referenceAngles(at: ms / 1000), want = Self.ends(ms)
            #expect(abs(Probe.difference(got.tail, want.tail)) < 1e-6, "tail at \(ms) ms")
            #expect(abs(Probe.difference(got.head, want.head)) < 1e-6, "head at \(ms) ms")
            let c = try #require(spinner.referenceColor(at: ms / 1000)), w = Self.colour(ms, spinner.colors)
            #expect(abs(c.red - w.red) < 1e-6 && abs(c.green - w.green) < 1e-6 && abs(c.blue - w.blue) < 1e-6, "colour at \(ms) ms")
        }
        spinner.speed = 2
        #expect(abs(Probe.difference(spinner.referenceAngles(at: 0.5).head, Self.ends(1000).head)) < 1e-6)
        for t in [-1.0, -.infinity, .nan, 1e300, .infinity] {
            _ = spinner.referenceAngles(at: t)
            #expect(spinner.referenceColor(at: t) != nil)
        }
        spinner.colors = []
        #expect(spinner.referenceColor(at: 1) == nil)
    }

    @Test func defaultsAndSpeed() throws {
        #expect(MaterialWebSpinner.defaultSize == Size(width: 48, height: 48))
        #expect(MaterialWebSpinner.defaultLineWidth == 4 && MaterialWebSpinner.defaultLineCap == .butt)
        #expect(MaterialWebSpinner.defaultColors.map(\.hexString) == ["#4885ED", "#DB3236", "#F4C20D", "#3CBA54"])
        #expect(MaterialWebSpinner().radius == 18)
        var fast = MaterialWebSpinner()
        fast.speed = 2
        let slow = try Scene(root: MaterialWebSpinner().makeLayer()), quick = try Scene(root: fast.makeLayer())
        for ms: Double in [0, 400, 1333, 2500] {
            let a = try presented(slow, ms), b = try presented(quick, ms / 2)
            #expect(abs(Probe.difference(a.tail, b.tail)) < 1e-9 && abs(Probe.difference(a.head, b.head)) < 1e-9)
        }
        // A box too small for the padding and stroke draws a ring of no radius, not a trap.
        var tiny = MaterialWebSpinner()
        tiny.size = Size(width: 6, height: 6)
        #expect(tiny.radius == 0)
        _ = try Scene(root: tiny.makeLayer()).presentation(at: 1)
    }
}
