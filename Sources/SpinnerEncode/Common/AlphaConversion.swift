import SpinnerCore

/// Converts between the premultiplied pixels the renderer makes and the straight alpha that PNG
/// and raw RGBA consumers expect.
///
/// Rounding: straight = min(255, (p·255 + a/2) / a), the same as
/// `PremultipliedRGBA8.unpremultiplied` (looked up in `StraightAlphaTable`); premultiplied = round(v·a / 255) with ties impossible
/// (255 is odd). For every valid premultiplied value (p ≤ a) the round trip is exact, because
/// the straight value is off by at most ½, which `a/255 < 1` shrinks below ½ again.
enum AlphaConversion {
    /// Straight-alpha bytes of a premultiplied frame, rows top to bottom, RGBA or (with
    /// `bgra`, the order libwebp reads) BGRA.
    ///
    /// `changed` is the sink's promise (see `FrameSink.prepare`) that every pixel outside it is
    /// the background: that pixel is converted once and the whole output filled with it, then
    /// only the marked spans are converted (eight pixels at a time are checked against the
    /// background), so a spinner costs its drawn pixels, not the canvas's.
    static func straightBytes(of frame: PixelBuffer, changed: DirtyRows? = nil, bgra: Bool = false) -> [UInt8] {
        var canvas = StraightCanvas()
        convert(frame, changed: changed, bgra: bgra, into: &canvas)
        return canvas.bytes
    }

    /// `straightBytes(of:changed:bgra:)` into `canvas.bytes`, reused from frame to frame: when
    /// the canvas last held a frame of the same size and background, only the spans its last
    /// frame converted and this one does not are reset to the background; this frame's spans
    /// are written whole.
    static func convert(_ frame: PixelBuffer, changed: DirtyRows?, bgra: Bool, into canvas: inout StraightCanvas) {
        let (w, h) = (frame.width, frame.height)
        let count = frame.pixels.count
        let inside = changed.flatMap { $0.width == w && $0.height == h ? $0 : nil } ?? .all(width: w, height: h)
        if canvas.bytes.count != count || canvas.width != w || canvas.height != h {
            canvas = StraightCanvas(bytes: [UInt8](unsafeUninitializedCapacity: count) { _, n in n = count },
                                    width: w, height: h, background: nil, dirty: .all(width: w, height: h))
        }
        let known = canvas.background, dirty = canvas.dirty
        var straightBackground: UInt32?
        frame.pixels.withUnsafeBytes { source in
            StraightAlphaTable.values.withUnsafeBufferPointer { table in
                guard count > 0 else { return }
                let src = source.baseAddress!
                canvas.bytes.withUnsafeMutableBytes { out in
                    let dst = out.baseAddress!
                    let words = out.bindMemory(to: UInt32.self)
                    // The background word (any pixel outside `inside`), when there is such a pixel.
                    var background: UInt32?
                    if let p = inside.firstUnmarked {
                        let word = src.loadUnaligned(fromByteOffset: p * 4, as: UInt32.self)
                        background = word
                        let straight = straightWord(word, table, bgra: bgra)
                        straightBackground = straight
                        if known == straight {
                            // Everything the last frame did not convert already holds it.
                            dirty.forEachSpan(excluding: inside) { y, x0, x1 in
                                UnsafeMutableBufferPointer(rebasing: words[(y * w + x0)..<(y * w + x1)]).update(repeating: straight)
                            }
                        } else {
                            words.update(repeating: straight)
                        }
                    }
                    inside.forEachSpan { y, x0, x1 in
                        let row = (y * w + x0) * 4
                        convertRow(src + row, into: dst + row, pixels: x1 - x0, background: background,
                                   straight: straightBackground ?? 0, table, bgra: bgra)
                    }
                }
            }
        }
        canvas.background = straightBackground
        canvas.dirty.assign(inside)
    }

    /// Un-premultiplies `pixels` pixels from `src` into `dst`; eight at a time equal to
    /// `background` are stored as `straight`, its straight word, and runs of opaque ones copied
    /// as they are, without converting them.
    @inline(__always)
    private static func convertRow(_ src: UnsafeRawPointer, into dst: UnsafeMutableRawPointer, pixels: Int,
                                   background: UInt32?, straight: UInt32, _ table: UnsafeBufferPointer<UInt8>, bgra: Bool) {
        var k = 0
        // Eight pixels at a time across the background (a span's blocks hold some) and across
        // opaque paint; with no background pixel (the whole frame marked, as under a
        // composition's full-canvas rectangle) the opaque check still applies.
        let pair = background.map { UInt64($0) | UInt64($0) << 32 }
        let straightPair = UInt64(straight) | UInt64(straight) << 32
        let opaque: UInt64 = 0xFF00_0000_FF00_0000
        @inline(__always) func pixelPair(_ j: Int) -> UInt64 {
            src.loadUnaligned(fromByteOffset: j &* 4, as: UInt64.self)
        }
        while k + 8 <= pixels {
            let w0 = pixelPair(k), w1 = pixelPair(k + 2), w2 = pixelPair(k + 4), w3 = pixelPair(k + 6)
            if let pair, (w0 ^ pair) | (w1 ^ pair) | (w2 ^ pair) | (w3 ^ pair) == 0 {
                // The last frame may have drawn here: the background is stored, not assumed.
                store(straightPair, straightPair, straightPair, straightPair, at: dst + k * 4)
            } else if !bgra && w0 & w1 & w2 & w3 & opaque == opaque {
                // Opaque pixels (a stroke's middle, a composition's background rectangle) are
                // already straight, and the background among them is opaque too, so it is its
                // own bytes: the run is found eight at a time and copied whole.
                // (Wrapping arithmetic on a moving pointer: checked offsets cost more than the test.)
                var end = k &+ 8, at = src + end &* 4
                while end &+ 8 <= pixels,
                      at.loadUnaligned(as: UInt64.self) & at.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                      & at.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
                      & at.loadUnaligned(fromByteOffset: 24, as: UInt64.self) & opaque == opaque {
                    end &+= 8; at += 32
                }
                (dst + k * 4).copyMemory(from: src + k * 4, byteCount: (end - k) * 4)
                k = end
                continue
            } else {
                for j in k..<(k + 8) {
                    let word = src.loadUnaligned(fromByteOffset: j * 4, as: UInt32.self)
                    let out = word == background ? straight : straightWord(word, table, bgra: bgra)
                    dst.storeBytes(of: out, toByteOffset: j * 4, as: UInt32.self)
                }
            }
            k += 8
        }
        while k < pixels {
            let word = src.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self)
            dst.storeBytes(of: straightWord(word, table, bgra: bgra), toByteOffset: k * 4, as: UInt32.self)
            k += 1
        }
    }

    /// Eight pixels as four pairs, from `out` on.
    @inline(__always)
    private static func store(_ w0: UInt64, _ w1: UInt64, _ w2: UInt64, _ w3: UInt64, at out: UnsafeMutableRawPointer) {
        out.storeBytes(of: w0, as: UInt64.self)
        out.storeBytes(of: w1, toByteOffset: 8, as: UInt64.self)
        out.storeBytes(of: w2, toByteOffset: 16, as: UInt64.self)
        out.storeBytes(of: w3, toByteOffset: 24, as: UInt64.self)
    }

    /// One premultiplied pixel (little-endian word, red in the low byte) in straight alpha by
    /// `StraightAlphaTable`: opaque pixels are already straight and transparent ones hold zeros.
    @inline(__always)
    private static func straightWord(_ word: UInt32, _ table: UnsafeBufferPointer<UInt8>, bgra: Bool) -> UInt32 {
        let a = word >> 24
        var straight = word
        if a != 255 && a != 0 {
            let row = Int(a) << 8
            straight = UInt32(table[row | Int(word & 0xFF)]) | UInt32(table[row | Int(word >> 8 & 0xFF)]) << 8
                | UInt32(table[row | Int(word >> 16 & 0xFF)]) << 16 | a << 24
        }
        // libwebp's order: blue and red change places.
        return bgra ? (straight & 0xFF00_FF00) | (straight & 0xFF) << 16 | (straight >> 16 & 0xFF) : straight
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
