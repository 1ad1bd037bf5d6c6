import Testing
import SpinnerAnimation
import SpinnerCore
import SpinnerLottieImport

/// Keyframes to engine animations: o/i handles as cubic timing functions, holds as steps,
/// frames on the scene clock.
struct LottieKeyframeMappingTests {
    static let file = #"{"v":"5","fr":25,"ip":10,"op":60,"w":10,"h":10,"layers":[{"ty":3,"ip":0,"op":60,"ks":{"p":{"a":1,"k":["#
        + #"{"t":10,"s":[0,0],"o":{"x":[0.33,0.1],"y":[0,0.2]},"i":{"x":[0.67,0.9],"y":[1,0.8]}},"#
        + #"{"t":35,"s":[100,50],"h":1},{"t":60,"s":[0,0]}]}}}]}"#

    static func position() throws -> [LottieKeyframe<[Double]>] {
        let composition = try LottieComposition.read(Array(file.utf8))
        guard case .combined(let p) = composition.layers[0].transform.position else { return [] }
        return p.keyframes
    }

    @Test func handlesBecomeTheSegmentsCubicTheFirstDimensionsForAll() throws {
        let keys = try Self.position()
        #expect(keys.count == 3)
        // y's own handles (0.1, 0.2, 0.9, 0.8) are read as lottie-ios reads them: not at all.
        #expect(keys[0].easeOut?.point(1).x == 0.1 && keys[0].easeIn?.point(1).y == 0.8)
        #expect(LottieKeyframeMapping.timingFunction(leaving: keys[0]) == TimingFunction(controlPoints: 0.33, 0, 0.67, 1))
        #expect(LottieKeyframeMapping.timingFunction(leaving: keys[1]) == .steps(1))
    }

    @Test func keyframesLandOnTheSceneClock() throws {
        let composition = try LottieComposition.read(Array(Self.file.utf8))
        let keys = try Self.position()
        let animation = try #require(LottieKeyframeMapping.animation(
            AnimationKeyPath("position"), keys: keys, timeline: .composition(composition)) { .point(Point(x: $0[0], y: $0[1])) })
        // Frame 10 is the composition's ip, so scene time 0; frame 60 is 2 s later at 25 fps.
        #expect(animation.timing.beginTime == 0)
        #expect(animation.timing.duration == 2)
        #expect(animation.keyTimes == [0, 0.5, 1])
        #expect(animation.values == [AnimationValue.point(Point(x: 0, y: 0)), .point(Point(x: 100, y: 50)), .point(Point(x: 0, y: 0))])
        // Held: still (100, 50) just before the last keyframe.
        #expect(animation.value(atFraction: 0.99) == AnimationValue.point(Point(x: 100, y: 50)))
    }

    @Test func aLayersStartAndStretchShiftItsClock() {
        let clock = LottieTimeline(offset: -1, secondsPerFrame: 0.04).shifted(startTime: 50, stretch: 2)
        #expect(clock.seconds(0) == 1)
        #expect(abs(clock.seconds(10) - 1.8) < 1e-12)
    }
}
