import Testing
import SpinnerAnimation
import SpinnerCore
import SpinnerLottieImport

/// Time remapping: a precomposition's content sampled through `tm` once a frame of the layer.
struct LottieTimeRemapTests {
    /// The content fades in over its frames 0 to 10 (1 s at 10 fps); `tm` plays it backwards,
    /// content second 1 at frame 0 down to second 0 at frame 10.
    static let file = #"{"v":"5","fr":10,"ip":0,"op":10,"w":10,"h":10,"assets":[{"id":"p","layers":[{"ty":3,"ip":0,"op":10,"#
        + #""ks":{"o":{"a":1,"k":[{"t":0,"s":[0]},{"t":10,"s":[100]}]}}}]}],"layers":["#
        + #"{"ty":0,"refId":"p","w":10,"h":10,"ip":0,"op":10,"ks":{},"tm":{"a":1,"k":[{"t":0,"s":[1]},{"t":10,"s":[0]}]}}]}"#

    @Test func theContentPlaysAtTheRemappedTimes() throws {
        var builder = LottieSceneBuilder(try LottieComposition.read(Array(Self.file.utf8)))
        let root = builder.rootLayer()
        let inner = try #require(root.sublayers.first?.sublayers.first?.sublayers.first)
        let opacity = try #require(inner.animations.first { $0.key == "lottie.opacity" }?.animation as? KeyframeAnimation)
        #expect(opacity.values.count == 11)
        #expect(opacity.values.first == .number(1))
        #expect(opacity.values.last == .number(0))
        // Frame 3 shows content second 0.7: opacity 0.7.
        if case .number(let v) = opacity.values[3] { #expect(abs(v - 0.7) < 1e-9) } else { Issue.record("not a number") }
        #expect(builder.notes.map(\.feature) == ["time remapping (sampled once a frame)"])
    }
}
