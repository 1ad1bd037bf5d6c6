/// Fewer levels a channel for an APNG that must be smaller (`APNGOptions.colorBits`): each of
/// R, G, B and A is rounded to the nearest of 2^bits levels spread evenly over 0 ... 255, so 0
/// and 255 stay themselves (clear stays clear, opaque stays opaque). Fewer distinct values make
/// the filtered rows repeat more, and deflate smaller; the file stays RGBA, read by every player.
/// It works pixel by pixel, so frames can still be encoded as they arrive and in parallel (a
/// palette would need every frame first).
enum APNGColorDepth {
    /// The 256-entry table mapping a level to its rounded level at `bits` (1 ... 8).
    static func table(bits: Int) -> [UInt8] {
        let steps = (1 << min(8, max(1, bits))) - 1
        return (0...255).map { v in
            let q = (v * steps + 127) / 255
            return UInt8((q * 255 + steps / 2) / steps)
        }
    }

    /// `words` (straight RGBA, one word a pixel) with every channel rounded to `bits` bits.
    static func reduce(_ words: [UInt32], bits: Int) -> [UInt32] {
        guard bits < 8 else { return words }
        let t = table(bits: bits)
        return words.map { w in
            UInt32(t[Int(w & 0xFF)]) | UInt32(t[Int((w >> 8) & 0xFF)]) << 8
                | UInt32(t[Int((w >> 16) & 0xFF)]) << 16 | UInt32(t[Int(w >> 24)]) << 24
        }
    }
}
