import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// Image paints: clamp-to-edge sampling inside the image rectangle, exact anti-aliased edges.
@Suite struct ImagePaintTests {
    typealias R = ShadedReference

    /// Draws `image` through `imageToLocal` inside its own rectangle, as a layer draws its
    /// contents, and checks it against the ideal sampled surface.
    func check(_ image: PixelBuffer, imageToLocal: AffineTransform, itemTransform: AffineTransform,
               filter: ImageFilter, size: Int, name: String) throws -> PixelBuffer {
        let rect = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        // The path is the image rectangle in local coordinates (a parallelogram in general).
        var path = Path()
        let corners = [Point(x: 0, y: 0), Point(x: rect.maxX, y: 0), Point(x: rect.maxX, y: rect.maxY), Point(x: 0, y: rect.maxY)]
            .map(imageToLocal.apply)
        path.move(to: corners[0]); for c in corners.dropFirst() { path.addLine(to: c) }; path.closeSubpath()
        let item = DisplayItem(path: path, transform: itemTransform, style: .fill(.nonZero),
                               paint: .image(ImagePaint(image: image, transform: imageToLocal, filter: filter)))
        let got = Rasterizer().render(DisplayList(width: size, height: size, items: [item]))
        let toImage = try #require(imageToLocal.concatenating(itemTransform).inverted())
        let want = R.supersample(width: size, height: size) { x, y in
            let p = toImage.apply(Point(x: x, y: y))
            guard R.inRect(p.x, p.y, rect) else { return (.zero, 0) }
            switch filter {
            case .bilinear: return (R.bilinear(image, p.x, p.y), 1)
            case .nearest:
                let ix = Int(p.x.rounded(.down)), iy = Int(p.y.rounded(.down))
                return (R.pixel(image, ix, iy), 1 + ix + iy * image.width)
            }
        }
        try R.check(got, named: name, against: want)
        return got
    }

    @Test func identityCopiesThePixels() throws {
        let image = R.smoothImage(width: 48, height: 40)
        let got = try check(image, imageToLocal: .identity, itemTransform: AffineTransform(translationX: 8, y: 12),
                            filter: .bilinear, size: 64, name: "image-identity")
        var same = true
        for y in 0..<40 { for x in 0..<48 where got[x + 8, y + 12] != image[x, y] { same = false } }
        #expect(same)
        #expect(got[7, 20] == .transparent && got[56, 20] == .transparent)
    }

    /// A colour multiplier (a replicator copy's tint) scales each premultiplied channel by its
    /// straight-alpha factor times the multiplier's alpha, and the alpha by that alpha.
    @Test func colorMultiplierTintsEveryPixel() throws {
        let image = R.smoothImage(width: 24, height: 20)
        let m = Color(red: 0.5, green: 1, blue: 0.25, alpha: 0.8)
        var path = Path()
        path.addRect(Rect(x: 0, y: 0, width: 24, height: 20))
        for filter in [ImageFilter.bilinear, .nearest] {
            let item = DisplayItem(path: path, transform: AffineTransform(translationX: 4, y: 6), style: .fill(.nonZero),
                                   paint: .image(ImagePaint(image: image, transform: .identity, filter: filter, colorMultiplier: m)))
            let got = Rasterizer().render(DisplayList(width: 32, height: 32, items: [item]))
            var worst = 0
            for y in 0..<20 {
                for x in 0..<24 {
                    let p = image[x, y], q = got[x + 4, y + 6]
                    // Premultiplied factors: red 0.5 · 0.8, green 1 · 0.8, blue 0.25 · 0.8, alpha 0.8.
                    let want: [Double] = [Double(p.r) * 0.4, Double(p.g) * 0.8, Double(p.b) * 0.2, Double(p.a) * 0.8]
                    let have: [Double] = [Double(q.r), Double(q.g), Double(q.b), Double(q.a)]
                    for (w, h) in zip(want, have) { worst = max(worst, abs(Int(w.rounded()) - Int(h))) }
                }
            }
            #expect(worst <= 1, "\(filter): \(worst)")
            #expect(got[3, 10] == .transparent && got[28, 10] == .transparent)
        }
    }

    @Test func scaledUpBilinear() throws {
        // 3.5× overall (1.75 in the paint, 2 in the item), at a fractional offset.
        let image = R.smoothImage(width: 16, height: 12)
        _ = try check(image, imageToLocal: AffineTransform(scaleX: 1.75, y: 1.75),
                      itemTransform: AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 4.3, y: 9.6)),
                      filter: .bilinear, size: 64, name: "image-bilinear-3.5x")
    }

    @Test func scaledDownBilinear() throws {
        let image = R.smoothImage(width: 96, height: 80)
        _ = try check(image, imageToLocal: AffineTransform(scaleX: 0.5, y: 0.5),
                      itemTransform: AffineTransform(translationX: 7.5, y: 11.25), filter: .bilinear, size: 64, name: "image-bilinear-down")
    }

    @Test func rotatedBilinear() throws {
        let image = R.smoothImage(width: 40, height: 32)
        let spin = AffineTransform(translationX: -20, y: -16).concatenating(AffineTransform(scaleX: 1.2, y: 1.2))
            .concatenating(AffineTransform(rotationAngle: 0.5)).concatenating(AffineTransform(translationX: 32.2, y: 31.9))
        _ = try check(image, imageToLocal: spin, itemTransform: .identity, filter: .bilinear, size: 64, name: "image-rotated")
    }

    @Test func nearestAtAnIntegerScale() throws {
        // A hard checker with translucent cells: nearest keeps every image pixel a 4 × 4 block.
        var image = PixelBuffer(width: 12, height: 10)
        for y in 0..<10 {
            for x in 0..<12 {
                let c = (x + y) % 2 == 0 ? Color(red: 0.86, green: 0.2, blue: 0.21) : Color(red: 0.24, green: 0.73, blue: 0.33, alpha: 0.5)
                image[x, y] = PremultipliedRGBA8(c.multipliedAlpha(0.4 + 0.06 * Double(y)))
            }
        }
        let got = try check(image, imageToLocal: AffineTransform(scaleX: 4, y: 4), itemTransform: AffineTransform(translationX: 8, y: 12),
                            filter: .nearest, size: 64, name: "image-nearest-4x")
        #expect(got[8 + 4 * 5 + 3, 12 + 4 * 7] == image[5, 7])
    }

    @Test func opacityScalesThePremultipliedSample() {
        var image = PixelBuffer(width: 1, height: 1)
        image[0, 0] = PremultipliedRGBA8(r: 100, g: 50, b: 20, a: 200)
        var path = Path(); path.addRect(Rect(x: 0, y: 0, width: 4, height: 4))
        let item = DisplayItem(path: path, transform: .identity, style: .fill(.nonZero),
                               paint: .image(ImagePaint(image: image, transform: AffineTransform(scaleX: 4, y: 4))), opacity: 0.5)
        let got = Rasterizer().render(DisplayList(width: 4, height: 4, items: [item]))
        // A 1 × 1 image stretched stays one flat colour to its edges (clamp to edge).
        #expect((0..<16).allSatisfy { got[$0 % 4, $0 / 4] == PremultipliedRGBA8(r: 50, g: 25, b: 10, a: 100) })
    }

    @Test func thePathOutsideTheImageIsNotPainted() {
        var image = PixelBuffer(width: 2, height: 2, fill: PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
        image[0, 0] = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
        var path = Path(); path.addRect(Rect(x: 0, y: 0, width: 20, height: 20))
        // The image covers x, y in 5...15.5: its right and bottom edges half-cover pixel 15.
        let item = DisplayItem(path: path, transform: .identity, style: .fill(.nonZero),
                               paint: .image(ImagePaint(image: image, transform: AffineTransform(a: 5.25, b: 0, c: 0, d: 5.25, tx: 5, ty: 5))))
        let got = Rasterizer().render(DisplayList(width: 20, height: 20, items: [item]))
        #expect(got[4, 10] == .transparent && got[16, 10] == .transparent && got[10, 4] == .transparent)
        #expect(got[5, 5] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(got[15, 14] == PremultipliedRGBA8(r: 0, g: 0, b: 128, a: 128))
        #expect(got[15, 15] == PremultipliedRGBA8(r: 0, g: 0, b: 64, a: 64))
    }
}
