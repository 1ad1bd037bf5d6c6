import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
import SpinnerGolden
@testable import SpinnerPresets

/// One frame of each seed's layer tree, pinned as a golden PNG (record with
/// SPINNERGEN_RECORD=missing; never recorded on CI).
@Suite struct SeedGoldenTests {
    /// A smooth 24×24 test logo: a colour ramp, so a wrong sampling or clip shows.
    static let logo: PixelBuffer = {
        var image = PixelBuffer(width: 24, height: 24)
        for y in 0..<24 {
            for x in 0..<24 {
                image[x, y] = PremultipliedRGBA8(r: UInt8(40 + x * 8), g: UInt8(200 - y * 6), b: 160, a: 255)
            }
        }
        return image
    }()

    /// The frame at 1 s, when any implicit animation of the last change has settled.
    static func render(_ layer: Layer, scale: Double) throws -> PixelBuffer {
        Rasterizer().render(try Scene(root: layer, scale: scale).presentation(at: 1))
    }

    static func check(_ image: PixelBuffer, _ name: String) throws {
        let outcome = try GoldenImage(besideFile: #filePath).check(image, named: name)
        #expect(outcome.passed, "\(name): \(outcome)")
    }

    @Test func ringWithLogoClippedToTheCircle() throws {
        var ring = ProgressRing()
        ring.logo = Self.logo
        let image = try Self.render(ring.makeLayer(progress: 0.6), scale: 1)
        #expect(image.width == 100)
        // Outside the circle nothing is drawn; the border is the demo's grey; the logo's corner is clipped.
        #expect(image[1, 1].a == 0)
        #expect(image[50, 1] == PremultipliedRGBA8(r: 229, g: 229, b: 229, a: 255))
        #expect(image[50, 4] == PremultipliedRGBA8(r: 5, g: 204, b: 197, a: 255))
        #expect(image[9, 9].a == 0)
        try Self.check(image, "ring-logo-0.6")
    }

    @Test func gradientBarUnderAHalfWidthMask() throws {
        var bar = GradientProgressBar()
        bar.size = Size(width: 100, height: 4)
        let image = try Self.render(bar.makeLayer(progress: 0.5), scale: 1)
        // The mask's 2 pt border covers the 4 pt bar fully up to half its width, nothing after.
        // Pixel centre x = 0.5 of 100: 0.36 of the way from hue 0° (#FF0000) to 5° (#FF1500).
        #expect(image[0, 0] == PremultipliedRGBA8(r: 255, g: 8, b: 0, a: 255))
        #expect(image[25, 2].a == 255 && image[49, 3].a == 255)
        #expect(image[51, 2].a == 0)
        try Self.check(image, "gradient-bar-0.5")
    }

    @Test func imageViewBorderAtStrokeEnd06() throws {
        var view = ProgressImageView()
        view.size = Size(width: 150, height: 100)
        view.lineWidth = 3
        view.cornerRadius = 10
        let image = try Self.render(view.makeLayer(progress: 0.6), scale: 0.8)
        #expect(image.width == 120 && image.height == 80)
        // The stroke starts after the top-left corner and runs clockwise: the left edge is bare.
        #expect(image[0, 40].a == 0)
        #expect(image[119, 40].a > 0 && image[60, 0].a > 0)
        try Self.check(image, "image-progress-border-0.6")
    }
}
