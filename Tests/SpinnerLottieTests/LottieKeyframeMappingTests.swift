import Testing
import SpinnerCore
import SpinnerAnimation
@testable import SpinnerLottie

/// Animations exported as keyframes: each mapping's keyframe times and handles, checked by
/// hand, and the keyframes played back by `LottieEvaluator` against the presented values at
/// every frame and between frames.
@Suite struct LottieKeyframeMappingTests {
    /// A 20 × 20 pt view with one stroked line `arc` carrying `animation` on its layer, which
    /// starts at `beginTime` and runs at `speed`; `other` goes on a second layer below it.
    static func scene(_ animation: any Animation, beginTime: Double = 0, speed: Double = 1,
                      other: (any Animation)? = nil) throws -> Scene {
        let root = Layer()
        root.name = "view"
        root.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        let arc = ShapeLayer()
        arc.name = "arc"
        var line = Path()
        line.move(to: Point(x: 2, y: 10))
        line.addLine(to: Point(x: 18, y: 10))
        arc.path = line
        arc.fillColor = nil
        arc.strokeColor = .black
        arc.lineWidth = 2
        arc.strokeEnd = 0.1
        arc.beginTime = beginTime
        arc.speed = speed
        arc.add(animation, forKey: "a")
        if let other {
            let below = Layer()
            below.name = "below"
            below.add(other, forKey: "b")
            root.addSublayer(below)
        }
        root.addSublayer(arc)
        return try Scene(root: root)
    }

    static func strokeEnd(from: Double = 0.2, to: Double = 1, duration: Double, _ function: TimingFunction?) -> BasicAnimation {
        var a = BasicAnimation(keyPath: "strokeEnd")
        a.fromValue = .number(from)
        a.toValue = .number(to)
        a.duration = duration
        a.timingFunction = function
        return a
    }

    /// One second at 60 fps.
    static func export(_ scene: Scene) -> LottieExport {
        LottieExport(scene: scene, name: "test", fps: Rational(60), frameCount: 60)
    }

    /// The trim's end (`strokeEnd` in percent) of the layer's stroke.
    static func trimEnd(_ export: LottieExport) throws -> LottieProperty<LottieScalar> {
        for layer in export.composition.layers where layer.type == .shape {
            for case .group(let g) in layer.shapes ?? [] {
                for case .trim(let trim) in g.items { return trim.end }
            }
        }
        throw Missing()
    }

    struct Missing: Error {}

    static func easing(_ x: Double, _ y: Double) -> LottieEasing { LottieEasing(x: x, y: y) }

    /// The keyframes played back at every frame and at a time between each pair of frames
    /// equal the presented `strokeEnd` (in percent) to within the export's rounding.
    static func expectPlaysAsPresented(_ scene: Scene, _ keyframes: [LottieKeyframe<LottieScalar>]) {
        for f in 0..<60 {
            for t in [Double(f), Double(f) + 0.37] {
                let presented = scene.presentedLayers(at: t / 60).first { $0.name == "arc" }?.values["strokeEnd"]?.number ?? -1
                let played = LottieEvaluator.value(keyframes, at: t)
                #expect(abs(played - presented * 100) <= 2e-4, "frame \(t): played \(played), presented \(presented * 100)")
            }
        }
    }

    @Test func easeInEaseOutIsTwoKeyframesPerCycle() throws {
        var a = Self.strokeEnd(duration: 0.5, .easeInEaseOut)
        a.repeatCount = .infinity
        let scene = try Self.scene(a)
        let export = Self.export(scene)
        let keyframes = try #require(try Self.trimEnd(export).keyframes)
        // Each cycle: the eased run from 20 %, then a hold just before the jump back (a
        // thousandth of a frame), so the run's handles are easeInEaseOut's up to there.
        #expect(keyframes.map(\.time) == [0, 29.999, 30, 59.999, 60])
        for k in [0, 2] {
            #expect(keyframes[k].startValue.value == 20 && !keyframes[k].hold)
            let (o, i) = (try #require(keyframes[k].outTangent), try #require(keyframes[k].inTangent))
            #expect(abs(o.x - 0.42) < 1e-3 && abs(o.y) < 1e-3 && abs(i.x - 0.58) < 1e-3 && abs(i.y - 1) < 1e-3, "\(o) \(i)")
            #expect(keyframes[k + 1].hold && abs(keyframes[k + 1].startValue.value - 100) < 1e-3)
        }
        #expect(!export.sampled.contains("arc.strokeEnd"))
        Self.expectPlaysAsPresented(scene, keyframes)
    }

    @Test func linearRepeatJumpsBackAfterAHold() throws {
        var a = Self.strokeEnd(duration: 0.5, nil)
        a.repeatCount = .infinity
        let scene = try Self.scene(a)
        let export = Self.export(scene)
        let keyframes = try #require(try Self.trimEnd(export).keyframes)
        // The run stops 1/1000 frame before the repeat, 0.8 · 100 / 30 / 1000 short of 100.
        #expect(keyframes.map(\.time) == [0, 29.999, 30, 59.999, 60])
        #expect(keyframes.map { $0.hold } == [false, true, false, true, false])
        #expect(abs(keyframes[1].startValue.value - (100 - 80.0 / 30 / 1000)) < 2e-4)
        #expect(keyframes[0].outTangent == .linearOut && keyframes[0].inTangent == .linearIn)
        #expect(export.sampled.isEmpty)
        Self.expectPlaysAsPresented(scene, keyframes)
    }

    @Test func autoreversingLegHasTheFlippedHandles() throws {
        var a = Self.strokeEnd(duration: 0.25, .easeIn)
        a.autoreverses = true
        a.repeatCount = .infinity
        let scene = try Self.scene(a)
        let keyframes = try #require(try Self.trimEnd(Self.export(scene)).keyframes)
        #expect(keyframes.map(\.time) == [0, 15, 30, 45, 60])
        #expect(keyframes.map(\.startValue.value) == [20, 100, 20, 100, 20])
        // Forward: easeIn's (0.42, 0), (1, 1); back: (1 − 1, 1 − 1), (1 − 0.42, 1 − 0).
        #expect(keyframes[0].outTangent == Self.easing(0.42, 0) && keyframes[0].inTangent == Self.easing(1, 1))
        #expect(keyframes[1].outTangent == Self.easing(0, 0) && keyframes[1].inTangent == Self.easing(0.58, 1))
        Self.expectPlaysAsPresented(scene, keyframes)
    }

    @Test func repeatsAreUnrolledWithinTheLoop() throws {
        var a = Self.strokeEnd(duration: 0.25, .easeOut)
        a.repeatCount = 3
        let scene = try Self.scene(a)
        let keyframes = try #require(try Self.trimEnd(Self.export(scene)).keyframes)
        let eased = keyframes.filter { $0.outTangent != nil }
        #expect(eased.map(\.time) == [0, 15, 30])
        #expect(eased.allSatisfy { $0.outTangent == Self.easing(0, 0) && abs($0.inTangent!.x - 0.58) < 1e-3 && abs($0.inTangent!.y - 1) < 1e-3 && $0.startValue.value == 20 })
        #expect(keyframes.filter(\.hold).map(\.time) == [14.999, 29.999, 44.999, 45])
        // After three repeats the model value (10 %) holds.
        #expect(keyframes.last { $0.hold }?.startValue.value == 10)
        Self.expectPlaysAsPresented(scene, keyframes)
    }

    @Test func discreteKeyframesAreHolds() throws {
        var a = KeyframeAnimation(keyPath: "strokeEnd")
        a.values = [.number(0.2), .number(0.5), .number(0.8)]
        a.keyTimes = [0, 0.25, 0.5, 1]
        a.calculationMode = .discrete
        a.duration = 1
        let scene = try Self.scene(a)
        let keyframes = try #require(try Self.trimEnd(Self.export(scene)).keyframes)
        #expect(keyframes.map(\.time) == [0, 15, 30, 60])
        #expect(keyframes.dropLast().allSatisfy { $0.hold })
        #expect(keyframes.map(\.startValue.value) == [20, 50, 80, 10])
        Self.expectPlaysAsPresented(scene, keyframes)
    }

    @Test func linearKeyframesUseTheirSegmentsFunctions() throws {
        var a = KeyframeAnimation(keyPath: "strokeEnd")
        a.values = [.number(0.2), .number(0.9), .number(0.5)]
        a.keyTimes = [0, 0.25, 1]
        a.timingFunctions = [.easeOut, .easeIn]
        a.duration = 1
        a.fillMode = .forwards
        let scene = try Self.scene(a)
        let keyframes = try #require(try Self.trimEnd(Self.export(scene)).keyframes)
        #expect(keyframes.map(\.time) == [0, 15, 60])
        #expect(keyframes[0].outTangent == Self.easing(0, 0) && keyframes[0].inTangent == Self.easing(0.58, 1))
        #expect(keyframes[1].outTangent == Self.easing(0.42, 0) && keyframes[1].inTangent == Self.easing(1, 1))
        Self.expectPlaysAsPresented(scene, keyframes)
    }

    /// Another layer's line spans the joint of the arc's two lines: each half follows a piece
    /// of it, the whole does not, so the halves stay two keyframes.
    @Test func anotherLayersCurveDoesNotJoinDifferentSlopes() throws {
        var a = KeyframeAnimation(keyPath: "strokeEnd")
        a.values = [.number(0.2), .number(0.9), .number(0.5)]
        a.duration = 1
        a.fillMode = .forwards
        var fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = .number(1)
        fade.toValue = .number(0)
        fade.duration = 1
        let scene = try Self.scene(a, other: fade)
        let keyframes = try #require(try Self.trimEnd(Self.export(scene)).keyframes)
        #expect(keyframes.map(\.time) == [0, 30, 60])
        #expect(keyframes.map(\.startValue.value) == [20, 90, 50])
        Self.expectPlaysAsPresented(scene, keyframes)
    }

    @Test func layerTimingMovesTheKeyframesExactly() throws {
        var a = Self.strokeEnd(duration: 0.5, .easeInEaseOut)
        a.fillMode = .forwards
        // Local time (t − 0.25) · 2: the animation runs from 0.25 s to 0.5 s, frames 15 to 30.
        let scene = try Self.scene(a, beginTime: 0.25, speed: 2)
        let keyframes = try #require(try Self.trimEnd(Self.export(scene)).keyframes)
        #expect(keyframes.map(\.time) == [0, 15, 30, 60])
        #expect(keyframes.map(\.startValue.value) == [10, 20, 100, 100])
        #expect(keyframes[1].outTangent == Self.easing(0.42, 0) && keyframes[1].inTangent == Self.easing(0.58, 1))
        #expect(keyframes[0].hold && keyframes[2].hold)
        Self.expectPlaysAsPresented(scene, keyframes)
    }

    @Test func springStaysSampled() throws {
        var spring = SpringAnimation(keyPath: "strokeEnd")
        spring.fromValue = .number(0.2)
        spring.toValue = .number(1)
        spring.damping = 8
        let export = Self.export(try Self.scene(spring))
        #expect(export.sampled == ["arc.strokeEnd"])
        let keyframes = try #require(try Self.trimEnd(export).keyframes)
        #expect(keyframes.allSatisfy { $0.outTangent == nil || ($0.outTangent == .linearOut && $0.inTangent == .linearIn) })
        #expect(keyframes.count > 20)
    }
}
