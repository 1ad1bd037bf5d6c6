import SpinnerCore

/// A frame buffer lent from frame to frame (see `BufferPool`) that remembers what its last
/// frame drew: the next clear resets only that region, because everything else still holds
/// the background it was cleared to.
public struct ReusedCanvas: Sendable {
    /// The pixels of the last frame drawn into it.
    public internal(set) var frame: PixelBuffer
    /// The background every pixel outside `dirty` holds (nil: unknown, as when just made).
    var background: PremultipliedRGBA8?
    /// The pixels the last frame can have changed from `background`.
    var dirty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// An empty canvas, sized by its first frame.
    public init() {
        frame = PixelBuffer(width: 0, height: 0)
    }

    /// Makes the canvas `width × height` pixels of `value`: over the last frame's dirty region
    /// when it was cleared to the same value at that size, whole otherwise.
    mutating func clear(width: Int, height: Int, to value: PremultipliedRGBA8) {
        if frame.width == width && frame.height == height {
            if background == value {
                frame.fill(value, in: dirty)
            } else {
                frame.fill(value)
            }
        } else {
            frame = PixelBuffer(width: width, height: height, fill: value)
        }
        background = value
        dirty = PixelRect(x: 0, y: 0, width: 0, height: 0)
    }
}

extension Rasterizer {
    /// `renderReportingChanges(list)` into a canvas reused from frame to frame: the same bytes,
    /// without allocating a frame, and clearing only what the canvas's last frame drew.
    public func renderReportingChanges(_ list: DisplayList, into canvas: inout ReusedCanvas) -> Rect {
        let (w, h) = (max(0, list.width), max(0, list.height))
        canvas.clear(width: w, height: h, to: PremultipliedRGBA8(list.background))
        let changed = draw(list, into: &canvas.frame)
        canvas.dirty = PixelRect(covering: changed, clippedTo: w, h)
        return changed
    }
}
