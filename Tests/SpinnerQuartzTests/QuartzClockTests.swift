import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerQuartz
import SpinnerUIKit

/// Every test that runs the main run loop's clock, one at a time: the loop, like UIKit's main
/// thread, is one for the process. Each test reads times from the clock where it finds it.
@Suite(.serialized) struct QuartzClockTests {}

/// A delegate that records what it hears and can restart its animation.
final class RecordingDelegate: CAAnimationDelegate {
    var started: [Double] = []
    var stopped: [(time: Double, finished: Bool)] = []
    var onStop: ((CAAnimation, Bool) -> Void)?

    func animationDidStart(_ anim: CAAnimation) { started.append(CACurrentMediaTime()) }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped.append((CACurrentMediaTime(), flag))
        onStop?(anim, flag)
    }
}

/// A standalone layer put on screen (a window of its own), so that its changes animate.
func onScreen<L: CALayer>(_ layer: L, size: CGFloat = 20) throws -> (L, LayerRecorder) {
    layer.bounds = CGRect(x: 0, y: 0, width: size, height: size)
    let recorder = try LayerRecorder(layer: layer, size: CGSize(width: size, height: size))
    return (layer, recorder)
}

extension QuartzClockTests {
    @Suite struct RunLoopSemantics {
        /// `animationDidStop` re-adding the animation: each run starts exactly where the last
        /// ended, so the presented value is the repeating animation's at every moment.
        @Test func aDelegateThatReAddsItsAnimationLoopsSeamlessly() throws {
            VirtualRunLoop.main.reset()
            let (layer, recorder) = try onScreen(CALayer())
            let t0 = recorder.startTime
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0
            fade.toValue = 1.0
            fade.duration = 0.8
            let delegate = RecordingDelegate()
            delegate.onStop = { _, finished in if finished { layer.add(fade, forKey: "fade") } }
            fade.delegate = delegate
            layer.add(fade, forKey: "fade")
            for (t, expected) in [(0.2, 0.25), (0.8, 0.0), (1.0, 0.25), (1.6, 0.0), (2.2, 0.75), (4.0, 0.0)] {
                VirtualRunLoop.main.run(until: t0 + t)
                let opacity = try #require(layer.presentation()).opacity
                #expect(abs(Double(opacity) - expected) < 1e-6, "at \(t) s")
            }
            // Each stop came at the end of its run, 0.8 s apart, and was finished.
            #expect(delegate.stopped.map { ($0.time - t0) } .elementsEqual([0.8, 1.6, 2.4, 3.2, 4.0]) { abs($0 - $1) < 1e-9 })
            #expect(delegate.stopped.allSatisfy { $0.finished })
            #expect(delegate.started.count == 6)
            layer.removeAllAnimations()
            // The recording agrees with the presentation: the frame at 2.2 s is 0.75 opaque.
            let scene = try recorder.scene(seconds: 4.5)
            let values = scene.presentedLayers(at: 2.2)
            #expect(abs((values.last?.values[.opacity]?.number ?? -1) - 0.75) < 1e-6)
        }

        /// A transaction's completion block runs when its animations end, and work it adds
        /// starts at that moment.
        @Test func aCompletionBlockStartsTheNextCycleOnTime() throws {
            VirtualRunLoop.main.reset()
            let (layer, recorder) = try onScreen(CAShapeLayer())
            let t0 = recorder.startTime
            var completions: [Double] = []
            func cycle(_ n: Int) {
                guard n < 3 else { return }
                CATransaction.begin()
                CATransaction.setCompletionBlock {
                    completions.append(CACurrentMediaTime() - t0)
                    cycle(n + 1)
                }
                let grow = CABasicAnimation(keyPath: "strokeEnd")
                grow.fromValue = 0.0
                grow.toValue = 1.0
                grow.duration = 0.7
                layer.add(grow, forKey: "grow")
                CATransaction.commit()
            }
            cycle(0)
            VirtualRunLoop.main.run(until: t0 + 0.7 + 0.35)
            #expect(completions.count == 1 && abs(completions[0] - 0.7) < 1e-9)
            #expect(abs(Double(try #require(layer.presentation()).strokeEnd) - 0.5) < 1e-9)
            #expect(abs((layer.animation(forKey: "grow")?.beginTime ?? 0) - (t0 + 0.7)) < 1e-9)
            VirtualRunLoop.main.run(until: t0 + 3)
            #expect(completions.count == 3 && abs(completions[2] - 2.1) < 1e-9)
        }

        /// `beginTime = CACurrentMediaTime() + k * 0.1` staggers copies of one animation.
        @Test func beginTimesFromTheClockStagger() throws {
            VirtualRunLoop.main.reset()
            let host = CALayer()
            host.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
            let recorder = try LayerRecorder(layer: host, size: CGSize(width: 40, height: 10))
            let t0 = recorder.startTime
            var dots: [CALayer] = []
            for k in 0..<3 {
                let dot = CALayer()
                dot.frame = CGRect(x: CGFloat(k) * 10, y: 0, width: 10, height: 10)
                host.addSublayer(dot)
                let pulse = CABasicAnimation(keyPath: "opacity")
                pulse.fromValue = 0.0
                pulse.toValue = 1.0
                pulse.duration = 1
                pulse.beginTime = CACurrentMediaTime() + Double(k) * 0.1
                pulse.fillMode = .backwards
                pulse.repeatCount = .infinity
                dot.add(pulse, forKey: "pulse")
                dots.append(dot)
            }
            VirtualRunLoop.main.run(until: t0 + 0.5)
            let opacities = dots.map { Double($0.presentation()!.opacity) }
            for (k, o) in opacities.enumerated() { #expect(abs(o - (0.5 - Double(k) * 0.1)) < 1e-6, "dot \(k)") }
            // The recording shows the same stagger.
            let values = try recorder.scene(seconds: 0.5).presentedLayers(at: 0.5)
            // The window, the host, then the three dots.
            let recorded = values.suffix(3).map { $0.values[.opacity]?.number ?? -1 }
            #expect(values.count == 5)
            // (The presentation's opacity is a Float, as Core Animation's.)
            for (a, b) in zip(recorded, opacities) { #expect(abs(a - b) < 1e-6) }
        }

        /// A committed standalone layer animates a change implicitly (0.25 s, from what was on
        /// screen), unless the transaction disables actions; a layer never on screen does not.
        @Test func disableActionsSuppressesTheImplicitAnimation() throws {
            VirtualRunLoop.main.reset()
            let (layer, _) = try onScreen(CALayer())
            let t0 = CACurrentMediaTime()
            layer.opacity = 0
            #expect(layer.animationKeys() == ["opacity"])
            VirtualRunLoop.main.run(until: t0 + 0.125)
            let mid = Double(try #require(layer.presentation()).opacity)
            // CA's default curve at half time: (0.25, 0.1, 0.25, 1) gives 0.8024033877399112.
            #expect(abs(mid - (1 - 0.8024033877399112)) < 1e-6)
            VirtualRunLoop.main.run(until: t0 + 0.3)
            #expect(layer.animationKeys() == nil)

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 1
            CATransaction.commit()
            #expect(layer.animationKeys() == nil)
            #expect(try #require(layer.presentation()).opacity == 1)

            // Made and changed within one turn, never on screen: no animation.
            let fresh = CALayer()
            fresh.opacity = 0.5
            #expect(fresh.animationKeys() == nil && fresh.presentation() == nil)
        }

        /// `presentation()` mid-animation holds the animated values; the model keeps its own.
        @Test func presentationMidAnimation() throws {
            VirtualRunLoop.main.reset()
            let (layer, _) = try onScreen(CAShapeLayer())
            let t0 = CACurrentMediaTime()
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 2
            layer.add(move, forKey: "move")
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.byValue = Double.pi
            spin.duration = 2
            layer.add(spin, forKey: "spin")
            VirtualRunLoop.main.run(until: t0 + 0.5)
            let p = try #require(layer.presentation())
            #expect(abs(p.position.x - 25) < 1e-9)
            #expect(p.position.y == layer.position.y)
            let angle = atan2(Double(p.transform.m12), Double(p.transform.m11))
            #expect(abs(angle - Double.pi / 4) < 1e-9)
            #expect(layer.position.x == 0 && layer.transform == CATransform3DIdentity)
            #expect(p.model() === p)
        }

        /// A view's backing layer does not animate outside an animation block; inside
        /// `UIView.animate` it does, and the completion runs at the end.
        @Test func backingLayersAnimateOnlyInsideAnimationBlocks() throws {
            VirtualRunLoop.main.reset()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let recorder = try LayerRecorder(view: view)
            let t0 = recorder.startTime
            view.alpha = 0.5
            #expect(view.layer.animationKeys() == nil)
            var finishedAt: Double?
            UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { view.alpha = 1 },
                           completion: { finished in if finished { finishedAt = CACurrentMediaTime() - t0 } })
            #expect(view.layer.animationKeys() == ["opacity"])
            VirtualRunLoop.main.run(until: t0 + 0.25)
            #expect(abs(Double(view.layer.presentation()!.opacity) - 0.5) < 1e-9)
            VirtualRunLoop.main.run(until: t0 + 1)
            #expect(abs(Double(view.layer.presentation()!.opacity) - 0.75) < 1e-9)
            VirtualRunLoop.main.run(until: t0 + 2)
            #expect(finishedAt.map { abs($0 - 1.5) < 1e-9 } == true)
        }

        /// `removeAnimation(forKey:)` tells the delegate in the next turn that it did not finish.
        @Test func removingAnAnimationStopsItUnfinished() throws {
            VirtualRunLoop.main.reset()
            let (layer, _) = try onScreen(CALayer())
            let t0 = CACurrentMediaTime()
            let delegate = RecordingDelegate()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0
            fade.duration = 1
            fade.delegate = delegate
            layer.add(fade, forKey: "fade")
            VirtualRunLoop.main.run(until: t0 + 0.4)
            layer.removeAnimation(forKey: "fade")
            #expect(delegate.stopped.isEmpty)
            VirtualRunLoop.main.run(until: t0 + 2)
            #expect(delegate.stopped.count == 1)
            #expect(delegate.stopped.first?.finished == false)
            #expect(abs((delegate.stopped.first?.time ?? 0) - (t0 + 0.4)) < 1e-9)
        }
    }
}
