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
        for item in list.items { draw(item, into: &buffer) }
        return buffer
    }

    /// Draws one item over `buffer`. Items that cannot be drawn (non-finite geometry, empty or
    /// negative widths, zero opacity) draw nothing.
    public func draw(_ item: DisplayItem, into buffer: inout PixelBuffer) {
        guard let color = premultipliedColor(of: item),
              let (polygons, rule) = devicePolygons(of: item) else { return }
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for poly in polygons {
            for p in poly {
                x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
            }
        }
        guard x0 <= x1, y0 <= y1 else { return }
        let region = PixelRect(covering: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0),
                               clippedTo: buffer.width, buffer.height)
        guard !region.isEmpty else { return }
        var mask = CoverageMask(width: region.width, height: region.height)
        let origin = Point(x: Double(region.x), y: Double(region.y))
        mask.fill(polygons, origin: origin, rule: rule)
        SourceOver.composite(mask, color: color, origin: (region.x, region.y), into: &buffer)
    }

    /// Conservative device-pixel bounds (whole pixels, not clipped to any canvas) of everything
    /// the item can touch: control points, plus half the line width times the farthest a cap or
    /// join reaches. `.zero` when the item draws nothing.
    public func deviceBounds(of item: DisplayItem) -> Rect {
        guard premultipliedColor(of: item) != nil, item.path.isFinite, item.transform.isFinite else { return .zero }
        var local: Rect
        switch item.style {
        case .fill:
            guard !item.path.subpaths.allSatisfy(\.isBareMove) else { return .zero }
            local = item.path.controlPointBounds
        case .stroke(let style, let start, let end):
            guard Rasterizer.isDrawable(style) else { return .zero }
            let trimmed = item.path.trimmed(from: start, to: end)
            guard !trimmed.isEmpty else { return .zero }
            var reach = 1.0
            if style.lineCap == .square { reach = max(reach, 2.0.squareRoot()) }
            if style.lineJoin == .miter {
                // Without a finite limit only the outline itself knows how far its miters reach.
                guard style.miterLimit.isFinite else { return outlineBounds(of: item) }
                reach = max(reach, style.miterLimit)
            }
            let grow = style.lineWidth / 2 * reach
            let b = trimmed.controlPointBounds
            local = Rect(x: b.minX - grow, y: b.minY - grow, width: b.width + 2 * grow, height: b.height + 2 * grow)
        }
        return Rasterizer.roundedOut(item.transform.apply(local))
    }

    /// The bounds of the item's device polygons, rounded out to whole pixels.
    func outlineBounds(of item: DisplayItem) -> Rect {
        guard let (polygons, _) = devicePolygons(of: item) else { return .zero }
        let points = polygons.flatMap { $0 }
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .zero }
        return Rasterizer.roundedOut(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
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
