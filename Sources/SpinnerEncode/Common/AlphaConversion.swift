import SpinnerCore

/// Converts between the premultiplied pixels the renderer makes and the straight alpha that PNG
/// and raw RGBA consumers expect.
///
/// Rounding: straight = min(255, (p·255 + a/2) / a), the same as
/// `PremultipliedRGBA8.unpremultiplied`; premultiplied = round(v·a / 255) with ties impossible
/// (255 is odd). For every valid premultiplied value (p ≤ a) the round trip is exact, because
/// the straight value is off by at most ½, which `a/255 < 1` shrinks below ½ again.
enum AlphaConversion {
    /// Straight-alpha bytes of a premultiplied frame, rows top to bottom, RGBA or (with
    /// `bgra`, the order libwebp reads) BGRA.
    ///
    /// `changed` is the sink's promise (see `FrameSink.prepare`) that every pixel outside it is
    /// the background: that pixel is converted once and the rest of the canvas filled with it,
    /// so a small spinner on a large canvas costs its own pixels, not the canvas's.
    static func straightBytes(of frame: PixelBuffer, changed: PixelRect? = nil, bgra: Bool = false) -> [UInt8] {
        let (w, h) = (frame.width, frame.height)
        let count = frame.pixels.count
        let full = PixelRect(x: 0, y: 0, width: w, height: h)
        let inside = changed ?? full
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            frame.pixels.withUnsafeBufferPointer { src in
                guard count > 0 else { return }
                let raw = UnsafeMutableRawPointer(out.baseAddress!)
                /// Stores the background word over `n` pixels from pixel `p`.
                func fill(_ word: UInt32, from p: Int, count n: Int) {
                    for k in p..<(p + n) { raw.storeBytes(of: word, toByteOffset: k * 4, as: UInt32.self) }
                }
                // The background word (any pixel outside `inside`), when there is such a pixel.
                var background: UInt32?
                if inside != full, let p = firstOutside(inside, width: w, height: h) {
                    var pixel = [UInt8](repeating: 0, count: 4)
                    pixel.withUnsafeMutableBufferPointer { convert(src, from: p * 4, into: $0, at: 0, count: 4, bgra: bgra) }
                    background = pixel.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
                }
                // Without a background pixel every row is converted whole.
                let (x0, x1) = background == nil ? (0, w) : (inside.x, inside.maxX)
                for y in 0..<h {
                    let row = y * w
                    if let background {
                        if inside.isEmpty || y < inside.y || y >= inside.maxY {
                            fill(background, from: row, count: w)
                            continue
                        }
                        fill(background, from: row, count: x0)
                        fill(background, from: row + x1, count: w - x1)
                    }
                    convert(src, from: (row + x0) * 4, into: out, at: (row + x0) * 4, count: (x1 - x0) * 4, bgra: bgra)
                }
            }
            initialized = count
        }
    }

    /// The index of some pixel of a `width × height` canvas outside `rect`, nil when it covers all.
    private static func firstOutside(_ rect: PixelRect, width: Int, height: Int) -> Int? {
        if rect.isEmpty { return width * height > 0 ? 0 : nil }
        if rect.y > 0 || rect.x > 0 { return 0 }
        if rect.maxX < width { return rect.maxX }
        if rect.maxY < height { return rect.maxY * width }
        return nil
    }

    /// Un-premultiplies `count` bytes of `src` from `start` into `out` at `at`, swapping red and
    /// blue with `bgra`.
    @inline(__always)
    private static func convert(_ src: UnsafeBufferPointer<UInt8>, from start: Int, into out: UnsafeMutableBufferPointer<UInt8>,
                                at: Int, count: Int, bgra: Bool) {
        let (r, b) = bgra ? (2, 0) : (0, 2)
        var i = 0
        while i < count {
            let s = start + i, o = at + i
            let a = src[s + 3]
            if a == 255 || a == 0 {
                // Opaque pixels are already straight; transparent ones hold zeros.
                out[o + r] = src[s]; out[o + 1] = src[s + 1]; out[o + b] = src[s + 2]; out[o + 3] = a
            } else {
                let a32 = UInt32(a), half = a32 / 2
                out[o + r] = UInt8(min(255, (UInt32(src[s]) * 255 + half) / a32))
                out[o + 1] = UInt8(min(255, (UInt32(src[s + 1]) * 255 + half) / a32))
                out[o + b] = UInt8(min(255, (UInt32(src[s + 2]) * 255 + half) / a32))
                out[o + 3] = a
            }
            i += 4
        }
    }

    /// Premultiplies straight-alpha RGBA bytes.
    static func premultiplied(straight src: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let count = src.count
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            var i = 0
            while i < count {
                let a = src[i + 3]
                if a == 255 {
                    out[i] = src[i]; out[i + 1] = src[i + 1]; out[i + 2] = src[i + 2]
                } else {
                    out[i] = premultiply(src[i], a)
                    out[i + 1] = premultiply(src[i + 1], a)
                    out[i + 2] = premultiply(src[i + 2], a)
                }
                out[i + 3] = a
                i += 4
            }
            initialized = count
        }
    }

    /// round(v·a / 255): adding 127 before the division rounds to nearest because v·a/255 has a
    /// fractional part that is a multiple of 1/255 and never exactly ½.
    @inline(__always)
    static func premultiply(_ v: UInt8, _ a: UInt8) -> UInt8 {
        UInt8((UInt32(v) * UInt32(a) + 127) / 255)
    }
}
