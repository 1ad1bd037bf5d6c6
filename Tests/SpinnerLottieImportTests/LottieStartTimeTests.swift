import Testing
import SpinnerAnimation
import SpinnerCore
import SpinnerLottieImport

/// Start time and stretch, as lottie-ios plays them: they move a precomposition's own clock,
/// not the keyframes of a layer's own transform.
struct LottieStartTimeTests {
    static let file = #"{"v":"5","fr":10,"ip":0,"op":40,"w":10,"h":10,"assets":[{"id":"p","layers":[{"ty":3,"ip":0,"op":40,"#
        + #""ks":{"o":{"a":1,"k":[{"t":0,"s":[0]},{"t":10,"s":[100]}]}}}]}],"layers":["#
        + #"{"ty":3,"ip":10,"op":40,"st":10,"ks":{"o":{"a":1,"k":[{"t":10,"s":[0]},{"t":20,"s":[100]}]}}},"#
        + #"{"ty":0,"refId":"p","w":10,"h":10,"ip":0,"op":40,"st":5,"sr":2,"ks":{}}]}"#

    static func opacity(_ layer: Layer) -> KeyframeAnimation? {
        layer.animations.first { $0.key == "lottie.opacity" }?.animation as? KeyframeAnimation
    }

    @Test func aLayersOwnKeyframesStayOnItsCompositionsClock() throws {
        var builder = LottieSceneBuilder(try LottieComposition.read(Array(Self.file.utf8)))
        let root = builder.rootLayer()
        // Listed first, so drawn last: the null with st 10 keeps its keyframes at 1 s to 2 s.
        let null = try #require(root.sublayers.last.flatMap(Self.opacity))
        #expect(null.timing.beginTime == 1)
        #expect(null.timing.duration == 1)
        // Inside the precomposition (st 5, sr 2) frame 0 is at 0.5 s and frames take 0.2 s.
        let precomp = try #require(root.sublayers.first?.sublayers.first?.sublayers.first)
        let inner = try #require(Self.opacity(precomp))
        #expect(inner.timing.beginTime == 0.5)
        #expect(abs(inner.timing.duration - 2) < 1e-12)
    }
}

/// A negative x scale that animates stays a flip: the linear part is one sampled matrix.
struct LottieFlipTests {
    @Test func aFlippedScaleAnimatesAsWholeMatrices() throws {
        let file = #"{"v":"5","fr":10,"ip":0,"op":20,"w":10,"h":10,"layers":[{"ty":3,"ip":0,"op":20,"ks":{"s":{"a":1,"k":["#
            + #"{"t":0,"s":[-100,100]},{"t":10,"s":[-50,100]}]}}}]}"#
        var builder = LottieSceneBuilder(try LottieComposition.read(Array(file.utf8)))
        let layer = try #require(builder.rootLayer().sublayers.first)
        let animation = try #require(layer.animations.first { $0.key == "lottie.transform" }?.animation as? KeyframeAnimation)
        #expect(animation.values.first == .transform(Transform3D(AffineTransform(scaleX: -1, y: 1))))
        #expect(animation.values.last == .transform(Transform3D(AffineTransform(scaleX: -0.5, y: 1))))
        #expect(!layer.animations.contains { $0.key == "lottie.transform.scale.x" })
    }
}
