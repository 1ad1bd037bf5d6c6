import SpinnerCore

/// Converts opaque sRGB frames to BT.709 limited-range 4:2:0 with integer arithmetic.
///
/// Y  = 16  + 219/255 · (0.2126 R + 0.7152 G + 0.0722 B)
/// Cb = 128 + 224/255 · (B − Y′) / 1.8556,  Cr = 128 + 224/255 · (R − Y′) / 1.5748
/// with coefficients in 16.16 fixed point, rounded to nearest. Chroma is taken from the sum of
/// each 2×2 block, so it is rounded once. The chroma coefficients of each row sum to exactly
/// zero, so grays map to 128. Alpha is ignored: the pipeline hands video sinks opaque frames.
///
/// Most of a spinner frame is background: the planes start filled with the background's
/// values and only the changed rect (widened to even coordinates) is converted.
public struct YUV420Converter: Sendable {
    public let width: Int
    public let height: Int
    public let background: PremultipliedRGBA8
    let backgroundY: UInt8, backgroundU: UInt8, backgroundV: UInt8

    /// Nil unless both sizes are positive and even (4:2:0 subsamples 2×2 blocks).
    public init?(width: Int, height: Int, background: PremultipliedRGBA8) {
        guard width > 0, height > 0, width % 2 == 0, height % 2 == 0,
              width.multipliedReportingOverflow(by: height).overflow == false else { return nil }
        self.width = width
        self.height = height
        self.background = background
        let c = YUV420Converter.coefficients
        let r = Int(background.r), g = Int(background.g), b = Int(background.b)
        backgroundY = c.luma(r, g, b)
        (backgroundU, backgroundV) = c.chroma(4 * r, 4 * g, 4 * b)
    }

    /// The planes of `frame`, which must be `width × height`; nil otherwise.
    /// `changed`: pixels outside it are exactly `background` (nil = convert everything).
    public func convert(_ frame: PixelBuffer, changed: PixelRect? = nil) -> YUVPlanes? {
        guard frame.width == width, frame.height == height else { return nil }
        var planes = YUVPlanes(
            width: width, height: height,
            y: [UInt8](repeating: backgroundY, count: width * height),
            u: [UInt8](repeating: backgroundU, count: width * height / 4),
            v: [UInt8](repeating: backgroundV, count: width * height / 4))
        let area = evenArea(changed)
        guard area.width > 0, area.height > 0 else { return planes }
        let c = YUV420Converter.coefficients
        let w = width, cw = width / 2
        frame.pixels.withUnsafeBufferPointer { src in
            planes.y.withUnsafeMutableBufferPointer { yp in
                planes.u.withUnsafeMutableBufferPointer { up in
                    planes.v.withUnsafeMutableBufferPointer { vp in
                        var row = area.y
                        while row < area.maxY {
                            let top = row * w, bottom = top + w
                            var col = area.x
                            while col < area.maxX {
                                let i0 = (top + col) * 4, i1 = i0 + 4, i2 = (bottom + col) * 4, i3 = i2 + 4
                                let r0 = Int(src[i0]), g0 = Int(src[i0 + 1]), b0 = Int(src[i0 + 2])
                                let r1 = Int(src[i1]), g1 = Int(src[i1 + 1]), b1 = Int(src[i1 + 2])
                                let r2 = Int(src[i2]), g2 = Int(src[i2 + 1]), b2 = Int(src[i2 + 2])
                                let r3 = Int(src[i3]), g3 = Int(src[i3 + 1]), b3 = Int(src[i3 + 2])
                                yp[top + col] = c.luma(r0, g0, b0)
                                yp[top + col + 1] = c.luma(r1, g1, b1)
                                yp[bottom + col] = c.luma(r2, g2, b2)
                                yp[bottom + col + 1] = c.luma(r3, g3, b3)
                                let (u, v) = c.chroma(r0 + r1 + r2 + r3, g0 + g1 + g2 + g3, b0 + b1 + b2 + b3)
                                let ci = (row / 2) * cw + col / 2
                                up[ci] = u
                                vp[ci] = v
                                col += 2
                            }
                            row += 2
                        }
                    }
                }
            }
        }
        return planes
    }

    /// The changed rect clipped to the frame and widened outwards to even coordinates.
    func evenArea(_ changed: PixelRect?) -> PixelRect {
        guard let r = changed else { return PixelRect(x: 0, y: 0, width: width, height: height) }
        guard !r.isEmpty else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let x0 = max(0, min(width, r.x)) & ~1, y0 = max(0, min(height, r.y)) & ~1
        let x1 = min(width, (max(0, r.maxX) + 1) & ~1), y1 = min(height, (max(0, r.maxY) + 1) & ~1)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    static let coefficients = Coefficients()

    /// BT.709 limited-range coefficients in 16.16 fixed point.
    struct Coefficients: Sendable {
        let yr: Int, yg: Int, yb: Int
        let ur: Int, ug: Int, ub: Int
        let vr: Int, vg: Int, vb: Int

        init() {
            let kr = 0.2126, kb = 0.0722, kg = 1 - kr - kb
            let one = 65536.0, lumaScale = 219.0 / 255.0, chromaScale = 224.0 / 255.0
            func fixed(_ x: Double) -> Int { Int((x * one).rounded()) }
            yr = fixed(kr * lumaScale); yg = fixed(kg * lumaScale); yb = fixed(kb * lumaScale)
            let cb = chromaScale / (2 * (1 - kb)), cr = chromaScale / (2 * (1 - kr))
            ur = -fixed(kr * cb); ug = -fixed(kg * cb); ub = -(ur + ug)
            vg = -fixed(kg * cr); vb = -fixed(kb * cr); vr = -(vg + vb)
        }

        /// Y′ of one pixel.
        @inline(__always)
        func luma(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: (yr * r + yg * g + yb * b + (16 << 16) + (1 << 15)) >> 16)
        }

        /// Cb and Cr of a 2×2 block from the sums of its four pixels' components.
        @inline(__always)
        func chroma(_ r4: Int, _ g4: Int, _ b4: Int) -> (UInt8, UInt8) {
            let offset = (128 << 18) + (1 << 17)
            return (UInt8(truncatingIfNeeded: (ur * r4 + ug * g4 + ub * b4 + offset) >> 18),
                    UInt8(truncatingIfNeeded: (vr * r4 + vg * g4 + vb * b4 + offset) >> 18))
        }
    }
}
