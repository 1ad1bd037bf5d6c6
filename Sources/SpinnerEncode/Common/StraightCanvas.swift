import SpinnerCore

/// Straight-alpha output bytes lent from frame to frame (see `BufferPool`) that remember what
/// their last frame converted: the next conversion restores the background over only those
/// spans, because every byte outside them still holds the background's straight pixel.
struct StraightCanvas: Sendable {
    /// The last frame's straight bytes, rows top to bottom.
    var bytes: [UInt8] = []
    /// The size `bytes` was converted at.
    var width = 0, height = 0
    /// The straight word (in the output's byte order) every pixel outside `dirty` holds; nil
    /// when unknown (just made, or the last frame had no pixel outside its changed spans).
    var background: UInt32?
    /// The pixels the last frame converted, which may differ from `background`.
    var dirty = DirtyRows(width: 0, height: 0)
}
