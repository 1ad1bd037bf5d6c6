import Testing
import SpinnerAnimation
import SpinnerCore
import SpinnerRaster
@testable import SpinnerLottieImport

/// Gradient stops: colour stops and opacity stops merged so the straight-alpha ramp is the same.
struct LottieGradientMappingTests {
    /// The colour at `location` of a merged stop list.
    static func color(_ stops: (colors: [Color], locations: [Double]), at location: Double) throws -> Color {
        stops.colors[try #require(stops.locations.firstIndex(of: location))]
    }

    static func near(_ c: Color, _ rgba: [Double], within: Double = 1e-9) -> Bool {
        zip([c.red, c.green, c.blue, c.alpha], rgba).allSatisfy { abs($0 - $1) <= within }
    }

    @Test func colourAndOpacityStopsMergeAtTheUnionOfTheirLocations() throws {
        // Red at 0 to blue at 1; opacity 1 at 0 to 0 at 0.5.
        let stops = LottieGradientMapping.stops([0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0.5, 0], colorStops: 2)
        // The union, each segment cut in LottieGradientBlend.parts.
        #expect(stops.locations.count == 2 * LottieGradientBlend.parts + 1)
        #expect(try Self.color(stops, at: 0) == Color(red: 1, green: 0, blue: 0, alpha: 1))
        // Half way in Core Animation's blend: linear light 0.5^1.8 = 0.287 of each, sRGB 0.572;
        // the opacity blends straight.
        #expect(Self.near(try Self.color(stops, at: 0.5), [0.5723067531639353, 0, 0.5723067531639353, 0], within: 1e-12))
        #expect(Self.near(try Self.color(stops, at: 0.25), [0.8, 0, 0.318, 0.5], within: 0.01))
        // Past the last opacity stop the opacity holds.
        #expect(try Self.color(stops, at: 1) == Color(red: 0, green: 0, blue: 1, alpha: 0))
    }

    @Test func stopsThatMoveAreReadAtFixedLocations() throws {
        // Black at 0 to white at 1, read at 0.25: 0.25^1.8 of white in linear light, sRGB 0.318.
        let stops = LottieGradientMapping.stops([0, 0, 0, 0, 1, 1, 1, 1], colorStops: 2, at: [0, 0.25, 1])
        #expect(stops.locations.first == 0 && stops.locations.last == 1)
        let grey = 0.31799882707590377
        #expect(Self.near(try Self.color(stops, at: 0.25), [grey, grey, grey, 1], within: 1e-12))
    }

    /// The middle of `LottieFiles/gradient_square`'s ramp as Core Animation draws it in the
    /// corpus (pixel 501 of row 356 of `gradient_square.ca-0.png` is 169, 220, 84; sRGB's
    /// straight blend would give 159, 220, 74).
    @Test func aRampBlendsAsCoreAnimationDrawsIt() throws {
        let file = #"{"v":"5","fr":30,"ip":0,"op":30,"w":100,"h":10,"layers":[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":["#
            + #"{"ty":"rc","p":{"a":0,"k":[50,5]},"s":{"a":0,"k":[100,10]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"gf","t":1,"s":{"a":0,"k":[0,5]},"e":{"a":0,"k":[100,5]},"o":{"a":0,"k":100},"#
            + #""g":{"p":2,"k":{"a":0,"k":[0,0.24705882352941178,0.9137254901960784,0,1,1,0.8156862745098039,0.5803921568627451]}}}]}]}"#
        var builder = LottieSceneBuilder(try LottieComposition.read(Array(file.utf8)))
        let frame = Rasterizer().render(try Scene(root: builder.rootLayer()).presentation(at: 0))
        // Pixel 50's centre is 0.505 of the way: 169.0, 220.5, 83.0 in the blend.
        let i = (5 * frame.width + 50) * 4
        let rgb = [Int(frame.pixels[i]), Int(frame.pixels[i + 1]), Int(frame.pixels[i + 2])]
        #expect(zip(rgb, [169, 220, 83]).allSatisfy { abs($0 - $1) <= 1 })
    }

    @Test func aGradientFillIsAGradientLayerMaskedByTheShape() throws {
        let file = #"{"v":"5","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":["#
            + #"{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},"#
            + #"{"ty":"gf","t":1,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[100,0]},"o":{"a":0,"k":100},"#
            + #""g":{"p":2,"k":{"a":0,"k":[0,1,0,0,1,0,0,1]}}}]}]}"#
        var builder = LottieSceneBuilder(try LottieComposition.read(Array(file.utf8)))
        let scene = try Scene(root: builder.rootLayer())
        let frame = scene.presentation(at: 0)
        #expect(builder.notes.isEmpty)
        #expect(frame.commands.isEmpty == false)
        let host = try #require(builder.rootLayer().sublayers.first?.sublayers.first)
        #expect(host.mask is ShapeLayer)
        let gradient = try #require(host.sublayers.first as? GradientLayer)
        #expect(gradient.colors.first == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(gradient.colors.last == Color(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(gradient.colors.count == LottieGradientBlend.parts + 1)
        // (0, 0) and (100, 0) in the layer's unit square reaching ±10 000 points.
        #expect(gradient.startPoint == Point(x: 0.5, y: 0.5))
        #expect(abs(gradient.endPoint.x - 10_100.0 / 20_000) < 1e-12)
    }
}
