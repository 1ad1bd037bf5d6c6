import SpinnerCore

/// Turns a `DisplayList` into pixels with exact area anti-aliasing and source-over compositing.
/// A pure value: the same list gives the same bytes on any thread.
public struct Rasterizer: Hashable, Sendable {
    /// The largest distance, in device pixels, between a curve (or stroke outline) and the
    /// polygon that stands for it.
    public var tolerance: Double

    /// A rasteriser flattening curves to within `tolerance` device pixels (clamped to at least
    /// 1e-4 so a bad value cannot explode the work).
    public init(tolerance: Double = 0.005) {
        self.tolerance = tolerance.isFinite ? max(tolerance, 1e-4) : 0.005
    }

    /// A `width × height` buffer cleared to the list's background and every item drawn over it
    /// in order.
    public func render(_ list: DisplayList) -> PixelBuffer {
        var buffer = PixelBuffer(width: max(0, list.width), height: max(0, list.height),
                                 fill: PremultipliedRGBA8(list.background))
        for item in list.drawings { draw(item, into: &buffer) }
        return buffer
    }

    /// Draws one item over `buffer`. Items that cannot be drawn (non-finite geometry, empty or
    /// negative widths, zero opacity) draw nothing.
    public func draw(_ item: DisplayItem, into buffer: inout PixelBuffer) {
        guard let color = premultipliedColor(of: item),
              let (polygons, rule) = devicePolygons(of: item) else { return }
        guard let b = Rasterizer.bounds(of: polygons) else { return }
        // Clip in floating point first: huge coordinates must not reach integer conversion.
        let x0 = max(b.minX, 0), y0 = max(b.minY, 0)
        let x1 = min(b.maxX, Double(buffer.width)), y1 = min(b.maxY, Double(buffer.height))
        guard x0 < x1, y0 < y1 else { return }
        let region = PixelRect(covering: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0),
                               clippedTo: buffer.width, buffer.height)
        guard !region.isEmpty else { return }
        var mask = CoverageMask(width: region.width, height: region.height)
        let origin = Point(x: Double(region.x), y: Double(region.y))
        mask.fill(polygons, origin: origin, rule: rule)
        SourceOver.composite(mask, color: color, origin: (region.x, region.y), into: &buffer)
    }

    /// Conservative device-pixel bounds (whole pixels, not clipped to any canvas) of everything
    /// the item can touch: the bounds of the very outline `draw` fills (stroke width, caps,
    /// joins and miters included), rounded out. `.zero` when the item draws nothing.
    public func deviceBounds(of item: DisplayItem) -> Rect {
        guard premultipliedColor(of: item) != nil else { return .zero }
        return outlineBounds(of: item)
    }

    /// The bounds of the item's device polygons, rounded out to whole pixels.
    func outlineBounds(of item: DisplayItem) -> Rect {
        guard let (polygons, _) = devicePolygons(of: item) else { return .zero }
        guard let b = Rasterizer.bounds(of: polygons) else { return .zero }
        return Rasterizer.roundedOut(b)
    }

    /// The smallest rectangle holding every vertex; nil for no vertices.
    static func bounds(of polygons: [[Point]]) -> Rect? {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for poly in polygons {
            for p in poly {
                x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
            }
        }
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    static func roundedOut(_ d: Rect) -> Rect {
        // A hair of padding absorbs rounding in the outline's coordinates.
        let pad = 1e-6 * (1 + max(abs(d.minX), abs(d.maxX), abs(d.minY), abs(d.maxY)))
        let x0 = (d.minX - pad).rounded(.down), y0 = (d.minY - pad).rounded(.down)
        let x1 = (d.maxX + pad).rounded(.up), y1 = (d.maxY + pad).rounded(.up)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: Internals

    /// The paint with the item's opacity folded in, premultiplied; nil when it is invisible or
    /// its opacity is not a number.
    func premultipliedColor(of item: DisplayItem) -> PremultipliedRGBA8? {
        guard item.opacity.isFinite, item.opacity > 0 else { return nil }
        switch item.paint {
        case .solid(let c):
            let p = PremultipliedRGBA8(c.multipliedAlpha(min(item.opacity, 1)))
            return p.a == 0 ? nil : p
        case .gradient, .image:
            // Shaded paints are not drawn yet.
            return nil
        }
    }

    static func isDrawable(_ style: StrokeStyle) -> Bool {
        style.lineWidth > 0 && style.lineWidth.isFinite && !style.miterLimit.isNaN
    }

    /// The item as closed polygons in device pixels with the fill rule that resolves them, or
    /// nil when there is nothing (valid) to draw. Strokes are trimmed and outlined in the path's
    /// own coordinates, with the tolerance shrunk by the transform's largest stretch, and then
    /// mapped to the device.
    func devicePolygons(of item: DisplayItem) -> ([[Point]], FillRule)? {
        guard item.path.isFinite, item.transform.isFinite else { return nil }
        let t = item.transform
        var polygons: [[Point]]
        let rule: FillRule
        switch item.style {
        case .fill(let r):
            rule = r
            polygons = item.path.applying(t).flattened(tolerance: tolerance).map(\.points)
        case .stroke(let style, let start, let end):
            guard Rasterizer.isDrawable(style) else { return nil }
            let scale = t.maxScale
            guard scale > 0, scale.isFinite else { return nil }
            rule = .nonZero
            let outline = item.path.trimmed(from: start, to: end).strokePolygons(style, tolerance: tolerance / scale)
            polygons = outline.map { $0.map(t.apply) }
        }
        polygons.removeAll { $0.count < 3 }
        guard !polygons.isEmpty,
              polygons.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return nil }
        return (polygons, rule)
    }
}
