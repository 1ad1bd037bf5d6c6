import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
import SpinnerScene

/// CALayer's shadow: the layer's alpha blurred, tinted, moved, beneath the layer and within its
/// opacity; none at all (the very same drawing) at `shadowOpacity` 0.
@Suite struct LayerShadowTests {
    /// A 60 x 60 canvas with a red 20 x 20 square at (20, 20) casting a black shadow.
    static func frame(offset: Size = Size(width: 0, height: 10), radius: Double = 0, shadowOpacity: Double = 1,
                      opacity: Double = 1, masksToBounds: Bool = false, animation: (any Animation)? = nil,
                      at time: Double = 0) throws -> PixelBuffer {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 60, height: 60)
        root.position = Point(x: 30, y: 30)
        let square = Layer()
        square.frame = Rect(x: 20, y: 20, width: 20, height: 20)
        square.backgroundColor = Color(red: 1, green: 0, blue: 0)
        square.shadowOpacity = shadowOpacity
        square.shadowOffset = offset
        square.shadowRadius = radius
        square.opacity = opacity
        square.masksToBounds = masksToBounds
        if let animation { square.add(animation, forKey: "shadow") }
        root.addSublayer(square)
        return Rasterizer().render(try Scene(root: root).presentation(at: time))
    }

    static let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
    static let black = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)

    /// A hard shadow (radius 0) is the square moved by the offset, beneath the square.
    @Test func aHardShadowIsTheSquareMovedDown() throws {
        let f = try Self.frame()
        #expect(f[30, 30] == Self.red)       // the square covers its own shadow
        #expect(f[30, 45] == Self.black)     // below it, the shadow (rows 30 to 50)
        #expect(f[30, 52] == .transparent)   // past the shadow
        #expect(f[30, 15] == .transparent)   // nothing above
        #expect(f[41, 45] == .transparent)   // not moved sideways
    }

    /// y grows downward: a negative height moves the shadow up, a positive width right, as on iOS.
    @Test func theOffsetsDirection() throws {
        let up = try Self.frame(offset: Size(width: 0, height: -10))
        #expect(up[30, 15] == Self.black && up[30, 45] == .transparent)
        let right = try Self.frame(offset: Size(width: 10, height: 0))
        #expect(right[45, 30] == Self.black && right[15, 30] == .transparent)
    }

    /// shadowRadius 4 is a Gaussian of sigma 3.8: at the shadow's lower edge (y = 50) a pixel's
    /// centre lies 0.13 sigma outside, so its alpha is about Φ(−0.13) = 0.448 of 255; 1.18
    /// sigmas inside it is about Φ(1.18) = 0.88 (each times 0.99 for the square's 20 pt width,
    /// the kernel cut at three sigmas).
    @Test func aSoftShadowIsGaussian() throws {
        let f = try Self.frame(radius: 4)
        #expect((110...116).contains(f[30, 50].a), "\(f[30, 50])")
        #expect((219...226).contains(f[30, 45].a), "\(f[30, 45])")
        #expect(f[30, 50].r == 0 && f[30, 30] == Self.red)
        // Symmetric about the square's centre line.
        #expect(f[25, 50] == f[34, 50] && f[18, 45] == f[41, 45])
        // Radius 2 (sigma 1.9): a little is left 2.4 sigmas below the edge, nothing past three
        // sigmas and a pixel, where the kernel is cut.
        let tight = try Self.frame(radius: 2)
        #expect(tight[30, 54].a > 0 && tight[30, 57] == .transparent)
    }

    /// The layer's opacity applies to the square and its shadow as one: where the square lies
    /// over its shadow only the square shows, at half strength.
    @Test func theShadowIsWithinTheLayersOpacity() throws {
        let f = try Self.frame(opacity: 0.5)
        #expect(f[30, 35] == PremultipliedRGBA8(r: 128, g: 0, b: 0, a: 128))
        #expect(f[30, 45] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 128))
    }

    /// `masksToBounds` clips the shadow with the layer, as Core Animation's does.
    @Test func masksToBoundsClipsTheShadow() throws {
        let f = try Self.frame(masksToBounds: true)
        #expect(f[30, 45] == .transparent && f[30, 30] == Self.red)
    }

    /// shadowOpacity 0 (the default) draws the same list and the same bytes as no shadow at all.
    @Test func zeroShadowOpacityChangesNothing() throws {
        let none = Layer()
        none.frame = Rect(x: 20, y: 20, width: 20, height: 20)
        none.backgroundColor = .black
        let unseen = Layer()
        unseen.frame = none.frame
        unseen.backgroundColor = .black
        unseen.shadowRadius = 9
        unseen.shadowOffset = Size(width: 4, height: 4)
        #expect(try Scene(root: none).presentation(at: 0) == Scene(root: unseen).presentation(at: 0))
        let f = try Self.frame(shadowOpacity: 0)
        #expect(f[30, 45] == .transparent && f[30, 30] == Self.red)
    }

    /// `shadowOpacity` animates like any property.
    @Test func shadowOpacityAnimates() throws {
        var fade = BasicAnimation(keyPath: "shadowOpacity")
        fade.fromValue = .number(0)
        fade.toValue = .number(1)
        fade.timing.duration = 1
        let f = try Self.frame(shadowOpacity: 0, animation: fade, at: 0.5)
        #expect(f[30, 45] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 128))
    }

    /// A scene file's shadow keys land on the layer.
    @Test func sceneFileKeys() throws {
        let json = ##"{"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10], "shadowColor": "#0000FF", "shadowOpacity": 0.5, "shadowOffset": [-2, 3], "shadowRadius": 6}}"##
        let root = try SceneDocument.decode(Data(json.utf8), file: "t.json").root
        #expect(root.shadowColor == Color(red: 0, green: 0, blue: 1) && root.shadowOpacity == 0.5)
        #expect(root.shadowOffset == Size(width: -2, height: 3) && root.shadowRadius == 6)
        let plain = Layer()
        #expect(plain.shadowColor == .black && plain.shadowOpacity == 0 && plain.shadowOffset == Size(width: 0, height: -3) && plain.shadowRadius == 3)
    }
}
