import SpinnerCore

extension SourceOver {
    /// Composites a group's own buffer onto its parent through its clip, read as the clip
    /// mask's runs: the same bytes as `composite(layer:factors:...)` given the mask's
    /// `coverage8()`, without building that per-pixel array. A run's factor
    /// `f = div255(c · opacity)` is one value for the whole run, and pixels outside every run
    /// (coverage 0) are left alone, as a zero factor leaves them. `origin` is the layer's
    /// top-left pixel in `buffer`.
    static func composite(layer: PixelBuffer, clip: CoverageMask, opacity: UInt32,
                          origin: (x: Int, y: Int), into buffer: inout PixelBuffer) {
        let w = layer.width, bufferWidth = buffer.width
        words(of: layer, into: &buffer) { src, dst in
            clip.forEachRun { x0, x1, row, c in
                let f = div255(c * opacity)
                guard f != 0 else { return }
                let from = row * w, to = (origin.y + row) * bufferWidth + origin.x
                if f == 255 {
                    // The common case (a clip's inside at full opacity): `blend(s, 255, d)`
                    // is `over(s, d)`, and over a clear pixel that is `s` itself. Four
                    // pixels at a time are copied when opaque (a background rectangle) and
                    // passed when clear.
                    var x = x0
                    while x + 4 <= x1 {
                        let a = src.loadPair(from + x), b = src.loadPair(from + x + 2)
                        if a & b & opaquePair == opaquePair {
                            dst.storePair(a, at: to + x); dst.storePair(b, at: to + x + 2)
                        } else if a | b != 0 {
                            for i in x..<(x + 4) { dst[to + i] = overOpaque(src[from + i], dst[to + i]) }
                        }
                        x += 4
                    }
                    while x < x1 { dst[to + x] = overOpaque(src[from + x], dst[to + x]); x += 1 }
                } else {
                    for x in x0..<x1 {
                        let s = src[from + x]
                        guard s != 0 else { continue }
                        dst[to + x] = blend(s, factor: f, over: dst[to + x])
                    }
                }
            }
        }
    }
}

extension SourceOver {
    /// Two pixels' alpha bytes, all set.
    static let opaquePair: UInt64 = 0xFF00_0000_FF00_0000

    /// `blend(s, factor: 255, over: d)`: `d` under a clear source, `s` when it is opaque or
    /// over a clear pixel, else `over(s, d)`.
    @inline(__always)
    static func overOpaque(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s == 0 ? d : s >> 24 == 255 || d == 0 ? s : over(s, d)
    }
}

extension UnsafeBufferPointer<UInt32> {
    /// Pixels `i` and `i + 1` as one word, `i` in the low half.
    @inline(__always)
    func loadPair(_ i: Int) -> UInt64 {
        UnsafeRawPointer(baseAddress!).loadUnaligned(fromByteOffset: i &* 4, as: UInt64.self)
    }
}

extension UnsafeMutableBufferPointer<UInt32> {
    /// Stores pixels `i` and `i + 1` from one word, `i` from the low half.
    @inline(__always)
    func storePair(_ pair: UInt64, at i: Int) {
        UnsafeMutableRawPointer(baseAddress!).storeBytes(of: pair, toByteOffset: i &* 4, as: UInt64.self)
    }
}
