import Foundation
import Testing
import SpinnerAnimation
import SpinnerCore
import SpinnerRaster
@testable import SpinnerLottieImport

/// Turns about x and y (`rx`, `ry`) mapped onto the layer's 3D transform as lottie-ios gives them
/// to Core Animation (no perspective), and the orientation (`or`) it leaves out.
struct LottieTurnTests {
    /// A 100 x 100 composition with one shape layer anchored at its centre holding a black
    /// rectangle `w` x `h` centred at (`cx`, 50); `ks` adds to the layer's transform.
    static func file(ks: String, cx: Double = 50, w: Double = 60, h: Double = 40) -> String {
        ##"{"v":"5","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[{"ty":4,"ip":0,"op":30,"ks":{"a":{"a":0,"k":[50,50]},"##
            + ##""p":{"a":0,"k":[50,50]}\##(ks)},"shapes":[{"ty":"rc","p":{"a":0,"k":[\##(cx),50]},"s":{"a":0,"k":[\##(w),\##(h)]},"##
            + ##""r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100}}]}]}"##
    }

    static func built(_ file: String) throws -> (layer: Layer, notes: [LottieNote], root: Layer) {
        var builder = LottieSceneBuilder(try LottieComposition.read(Array(file.utf8)))
        let root = builder.rootLayer()
        return (try #require(root.sublayers.first), builder.notes, root)
    }

    /// Alpha of pixel (x, y) of the frame at `time` seconds.
    static func alpha(_ file: String, at time: Double, _ points: [(Int, Int)]) throws -> [UInt8] {
        let frame = Rasterizer().render(try Scene(root: try built(file).root).presentation(at: time))
        return points.map { frame.pixels[($0.1 * frame.width + $0.0) * 4 + 3] }
    }

    static func coverage(_ file: String, at time: Double) throws -> Int {
        let frame = Rasterizer().render(try Scene(root: try built(file).root).presentation(at: time))
        return stride(from: 3, to: frame.pixels.count, by: 4).filter { frame.pixels[$0] > 127 }.count
    }

    @Test func aFixedTurnAboutXIsTheLayersModelTransform() throws {
        let (layer, notes, _) = try Self.built(Self.file(ks: ##","rx":{"a":0,"k":60}"##))
        #expect(layer.transform == Transform3D(rotationAngle: .pi / 3, x: 1, y: 0, z: 0))
        #expect(layer.animations.isEmpty)
        #expect(notes.isEmpty)
        // Seen without perspective the 60 x 40 rectangle is cos 60° = half as tall: 60 x 20.
        #expect(try Self.coverage(Self.file(ks: ##","rx":{"a":0,"k":60}"##), at: 0) == 60 * 20)
    }

    @Test func anAnimatedTurnAboutYIsARotationYAnimation() throws {
        let ks = ##","ry":{"a":1,"k":[{"t":0,"s":[0],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":30,"s":[360]}]}"##
        let (layer, _, _) = try Self.built(Self.file(ks: ks))
        let turn = try #require(layer.animations.first { $0.key == "lottie.transform.rotation.y" }?.animation as? KeyframeAnimation)
        #expect(turn.values == [.number(0), .number(2 * .pi)])
        #expect(turn.timing.duration == 1)
        // The animated part's model value stays 0.
        #expect(layer.transform == .identity)
        // A quarter of the way the rectangle is edge on; half way it is whole again.
        #expect(try Self.coverage(Self.file(ks: ks), at: 0.25) == 0)
        #expect(try Self.coverage(Self.file(ks: ks), at: 0.5) == 60 * 40)
    }

    @Test func aHalfTurnAboutYMirrorsTheLayer() throws {
        let file = Self.file(ks: ##","ry":{"a":0,"k":180}"##, cx: 25, w: 30, h: 20)
        #expect(try Self.alpha(file, at: 0, [(25, 50), (75, 50)]) == [0, 255])
    }

    /// A turn animated from past 90° back to 0 alongside a scale animation ends unmirrored (a
    /// model holding the first turn would decompose into turns about x and z the animation of y
    /// does not undo).
    @Test func aTurnBackFromPastAQuarterEndsUnmirrored() throws {
        let ks = ##","ry":{"a":1,"k":[{"t":0,"s":[-125],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":15,"s":[0]}]},"##
            + ##""s":{"a":1,"k":[{"t":0,"s":[200,200],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":15,"s":[100,100]}]}"##
        let file = Self.file(ks: ks, cx: 25, w: 30, h: 20)
        #expect(try Self.alpha(file, at: 0.75, [(25, 50), (75, 50)]) == [255, 0])
    }

    @Test func aSkewedLayerTurnsInItsCombinedMatrix() throws {
        let (layer, _, _) = try Self.built(Self.file(ks: ##","rx":{"a":0,"k":60},"sk":{"a":0,"k":20},"sa":{"a":0,"k":0}"##))
        // lottie-ios's combined matrix: skew (shear x by −tan 20°), then the turn about x.
        let expected = Transform3D(AffineTransform(a: 1, b: 0, c: -tan(20 * Double.pi / 180), d: 1, tx: 0, ty: 0))
            .concatenating(Transform3D(rotationAngle: .pi / 3, x: 1, y: 0, z: 0))
        let fields = [layer.transform.m11, layer.transform.m21, layer.transform.m22, layer.transform.m23, layer.transform.m33]
        let want = [expected.m11, expected.m21, expected.m22, expected.m23, expected.m33]
        #expect(zip(fields, want).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(!layer.transform.isAffine)
    }

    @Test func anOrientationIsLeftOutAndNoted() throws {
        let (layer, notes, _) = try Self.built(Self.file(ks: ##","or":{"a":0,"k":[0,0,30]}"##))
        #expect(layer.transform == .identity)
        #expect(notes.map(\.feature) == ["3D orientation `or` (left out, as lottie-ios leaves it out)"])
    }
}
