import SpinnerCore

/// One frame ready for its fcTL and IDAT/fdAT chunks.
struct APNGEncodedFrame: Sendable {
    /// Where the frame's pixels go on the canvas.
    var rect: PixelRect
    /// `dispose_op`: 0 = NONE, 1 = BACKGROUND.
    var dispose: UInt8
    /// `blend_op`: 0 = SOURCE, 1 = OVER.
    var blend: UInt8
    /// The zlib stream of the filtered rows.
    var data: [UInt8]

    /// `current`'s patch (see `APNGFramePatch`: `previous` nil for the first frame, `next` nil for
    /// the last), filtered and deflated at `level`; nil if zlib fails.
    static func encode(previous: [UInt32]?, current: [UInt32], next: [UInt32]?, width: Int, height: Int,
                       level: Int) -> APNGEncodedFrame? {
        let patch = APNGFramePatch(previous: previous, current: current, next: next, width: width, height: height)
        return APNGImageData.smallest(patch.pixels, width: patch.rect.width, height: patch.rect.height, level: level).map {
            APNGEncodedFrame(rect: patch.rect, dispose: patch.dispose, blend: patch.blend, data: $0)
        }
    }

    /// Straight RGBA bytes as one word per pixel, in memory order.
    static func words(_ bytes: [UInt8]) -> [UInt32] {
        [UInt32](unsafeUninitializedCapacity: bytes.count / 4) { out, n in
            bytes.withUnsafeBytes { UnsafeMutableRawBufferPointer(out).copyMemory(from: $0) }
            n = bytes.count / 4
        }
    }
}
