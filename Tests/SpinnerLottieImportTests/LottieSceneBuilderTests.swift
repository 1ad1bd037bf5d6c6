import Testing
import SpinnerAnimation
import SpinnerCore
import SpinnerRaster
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

    /// A layer's `bm` becomes its `compositingFilter` (lottie-ios's mapping): a multiplied
    /// solid over another multiplies it. Luminosity, which Core Animation draws as normal, and
    /// the modes it has no filter for (16, 17) are drawn normal and noted.
    @Test func blendModesBecomeCompositingFilters() throws {
        func file(_ bm: Int) -> String {
            ##"{"v":"5","fr":10,"ip":0,"op":10,"w":10,"h":10,"layers":[{"ty":1,"nm":"top","sc":"#ff8000","sw":10,"sh":10,"bm":"##
                + "\(bm)" + ##","ip":0,"op":10,"st":0,"ks":{}},{"ty":1,"nm":"under","sc":"#808080","sw":10,"sh":10,"ip":0,"op":10,"st":0,"ks":{}}]}"##
        }
        func build(_ bm: Int) throws -> (Layer, [String]) {
            var builder = LottieSceneBuilder(try LottieComposition.read(Array(file(bm).utf8)))
            let root = builder.rootLayer()
            return (root, builder.notes.map(\.feature))
        }
        let (multiplied, notes) = try build(1)
        #expect(notes.isEmpty)
        #expect(multiplied.sublayers.first { $0.name == "top" }?.compositingFilter == .multiply)
        var buffer = PixelBuffer(width: 10, height: 10)
        _ = Rasterizer().draw(try Scene(root: multiplied).presentation(at: 0), into: &buffer)
        #expect(buffer[5, 5] == PremultipliedRGBA8(r: 128, g: 64, b: 0, a: 255))
        #expect(try build(10).0.sublayers.first { $0.name == "top" }?.compositingFilter == .difference)
        for bm in [15, 16] {
            let (root, notes) = try build(bm)
            #expect(root.sublayers.first { $0.name == "top" }?.compositingFilter == .normal)
            #expect(notes.count == 1 && notes[0].contains("drawn normal"), "\(notes)")
        }
    }

    /// Luma track mattes (`tt` 3, 4) mask by the matte's luminance: over a matte whose left half
    /// is white and right half mid grey, the layer shows whole on the left and at half on the
    /// right; inverted, the reverse. The matte layer itself is not drawn.
    @Test func lumaMattesMaskByTheMattesLuminance() throws {
        func file(_ tt: Int) -> String {
            ##"{"v":"5","fr":10,"ip":0,"op":10,"w":20,"h":10,"layers":[{"ty":4,"nm":"matte","td":1,"ip":0,"op":10,"st":0,"ks":{},"##
                + ##""shapes":[{"ty":"rc","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,1,1,1]},"o":{"a":0,"k":100}},"##
                + ##"{"ty":"gr","it":[{"ty":"rc","p":{"a":0,"k":[15,5]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[0.5,0.5,0.5,1]},"o":{"a":0,"k":100}},{"ty":"tr"}]}]},"##
                + ##"{"ty":1,"nm":"red","tt":"## + "\(tt)" + ##","sc":"#ff0000","sw":20,"sh":10,"ip":0,"op":10,"st":0,"ks":{}}]}"##
        }
        func frame(_ tt: Int) throws -> (PixelBuffer, [String]) {
            var builder = LottieSceneBuilder(try LottieComposition.read(Array(file(tt).utf8)))
            let root = builder.rootLayer()
            var buffer = PixelBuffer(width: 20, height: 10)
            _ = Rasterizer().draw(try Scene(root: root).presentation(at: 0), into: &buffer)
            return (buffer, builder.notes.map(\.feature))
        }
        let (luma, notes) = try frame(3)
        #expect(notes.isEmpty, "\(notes)")
        // Grey 0.5 is 128 in every channel: luminance 128, the red at 128 of 255.
        #expect(luma[5, 5] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(luma[15, 5] == PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 128))
        let (inverted, _) = try frame(4)
        #expect(inverted[5, 5] == .transparent)
        #expect(inverted[15, 5] == PremultipliedRGBA8(r: 127, g: 0, b: 0, a: 127))
        // An alpha matte of the same layers shows the red whole over both halves.
        let (alpha, _) = try frame(1)
        #expect(alpha[15, 5] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    /// Merge paths as lottie-ios's Core Animation engine draws them: the item is skipped, so a
    /// subtract still fills both rectangles (their overlap too), and the note says so.
    @Test func mergePathsAreDrawnAsCoreAnimationDrawsThem() throws {
        let shapes = ##"[{"ty":"rc","p":{"a":0,"k":[6,5]},"s":{"a":0,"k":[12,10]},"r":{"a":0,"k":0}},"##
            + ##"{"ty":"rc","p":{"a":0,"k":[14,5]},"s":{"a":0,"k":[12,10]},"r":{"a":0,"k":0}},{"ty":"mm","mm":3},"##
            + ##"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]"##
        let file = ##"{"v":"5","fr":10,"ip":0,"op":10,"w":20,"h":10,"layers":[{"ty":4,"ip":0,"op":10,"st":0,"ks":{},"shapes":"##
            + shapes + "}]}"
        let composition = try LottieComposition.read(Array(file.utf8))
        #expect(composition.notes.map(\.description) == [
            "merge paths (drawn as Core Animation draws them: each fill or stroke draws the paths before it combined; "
                + "add, subtract, intersect and exclude not applied) (layers[0].shapes[2].ty)"])
        var builder = LottieSceneBuilder(composition)
        var buffer = PixelBuffer(width: 20, height: 10)
        _ = Rasterizer().draw(try Scene(root: builder.rootLayer()).presentation(at: 0), into: &buffer)
        let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
        #expect(buffer[2, 5] == red)
        #expect(buffer[10, 5] == red)
        #expect(buffer[17, 5] == red)
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
