import SpinnerCore

/// Converts between the premultiplied pixels the renderer makes and the straight alpha that PNG
/// and raw RGBA consumers expect.
///
/// Rounding: straight = min(255, (p·255 + a/2) / a), the same as
/// `PremultipliedRGBA8.unpremultiplied`; premultiplied = round(v·a / 255) with ties impossible
/// (255 is odd). For every valid premultiplied value (p ≤ a) the round trip is exact, because
/// the straight value is off by at most ½, which `a/255 < 1` shrinks below ½ again.
enum AlphaConversion {
    /// Straight-alpha RGBA bytes of a premultiplied frame, rows top to bottom.
    static func straightBytes(of frame: PixelBuffer) -> [UInt8] {
        let count = frame.pixels.count
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            frame.pixels.withUnsafeBufferPointer { src in
                var i = 0
                while i < count {
                    let a = src[i + 3]
                    if a == 255 || a == 0 {
                        // Opaque pixels are already straight; transparent ones hold zeros.
                        out[i] = src[i]; out[i + 1] = src[i + 1]; out[i + 2] = src[i + 2]; out[i + 3] = a
                    } else {
                        let a32 = UInt32(a), half = a32 / 2
                        out[i] = UInt8(min(255, (UInt32(src[i]) * 255 + half) / a32))
                        out[i + 1] = UInt8(min(255, (UInt32(src[i + 1]) * 255 + half) / a32))
                        out[i + 2] = UInt8(min(255, (UInt32(src[i + 2]) * 255 + half) / a32))
                        out[i + 3] = a
                    }
                    i += 4
                }
            }
            initialized = count
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
