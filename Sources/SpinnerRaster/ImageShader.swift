import SpinnerCore

/// An `ImagePaint` sampled at each pixel centre, in premultiplied space.
///
/// Core Animation draws a layer's `contents` as a texture with clamp-to-edge addressing: an
/// image stretched far (even a 1 × 1 image) keeps its edge colours right up to its rectangle,
/// it does not fade into transparency, while the rectangle's own edges are anti-aliased. So
/// here: inside the image rectangle, bilinear sampling interpolates between pixel centres with
/// indices clamped to the image (soft interiors at non-integer scales, flat half-pixel borders),
/// nearest takes the pixel containing the point; outside the rectangle the paint is transparent,
/// which the rasteriser applies by clipping the drawing's outline to the rectangle's device
/// quad (`deviceQuad`), so the image edges get exact area anti-aliasing.
struct ImageShader: PaintShader {
    let image: PixelBuffer
    let deviceToImage: AffineTransform
    let bilinear: Bool
    let opacity: Double
    /// Per-channel factors on premultiplied pixels (R, G, B, A): the paint's straight-alpha
    /// `colorMultiplier` (m) premultiplied, (mr·ma, mg·ma, mb·ma, ma); all 1 for no multiplier,
    /// which leaves every product bit for bit as without one.
    let channelFactors: (Double, Double, Double, Double)
    /// The image rectangle `(0, 0, width, height)` in device pixels, corner by corner.
    let deviceQuad: [Point]

    /// Nil when the paint draws nothing: an empty image, a singular or non-finite transform.
    init?(_ paint: ImagePaint, itemTransform: AffineTransform, opacity: Double) {
        let w = paint.image.width, h = paint.image.height
        guard w > 0, h > 0, paint.transform.isFinite else { return nil }
        let toDevice = paint.transform.concatenating(itemTransform)
        guard toDevice.isFinite, let inverse = toDevice.inverted(), inverse.isFinite else { return nil }
        let quad = [Point(x: 0, y: 0), Point(x: Double(w), y: 0), Point(x: Double(w), y: Double(h)), Point(x: 0, y: Double(h))]
            .map(toDevice.apply)
        guard quad.allSatisfy(\.isFinite) else { return nil }
        self.image = paint.image
        self.deviceToImage = inverse
        self.bilinear = paint.filter == .bilinear
        self.opacity = opacity
        let m = paint.colorMultiplier
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let ma = unit(m.alpha)
        channelFactors = (unit(m.red) * ma, unit(m.green) * ma, unit(m.blue) * ma, ma)
        self.deviceQuad = quad
    }

    @inline(__always)
    func shade(_ x: Double, _ y: Double) -> UInt32 {
        let m = deviceToImage
        let u = m.a * x + m.c * y + m.tx, v = m.b * x + m.d * y + m.ty
        let w = image.width, h = image.height
        if !bilinear {
            return scaled(pixel(Self.index(u.rounded(.down), w), Self.index(v.rounded(.down), h)))
        }
        // Pixel centres sit at half-integers.
        let fu = u - 0.5, fv = v - 0.5
        let bu = Self.clampedFloor(fu, w), bv = Self.clampedFloor(fv, h)
        let ax = Self.fraction(fu, bu), ay = Self.fraction(fv, bv)
        let x0 = Self.index(bu, w), x1 = Self.index(bu + 1, w)
        let y0 = Self.index(bv, h), y1 = Self.index(bv + 1, h)
        let w00 = (1 - ax) * (1 - ay) * opacity, w10 = ax * (1 - ay) * opacity
        let w01 = (1 - ax) * ay * opacity, w11 = ax * ay * opacity
        let row0 = y0 * w, row1 = y1 * w
        return image.pixels.withUnsafeBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            let p00 = px[row0 + x0], p10 = px[row0 + x1], p01 = px[row1 + x0], p11 = px[row1 + x1]
            @inline(__always) func channel(_ shift: UInt32, _ factor: Double) -> UInt32 {
                let v = (Double(p00 >> shift & 0xFF) * w00 + Double(p10 >> shift & 0xFF) * w10
                    + Double(p01 >> shift & 0xFF) * w01 + Double(p11 >> shift & 0xFF) * w11) * factor
                return UInt32(min(v, 255) + 0.5)
            }
            let f = channelFactors
            return channel(0, f.0) | channel(8, f.1) << 8 | channel(16, f.2) << 16 | channel(24, f.3) << 24
        }
    }

    /// The floor of `v` kept within a pixel of the image, so it always fits an Int (NaN: 0).
    @inline(__always)
    static func clampedFloor(_ v: Double, _ size: Int) -> Double {
        guard !v.isNaN else { return 0 }
        return min(max(v, -1), Double(size)).rounded(.down)
    }

    @inline(__always)
    static func fraction(_ v: Double, _ base: Double) -> Double {
        let f = v - base
        return f.isNaN ? 0 : min(max(f, 0), 1)
    }

    /// A clamp-to-edge pixel index for a whole-number coordinate.
    @inline(__always)
    static func index(_ v: Double, _ size: Int) -> Int {
        guard !v.isNaN else { return 0 }
        return Int(min(max(v, 0), Double(size - 1)))
    }

    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> UInt32 {
        // The bytes lie in R, G, B, A order, which is the packed word's little-endian layout.
        image.pixels.withUnsafeBytes { $0.bindMemory(to: UInt32.self)[y * image.width + x] }
    }

    @inline(__always)
    func scaled(_ p: UInt32) -> UInt32 {
        let f = channelFactors
        guard opacity < 1 || f != (1, 1, 1, 1) else { return p }
        @inline(__always) func ch(_ shift: UInt32, _ factor: Double) -> UInt32 {
            UInt32(Double(p >> shift & 0xFF) * opacity * factor + 0.5)
        }
        return ch(0, f.0) | ch(8, f.1) << 8 | ch(16, f.2) << 16 | ch(24, f.3) << 24
    }
}
