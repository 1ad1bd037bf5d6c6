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
    ///
    /// A first drawing that covers the whole canvas with one opaque colour (a composition's
    /// background rectangle) leaves exactly that colour in every pixel, whatever the background
    /// was: the canvas is cleared to it instead, so a frame that changes only a few dots over
    /// it clears, draws and marks only those (the next frame's sinks convert only them).
    /// `canvas.dirty` then holds the pixels that may differ from that backdrop, not from the
    /// list's background (see `FrameSink.prepare`).
    public func renderReportingChanges(_ list: DisplayList, into canvas: inout ReusedCanvas) -> Rect {
        let (w, h) = (max(0, list.width), max(0, list.height))
        var nodes = prepare(list.commands)
        let area = Rect(x: 0, y: 0, width: Double(w), height: Double(h))
        let changed = RenderNode.bounds(of: nodes).intersection(area)
        var background = PremultipliedRGBA8(list.background)
        if let (color, rest) = Self.backdrop(nodes, width: w, height: h) {
            background = color
            nodes = rest
        }
        canvas.clear(width: w, height: h, to: background)
        // Moved out and back so the marks are made in the canvas's own storage, not a copy.
        var marks: DirtyRows? = canvas.dirty
        canvas.dirty = DirtyRows(width: 0, height: 0)
        draw(nodes, into: &canvas.frame, region: PixelRect(x: 0, y: 0, width: w, height: h),
             overClear: background == .transparent, dirty: &marks)
        canvas.dirty = marks!
        return changed
    }

    /// The opaque colour the first drawing covers the whole `width × height` canvas with, and
    /// the nodes left to draw over it; nil when the first drawing is anything else.
    ///
    /// Groups are looked into. One that composites like its children drawn directly
    /// (`isPassThrough`) is kept with its other children. So is, unwrapped, one whose only
    /// effect is a clip holding the whole canvas (a composition clipped to its bounds): its
    /// buffer, opaque from its first drawing on, holds what its children draw over that colour
    /// and is copied onto the canvas as it is, so drawing the rest of its children straight
    /// onto a canvas of that colour gives the same bytes.
    static func backdrop(_ nodes: [RenderNode], width: Int, height: Int) -> (PremultipliedRGBA8, [RenderNode])? {
        guard let first = nodes.first, width > 0, height > 0 else { return nil }
        switch first {
        case .item(let item):
            // Full coverage of an opaque colour stores the colour itself (`SourceOver`).
            guard case .solid(let color) = item.source, color.a == 255,
                  CoverageMask.rectangle(item.polygons, origin: .zero, contains: width, height) else { return nil }
            return (color, Array(nodes.dropFirst()))
        case .group(var group):
            if group.isPassThrough {
                guard let (color, children) = backdrop(group.children, width: width, height: height) else { return nil }
                group.children = children
                return (color, [.group(group)] + nodes.dropFirst())
            }
            guard group.opacity == 255, group.mask == nil, group.shadow == nil, group.blendMode == .normal, let clip = group.clip,
                  CoverageMask.rectangle(clip.polygons, origin: .zero, contains: width, height),
                  let (color, children) = backdrop(group.children, width: width, height: height) else { return nil }
            return (color, children + nodes.dropFirst())
        }
    }
}
