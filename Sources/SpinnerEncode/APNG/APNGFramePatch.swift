import SpinnerCore

/// What one frame after the first stores: the rectangle where it differs from the frame before,
/// and how that rectangle is drawn on the canvas (which, with `dispose_op` NONE throughout, holds
/// exactly the previous frame).
///
/// Blend SOURCE replaces the rectangle, so it is always exact. Blend OVER is chosen when it is
/// exact too, because then every pixel that does not change can be stored as transparent black,
/// which compresses to almost nothing. OVER of a pixel is exact when the new pixel is opaque
/// (it replaces the old one), when the old pixel is fully transparent (the result is the new
/// pixel, in FFmpeg's and the browsers' integer blending alike), or when the pixel does not
/// change and is stored with alpha 0 (it leaves the canvas alone). A pixel that turns more
/// transparent over something visible needs SOURCE.
struct APNGFramePatch {
    /// The rectangle stored, in canvas pixels; never empty (an unchanged frame stores 1×1).
    var rect: PixelRect
    /// `blend_op`: 0 = SOURCE, 1 = OVER.
    var blend: UInt8
    /// The rectangle's straight RGBA rows.
    var pixels: [UInt8]

    /// The patch turning `previous` into `current`, both straight RGBA of `width`×`height`.
    init(from previous: [UInt8], to current: [UInt8], width: Int, height: Int) {
        var rect = APNGFramePatch.differingBounds(previous, current, width: width, height: height)
        if rect.isEmpty { rect = PixelRect(x: 0, y: 0, width: 1, height: 1) }
        self.rect = rect
        var over = true
        var pixels = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        previous.withUnsafeBytes { p in
            current.withUnsafeBytes { c in
                pixels.withUnsafeMutableBytes { out in
                    let old = p.bindMemory(to: UInt32.self), new = c.bindMemory(to: UInt32.self)
                    let dst = out.bindMemory(to: UInt32.self)
                    var k = 0
                    for y in rect.y..<rect.maxY {
                        for x in rect.x..<rect.maxX {
                            let i = y * width + x
                            let o = old[i], n = new[i]
                            // Whole pixels compare as words; alpha is read as a byte, whatever the host's order.
                            if o != n {
                                dst[k] = n
                                let oldAlpha = previous[i * 4 + 3], newAlpha = current[i * 4 + 3]
                                if newAlpha != 255 && oldAlpha != 0 { over = false }
                            }
                            k += 1
                        }
                    }
                    guard !over else { return }
                    // SOURCE stores the rectangle as it is.
                    k = 0
                    for y in rect.y..<rect.maxY {
                        for x in rect.x..<rect.maxX { dst[k] = new[y * width + x]; k += 1 }
                    }
                }
            }
        }
        blend = over ? 1 : 0
        self.pixels = pixels
    }

    /// The bounding box of the pixels that differ (empty when none do).
    static func differingBounds(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> PixelRect {
        a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                let x = pa.bindMemory(to: UInt32.self), z = pb.bindMemory(to: UInt32.self)
                var x0 = width, x1 = -1, y0 = -1, y1 = -1
                for y in 0..<height {
                    let row = y * width
                    var first = -1, last = -1
                    for i in 0..<width where x[row + i] != z[row + i] {
                        if first < 0 { first = i }
                        last = i
                    }
                    guard first >= 0 else { continue }
                    if y0 < 0 { y0 = y }
                    y1 = y
                    x0 = min(x0, first); x1 = max(x1, last)
                }
                return y0 < 0 ? PixelRect(x: 0, y: 0, width: 0, height: 0)
                    : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
            }
        }
    }
}
