import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// Gradient paints against exact values and against supersampled ideal gradients.
@Suite struct GradientTests {
    typealias R = ShadedReference

    static func item(_ path: Path, _ g: Gradient, transform: AffineTransform = .identity, opacity: Double = 1) -> DisplayItem {
        DisplayItem(path: path, transform: transform, style: .fill(.nonZero), paint: .gradient(g), opacity: opacity)
    }

    static func render(_ items: [DisplayItem], _ w: Int, _ h: Int) -> PixelBuffer {
        Rasterizer().render(DisplayList(width: w, height: h, items: items))
    }

    @Test func axialInterpolatesStraightAlphaThenPremultiplies() {
        // Opaque red to fully transparent blue over x = 0...100; pixel x samples t = (x + 0.5) / 100.
        let g = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1, alpha: 0)],
                         startPoint: Point(x: 0, y: 0), endPoint: Point(x: 100, y: 0))
        let b = Self.render([Self.item(R.rectPath(Rect(x: 0, y: 0, width: 100, height: 2)), g)], 100, 2)
        // t = 0.495: straight (0.505, 0, 0.495, 0.505), premultiplied × 255.
        #expect(b[49, 1] == PremultipliedRGBA8(r: 65, g: 0, b: 64, a: 129))
        // t = 0.255: (0.745, 0, 0.255, 0.745) → r = 0.745² · 255 = 141.5...
        #expect(b[25, 0] == PremultipliedRGBA8(r: UInt8((0.745 * 0.745 * 255).rounded()), g: 0,
                                              b: UInt8((0.255 * 0.745 * 255).rounded()), a: UInt8((0.745 * 255).rounded())))
        #expect(b[0, 0] == PremultipliedRGBA8(r: 252, g: 0, b: 1, a: 254))
    }

    @Test func axialEndColoursExtendAndDegenerateAxisPaintsTheLastColour() {
        let colors = [Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1)]
        let g = Gradient(colors: colors, startPoint: Point(x: 10, y: 0), endPoint: Point(x: 20, y: 0))
        let b = Self.render([Self.item(R.rectPath(Rect(x: 0, y: 0, width: 30, height: 1)), g)], 30, 1)
        #expect(b[3, 0] == PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(b[27, 0] == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(b[15, 0] == PremultipliedRGBA8(r: 0, g: 115, b: 140, a: 255)) // t = 0.55
        let point = Gradient(colors: colors, startPoint: Point(x: 10, y: 0), endPoint: Point(x: 10, y: 0))
        let c = Self.render([Self.item(R.rectPath(Rect(x: 0, y: 0, width: 30, height: 1)), point)], 30, 1)
        #expect((0..<30).allSatisfy { c[$0, 0] == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255) })
    }

    @Test func locationsAreClampedAndMadeNonDecreasing() {
        // Locations (-1, 0.8, 0.3) act as (0, 0.8, 0.8): a hard stop at 0.8 to the last colour.
        let colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1)]
        let g = Gradient(colors: colors, locations: [-1, 0.8, 0.3], startPoint: .zero, endPoint: Point(x: 100, y: 0))
        let b = Self.render([Self.item(R.rectPath(Rect(x: 0, y: 0, width: 100, height: 1)), g)], 100, 1)
        #expect(b[39, 0] == PremultipliedRGBA8(r: 129, g: 126, b: 0, a: 255)) // t = 0.395 → f = 0.49375
        #expect(b[79, 0].g > 250 && b[80, 0] == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func axialGolden() throws {
        // A diagonal axis through a rectangle drawn at scale 2: the paint lives in local space.
        let colors = [Color(hex: "#4885ED"), Color(hex: "#DB323699"), Color(hex: "#F4C20D")]
        let g = Gradient(colors: colors, startPoint: Point(x: 2, y: 2), endPoint: Point(x: 30, y: 30))
        let rect = Rect(x: 3.15, y: 2.85, width: 25.6, height: 26.45)
        let t = AffineTransform(scaleX: 2, y: 2)
        let got = Self.render([Self.item(R.rectPath(rect), g, transform: t)], 64, 64)
        let want = R.supersample(width: 64, height: 64) { x, y in
            let lx = x / 2, ly = y / 2
            guard R.inRect(lx, ly, rect) else { return (.zero, 0) }
            let tt = min(max(((lx - 2) * 28 + (ly - 2) * 28) / (2 * 28 * 28), 0), 1)
            return (R.premultiplied(R.ramp(colors, nil, tt)), 1)
        }
        try R.check(got, named: "gradient-axial", against: want)
    }

    @Test func axialWithLocationsGolden() throws {
        let colors = [Color(hex: "#F4C20D"), Color(hex: "#3CBA54"), Color(hex: "#4885ED")]
        let locations = [0.1, 0.45, 0.9]
        let g = Gradient(colors: colors, locations: locations, startPoint: Point(x: 4, y: 10), endPoint: Point(x: 60, y: 10))
        let rect = Rect(x: 2.75, y: 3.15, width: 58.4, height: 13.7)
        let got = Self.render([Self.item(R.rectPath(rect), g, transform: AffineTransform(scaleX: 2, y: 2), opacity: 0.8)], 128, 40)
        let want = R.supersample(width: 128, height: 40) { x, y in
            let lx = x / 2, ly = y / 2
            guard R.inRect(lx, ly, rect) else { return (.zero, 0) }
            return (R.premultiplied(R.ramp(colors, locations, min(max((lx - 4) / 56, 0), 1)), opacity: 0.8), 1)
        }
        try R.check(got, named: "gradient-axial-locations", against: want)
    }

    /// WGradientProgress's bar: 73 hues, evenly spaced, left to right.
    @Test func hueGradientGolden() throws {
        let colors = R.hueColors
        #expect(colors.count == 73 && colors[0] == colors[72])
        let g = Gradient(colors: colors, startPoint: Point(x: 0, y: 8), endPoint: Point(x: 128, y: 8))
        let bar = Rect(x: 0, y: 4, width: 128, height: 8)
        let got = Self.render([Self.item(R.rectPath(bar), g)], 128, 16)
        let want = R.supersample(width: 128, height: 16) { x, y in
            guard R.inRect(x, y, bar) else { return (.zero, 0) }
            return (R.premultiplied(R.straight(R.hue(x / 128))), 1)
        }
        try R.check(got, named: "gradient-hue-73", against: want)
        // Pure green at hue 120°, a third of the way along.
        #expect(got[42, 8].g == 255 && got[42, 8].b < 12 && got[42, 8].r < 12)
    }

    @Test func radialGolden() throws {
        let colors = [Color.white, Color(hex: "#4885ED"), Color(hex: "#4885ED33")]
        // Centre on a pixel corner, ellipse radii 44 and 30, turned by 0.3 rad with the item.
        let t = AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 32, y: 32))
        let g = Gradient(kind: .radial, colors: colors, startPoint: .zero, endPoint: Point(x: 44, y: -30))
        let rect = Rect(x: -27.3, y: -25.6, width: 53.1, height: 51.7)
        let got = Self.render([Self.item(R.rectPath(rect), g, transform: t)], 64, 64)
        let inv = try #require(t.inverted())
        let want = R.supersample(width: 64, height: 64) { x, y in
            let p = inv.apply(Point(x: x, y: y))
            guard R.inRect(p.x, p.y, rect) else { return (.zero, 0) }
            let tt = min(((p.x / 44) * (p.x / 44) + (p.y / 30) * (p.y / 30)).squareRoot(), 1)
            return (R.premultiplied(R.ramp(colors, nil, tt)), 1)
        }
        try R.check(got, named: "gradient-radial", against: want)
        #expect(got[31, 31].r > 245 && got[32, 32].r > 245)
    }

    @Test func radialWithOneZeroRadiusIsCircularAndWithBothZeroPaintsTheLastColour() {
        let colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
        let circular = Gradient(kind: .radial, colors: colors, startPoint: Point(x: 10, y: 10), endPoint: Point(x: 10, y: 20))
        let b = Self.render([Self.item(R.rectPath(Rect(x: 0, y: 0, width: 20, height: 20)), circular)], 20, 20)
        // Same distance (5.5 → t = 0.55) along x and along y.
        #expect(b[15, 10] == b[10, 15])
        let t = 30.5.squareRoot() / 10
        #expect(b[15, 10] == PremultipliedRGBA8(r: UInt8(((1 - t) * 255).rounded()), g: 0, b: UInt8((t * 255).rounded()), a: 255))
        let dot = Gradient(kind: .radial, colors: colors, startPoint: Point(x: 10, y: 10), endPoint: Point(x: 10, y: 10))
        let c = Self.render([Self.item(R.rectPath(Rect(x: 0, y: 0, width: 20, height: 20)), dot)], 20, 20)
        #expect(c[10, 10] == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255) && c[0, 0] == c[10, 10])
    }

    /// A conic ring (the paint of gradient ring spinners): red, green, blue, red clockwise from
    /// the direction of endPoint.
    @Test func conicGolden() throws {
        let colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 0)]
        let t = AffineTransform(scaleX: 2, y: 2)
        let g = Gradient(kind: .conic, colors: colors, startPoint: Point(x: 16, y: 16), endPoint: Point(x: 21, y: 21))
        var ring = R.circlePath(Point(x: 16, y: 16), 15)
        ring.addArc(center: Point(x: 16, y: 16), radius: 9, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let got = Self.render([DisplayItem(path: ring, transform: t, style: .fill(.evenOdd), paint: .gradient(g))], 64, 64)
        let want = R.supersample(width: 64, height: 64) { x, y in
            let dx = x - 32, dy = y - 32, r = (dx * dx + dy * dy).squareRoot()
            guard r <= 30 && r >= 18 else { return (.zero, 0) }
            var a = atan2(dy, dx) - .pi / 4
            if a < 0 { a += 2 * .pi }
            return (R.premultiplied(R.ramp(colors, nil, a / (2 * .pi))), 1)
        }
        try R.check(got, named: "gradient-conic", against: want)
        // 120° clockwise from 45° (down-right) is 165°: green, left of the centre.
        let p = (x: Int(32 + 24 * cos(165 * Double.pi / 180)), y: Int(32 + 24 * sin(165 * Double.pi / 180)))
        #expect(got[p.x, p.y].g > 240 && got[p.x, p.y].r < 20)
    }
}
