import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// A projection that is really affine draws the very bytes of the same drawing with `transform`
/// set to that affine map, for every kind of drawing, paint and clip; and a replicator's copy of
/// a projected drawing composes the two maps.
@Suite struct ProjectedAffineTests {
    static let affine = AffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.8).translatedBy(x: 10, y: -4)
        .concatenating(AffineTransform(translationX: 30, y: 24))

    /// `Transform3D(affine)` with the fields that only reach depth set too: they must not matter.
    static var projection: Transform3D {
        var t = Transform3D(affine)
        t.m13 = 0.2; t.m31 = -0.4; t.m33 = 0.7; t.m43 = 5
        return t
    }

    /// The same plane map with every homogeneous field doubled (W = 2 everywhere).
    static var doubled: Transform3D {
        var t = projection
        t.m11 *= 2; t.m12 *= 2; t.m21 *= 2; t.m22 *= 2; t.m41 *= 2; t.m42 *= 2; t.m44 = 2
        return t
    }

    static func image() -> PixelBuffer {
        var b = PixelBuffer(width: 6, height: 5)
        for y in 0..<5 {
            for x in 0..<6 {
                b[x, y] = PremultipliedRGBA8(Color(red: Double(x) / 5, green: Double(y) / 4, blue: 0.5, alpha: x == 0 ? 0.5 : 1))
            }
        }
        return b
    }

    /// Drawings of every kind, in local coordinates, given the map to use.
    static func commands(_ place: (inout DisplayItem) -> Void, clip placeClip: (inout DisplayClip) -> Void) -> [DisplayCommand] {
        var ellipse = Path()
        ellipse.addEllipse(in: Rect(x: -14, y: -10, width: 28, height: 20))
        var wave = Path()
        wave.move(to: Point(x: -16, y: 8))
        wave.addCurve(to: Point(x: 16, y: 8), control1: Point(x: -6, y: -14), control2: Point(x: 6, y: 26))
        let radial = Gradient(kind: .radial, colors: [Color(hex: "#E0406A"), Color(hex: "#3070F0A0")],
                              startPoint: Point(x: -2, y: 1), endPoint: Point(x: 12, y: 9))
        let conic = Gradient(kind: .conic, colors: [Color(hex: "#20C060"), Color(hex: "#F0B020")],
                             startPoint: .zero, endPoint: Point(x: 1, y: 1))
        var items = [
            DisplayItem(path: ellipse, transform: .identity, style: .fill(.evenOdd), paint: .gradient(radial), opacity: 0.9),
            DisplayItem(path: wave, transform: .identity,
                        style: .stroke(StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round, dashPattern: [5, 3], dashPhase: 1),
                                       start: 0.1, end: 0.85),
                        paint: .gradient(conic)),
            DisplayItem(path: wave, transform: .identity, style: .stroke(StrokeStyle(lineWidth: 0, dashPattern: [4, 2]), start: 0, end: 1),
                        paint: .solid(Color(hex: "#102030"))),
            DisplayItem(path: ReferenceCoverage.polygonPath([[Point(x: -18, y: -12), Point(x: 18, y: -12), Point(x: 18, y: 14),
                                                              Point(x: -18, y: 14)]]),
                        transform: .identity, style: .fill(.nonZero),
                        paint: .image(ImagePaint(image: image(), transform: AffineTransform(scaleX: 5, y: 4.5).translatedBy(x: -3, y: -2.5))),
                        opacity: 0.7),
        ]
        for i in items.indices { place(&items[i]) }
        var rounded = Path()
        rounded.addEllipse(in: Rect(x: -12, y: -12, width: 24, height: 22))
        var clip = DisplayClip(path: rounded, transform: .identity, fillRule: .nonZero)
        placeClip(&clip)
        var single = clip
        single.fillRule = .evenOdd
        return items.map(DisplayCommand.draw) + [
            // Two drawings: the clip's coverage multiplies the group's buffer.
            .group(DisplayGroup(commands: [.draw(items[0]), .draw(items[1])], opacity: 0.8, clip: clip)),
            // One drawing under a convex clip: the clip cuts the drawing itself.
            .group(DisplayGroup(commands: [.draw(items[3])], clip: single)),
        ]
    }

    static func render(_ commands: [DisplayCommand]) -> PixelBuffer {
        Rasterizer().render(DisplayList(width: 64, height: 56, background: Color(hex: "#F8F4EC"), commands: commands))
    }

    static let flat = render(commands({ $0.transform = affine }, clip: { $0.transform = affine }))

    @Test(arguments: [0, 1])
    func affineProjectionDrawsTheSameBytes(_ which: Int) {
        let p = which == 0 ? Self.projection : Self.doubled
        let projected = Self.render(Self.commands({ $0.projection = p }, clip: { $0.projection = p }))
        #expect(projected == Self.flat)
        #expect(Self.flat.pixels.contains { $0 != 0xF8 && $0 != 0xF4 && $0 != 0xEC && $0 != 255 })
    }

    @Test func replicatedProjectionComposesAfterTheDivide() {
        // A replicator copy moves a projected drawing by an affine map in the device plane.
        let step = AffineTransform(rotationAngle: -0.2).translatedBy(x: 3, y: 2)
        let local = AffineTransform(translationX: 30, y: 24).scaledBy(x: 1.2, y: 1.2)
        let copies = Self.commands({ $0.projection = Transform3D(local) }, clip: { $0.projection = Transform3D(local) })
            .map { $0.transformed(by: step) }
        let direct = Self.commands({ $0.transform = local.concatenating(step) }, clip: { $0.transform = local.concatenating(step) })
        #expect(Self.render(copies) == Self.render(direct))
    }
}
