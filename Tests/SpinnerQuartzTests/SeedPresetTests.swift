import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerPresets
import SpinnerRaster
import SpinnerQuartz
import SpinnerUIKit

extension QuartzClockTests {
    /// The Objective-C seeds, translated line by line and run by the recorder, against the
    /// presets that replay them.
    @Suite struct SeedPresets {
        /// The number of frames of `a` and `b` at `fps` over `seconds` that differ, and the first.
        static func differingFrames(_ a: Scene, _ b: Scene, seconds: Double, fps: Double = 60) -> (count: Int, first: Int?) {
            let raster = Rasterizer()
            var count = 0
            var first: Int?
            for k in 0..<Int((seconds * fps).rounded()) {
                let t = Double(k) / fps
                if raster.render(a.presentation(at: t)) != raster.render(b.presentation(at: t)) {
                    count += 1
                    if first == nil { first = k }
                }
            }
            return (count, first)
        }

        /// HSProgressCircleView in the article's demo, fed the download the `ring` preset
        /// replays: progress set on each data callback, the view removed when the download
        /// finishes. Every frame is the preset's, byte for byte.
        @Test func theRingMatchesItsPresetOnEveryFrame() throws {
            VirtualRunLoop.main.reset()
            let progress = try ProgressTimeline(keyframes: [.init(time: 0, progress: 0), .init(time: 1.5, progress: 0.3),
                                                            .init(time: 4, progress: 1)])
            let end = 4.5
            let screen = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let ring = HSProgressCircleView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            ring.clipsToBounds = true
            ring.borderColor = UIColor(red: 229 / 255.0, green: 229 / 255.0, blue: 229 / 255.0, alpha: 1.0)
            ring.borderWidth = 3.0
            screen.addSubview(ring)
            for update in progress.updates(until: end) {
                VirtualRunLoop.main.perform(after: update.time) { ring.setProgress(CGFloat(update.progress)) }
            }
            let finish = try #require(progress.finishTime)
            VirtualRunLoop.main.perform(after: finish) { ring.removeFromSuperview() }

            let recorder = try LayerRecorder(view: screen, scale: 2)
            let recorded = try recorder.scene(seconds: end)
            let preset = try Scene(root: ProgressRing().makeLayer(progress: progress, until: end), scale: 2)
            let diff = Self.differingFrames(recorded, preset, seconds: end)
            #expect(diff.count == 0, "first differing frame: \(diff.first.map(String.init) ?? "none")")
            // The ring is drawn part way, and gone after the finish.
            let raster = Rasterizer()
            #expect(raster.render(recorded.presentation(at: 2)).pixels.contains { $0 != 0 })
            #expect(raster.render(recorded.presentation(at: 4.25)).pixels.allSatisfy { $0 == 0 })
        }
    }
}
