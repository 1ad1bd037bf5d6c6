import SpinnerCore

/// What one frame stores: a rectangle of its pixels, how the rectangle is drawn (`blend_op`) and
/// what happens to it before the next frame (`dispose_op`), chosen from the frames around it
/// alone, so that patches can be made in parallel and the composed frames are exact.
///
/// Before each frame the canvas is one of two things, decided by the previous pair of frames
/// (`disposesToBackground`): the previous frame itself (it was disposed NONE), or fully
/// transparent (it was disposed BACKGROUND, and its rectangle covered all its visible pixels).
/// On the previous frame the rectangle is where the frames differ; on a clear canvas it is the
/// frame's visible pixels, which on a transparent animation is often smaller (the arc that moved
/// is not stored twice). A frame disposed BACKGROUND widens its rectangle over its visible pixels.
///
/// Blend SOURCE replaces the rectangle, so it is always exact. On the previous frame, blend OVER
/// is chosen when it is exact too, because then every pixel that does not change can be stored
/// as transparent black, which compresses to almost nothing. OVER of a pixel is exact when the
/// new pixel is opaque, when the old one is fully transparent (the result is the new pixel in
/// FFmpeg's and the browsers' integer blending alike), or when it does not change and is stored
/// with alpha 0. A pixel that turns more transparent over something visible needs SOURCE.
struct APNGFramePatch {
    /// The rectangle stored, in canvas pixels; never empty (an unchanged frame stores 1×1).
    var rect: PixelRect
    /// `dispose_op`: 0 = NONE, 1 = BACKGROUND.
    var dispose: UInt8
    /// `blend_op`: 0 = SOURCE, 1 = OVER.
    var blend: UInt8
    /// The rectangle's straight RGBA rows.
    var pixels: [UInt8]

    /// The patch for `current`, straight RGBA pixels (one word each, in memory order) of
    /// `width`×`height` like its neighbours; `previous`
    /// is nil for the first frame (stored whole), `next` nil for the last.
    init(previous: [UInt32]?, current: [UInt32], next: [UInt32]?, width: Int, height: Int) {
        let full = PixelRect(x: 0, y: 0, width: width, height: height)
        let clearCanvas = previous.map { APNGFramePatch.disposesToBackground($0, current, width: width, height: height) } ?? true
        dispose = next.map { APNGFramePatch.disposesToBackground(current, $0, width: width, height: height) } == true ? 1 : 0
        var rect: PixelRect
        if let previous, !clearCanvas {
            rect = APNGFramePatch.bounds(width: width, height: height) { previous[$0] != current[$0] }
        } else {
            rect = previous == nil ? full : APNGFramePatch.visibleBounds(current, width: width, height: height)
        }
        if dispose == 1 { rect = rect.union(APNGFramePatch.visibleBounds(current, width: width, height: height)) }
        if rect.isEmpty { rect = PixelRect(x: 0, y: 0, width: 1, height: 1) }
        self.rect = rect
        // On the previous frame, OVER when every pixel that changes is opaque or was transparent.
        var over = false
        if let previous, !clearCanvas {
            over = true
            scan: for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX {
                    let i = y * width + x
                    if previous[i] != current[i] && APNGFramePatch.alpha(current[i]) != 255 && APNGFramePatch.alpha(previous[i]) != 0 { over = false; break scan }
                }
            }
        }
        blend = over ? 1 : 0
        var pixels = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        pixels.withUnsafeMutableBytes { out in
            let dst = out.bindMemory(to: UInt32.self)
            var k = 0
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX {
                    let i = y * width + x
                    // OVER leaves the canvas alone under transparent black.
                    if !(over && previous![i] == current[i]) { dst[k] = current[i] }
                    k += 1
                }
            }
        }
        self.pixels = pixels
    }

    /// Whether frame `a` is disposed BACKGROUND before `b`: when `b`'s visible pixels span a
    /// smaller rectangle than the pixels where the two differ. Depends on the two frames only.
    static func disposesToBackground(_ a: [UInt32], _ b: [UInt32], width: Int, height: Int) -> Bool {
        let visible = visibleBounds(b, width: width, height: height)
        let differing = bounds(width: width, height: height) { a[$0] != b[$0] }
        return max(visible.width, 0) * max(visible.height, 0) < max(differing.width, 0) * max(differing.height, 0)
    }

    /// The bounding box of the pixels with alpha above 0.
    static func visibleBounds(_ f: [UInt32], width: Int, height: Int) -> PixelRect {
        bounds(width: width, height: height) { alpha(f[$0]) != 0 }
    }

    /// The bounding box of the pixels (indices row by row) where `include` holds; empty if none.
    static func bounds(width: Int, height: Int, _ include: (Int) -> Bool) -> PixelRect {
        var x0 = width, x1 = -1, y0 = -1, y1 = -1
        for y in 0..<height {
            let row = y * width
            var first = -1, last = -1
            for x in 0..<width where include(row + x) {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            if y0 < 0 { y0 = y }
            y1 = y
            x0 = min(x0, first); x1 = max(x1, last)
        }
        return y0 < 0 ? PixelRect(x: 0, y: 0, width: 0, height: 0)
            : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    /// A pixel's alpha, its fourth byte in memory.
    @inline(__always)
    static func alpha(_ pixel: UInt32) -> UInt32 { UInt32(littleEndian: pixel) >> 24 }
}
