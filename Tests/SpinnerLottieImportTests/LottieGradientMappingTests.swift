import Testing
import SpinnerAnimation
import SpinnerCore
@testable import SpinnerLottieImport

/// Gradient stops: colour stops and opacity stops merged so the straight-alpha ramp is the same.
struct LottieGradientMappingTests {
    @Test func colourAndOpacityStopsMergeAtTheUnionOfTheirLocations() {
        // Red at 0 to blue at 1; opacity 1 at 0 to 0 at 0.5.
        let stops = LottieGradientMapping.stops([0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0.5, 0], colorStops: 2)
        #expect(stops.locations == [0, 0.5, 1])
        #expect(stops.colors[0] == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(stops.colors[1] == Color(red: 0.5, green: 0, blue: 0.5, alpha: 0))
        // Past the last opacity stop the opacity holds.
        #expect(stops.colors[2] == Color(red: 0, green: 0, blue: 1, alpha: 0))
    }

    @Test func stopsThatMoveAreReadAtFixedLocations() {
        // Black at 0 to white at 1, read at 0.25: a quarter grey.
        let stops = LottieGradientMapping.stops([0, 0, 0, 0, 1, 1, 1, 1], colorStops: 2, at: [0, 0.25, 1])
        #expect(stops.locations == [0, 0.25, 1])
        #expect(stops.colors[1] == Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 1))
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
        #expect(gradient.colors == [Color(red: 1, green: 0, blue: 0, alpha: 1), Color(red: 0, green: 0, blue: 1, alpha: 1)])
        // (0, 0) and (100, 0) in the layer's unit square reaching ±10 000 points.
        #expect(gradient.startPoint == Point(x: 0.5, y: 0.5))
        #expect(abs(gradient.endPoint.x - 10_100.0 / 20_000) < 1e-12)
    }
}
