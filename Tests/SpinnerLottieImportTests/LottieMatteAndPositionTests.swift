import Testing
import SpinnerAnimation
import SpinnerCore
import SpinnerRaster
@testable import SpinnerLottieImport

/// Track mattes, masks and spatial positions mapped onto engine layers.
struct LottieMatteAndPositionTests {
    /// A 100 x 100 red solid under a 40 x 40 matte square at the centre (tt 1, td 1).
    static let matte = ##"{"v":"5","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":["##
        + ##"{"ty":4,"ind":1,"td":1,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},"##
        + ##"{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100}}]},"##
        + ##"{"ty":1,"ind":2,"tt":1,"sc":"#ff0000","sw":100,"sh":100,"ip":0,"op":30,"ks":{}}]}"##

    static func coverage(_ file: String) throws -> Int {
        var builder = LottieSceneBuilder(try LottieComposition.read(Array(file.utf8)))
        let frame = Rasterizer().render(try Scene(root: builder.rootLayer()).presentation(at: 0))
        return stride(from: 3, to: frame.pixels.count, by: 4).filter { frame.pixels[$0] > 127 }.count
    }

    @Test func anAlphaMatteShowsTheLayerOnlyWhereTheMatteIs() throws {
        #expect(try Self.coverage(Self.matte) == 40 * 40)
    }

    @Test func anInvertedAlphaMatteShowsTheLayerWhereTheMatteIsNot() throws {
        let inverted = Self.matte.replacingOccurrences(of: ##""tt":1"##, with: ##""tt":2"##)
        #expect(try Self.coverage(inverted) == 100 * 100 - 40 * 40)
        let composition = try LottieComposition.read(Array(inverted.utf8))
        var builder = LottieSceneBuilder(composition)
        _ = try builder.rootLayer()
        #expect(builder.notes.isEmpty)
    }

    @Test func aSubtractingMaskCutsItsShapeOut() throws {
        let file = ##"{"v":"5","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":["##
            + ##"{"ty":1,"sc":"#ff0000","sw":100,"sh":100,"ip":0,"op":30,"ks":{},"masksProperties":[{"mode":"s","##
            + ##""pt":{"a":0,"k":{"c":true,"v":[[0,0],[50,0],[50,100],[0,100]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}},"##
            + ##""o":{"a":0,"k":100}}]}]}"##
        #expect(try Self.coverage(file) == 50 * 100)
    }

    @Test func spatialTangentsMakeAMotionPath() throws {
        let file = ##"{"v":"5","fr":10,"ip":0,"op":20,"w":100,"h":100,"layers":[{"ty":3,"ip":0,"op":20,"ks":{"p":{"a":1,"k":["##
            + ##"{"t":0,"s":[0,0],"to":[0,50],"ti":[-50,0],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":20,"s":[100,100]}]}}}]}"##
        var builder = LottieSceneBuilder(try LottieComposition.read(Array(file.utf8)))
        let layer = try #require(builder.rootLayer().sublayers.first)
        let animation = try #require(layer.animations.first { $0.key == "lottie.position" }?.animation as? KeyframeAnimation)
        var expected = Path()
        expected.move(to: Point(x: 0, y: 0))
        expected.addCurve(to: Point(x: 100, y: 100), control1: Point(x: 0, y: 50), control2: Point(x: 50, y: 100))
        #expect(animation.path == expected)
        #expect(animation.timing.duration == 2)
        // Linear timing: halfway in time is the curve at parameter 1/2, (P0 + 3 P1 + 3 P2 + P3) / 8.
        #expect(animation.value(atFraction: 0.5) == .point(Point(x: 31.25, y: 68.75)))
    }

    @Test func trimsWithAnOffsetWrapOnADoubledPath() {
        let range = LottieTrimMapping.range(start: 0, end: 50, offset: 270, wraps: true)
        #expect(range.start == 0.375 && range.end == 0.625)
    }

    /// A later trim keeps its share of what the one before left, its offset moving the share
    /// along and wrapping: a whole share stays whole whatever the offset (issue_1979's outer
    /// trim, 0 to 100 at -45 degrees), and a share cut by the end keeps its larger piece.
    @Test func chainedTrimsWrapTheirOffsetAlongTheStretchLeft() {
        func trim(_ s: Double, _ e: Double, _ o: Double, then: [LottiePathSource.Trim] = []) -> LottiePathSource.Trim {
            LottiePathSource.Trim(start: .fixed(s), end: .fixed(e), offset: .fixed(o), individually: false, then: then)
        }
        let whole = LottieTrimMapping.range(trim(71, 100, 0, then: [trim(0, 100, -45)]), at: 0, wraps: false)
        #expect(abs(whole.start - 0.71) < 1e-12 && abs(whole.end - 1) < 1e-12)
        // 0 to 50 moved on a quarter: 0.25 to 0.75 of the stretch 0.2 to 0.6.
        let moved = LottieTrimMapping.range(trim(20, 60, 0, then: [trim(0, 50, 90)]), at: 0, wraps: false)
        #expect(abs(moved.start - 0.3) < 1e-12 && abs(moved.end - 0.5) < 1e-12)
        // 0 to 50 moved on three quarters: 0.75 to 1.25 wraps; the pieces 0.75-1 and 0-0.25 are
        // equal, the first kept.
        let cut = LottieTrimMapping.range(trim(0, 100, 0, then: [trim(0, 50, 270)]), at: 0, wraps: false)
        #expect(abs(cut.start - 0.75) < 1e-12 && abs(cut.end - 1) < 1e-12)
        let later = LottieTrimMapping.range(trim(0, 100, 0, then: [trim(0, 60, 270)]), at: 0, wraps: false)
        #expect(abs(later.start - 0) < 1e-12 && abs(later.end - 0.35) < 1e-12)
    }
}
