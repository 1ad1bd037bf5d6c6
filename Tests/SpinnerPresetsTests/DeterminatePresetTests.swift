import Testing
import SpinnerCore
import SpinnerAnimation
@testable import SpinnerPresets

/// Layer values of the determinate presets at chosen times, against values worked out from the
/// seeds' code.
@Suite struct DeterminatePresetTests {
    static func values(_ root: Layer, _ name: String, at t: Double) throws -> PropertyValues {
        try #require(try Scene(root: root).presentedLayers(at: t).first { $0.name == name }).values
    }

    @Test func ringSetsStrokeEndDirectlyAtEachCallbackAndGoesAwayWhenDone() throws {
        let progress = try ProgressTimeline(keyframes: [.init(time: 0, progress: 0), .init(time: 1.5, progress: 0.3), .init(time: 4, progress: 1)])
        let root = ProgressRing().makeLayer(progress: progress, until: 5)
        // Callbacks every 1/30 s: at 1.01 s the last one was at 1.0 s, when progress was 0.3 · 1/1.5.
        #expect(abs(try Self.values(root, "HSCircleView", at: 1.01).number("strokeEnd")! - 0.2) < 1e-12)
        // No animation on a backing layer: between callbacks the value holds.
        #expect(abs(try Self.values(root, "HSCircleView", at: 1.03).number("strokeEnd")! - 0.2) < 1e-12)
        // At 2.51 s the last callback was at 2.5 s: 0.3 + 0.7 · (2.5 − 1.5) / 2.5.
        #expect(abs(try Self.values(root, "HSCircleView", at: 2.51).number("strokeEnd")! - 0.58) < 1e-9)
        #expect(try Self.values(root, "HSCircleView", at: 4.05).number("strokeEnd") == 1)
        // Removed from its superview once the finish callback arrives, 0.1 s after the last byte.
        #expect(try Scene(root: root).presentation(at: 4.09).commands.isEmpty == false)
        #expect(try Scene(root: root).presentation(at: 4.1).commands.isEmpty)
    }

    @Test func ringLabelShowsWholePercent() {
        #expect(ProgressRing.percentText(0.379) == "37%")
        #expect(ProgressRing.percentText(0.999) == "99%")
        #expect(ProgressRing.percentText(1) == "100%")
        #expect(ProgressRing.percentText(-2) == "0%")
    }

    @Test func gradientBarColoursScrollWithImplicitAnimation() throws {
        let progress = try ProgressTimeline(keyframes: [.init(time: 0, progress: 0.6)])
        let root = GradientProgressBar().makeLayer(progress: progress, until: 2)
        let rainbow = GradientProgressBar.rainbow
        // The timer fires at once: at t = 0 an implicit animation starts from the model colours
        // towards the list with the last colour moved to the front.
        #expect(try Self.values(root, "gradLayer", at: 0)["colors"]?.colors == rainbow)
        let f = TimingFunction.default.value(at: 0.015 / 0.25)
        let target = GradientProgressBar.rotated(rainbow, by: 1)
        let expected = zip(rainbow, target).map { $0.lerp(to: $1, f) }
        let got = try #require(try Self.values(root, "gradLayer", at: 0.015)["colors"]?.colors)
        for (a, b) in zip(got, expected) {
            #expect(abs(a.red - b.red) < 1e-12 && abs(a.green - b.green) < 1e-12 && abs(a.blue - b.blue) < 1e-12)
        }
        // Long after the ticks stop changing nothing new, the order is the rotation by the tick count.
        let settled = GradientProgressBar().makeLayer(progress: progress, until: 0.3)
        #expect(try Self.values(settled, "gradLayer", at: 5)["colors"]?.colors == GradientProgressBar.rotated(rainbow, by: 11))
    }

    @Test func gradientBarMaskGrowsWithImplicitAnimation() throws {
        let progress = try ProgressTimeline(keyframes: [.init(time: 0, progress: 0.6)])
        let root = GradientProgressBar().makeLayer(progress: progress, until: 2)
        let scene = try Scene(root: root)
        func maskBox(_ t: Double) throws -> Rect {
            guard case .group(let g)? = scene.presentation(at: t).commands.first, let mask = g.mask,
                  case .draw(let border)? = mask.first else { throw Failure() }
            return border.transform.apply(border.path.controlPointBounds)
        }
        func maskWidth(_ t: Double) throws -> Double { try maskBox(t).width }
        struct Failure: Error {}
        // The mask's frame goes from 0 to 0.6 · 320 pt: bounds and position both animate over
        // 0.25 s with the default curve, so the left edge stays at 0.
        let w = 0.6 * 320 * TimingFunction.default.value(at: 0.5)
        #expect(abs(try maskWidth(0.125) - w) < 1e-9)
        #expect(abs(try maskWidth(1) - 192) < 1e-9)
        #expect(abs(try maskBox(0.125).minX) < 1e-9)
    }
}

@Suite struct ProgressImageViewTests {
    @Test func borderStrokeEndAnimatesImplicitlyAndTheImageAppearsWhenDone() throws {
        var view = ProgressImageView()
        view.image = PixelBuffer(width: 3, height: 2, fill: PremultipliedRGBA8(r: 9, g: 9, b: 9, a: 255))
        let progress = try ProgressTimeline(keyframes: [.init(time: 0, progress: 0), .init(time: 1, progress: 0.6), .init(time: 2, progress: 1)],
                                            updateInterval: .infinity)
        let root = view.makeLayer(progress: progress, until: 3)
        let scene = try Scene(root: root)
        func strokeEnd(_ t: Double) throws -> Double {
            try #require(scene.presentedLayers(at: t).first { $0.name == "borderProgressLayer" }?.values.number("strokeEnd"))
        }
        // Callbacks at 0, 1 and 2 s only: at 1.125 s the 0 → 0.6 animation is half way in time.
        #expect(try strokeEnd(0.9) == 0)
        #expect(abs(try strokeEnd(1.125) - 0.6 * TimingFunction.default.value(at: 0.5)) < 1e-12)
        #expect(try strokeEnd(1.5) == 0.6)
        // Finish callback 0.1 s after the last byte: the border goes, the image shows.
        #expect(scene.presentedLayers(at: 2.05).map(\.name) == ["WCProgressImageview", "borderProgressLayer"])
        #expect(scene.presentedLayers(at: 2.1).map(\.name) == ["WCProgressImageview", "image"])
    }

    @Test func frameGrowsFromTheTopLeft() throws {
        var view = ProgressImageView()
        view.style = .frame
        let progress = try ProgressTimeline(keyframes: [.init(time: 0, progress: 0.5)])
        let root = view.makeLayer(progress: progress, until: 1)
        let layer = try #require(try Scene(root: root).presentedLayers(at: 0.5).first { $0.name == "frameProgressLayer" })
        #expect(layer.values["bounds"]?.rect == Rect(x: 0, y: 0, width: 150, height: 200))
        #expect(layer.transform.apply(Point.zero) == Point.zero)
        #expect(layer.values["backgroundColor"]?.color?.hexString == "#AAAAAA")
    }

    @Test func borderPathStartsAfterTheTopLeftCornerGoingClockwise() {
        var path = Path()
        path.addRoundedRect(Rect(x: 0, y: 0, width: 300, height: 200), cornerRadius: 10, style: .continuous)
        guard case .move(let start)? = path.elements.first else { Issue.record("no start"); return }
        #expect(abs(start.x - 15.28665) < 1e-9 && start.y == 0)
        // 0.6 of the way round ends on the bottom edge, heading left.
        let trimmed = path.trimmed(from: 0, to: 0.6)
        #expect(trimmed.currentPoint.map { abs($0.y - 200) < 1e-9 && $0.x > 100 && $0.x < 300 } == true)
    }
}
