import Testing
import SpinnerCore
import SpinnerAnimation
@testable import SpinnerPresets

/// The first moment the determinate presets' layers show a progress, against the presented
/// values the scene itself gives (not the search's own reading of them).
@Suite struct DeterminatePresetProgressSearchTests {
    static func presented(_ root: Layer, _ name: String, at t: Double) throws -> PropertyValues {
        try presented(try Scene(root: root), name, at: t)
    }

    static func presented(_ scene: Scene, _ name: String, at t: Double) throws -> PropertyValues {
        try #require(scene.presentedLayers(at: t).first { $0.name == name }).values
    }

    /// The first of `samples` evenly spaced moments in 0...end at which `value` reaches `target`.
    static func firstSample(reaching target: Double, until end: Double, step: Double, _ value: (Double) throws -> Double?) rethrows -> Double? {
        var t = 0.0
        while t <= end {
            if let v = try value(t), v >= target { return t }
            t += step
        }
        return nil
    }

    @Test func ringIsFoundAtTheCallbackThatSetsTheProgress() throws {
        // Linear 0 → 1 over 4 s, heard every 1/30 s: 0.25 is told at the callback at 1 s.
        let progress = try ProgressTimeline(keyframes: [.init(time: 0, progress: 0), .init(time: 4, progress: 1)])
        let root = ProgressRing().makeLayer(progress: progress, until: 4.6)
        let shown = try #require(ProgressRing.presentedProgress(in: root))
        let t = try #require(shown.firstTime(reaching: 0.25, until: 4.6))
        #expect(abs(t - 1) < 1e-12)
        #expect(abs(try Self.presented(root, "HSCircleView", at: t).number("strokeEnd")! - 0.25) < 1e-12)
        // Just before, the previous callback's 29/120 shows.
        #expect(abs(try Self.presented(root, "HSCircleView", at: t - 1e-6).number("strokeEnd")! - 29.0 / 120) < 1e-12)
        // Full progress is the last callback, before the ring is removed.
        #expect(shown.firstTime(reaching: 1, until: 4.6).map { abs($0 - 4) < 1e-9 } == true)
    }

    @Test func imageBorderIsFoundInsideTheImplicitAnimation() throws {
        // Callbacks at 0, 1 and 2 s only: 0.3 is on screen only during the 0 → 0.6 animation from 1 s.
        let progress = try ProgressTimeline(keyframes: [.init(time: 0, progress: 0), .init(time: 1, progress: 0.6), .init(time: 2, progress: 1)],
                                            updateInterval: .infinity)
        let root = ProgressImageView().makeLayer(progress: progress, until: 2.6)
        let shown = try #require(ProgressImageView.presentedProgress(in: root))
        let t = try #require(shown.firstTime(reaching: 0.3, until: 2.6))
        // The model value is 0.6 from 1 s on; what is presented lags, along the default curve.
        #expect(t > 1 && t < 1.25)
        let scene = try Scene(root: root)
        let strokeEnd = { (t: Double) throws -> Double? in try Self.presented(scene, "borderProgressLayer", at: t).number("strokeEnd") }
        #expect(abs(try strokeEnd(t)! - 0.3) < 1e-7)
        #expect(try strokeEnd(t - 1e-8)! < 0.3)
        #expect(abs(TimingFunction.default.value(at: (t - 1) / 0.25) - 0.5) < 1e-7)
        // Sampling every 0.1 ms finds the same moment, to the sample.
        let sampled = try #require(try Self.firstSample(reaching: 0.3, until: 2.6, step: 1e-4, strokeEnd))
        #expect(sampled >= t && sampled - t < 1.0001e-4)
        // The finish callback at 2.1 s removes the border while its last animation (to 1, until
        // 2.25 s) runs: full progress is never on screen, the most is what shows at 2.1 s.
        #expect(shown.firstTime(reaching: 1, until: 2.6) == nil)
        let most = try #require(shown.maximum(until: 2.6))
        #expect(most.progress < 1 && abs(most.time - 2.1) < 1e-9)
        #expect(abs(most.progress - (try strokeEnd(2.1.nextDown)!)) < 1e-12)
    }

    @Test func progressThatFallsBackIsFoundWhereItFirstGetsThere() throws {
        // Up to 0.5, back down to 0.2, then up to 0.8: 0.7 is first shown on the second rise.
        var view = ProgressImageView()
        view.style = .frame
        let progress = try ProgressTimeline(keyframes: [.init(time: 0, progress: 0), .init(time: 1, progress: 0.5),
                                                        .init(time: 2, progress: 0.2), .init(time: 3, progress: 0.8)])
        let root = view.makeLayer(progress: progress, until: 3.5)
        let shown = try #require(ProgressImageView.presentedProgress(in: root))
        let scene = try Scene(root: root)
        let width = { (t: Double) throws -> Double? in
            try Self.presented(scene, "frameProgressLayer", at: t)["bounds"]?.rect.map { $0.width / 300 }
        }
        let t = try #require(shown.firstTime(reaching: 0.7, until: 3.5))
        #expect(t > 2.5 && t < 3.25)
        let atT = try #require(try width(t)), before = try #require(try width(t - 1e-8))
        #expect(abs(atT - 0.7) < 1e-7 && before < 0.7)
        let sampled = try #require(try Self.firstSample(reaching: 0.7, until: 3.5, step: 1e-4, width))
        #expect(sampled >= t && sampled - t < 1.0001e-4)
        // The presented value lags the model by about a tenth of a second, so the first rise
        // peaks near 0.45 (not 0.5) just after 1 s; 0.4 is first reached on it.
        let early = try #require(shown.firstTime(reaching: 0.4, until: 3.5))
        let atEarly = try #require(try width(early))
        #expect(early < 1.1 && abs(atEarly - 0.4) < 1e-7)
        let sampledEarly = try #require(try Self.firstSample(reaching: 0.4, until: 3.5, step: 1e-4, width))
        #expect(sampledEarly >= early && sampledEarly - early < 1.0001e-4)
        #expect(shown.firstTime(reaching: 0.81, until: 3.5) == nil)
    }

    @Test func gradientBarIsFoundFromItsMaskWidth() throws {
        let progress = try ProgressTimeline(keyframes: [.init(time: 0, progress: 0), .init(time: 2, progress: 1)])
        for placement in [nil, GradientProgressBar.Placement(edge: .bottom)] {
            let bar = GradientProgressBar()
            let root = placement.map { bar.makeLayer(progress: progress, until: 2.6, on: $0) } ?? bar.makeLayer(progress: progress, until: 2.6)
            let shown = try #require(GradientProgressBar.presentedProgress(in: root))
            let t = try #require(shown.firstTime(reaching: 0.5, until: 2.6))
            // The mask's border drawn by the scene: its right edge is the progress shown.
            let scene = try Scene(root: root)
            func maskRight(_ t: Double) throws -> Double {
                func masked(_ commands: [DisplayCommand]) -> DisplayGroup? {
                    for case .group(let g) in commands {
                        if g.mask != nil { return g }
                        if let inner = masked(g.commands) { return inner }
                    }
                    return nil
                }
                guard let mask = masked(scene.presentation(at: t).commands)?.mask, case .draw(let border)? = mask.first else {
                    Issue.record("no masked group"); return .nan
                }
                // Device pixels at scale 1; the bar starts at the canvas's left edge.
                return border.transform.apply(border.path.controlPointBounds).maxX
            }
            let left = try maskRight(t) - 320 * 0.5
            #expect(abs(left) < 1e-6, "\(String(describing: placement))")
            #expect(try maskRight(t - 1e-8) < 160)
            #expect(t > 1 && t < 1.25)
        }
    }
}
