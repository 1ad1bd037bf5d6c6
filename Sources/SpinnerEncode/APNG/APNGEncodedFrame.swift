import SpinnerCore

/// One frame ready for its fcTL and IDAT/fdAT chunks.
struct APNGEncodedFrame: Sendable {
    /// Where the frame's pixels go on the canvas.
    var rect: PixelRect
    /// `blend_op`: 0 = SOURCE, 1 = OVER.
    var blend: UInt8
    /// The zlib stream of the filtered rows.
    var data: [UInt8]

    /// The whole frame, drawn with SOURCE (the first frame, which is also the default image).
    static func whole(_ straight: [UInt8], width: Int, height: Int, level: Int) -> APNGEncodedFrame? {
        APNGImageData.smallest(straight, width: width, height: height, level: level).map {
            APNGEncodedFrame(rect: PixelRect(x: 0, y: 0, width: width, height: height), blend: 0, data: $0)
        }
    }

    /// The patch turning `previous` into `current` (see `APNGFramePatch`).
    static func patch(from previous: [UInt8], to current: [UInt8], width: Int, height: Int,
                      level: Int) -> APNGEncodedFrame? {
        let patch = APNGFramePatch(from: previous, to: current, width: width, height: height)
        return APNGImageData.smallest(patch.pixels, width: patch.rect.width, height: patch.rect.height, level: level).map {
            APNGEncodedFrame(rect: patch.rect, blend: patch.blend, data: $0)
        }
    }
}
