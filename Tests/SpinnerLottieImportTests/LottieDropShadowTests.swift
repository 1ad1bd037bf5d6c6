import Testing
import SpinnerAnimation
import SpinnerCore
import SpinnerLottieImport

/// Drop shadows, as the Drop Shadow effect (`ef` ty 25) or the drop-shadow layer style (`sy`
/// ty 1), land on the layer's shadow properties as lottie-ios sets them.
struct LottieDropShadowTests {
    static func file(layerExtra: String) -> String {
        #"{"v":"5","fr":60,"ip":0,"op":60,"w":100,"h":100,"layers":[{"ty":4,"nm":"square","ip":0,"op":60,"st":0,"#
            + #""ks":{"p":{"a":0,"k":[50,50]}},"shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}],"# + layerExtra + "}]}"
    }

    static func layer(_ extra: String) throws -> (Layer, [String], root: Layer) {
        var builder = LottieSceneBuilder(try LottieComposition.read(Array(file(layerExtra: extra).utf8)))
        let root = builder.rootLayer()
        return (try #require(root.sublayers.first), builder.notes.map(\.feature), root)
    }

    static func effectValue(_ name: String, _ v: String) -> String { #"{"ty":0,"nm":"\#(name)","v":\#(v)}"# }

    /// The effect: opacity 0...255, direction clockwise from up (180 is down), softness / 5.
    @Test func theEffectSetsTheShadow() throws {
        let effect = #""ef":[{"ty":25,"nm":"Drop Shadow","ef":[{"ty":2,"nm":"Shadow Color","v":{"a":0,"k":[0,0,1,1]}},"#
            + [Self.effectValue("Opacity", #"{"a":0,"k":204}"#), Self.effectValue("Direction", #"{"a":0,"k":180}"#),
               Self.effectValue("Distance", #"{"a":0,"k":5}"#), Self.effectValue("Softness", #"{"a":0,"k":10}"#)].joined(separator: ",")
            + "]}]"
        let (layer, notes, _) = try Self.layer(effect)
        #expect(layer.shadowColor == Color(red: 0, green: 0, blue: 1))
        #expect(abs(layer.shadowOpacity - 0.8) < 1e-12)
        #expect(layer.shadowRadius == 2)
        #expect(abs(layer.shadowOffset.width) < 1e-12 && abs(layer.shadowOffset.height - 5) < 1e-12)
        #expect(!notes.contains("effects"), "\(notes)")
        #expect(layer.animations.isEmpty)
    }

    /// The style: opacity in percent, angle 90 down, size / 2; keyframes become animations.
    @Test func theStyleAnimatesTheShadow() throws {
        let style = #""sy":[{"ty":1,"nm":"Drop Shadow","c":{"a":0,"k":[0,0,0,1]},"#
            + #""o":{"a":1,"k":[{"t":0,"s":[100],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":60,"s":[30]}]},"#
            + #""a":{"a":0,"k":0},"s":{"a":0,"k":12},"d":{"a":1,"k":[{"t":0,"s":[2],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":60,"s":[12]}]}}]"#
        let (layer, notes, root) = try Self.layer(style)
        #expect(layer.shadowOpacity == 1 && layer.shadowRadius == 6)
        #expect(layer.shadowOffset == Size(width: 2, height: 0))  // angle 0: to the right
        #expect(notes.isEmpty, "\(notes)")
        let scene = try Scene(root: root)
        let presented = try #require(scene.presentedLayers(at: 0.5).first { $0.name == "square" })
        #expect(abs((presented.values.values["shadowOpacity"]?.number ?? 0) - 0.65) < 1e-9)
        let offset = try #require(presented.values.values["shadowOffset"]?.size)
        #expect(abs(offset.width - 7) < 1e-9 && abs(offset.height) < 1e-9)
    }

    /// Other effects are still noted as left out; a drop shadow beside them still applies.
    @Test func otherEffectsAreStillNoted() throws {
        let effects = #""ef":[{"ty":5,"nm":"Slider","ef":[]},{"ty":25,"ef":[{"ty":2,"v":{"a":0,"k":[0,0,0,1]}},{"ty":0,"v":{"a":0,"k":255}}]}]"#
        let (layer, notes, _) = try Self.layer(effects)
        #expect(notes.contains("effects"))
        #expect(layer.shadowOpacity == 1)
    }
}
