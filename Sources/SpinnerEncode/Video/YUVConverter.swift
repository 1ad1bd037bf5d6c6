import SpinnerCore

/// Converts premultiplied sRGB frames to BT.709 Y′CbCr in any `VideoPixelFormat`, limited or
/// full range, with integer arithmetic (`YUVCoefficients`).
///
/// Formats with alpha get straight alpha in the A plane and un-premultiplied colour in Y, Cb and
/// Cr, so a semi-transparent pixel keeps its true colour. In 4:2:0 the chroma of a 2×2 block is
/// the alpha-weighted mean of its straight colours (Σ premultiplied / Σ alpha): transparent
/// pixels, whose colour is meaningless, do not darken the edge of a shape. Formats without alpha
/// take the colour as it is (the pipeline hands them opaque frames).
///
/// Most of a spinner frame is background: each picture starts as a copy of precomputed
/// background planes and only the changed rect (widened to even coordinates for 4:2:0) is
/// converted.
public struct YUVConverter: Sendable {
    /// Frame width in pixels.
    public let width: Int
    /// Frame height in pixels.
    public let height: Int
    /// The pixel format of the pictures made.
    public let format: VideoPixelFormat
    /// Limited or full range.
    public let range: ColorRange
    /// The colour outside a frame's changed rect.
    public let background: PremultipliedRGBA8
    let coefficients: YUVCoefficients
    private var backgroundPlanes: [[UInt8]] = []

    // MARK: - Setup

    /// Nil unless both sizes are positive (and even, for 4:2:0) and the planes fit in memory.
    public init?(width: Int, height: Int, format: VideoPixelFormat, range: ColorRange = .limited,
                 background: PremultipliedRGBA8) {
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else { return nil }
        if format.isSubsampled && (width % 2 != 0 || height % 2 != 0) { return nil }
        self.width = width
        self.height = height
        self.format = format
        self.range = range
        self.background = background
        coefficients = YUVCoefficients(bitDepth: format.bitDepth, range: range)
        var planes = emptyPlanes()
        convert(PixelBuffer(width: width, height: height, fill: background), into: &planes,
                area: PixelRect(x: 0, y: 0, width: width, height: height))
        backgroundPlanes = planes
    }

    // MARK: - Converting

    /// The picture of `frame`, which must be `width × height`; nil otherwise.
    /// `changed`: pixels outside it are exactly `background` (nil = convert everything).
    public func convert(_ frame: PixelBuffer, changed: PixelRect? = nil) -> VideoPicture? {
        convert(frame, changed: changed, reusing: .none)
    }

    /// `convert(frame, changed:)` written into the planes of an earlier picture (a pool's):
    /// where they may differ from the background (`reused.written`) they are reset first, the
    /// rest already is the background, so a spinner frame does not copy whole planes. Planes of
    /// another shape (none yet) are replaced by new ones.
    public func convert(_ frame: PixelBuffer, changed: PixelRect?, reusing reused: consuming ReusedPlanes) -> VideoPicture? {
        guard frame.width == width, frame.height == height else { return nil }
        // Taken out of `reused`, so that they are referenced once and written in place.
        var reused = reused, planes: [[UInt8]] = []
        swap(&planes, &reused.planes)
        if planes.map(\.count) == backgroundPlanes.map(\.count) {
            resetToBackground(&planes, area: reused.written.map { alignedArea($0) } ?? alignedArea(nil))
        } else {
            planes = backgroundPlanes
        }
        let area = alignedArea(changed)
        if area.width > 0 && area.height > 0 { convert(frame, into: &planes, area: area) }
        return VideoPicture(width: width, height: height, format: format, planes: planes)
    }

    /// Copies the background's samples over `area` (even-aligned for 4:2:0) of every plane.
    private func resetToBackground(_ planes: inout [[UInt8]], area: PixelRect) {
        guard area.width > 0 && area.height > 0 else { return }
        let geometry = VideoPicture(width: width, height: height, format: format, planes: [])
        let bytes = format.bytesPerSample
        for i in planes.indices {
            let chroma = geometry.planeWidth(i) != width
            let x0 = chroma ? area.x / 2 : area.x, y0 = chroma ? area.y / 2 : area.y
            let w = chroma ? area.width / 2 : area.width, h = chroma ? area.height / 2 : area.height
            let rowBytes = geometry.rowBytes(i)
            backgroundPlanes[i].withUnsafeBytes { source in
                planes[i].withUnsafeMutableBytes { target in
                    for row in y0..<(y0 + h) {
                        let offset = row * rowBytes + x0 * bytes
                        (target.baseAddress! + offset).copyMemory(from: source.baseAddress! + offset, byteCount: w * bytes)
                    }
                }
            }
        }
    }

    /// The changed rect clipped to the frame, widened outwards to even coordinates for 4:2:0.
    func alignedArea(_ changed: PixelRect?) -> PixelRect {
        guard let r = changed else { return PixelRect(x: 0, y: 0, width: width, height: height) }
        guard !r.isEmpty else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let mask = format.isSubsampled ? ~1 : ~0, grow = format.isSubsampled ? 1 : 0
        let x0 = max(0, min(width, r.x)) & mask, y0 = max(0, min(height, r.y)) & mask
        let x1 = min(width, (max(0, r.maxX) + grow) & mask), y1 = min(height, (max(0, r.maxY) + grow) & mask)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    private func emptyPlanes() -> [[UInt8]] {
        let picture = VideoPicture(width: width, height: height, format: format, planes: [])
        return (0..<format.planeCount).map { [UInt8](repeating: 0, count: picture.rowBytes($0) * picture.planeHeight($0)) }
    }

    private func convert(_ frame: PixelBuffer, into planes: inout [[UInt8]], area: PixelRect) {
        var y = planes[0], u = planes[1], v = planes[2]
        var a = format.hasAlpha ? planes[3] : [0]
        planes = []  // drops the other references so the writes below do not copy twice
        frame.pixels.withUnsafeBufferPointer { src in
            StraightAlphaTable.values.withUnsafeBufferPointer { straight in
                y.withUnsafeMutableBytes { yp in
                    u.withUnsafeMutableBytes { up in
                        v.withUnsafeMutableBytes { vp in
                            a.withUnsafeMutableBytes { ap in
                                let out = Planes(y: yp.baseAddress!, u: up.baseAddress!, v: vp.baseAddress!, a: ap.baseAddress!)
                                if format.isSubsampled {
                                    convert420(src, straight, out, area)
                                } else {
                                    convert444(src, straight, out, area)
                                }
                            }
                        }
                    }
                }
            }
        }
        planes = format.hasAlpha ? [y, u, v, a] : [y, u, v]
    }

    private struct Planes {
        let y: UnsafeMutableRawPointer, u: UnsafeMutableRawPointer, v: UnsafeMutableRawPointer, a: UnsafeMutableRawPointer
    }

    // MARK: - Per-pixel arithmetic

    /// Straight colour of the pixel at byte `i` (its own colour when the format has no alpha).
    @inline(__always)
    private func colour(_ src: UnsafeBufferPointer<UInt8>, _ i: Int, _ straight: UnsafeBufferPointer<UInt8>,
                        alpha: Bool) -> (Int, Int, Int) {
        let a = Int(src[i + 3])
        if !alpha || a == 255 { return (Int(src[i]), Int(src[i + 1]), Int(src[i + 2])) }
        let row = a << 8
        return (Int(straight[row | Int(src[i])]), Int(straight[row | Int(src[i + 1])]), Int(straight[row | Int(src[i + 2])]))
    }

    private func convert444(_ src: UnsafeBufferPointer<UInt8>, _ straight: UnsafeBufferPointer<UInt8>, _ out: Planes,
                            _ area: PixelRect) {
        let c = coefficients, alpha = format.hasAlpha, wide = format.bitDepth > 8
        for row in area.y..<area.maxY {
            for col in area.x..<area.maxX {
                let k = row * width + col, i = k * 4
                let (r, g, b) = colour(src, i, straight, alpha: alpha)
                let luma = c.luma(r, g, b), (cb, cr) = c.chroma(4 * r, 4 * g, 4 * b)
                if wide {
                    out.y.storeBytes(of: UInt16(luma).littleEndian, toByteOffset: 2 * k, as: UInt16.self)
                    out.u.storeBytes(of: UInt16(cb).littleEndian, toByteOffset: 2 * k, as: UInt16.self)
                    out.v.storeBytes(of: UInt16(cr).littleEndian, toByteOffset: 2 * k, as: UInt16.self)
                    if alpha {
                        // Full-range alpha: 0 → 0, 255 → 1023, rounded to nearest.
                        let a10 = (Int(src[i + 3]) * 1023 + 127) / 255
                        out.a.storeBytes(of: UInt16(a10).littleEndian, toByteOffset: 2 * k, as: UInt16.self)
                    }
                } else {
                    out.y.storeBytes(of: UInt8(luma), toByteOffset: k, as: UInt8.self)
                    out.u.storeBytes(of: UInt8(cb), toByteOffset: k, as: UInt8.self)
                    out.v.storeBytes(of: UInt8(cr), toByteOffset: k, as: UInt8.self)
                    if alpha { out.a.storeBytes(of: src[i + 3], toByteOffset: k, as: UInt8.self) }
                }
            }
        }
    }

    /// Writes the luma (and alpha) sample of pixel `k` for 8-bit formats.
    @inline(__always)
    private func lumaAndAlpha(_ src: UnsafeBufferPointer<UInt8>, _ k: Int, _ straight: UnsafeBufferPointer<UInt8>,
                              _ out: Planes, _ alpha: Bool) {
        let i = k * 4
        let (r, g, b) = colour(src, i, straight, alpha: alpha)
        out.y.storeBytes(of: UInt8(coefficients.luma(r, g, b)), toByteOffset: k, as: UInt8.self)
        if alpha { out.a.storeBytes(of: src[i + 3], toByteOffset: k, as: UInt8.self) }
    }

    private func convert420(_ src: UnsafeBufferPointer<UInt8>, _ straight: UnsafeBufferPointer<UInt8>, _ out: Planes,
                            _ area: PixelRect) {
        let c = coefficients, alpha = format.hasAlpha, w = width, cw = width / 2
        var row = area.y
        while row < area.maxY {
            var col = area.x
            while col < area.maxX {
                let k0 = row * w + col, k1 = k0 + 1, k2 = k0 + w, k3 = k2 + 1
                lumaAndAlpha(src, k0, straight, out, alpha)
                lumaAndAlpha(src, k1, straight, out, alpha)
                lumaAndAlpha(src, k2, straight, out, alpha)
                lumaAndAlpha(src, k3, straight, out, alpha)
                let i0 = k0 * 4, i1 = k1 * 4, i2 = k2 * 4, i3 = k3 * 4
                var sr = Int(src[i0]) + Int(src[i1]) + Int(src[i2]) + Int(src[i3])
                var sg = Int(src[i0 + 1]) + Int(src[i1 + 1]) + Int(src[i2 + 1]) + Int(src[i3 + 1])
                var sb = Int(src[i0 + 2]) + Int(src[i1 + 2]) + Int(src[i2 + 2]) + Int(src[i3 + 2])
                let sa = Int(src[i0 + 3]) + Int(src[i1 + 3]) + Int(src[i2 + 3]) + Int(src[i3 + 3])
                if alpha && sa != 1020 {
                    // Alpha-weighted mean of the straight colours, scaled to a sum of four.
                    if sa == 0 {
                        sr = 0; sg = 0; sb = 0
                    } else {
                        sr = min(1020, (sr * 1020 + sa / 2) / sa)
                        sg = min(1020, (sg * 1020 + sa / 2) / sa)
                        sb = min(1020, (sb * 1020 + sa / 2) / sa)
                    }
                }
                let (cb, cr) = c.chroma(sr, sg, sb)
                let ci = (row / 2) * cw + col / 2
                out.u.storeBytes(of: UInt8(cb), toByteOffset: ci, as: UInt8.self)
                out.v.storeBytes(of: UInt8(cr), toByteOffset: ci, as: UInt8.self)
                col += 2
            }
            row += 2
        }
    }
}
