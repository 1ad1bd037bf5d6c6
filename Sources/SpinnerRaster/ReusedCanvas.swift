import SpinnerCore

/// A frame buffer lent from frame to frame (see `BufferPool`) that remembers what its last
/// frame drew: the next clear resets only those pixels, because everything else still holds
/// the background it was cleared to.
public struct ReusedCanvas: Sendable {
    /// The pixels of the last frame drawn into it.
    public internal(set) var frame: PixelBuffer
    /// The background every pixel outside `dirty` holds (nil: unknown, as when just made).
    var background: PremultipliedRGBA8?
    /// The pixels the last frame wrote (so the only ones that can differ from `background`),
    /// by row: a sink converts just these.
    public internal(set) var dirty = DirtyRows(width: 0, height: 0)

    /// An empty canvas, sized by its first frame.
    public init() {
        frame = PixelBuffer(width: 0, height: 0)
    }

    /// Makes the canvas `width × height` pixels of `value`: over the last frame's dirty spans
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
        if dirty.width == width && dirty.height == height {
            dirty.removeAll()
        } else {
            dirty = DirtyRows(width: width, height: height)
        }
        background = value
    }
}

extension Rasterizer {
    /// `renderReportingChanges(list)` into a canvas reused from frame to frame: the same bytes,
    /// without allocating a frame, and clearing only what the canvas's last frame drew. The
    /// pixels it wrote are in `canvas.dirty`.
    public func renderReportingChanges(_ list: DisplayList, into canvas: inout ReusedCanvas) -> Rect {
        let (w, h) = (max(0, list.width), max(0, list.height))
        let background = PremultipliedRGBA8(list.background)
        canvas.clear(width: w, height: h, to: background)
        // Moved out and back so the marks are made in the canvas's own storage, not a copy.
        var marks: DirtyRows? = canvas.dirty
        canvas.dirty = DirtyRows(width: 0, height: 0)
        let changed = draw(list, into: &canvas.frame, marking: &marks, overClear: background == .transparent)
        canvas.dirty = marks!
        return changed
    }
}
