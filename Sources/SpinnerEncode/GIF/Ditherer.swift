/// Maps a frame's colours to palette indices with one of the `DitherMethod`s.
///
/// Pixels are 0xAABBGGRR words after GIF's alpha rule: alpha 255 (opaque) or the word 0
/// (transparent, mapped to `transparentIndex`). A pixel whose colour the palette holds is written
/// as that entry whatever the method: only colours the palette lacks are dithered (Floyd–Steinberg
/// error reaching an exact pixel stops there). Error diffusion never crosses transparent pixels,
/// so the dither of a shape does not depend on what lies outside it.
struct Ditherer {
    let palette: Palette
    let transparentIndex: UInt8?
    let method: DitherMethod
    private let exact: ExactPaletteIndex

    init(palette: Palette, transparentIndex: UInt8?, method: DitherMethod) {
        self.palette = palette
        self.transparentIndex = transparentIndex
        self.method = method
        exact = ExactPaletteIndex(palette)
    }

    /// The 8×8 Bayer matrix, values 0..<64.
    private static let bayer: [Int32] = [
        0, 32, 8, 40, 2, 34, 10, 42,
        48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38,
        60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41,
        51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37,
        63, 31, 55, 23, 61, 29, 53, 21,
    ]

    /// Spread of the ordered dither in 8-bit levels: about the distance between neighbouring
    /// colours of a 256-colour palette on a smooth gradient.
    private static let bayerSpread: Int32 = 16

    func map(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int) -> [UInt8] {
        var out = [UInt8](repeating: transparentIndex ?? 0, count: width * height)
        switch method {
        case .none: mapNearest(pixels, into: &out)
        case .bayer: mapBayer(pixels, width: width, height: height, into: &out)
        case .floydSteinberg: mapFloydSteinberg(pixels, width: width, height: height, into: &out)
        }
        return out
    }

    @inline(__always) private func channels(_ p: UInt32) -> (Int32, Int32, Int32) {
        (Int32(p & 0xFF), Int32((p >> 8) & 0xFF), Int32((p >> 16) & 0xFF))
    }

    private func mapNearest(_ pixels: UnsafeBufferPointer<UInt32>, into out: inout [UInt8]) {
        var lastPixel: UInt32 = 0, lastIndex: UInt8 = transparentIndex ?? 0
        for i in pixels.indices {
            let p = pixels[i]
            if p >> 24 == 0 { continue }
            if p != lastPixel {
                let (r, g, b) = channels(p)
                lastPixel = p
                lastIndex = UInt8(palette.nearest(r: r, g: g, b: b))
            }
            out[i] = lastIndex
        }
    }

    private func mapBayer(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int, into out: inout [UInt8]) {
        var cache = NearestColorCache(palette)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels[y * width + x]
                if p >> 24 == 0 { continue }
                if let k = exact.index(of: p) { out[y * width + x] = k; continue }
                // Threshold in (-spread/2, spread/2), centred so flat areas keep their mean.
                let t = ((2 * Ditherer.bayer[(y & 7) << 3 | (x & 7)] + 1 - 64) * Ditherer.bayerSpread) / 128
                let (r, g, b) = channels(p)
                func clamp(_ v: Int32) -> Int32 { min(max(v, 0), 255) }
                out[y * width + x] = UInt8(cache.nearest(r: clamp(r + t), g: clamp(g + t), b: clamp(b + t)))
            }
        }
    }

    private func mapFloydSteinberg(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int,
                                   into out: inout [UInt8]) {
        // Errors in 1/16 level, for this row and the next, with a one-pixel border each side.
        var current = [Int32](repeating: 0, count: (width + 2) * 3)
        var next = current
        let colors = palette.colors
        var cache = NearestColorCache(palette)
        for y in 0..<height {
            for i in next.indices { next[i] = 0 }
            for x in 0..<width {
                let p = pixels[y * width + x]
                if p >> 24 == 0 { continue }
                if let k = exact.index(of: p) { out[y * width + x] = k; continue }
                let (r0, g0, b0) = channels(p)
                let e = (x + 1) * 3
                func clamp(_ v: Int32) -> Int32 { min(max(v, 0), 255) }
                // Rounded division of the accumulated sixteenths.
                let r = clamp(r0 + (current[e] + 8) >> 4), g = clamp(g0 + (current[e + 1] + 8) >> 4)
                let b = clamp(b0 + (current[e + 2] + 8) >> 4)
                let index = cache.nearest(r: r, g: g, b: b)
                out[y * width + x] = UInt8(index)
                let (pr, pg, pb) = channels(colors[index])
                let rightOpaque = x + 1 < width && pixels[y * width + x + 1] >> 24 != 0
                let hasBelow = y + 1 < height
                let below = (y + 1) * width + x
                let belowLeft = hasBelow && x > 0 && pixels[below - 1] >> 24 != 0
                let belowHere = hasBelow && pixels[below] >> 24 != 0
                let belowRight = hasBelow && x + 1 < width && pixels[below + 1] >> 24 != 0
                func spread(_ c: Int, _ err: Int32) {
                    if rightOpaque { current[e + 3 + c] += err * 7 }
                    if belowLeft { next[e - 3 + c] += err * 3 }
                    if belowHere { next[e + c] += err * 5 }
                    if belowRight { next[e + 3 + c] += err }
                }
                spread(0, r - pr)
                spread(1, g - pg)
                spread(2, b - pb)
            }
            swap(&current, &next)
        }
    }
}
