import Testing
import SpinnerCore
import SpinnerAnimation
@testable import SpinnerPresets

/// The layer trees of the seed views hold the values their sources set.
@Suite struct SeedLayerTreeTests {
    @Test func ringFollowsHSProgressCircleView() throws {
        var ring = ProgressRing()
        ring.logo = PixelBuffer(width: 4, height: 4, fill: PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(ring.arcRadius == 46)
        let scene = try Scene(root: ring.makeLayer(progress: 0.3), scale: 2)
        #expect(scene.pixelWidth == 200)
        let layers = scene.presentedLayers(at: 0)
        #expect(layers.map(\.name) == ["HSProgressCircleView", "HSCircleView", "logo"])
        let circle = layers[1].values
        #expect(circle.number("strokeEnd") == 0.3 && circle.number("strokeStart") == 0)
        #expect(circle.number("borderWidth") == 3 && circle.number("lineWidth") == 2)
        #expect(circle["strokeColor"]?.color?.hexString == "#05CCC5")
        #expect(circle["borderColor"]?.color?.hexString == "#E5E5E5")
        #expect(layers[2].values["bounds"]?.rect == Rect(x: 0, y: 0, width: 90, height: 90))
        #expect(layers[2].transform.apply(.zero) == Point(x: 10, y: 10))
        #expect(try Scene(root: ring.makeLayer(progress: 7), scale: 1).presentedLayers(at: 0)[1].values.number("strokeEnd") == 1)
    }

    @Test func gradientBarFollowsWGradientProgress() throws {
        let colors = GradientProgressBar.rainbow
        #expect(colors.count == 73)
        #expect(colors.first?.hexString == "#FF0000" && colors.last?.hexString == "#FF0000")
        #expect(colors[24].hexString == "#00FF00" && colors[48].hexString == "#0000FF" && colors[6].hexString == "#FF8000")
        let rotated = GradientProgressBar.rotated(colors, by: 1)
        #expect(rotated.first == colors.last && rotated[1] == colors[0])
        #expect(GradientProgressBar.rotated(colors, by: 73) == colors)

        let bar = GradientProgressBar()
        let list = try Scene(root: bar.makeLayer(progress: 0.5), scale: 1).presentation(at: 0)
        guard case .group(let g) = list.commands.first, let mask = g.mask, case .draw(let border) = mask.first else {
            Issue.record("no masked group"); return
        }
        #expect(border.path.controlPointBounds == Rect(x: 0, y: 0, width: 160, height: 2))
        #expect(try Scene(root: bar.makeLayer(progress: -1), scale: 1).presentation(at: 0).commands.isEmpty)
    }
}
