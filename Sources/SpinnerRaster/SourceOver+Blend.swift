import SpinnerCore

/// Compositing a group through a blend mode (`DisplayGroup.blendMode`): the group's pixels,
/// scaled by its opacity and per-pixel factors as source-over scales them, then blended with
/// what lies beneath by `BlendMode`'s formula. Blended groups are rare (a Lottie layer's `bm`, a
/// layer's `compositingFilter`), so each pixel is worked in Double, not in the 8-bit fixed
/// point of the source-over paths.
extension SourceOver {
    static func composite(layer: PixelBuffer, factors: [UInt8]?, opacity: UInt32, mode: BlendMode,
                          origin: (x: Int, y: Int), into buffer: inout PixelBuffer) {
        guard mode != .normal else {
            return composite(layer: layer, factors: factors, opacity: opacity, origin: origin, into: &buffer)
        }
        let w = layer.width, bufferWidth = buffer.width
        words(of: layer, into: &buffer) { src, dst in
            // The factors' presence is settled once for the whole layer, not asked per pixel.
            func eachPixel(_ factor: (Int) -> UInt32) {
                for row in 0..<layer.height {
                    let base = (origin.y + row) * bufferWidth + origin.x
                    for x in 0..<w {
                        let s = src[row * w + x]
                        guard s != 0 else { continue }
                        let f = factor(row * w + x)
                        guard f != 0 else { continue }
                        dst[base + x] = blended(scaled(s, by: f), over: dst[base + x], mode: mode)
                    }
                }
            }
            if let factors {
                factors.withUnsafeBufferPointer { perPixel in eachPixel { div255(UInt32(perPixel[$0]) * opacity) } }
            } else {
                eachPixel { _ in opacity }
            }
        }
    }

    /// Premultiplied packed `s` blended by `mode` over premultiplied packed `d`:
    /// `co = cs·(1 − ab) + cb·(1 − as) + as·ab·B(Cb, Cs)`, `ao = as + ab − as·ab`, rounded to
    /// the nearest 8-bit value (each colour at most its alpha).
    static func blended(_ s: UInt32, over d: UInt32, mode: BlendMode) -> UInt32 {
        let sa = s >> 24, da = d >> 24
        // Over nothing, or of nothing, the mode changes nothing: exactly source-over.
        guard sa != 0, da != 0 else { return over(s, d) }
        func channels(_ p: UInt32) -> (Double, Double, Double) {
            (Double(p & 0xFF), Double(p >> 8 & 0xFF), Double(p >> 16 & 0xFF))
        }
        let (sr, sg, sb) = channels(s), (dr, dg, db) = channels(d)
        let aS = Double(sa) / 255, aB = Double(da) / 255
        let cs = (min(sr / Double(sa), 1), min(sg / Double(sa), 1), min(sb / Double(sa), 1))
        let cb = (min(dr / Double(da), 1), min(dg / Double(da), 1), min(db / Double(da), 1))
        let mixed = mode.mix(backdrop: cb, source: cs)
        let outA = aS + aB - aS * aB
        let a8 = UInt32((outA * 255).rounded())
        func out(_ sk: Double, _ dk: Double, _ bk: Double) -> UInt32 {
            let v = sk * (1 - aB) + dk * (1 - aS) + 255 * aS * aB * min(max(bk, 0), 1)
            return min(UInt32(max(v, 0).rounded()), a8)
        }
        return out(sr, dr, mixed.0) | out(sg, dg, mixed.1) << 8 | out(sb, db, mixed.2) << 16 | a8 << 24
    }
}
