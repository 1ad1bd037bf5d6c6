#if canImport(Glibc)
import Glibc
#endif
import SpinnerCore

/// Decides which rectangle of each frame a GIF stores and how each frame is disposed, so that the
/// decoded canvas equals every target frame exactly.
///
/// The canvas after frame i−1 is target i−1. Frame i can be drawn on it as it is (disposal
/// "none"), unless some pixel must turn from opaque to transparent: drawing the transparent index
/// leaves a pixel alone, so then frame i−1 is disposed "to background" (cleared) over its
/// rectangle, first widened to cover those pixels (widening is free: its extra pixels are drawn
/// with the transparent index, which keeps the canvas). Frame i then stores the bounding box of
/// the pixels that still differ; inside it, pixels already right are written as the transparent
/// index (when there is one), which LZW compresses well. Frame 0 is stored whole, and the last
/// frame is disposed so that frame 0 is exact again when the animation loops.
struct GIFFramePlanner {
    struct Planned {
        var rect: PixelRect
        /// 1 = do not dispose, 2 = restore to background (transparent).
        var disposal: UInt8
        /// The rect's indices, row by row.
        var indices: [UInt8]
    }

    let width: Int
    let height: Int
    let transparentIndex: UInt8?
    let optimize: Bool

    /// Plans all frames (full-canvas index arrays), calling `emit` once per frame in order.
    func plan(_ frames: [[UInt8]], emit: (Int, Planned) throws -> Void) rethrows {
        let full = PixelRect(x: 0, y: 0, width: width, height: height)
        let t = transparentIndex
        guard optimize else {
            for (i, f) in frames.enumerated() {
                try emit(i, Planned(rect: full, disposal: t == nil ? 1 : 2, indices: f))
            }
            return
        }
        // The previous frame's rect, disposal and base (the canvas it was drawn on), pending until
        // the next frame shows whether that rect must grow.
        var pendingRect = full
        var pendingDisposal: UInt8 = 1
        var pendingBase: [UInt8]? = nil
        func finishPending(_ i: Int) throws {
            let target = frames[i]
            let rect = pendingRect
            let out = [UInt8](unsafeUninitializedCapacity: rect.width * rect.height) { out, initialized in
                target.withUnsafeBufferPointer { q in
                    var k = 0
                    for y in rect.y..<rect.maxY {
                        let row = y * width
                        if let t, let base = pendingBase {
                            base.withUnsafeBufferPointer { p in
                                for x in rect.x..<rect.maxX {
                                    out[k] = p[row + x] == q[row + x] ? t : q[row + x]
                                    k += 1
                                }
                            }
                        } else {
                            for x in rect.x..<rect.maxX { out[k] = q[row + x]; k += 1 }
                        }
                    }
                }
                initialized = rect.width * rect.height
            }
            try emit(i, Planned(rect: pendingRect, disposal: pendingDisposal, indices: out))
        }
        /// Widens the pending rect over pixels that turn transparent, and clears it.
        func disposeForTransparency(from previous: [UInt8], to target: [UInt8]) -> Bool {
            guard let t else { return false }
            let turning = boundingBox(previous, target) { p, q in p != t && q == t }
            guard !turning.isEmpty else { return false }
            pendingRect = pendingRect.union(turning)
            pendingDisposal = 2
            return true
        }

        for i in frames.indices {
            let target = frames[i]
            if i == 0 {
                pendingRect = full
                pendingDisposal = 1
                pendingBase = nil
                continue
            }
            let previous = frames[i - 1]
            pendingDisposal = 1
            var base = previous
            if disposeForTransparency(from: previous, to: target), let t {
                for y in pendingRect.y..<pendingRect.maxY {
                    for x in pendingRect.x..<pendingRect.maxX { base[y * width + x] = t }
                }
            }
            try finishPending(i - 1)
            var rect = boundingBox(base, target) { p, q in p != q }
            if rect.isEmpty { rect = PixelRect(x: 0, y: 0, width: 1, height: 1) }
            pendingRect = rect
            pendingBase = base
        }
        if let last = frames.last, let first = frames.first {
            pendingDisposal = 1
            _ = disposeForTransparency(from: last, to: first)
            try finishPending(frames.count - 1)
        }
    }

    /// The bounding box of the pixels (indices row by row) where `include(a[i], b[i])` holds,
    /// empty when there are none. `include` must be false where `a` and `b` agree, so rows that
    /// are equal in both (most of a spinner's canvas) are passed over by one `memcmp`; the others
    /// are searched from both ends.
    @inline(__always)
    private func boundingBox(_ a: [UInt8], _ b: [UInt8], _ include: (UInt8, UInt8) -> Bool) -> PixelRect {
        var x0 = width, y0 = height, x1 = -1, y1 = -1
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    let row = y * width
                    if memcmp(a.baseAddress! + row, b.baseAddress! + row, width) == 0 { continue }
                    var first = 0
                    while first < width && !include(a[row + first], b[row + first]) { first += 1 }
                    guard first < width else { continue }
                    var last = width - 1
                    while !include(a[row + last], b[row + last]) { last -= 1 }
                    x0 = min(x0, first); x1 = max(x1, last)
                    if y0 == height { y0 = y }
                    y1 = y
                }
            }
        }
        return x1 < 0 ? PixelRect(x: 0, y: 0, width: 0, height: 0)
            : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }
}
