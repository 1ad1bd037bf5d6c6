import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerPresets
import SpinnerRaster
import SpinnerQuartz
import SpinnerUIKit

extension QuartzClockTests {
    /// GMDCircularProgressView, compiled as written, against the `gmd` preset that describes
    /// its replay: the same pixels wherever the two describe the same thing, and the device's
    /// own behaviour pinned where they do not.
    @Suite struct GMDSeed {
        /// Whether the frame at `t` falls in an implicit colour fade: the 0.25 s after each
        /// restart but the first (the first colour is set before the layer is on screen).
        static func inFade(_ t: Double) -> Bool {
            t >= 1.5 && t.truncatingRemainder(dividingBy: 1.5) < 0.25
        }

        @Test func matchesTheGMDPresetOutsideTheColourFades() throws {
            VirtualRunLoop.main.reset()
            let view = GMDCircularProgressView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let recorder = try LayerRecorder(view: view, scale: 2)
            let recorded = try recorder.scene(seconds: 6)
            let preset = try Scene(root: MaterialSpinner().makeLayer(), scale: 2)
            #expect(recorded.pixelWidth == 100 && recorded.pixelHeight == 100)
            let raster = Rasterizer()
            var fadeFrames = 0, differingFades: [Int] = []
            for k in 0..<360 {
                let t = Double(k) / 60
                let a = raster.render(recorded.presentation(at: t)), b = raster.render(preset.presentation(at: t))
                if Self.inFade(t) {
                    fadeFrames += 1
                    if a != b { differingFades.append(k) }
                } else {
                    #expect(a == b, "frame \(k) (\(t) s) differs from the gmd preset")
                }
            }
            // 3 restarts in 6 s with a fade each: 15 frames at 60 fps. The first of each is the
            // restart itself, where the arc has no length and both draw nothing; by the last one
            // or two the colour is within rounding of the new one.
            #expect(fadeFrames == 45)
            #expect(differingFades == Array(91...104) + Array(181...193) + Array(271...283))
        }

        /// At each restart `animationDidStop` sets the next colour on the standalone
        /// `circularLayer`, which Core Animation fades over 0.25 s on its default curve; the
        /// preset switches at once.
        @Test func theDeviceFadesEachNewColourIn() throws {
            VirtualRunLoop.main.reset()
            let view = GMDCircularProgressView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let recorder = try LayerRecorder(view: view, scale: 1)
            let scene = try recorder.scene(seconds: 3.2)
            func strokeColor(at t: Double) -> Color? {
                scene.presentedLayers(at: t).last?.values[.strokeColor]?.color
            }
            let blue = MaterialSpinner.googleColors[0], red = MaterialSpinner.googleColors[1]
            #expect(strokeColor(at: 1.4) == blue)
            // Half way through the fade: the default curve's value at 0.5 of the way.
            let f = TimingFunction.default.value(at: 0.5)
            let mid = try #require(strokeColor(at: 1.625))
            #expect(abs(mid.red - (blue.red + (red.red - blue.red) * f)) < 1e-9)
            #expect(abs(mid.green - (blue.green + (red.green - blue.green) * f)) < 1e-9)
            #expect(strokeColor(at: 1.75) == red)
            // The restarts came from animationDidStop at 1.5 s and 3.0 s exactly.
            let group = try #require(view.circularLayer.animation(forKey: "strokeAnimation"))
            #expect(group.beginTime == 3.0)
            #expect(view.colorIndex == 3)
        }
    
        /// `material --style gmd-device` is built from the same semantics: from the first
        /// restart on, the recorder running the seed and the style draw the same frames (the
        /// style's colour group reads its time through one more division, so a channel may
        /// round one level apart); before it the device shows its first colour without a fade,
        /// where the style, a loop in its running state, fades in from the last colour.
        @Test func theGMDDeviceStyleIsTheSeedAsItRuns() throws {
            VirtualRunLoop.main.reset()
            let view = GMDCircularProgressView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let recorded = try LayerRecorder(view: view, scale: 2).scene(seconds: 6)
            let style = try Scene(root: GMDDeviceSpinner().makeLayer(), scale: 2)
            let gmd = try Scene(root: MaterialSpinner().makeLayer(), scale: 2)
            let raster = Rasterizer()
            var exact = 0, largest = 0
            for k in 90..<360 {
                let t = Double(k) / 60
                let a = raster.render(recorded.presentation(at: t)), b = raster.render(style.presentation(at: t))
                let delta = zip(a.pixels, b.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
                largest = max(largest, delta)
                if delta == 0 { exact += 1 }
            }
            #expect(largest <= 1)
            #expect(exact >= 265, "\(exact) of 270 frames identical")
            // In its first fade the style differs from the idealised replay, as the device does.
            let first = raster.render(style.presentation(at: 5.0 / 60)), plain = raster.render(gmd.presentation(at: 5.0 / 60))
            #expect(first != plain)
            #expect(GMDDeviceSpinner().loopPeriod == 6)
        }
    }
}
