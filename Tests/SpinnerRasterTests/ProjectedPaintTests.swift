import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// Gradients and images on a turned layer are mapped projectively: a pixel shows the paint at
/// the layer point the pinhole formula's inverse gives for its centre.
@Suite struct ProjectedPaintTests {
    static let pinhole = Pinhole(angle: 55 * .pi / 180, distance: 90, centre: Point(x: 32, y: 32))
    static let square = ReferenceCoverage.polygonPath([[Point(x: -20, y: -20), Point(x: 20, y: -20),
                                                        Point(x: 20, y: 20), Point(x: -20, y: 20)]])

    static func render(_ paint: Paint, opacity: Double = 1) -> PixelBuffer {
        let item = DisplayItem(path: square, transform: .identity, style: .fill(.nonZero), paint: paint, opacity: opacity,
                               projection: pinhole.projection)
        return Rasterizer().render(DisplayList(width: 64, height: 64, items: [item]))
    }

    /// Pixel centres well inside the turned square (a pixel's whole square inside the layer).
    static var interiorCentres: [(Int, Int, Point)] {
        var out: [(Int, Int, Point)] = []
        for y in 0..<64 {
            for x in 0..<64 {
                let corners = [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)].map {
                    pinhole.preimage(Point(x: Double(x) + $0.0, y: Double(y) + $0.1))
                }
                guard corners.allSatisfy({ abs($0.x) < 20 && abs($0.y) < 20 }) else { continue }
                out.append((x, y, pinhole.preimage(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))))
            }
        }
        return out
    }

    static func near(_ a: PremultipliedRGBA8, _ b: PremultipliedRGBA8, within k: Int = 1) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= k && abs(Int(a.g) - Int(b.g)) <= k && abs(Int(a.b) - Int(b.b)) <= k && abs(Int(a.a) - Int(b.a)) <= k
    }

    @Test func linearGradientFollowsTheInverseMap() {
        // Red to blue along the square's diagonal: t = ((x + 20) + (y + 20)) / 80 at layer (x, y).
        let g = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                         startPoint: Point(x: -20, y: -20), endPoint: Point(x: 20, y: 20))
        let b = Self.render(.gradient(g))
        let centres = Self.interiorCentres
        #expect(centres.count > 500)
        for (x, y, l) in centres {
            let t = min(max((l.x + 20 + l.y + 20) / 80, 0), 1)
            let want = PremultipliedRGBA8(Color(red: 1 - t, green: 0, blue: t))
            #expect(Self.near(b[x, y], want), "pixel (\(x), \(y)): \(b[x, y]) vs \(want)")
        }
        // The layer's middle (t = 1/2 on its horizontal axis) is drawn at u = 32, not halfway
        // between the square's projected sides, which an affine guess would take.
        let left = Self.pinhole.image(Point(x: -20, y: 0)).x, right = Self.pinhole.image(Point(x: 20, y: 0)).x
        #expect(abs((left + right) / 2 - 32) > 2)
    }

    @Test func radialGradientFollowsTheInverseMap() {
        let g = Gradient(kind: .radial, colors: [Color(hex: "#FFFFFF"), Color(hex: "#2040C0")],
                         startPoint: Point(x: 4, y: -3), endPoint: Point(x: 20, y: 13))
        let b = Self.render(.gradient(g), opacity: 0.75)
        for (x, y, l) in Self.interiorCentres {
            let t = min(((l.x - 4) * (l.x - 4) + (l.y + 3) * (l.y + 3)).squareRoot() / 16, 1)
            let c = Color(red: 1 + (0x20 / 255.0 - 1) * t, green: 1 + (0x40 / 255.0 - 1) * t, blue: 1 + (0xC0 / 255.0 - 1) * t, alpha: 0.75)
            #expect(Self.near(b[x, y], PremultipliedRGBA8(c)), "pixel (\(x), \(y))")
        }
    }

    @Test func imageTexelsLandWhereTheInverseMapPutsThem() {
        // A 4 × 4 image of distinct colours stretched over the square, sampled nearest.
        var image = PixelBuffer(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { image[x, y] = PremultipliedRGBA8(r: UInt8(40 + 60 * x), g: UInt8(30 + 70 * y), b: 200, a: 255) } }
        let paint = ImagePaint(image: image, transform: AffineTransform(scaleX: 10, y: 10).translatedBy(x: -2, y: -2), filter: .nearest)
        let b = Self.render(.image(paint))
        var checked = 0
        for (x, y, l) in Self.interiorCentres {
            let u = l.x / 10 + 2, v = l.y / 10 + 2
            // Skip centres within a hair of a texel boundary, where the rounding could go either way.
            guard abs(u - u.rounded()) > 1e-6, abs(v - v.rounded()) > 1e-6 else { continue }
            #expect(b[x, y] == image[Int(u.rounded(.down)), Int(v.rounded(.down))], "pixel (\(x), \(y))")
            checked += 1
        }
        #expect(checked > 500)
    }

    @Test func imageRectangleClipsTheDrawingInTheLayersPlane() {
        // The image covers only the square's left half: the drawing stops at the projected
        // line x = 0, whose image is the vertical line u = 32.
        var image = PixelBuffer(width: 1, height: 1)
        image[0, 0] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
        let paint = ImagePaint(image: image, transform: AffineTransform(scaleX: 20, y: 40).translatedBy(x: -1, y: -0.5))
        let b = Self.render(.image(paint))
        for y in 20..<44 {
            #expect(b[31, y].a == 255 && b[32, y].a == 0, "row \(y): \(b[31, y].a), \(b[32, y].a)")
        }
    }
}
