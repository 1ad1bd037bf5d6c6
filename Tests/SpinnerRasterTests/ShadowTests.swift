import SpinnerCore
import Testing
@testable import SpinnerRaster

/// A group's shadow in device pixels: a fractional offset is exact, casters off the canvas
/// still cast onto it, and the same list gives the same bytes.
@Suite struct ShadowTests {
    static func square(_ r: Rect) -> DisplayCommand {
        var p = Path()
        p.addRect(r)
        return .draw(DisplayItem(path: p, transform: .identity, style: .fill(.nonZero), paint: .solid(.white)))
    }

    static func render(_ r: Rect, offset: Point, sigma: Double = 0) -> PixelBuffer {
        let shadow = DisplayShadow(color: .black, offset: offset, sigma: sigma)
        return Rasterizer().render(DisplayList(width: 32, height: 32, commands: [.group(DisplayGroup(commands: [square(r)], shadow: shadow))]))
    }

    /// Half a pixel to the right: the column just past the square is half covered by its shadow.
    @Test func aFractionalOffsetIsNotRounded() {
        let f = Self.render(Rect(x: 10, y: 10, width: 10, height: 10), offset: Point(x: 0.5, y: 0))
        #expect(f[20, 15] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 128))
        #expect(f[19, 15] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(f[21, 15] == .transparent)
    }

    /// A square wholly left of the canvas casts onto it.
    @Test func castersOffTheCanvasStillCast() {
        let f = Self.render(Rect(x: -20, y: 10, width: 15, height: 10), offset: Point(x: 10, y: 0))
        #expect(f[2, 15] == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(f[4, 15].a == 255 && f[5, 15] == .transparent && f[2, 9] == .transparent)
    }

    /// The same blurred shadow twice is the same bytes, and it is symmetric about the square.
    @Test func theBlurIsDeterministicAndSymmetric() {
        let a = Self.render(Rect(x: 11, y: 11, width: 10, height: 10), offset: .zero, sigma: 2.5)
        let b = Self.render(Rect(x: 11, y: 11, width: 10, height: 10), offset: .zero, sigma: 2.5)
        #expect(a == b)
        #expect(a[8, 16] == a[23, 16] && a[16, 8] == a[16, 23] && a[8, 16].a > 0)
    }
}
