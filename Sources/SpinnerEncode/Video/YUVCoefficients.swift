/// BT.709 R′G′B′ → Y′CbCr in 16.16 fixed point for one bit depth and range.
///
/// Y  = offsetY + spanY/255 · (0.2126 R + 0.7152 G + 0.0722 B)
/// Cb = mid + spanC/255 · (B − Y′) / 1.8556,  Cr = mid + spanC/255 · (R − Y′) / 1.5748
/// Limited range: spanY = 219·2^(d−8), spanC = 224·2^(d−8), offsetY = 16·2^(d−8) (8-bit 16...235
/// and 16...240, 10-bit 64...940 and 64...960). Full range: spans of 2^d − 1, offset 0.
/// Chroma takes the sum of four pixels, so a 2×2 block is rounded once; each chroma row sums to
/// exactly zero, so grays map to mid. Results are clamped to 0 ... 2^d − 1 (full-range chroma of
/// saturated colours lands half a level outside).
struct YUVCoefficients: Sendable {
    let yr: Int, yg: Int, yb: Int
    let ur: Int, ug: Int, ub: Int
    let vr: Int, vg: Int, vb: Int
    let lumaOffset: Int, chromaOffset: Int, maxValue: Int

    init(bitDepth: Int, range: ColorRange) {
        let kr = 0.2126, kb = 0.0722, kg = 1 - kr - kb
        let step = Double(1 << (bitDepth - 8)), top = Double((1 << bitDepth) - 1)
        let lumaSpan = range == .limited ? 219 * step : top, chromaSpan = range == .limited ? 224 * step : top
        let lumaScale = lumaSpan / 255, chromaScale = chromaSpan / 255
        func fixed(_ x: Double) -> Int { Int((x * 65536).rounded()) }
        yr = fixed(kr * lumaScale); yg = fixed(kg * lumaScale); yb = fixed(kb * lumaScale)
        let cb = chromaScale / (2 * (1 - kb)), cr = chromaScale / (2 * (1 - kr))
        ur = -fixed(kr * cb); ug = -fixed(kg * cb); ub = -(ur + ug)
        vg = -fixed(kg * cr); vb = -fixed(kb * cr); vr = -(vg + vb)
        let lumaBase = range == .limited ? 16 << (bitDepth - 8) : 0
        lumaOffset = (lumaBase << 16) + (1 << 15)
        chromaOffset = ((1 << (bitDepth - 1)) << 18) + (1 << 17)
        maxValue = (1 << bitDepth) - 1
    }

    /// Y′ of one pixel.
    @inline(__always)
    func luma(_ r: Int, _ g: Int, _ b: Int) -> Int {
        min(maxValue, max(0, (yr * r + yg * g + yb * b + lumaOffset) >> 16))
    }

    /// Cb and Cr from the sums of four pixels' components (a single pixel: pass 4·r, 4·g, 4·b).
    @inline(__always)
    func chroma(_ r4: Int, _ g4: Int, _ b4: Int) -> (Int, Int) {
        (min(maxValue, max(0, (ur * r4 + ug * g4 + ub * b4 + chromaOffset) >> 18)),
         min(maxValue, max(0, (vr * r4 + vg * g4 + vb * b4 + chromaOffset) >> 18)))
    }
}
