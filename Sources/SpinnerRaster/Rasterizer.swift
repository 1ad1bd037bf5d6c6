import SpinnerCore

/// Turns a `DisplayList` into pixels with exact area anti-aliasing, shaded paints and
/// source-over compositing of nested groups (opacity, clip, mask), as Core Animation composites
/// a layer tree. A pure value: the same list gives the same bytes on any thread.
///
/// Work scales with what is drawn: apart from the one clear of the canvas, every pass touches
/// only the pixels inside an item's or a group's device bounds.
public struct Rasterizer: Hashable, Sendable {
    /// The largest distance, in device pixels, between a curve (or stroke outline) and the
    /// polygon that stands for it.
    public var tolerance: Double

    /// A rasteriser flattening curves to within `tolerance` device pixels (clamped to at least
    /// 1e-4 so a bad value cannot explode the work).
    public init(tolerance: Double = 0.005) {
        self.tolerance = tolerance.isFinite ? max(tolerance, 1e-4) : 0.005
    }

    /// A `width × height` buffer cleared to the list's background and every command drawn over
    /// it in order, groups composited as units.
    public func render(_ list: DisplayList) -> PixelBuffer {
        renderReportingChanges(list).frame
    }

    /// `render(list)` together with `deviceBounds(of: list)`, preparing the list once: the
    /// frame and the pixels that differ from the cleared background at most.
    public func renderReportingChanges(_ list: DisplayList) -> (frame: PixelBuffer, changed: Rect) {
        let background = PremultipliedRGBA8(list.background)
        var buffer = PixelBuffer(width: max(0, list.width), height: max(0, list.height), fill: background)
        var untracked: DirtyRows?
        let changed = draw(list, into: &buffer, marking: &untracked, overClear: background == .transparent)
        return (buffer, changed)
    }

    /// Draws the list's commands over an existing buffer (its background is not drawn) and
    /// returns the region they can have changed, clipped to the buffer.
    @discardableResult
    public func draw(_ list: DisplayList, into buffer: inout PixelBuffer) -> Rect {
        var untracked: DirtyRows?
        return draw(list, into: &buffer, marking: &untracked)
    }

    /// `draw(list, into: buffer)` that also marks in `dirty` (when given; the buffer's size)
    /// every pixel it writes: a set much tighter than the returned bounds for a ring or an arc.
    @discardableResult
    public func draw(_ list: DisplayList, into buffer: inout PixelBuffer, marking dirty: inout DirtyRows?) -> Rect {
        draw(list, into: &buffer, marking: &dirty, overClear: false)
    }

    /// `draw(list, into: buffer, marking: dirty)`; `overClear` promises every pixel of the
    /// buffer is transparent zero (a canvas just cleared to a clear background).
    func draw(_ list: DisplayList, into buffer: inout PixelBuffer, marking dirty: inout DirtyRows?, overClear: Bool) -> Rect {
        let canvas = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        let nodes = prepare(list.commands)
        draw(nodes, into: &buffer, region: canvas, overClear: overClear, dirty: &dirty)
        let area = Rect(x: 0, y: 0, width: Double(buffer.width), height: Double(buffer.height))
        return RenderNode.bounds(of: nodes).intersection(area)
    }

    /// Draws one item over `buffer`. Items that cannot be drawn (non-finite geometry or paint,
    /// a singular transform, negative widths, zero opacity) draw nothing.
    public func draw(_ item: DisplayItem, into buffer: inout PixelBuffer) {
        guard let prepared = prepare(item) else { return }
        var untracked: DirtyRows?
        draw(.item(prepared), into: &buffer, region: PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height),
             dirty: &untracked)
    }

    /// Conservative device-pixel bounds (whole pixels, not clipped to any canvas) of everything
    /// the item can touch: the bounds of the very outline `draw` fills (stroke width, caps,
    /// joins and miters included; an image paint's rectangle clips it), rounded out. `.zero`
    /// when the item draws nothing.
    public func deviceBounds(of item: DisplayItem) -> Rect {
        prepare(item)?.bounds ?? .zero
    }

    /// Whole device pixels that drawing the list's commands can change, clipped to its canvas:
    /// the union over every drawing, each group's part limited by its clip and mask. The
    /// background clear is not included. `.zero` when nothing is drawn.
    public func deviceBounds(of list: DisplayList) -> Rect {
        let canvas = Rect(x: 0, y: 0, width: Double(max(0, list.width)), height: Double(max(0, list.height)))
        return RenderNode.bounds(of: prepare(list.commands)).intersection(canvas)
    }
}
