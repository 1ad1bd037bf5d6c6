import Testing
import SpinnerAnimation
import SpinnerCore
import SpinnerLottieImport

/// A composition mapped onto engine layers: the root's size, a layer's transform as position
/// and anchor (bounds origin), a fill as a shape layer, in/out points as hidden outside.
struct LottieSceneBuilderTests {
    static let file = #"{"v":"5","fr":30,"ip":0,"op":60,"w":200,"h":100,"layers":[{"ty":4,"nm":"dot","ip":15,"op":45,"st":0,"#
        + #""ks":{"a":{"a":0,"k":[10,20]},"p":{"a":0,"k":[100,50]},"s":{"a":0,"k":[50,50]},"o":{"a":0,"k":[80]}},"#
        + #""shapes":[{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[40,40]}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":50}}]}]}"#

    @Test func aShapeLayerMapsOntoLayersWithItsTransform() throws {
        var builder = LottieSceneBuilder(try LottieComposition.read(Array(Self.file.utf8)))
        let root = builder.rootLayer()
        #expect(root.bounds == Rect(x: 0, y: 0, width: 200, height: 100))
        let layer = try #require(root.sublayers.first)
        #expect(layer.name == "dot")
        #expect(layer.position == Point(x: 100, y: 50))
        #expect(layer.bounds.origin == Point(x: 10, y: 20))
        #expect(layer.opacity == 0.8)
        #expect(layer.transform == Transform3D(AffineTransform(scaleX: 0.5, y: 0.5)))
        let fill = try #require(layer.sublayers.first as? ShapeLayer)
        // The fill's opacity is its shape layer's, so a colour animation leaves it alone.
        #expect(fill.fillColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(fill.opacity == 0.5)
        #expect(builder.notes.isEmpty)
        // Shown from frame 15 to 45 only: 0.5 s to 1.5 s.
        let scene = try Scene(root: root)
        let before = scene.presentation(at: 0.4).commands.count
        #expect(scene.presentation(at: 1).commands.count > before)
        #expect(scene.presentation(at: 1.6).commands.count == before)
    }

    /// A layer ending at the composition's `op` still shows at `op` (Core Animation's frame at
    /// progress 100 %), though its end, 888 * (1 / 60) s, falls a hair short of 888 / 60 s.
    @Test func layersEndingAtTheCompositionsEndShowAtItsLastMoment() throws {
        let file = ##"{"v":"5","fr":60,"ip":0,"op":888,"w":10,"h":10,"layers":[{"ty":1,"sc":"#ff0000","sw":10,"sh":10,"##
            + ##""ip":0,"op":888,"st":0,"ks":{}}]}"##
        var builder = LottieSceneBuilder(try LottieComposition.read(Array(file.utf8)))
        let scene = try Scene(root: builder.rootLayer())
        let end = 888.0 / 60
        for t in [0, end / 2, end] {
            #expect(!scene.presentation(at: t).commands.isEmpty, "at \(t) s")
        }
    }
}
