// How a team pins its own spinner with golden frames: build the layers, pick moments, one call.
// The goldens are Goldens/PulsingDotTests/pulsing-dot@<time>s.png beside this file.
//
//   swift test --filter ExampleGoldenTests                          compare with the goldens
//   SPINNERGEN_RECORD=missing swift test --filter ExampleGoldenTests  record new ones, then look at them
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerGolden
import SpinnerGoldenTesting

@Suite struct PulsingDotTests {
    /// The spinner under test: a dot that grows and fades, as a team's own CALayer code would build it.
    static func pulsingDot() throws -> Scene {
        let view = Layer()
        view.bounds = Rect(x: 0, y: 0, width: 24, height: 24)
        let dot = ShapeLayer()
        dot.position = Point(x: 12, y: 12)
        var circle = Path()
        circle.addEllipse(in: Rect(x: -8, y: -8, width: 16, height: 16))
        dot.path = circle
        dot.fillColor = Color(hex: "#1A73E8")
        var grow = BasicAnimation(keyPath: "transform.scale")
        grow.fromValue = .number(0.4)
        grow.toValue = .number(1)
        grow.duration = 0.6
        grow.timingFunction = .easeOut
        grow.repeatCount = .infinity
        dot.add(grow, forKey: "grow")
        var fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = .number(1)
        fade.toValue = .number(0.2)
        fade.duration = 0.6
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
        view.addSublayer(dot)
        return try Scene(root: view, scale: 3)
    }

    /// The moments pinned: one 0.6 s pulse, a quarter apart.
    static let times = [0, 0.15, 0.3, 0.45]

    /// Fails this test by itself (at this line) when a frame differs from its golden.
    @Test func pulseMatchesItsGoldens() {
        assertGoldenFrames(try Self.pulsingDot(), at: Self.times, named: "pulsing-dot")
    }

    /// Every PNG under Goldens/ is one a test here checks, and none is oversize: a renamed test
    /// or a dropped moment leaves no golden behind.
    @Test func noGoldenIsLeftOver() {
        assertNoGoldenOrphans(used: ["PulsingDotTests": Set(GoldenFrames.names("pulsing-dot", at: Self.times))])
    }
}
