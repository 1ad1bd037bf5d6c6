import SpinnerCore

/// Building the `RenderNode` tree: device outlines, shaders and bounds, invisible parts dropped.
extension Rasterizer {
    // MARK: - Nodes

    /// `convex`: a convex device polygon every drawing is cut to exactly (a clip pushed down
    /// from enclosing groups), or nil.
    func prepare(_ commands: [DisplayCommand], clippedTo convex: [Point]? = nil) -> [RenderNode] {
        commands.compactMap { command in
            switch command {
            case .draw(let item): return prepare(item, clippedTo: convex).map(RenderNode.item)
            case .group(let group): return prepare(group, clippedTo: convex).map(RenderNode.group)
            }
        }
    }

    /// Nil when the group cannot show anything: opacity not above 0 (or not a number), a clip
    /// that covers nothing or is not finite, a mask that draws nothing, or empty contents.
    func prepare(_ group: DisplayGroup, clippedTo outer: [Point]? = nil) -> PreparedGroup? {
        guard group.opacity.isFinite, group.opacity > 0 else { return nil }
        let opacity = UInt32((min(group.opacity, 1) * 255).rounded())
        guard opacity > 0 else { return nil }
        var bounds = Rect.zero
        var clip: (polygons: [[Point]], rule: FillRule)?
        var convex = outer
        if let c = group.clip {
            guard let polygons = devicePolygons(of: c), let b = Rasterizer.bounds(of: polygons) else { return nil }
            if polygons.count == 1, Rasterizer.isConvex(polygons[0]), group.shadow == nil,
               group.commands.count == 1, case .draw = group.commands[0] {
                // A convex clip (a layer's rounded bounds) around a single drawing cuts the
                // drawing itself: exact where its edge runs along the clip's (an image filling
                // the bounds), which multiplying two coverages is not, and no buffer is needed.
                // Stacked drawings keep the multiplied clip, which is exact for them instead.
                let cut = outer.map { ConvexClipper.clip([polygons[0]], to: $0).first ?? [] } ?? polygons[0]
                guard cut.count >= 3 else { return nil }
                convex = cut
            } else {
                clip = (polygons, c.fillRule)
                bounds = Rasterizer.roundedOut(b)
                guard !bounds.isEmpty else { return nil }
            }
        }
        var mask: [RenderNode]?
        if let m = group.mask, group.invertsMask {
            // An inverted mask limits nothing: it hides only where it draws.
            let nodes = prepare(m)
            if !nodes.isEmpty { mask = nodes }
        } else if let m = group.mask {
            let nodes = prepare(m)
            let b = RenderNode.bounds(of: nodes)
            guard !b.isEmpty else { return nil }
            bounds = clip == nil ? b : bounds.intersection(b)
            guard !bounds.isEmpty else { return nil }
            mask = nodes
        }
        let children = prepare(group.commands, clippedTo: convex)
        var content = RenderNode.bounds(of: children)
        let shadow = content.isEmpty ? nil : group.shadow.flatMap { PreparedShadow($0, casters: content) }
        if let shadow { content = content.union(shadow.bounds) }
        // (Contents are not clipped to any canvas yet: a span past 2^24 pixels keeps its clip.)
        if let c = clip, !content.isEmpty, content.width <= 0x100_0000, content.height <= 0x100_0000,
           CoverageMask.rectangle(c.polygons, origin: Point(x: content.minX, y: content.minY),
                                  contains: Int(content.width), Int(content.height)) {
            // A rectangular clip holding every pixel the contents can touch (a composition
            // clipped to bounds it does not draw past) changes nothing: without it the group
            // needs no buffer, or none beyond its opacity's, mask's or shadow's.
            clip = nil
            bounds = mask == nil ? .zero : RenderNode.bounds(of: mask!)
        }
        let limited = clip != nil || (mask != nil && !group.invertsMask)
        bounds = limited ? bounds.intersection(content) : content
        guard !bounds.isEmpty else { return nil }
        return PreparedGroup(children: children, opacity: opacity, clip: clip, mask: mask,
                             invertsMask: mask != nil && group.invertsMask, masksByLuminance: group.masksByLuminance,
                             bounds: bounds, shadow: shadow,
                             blendMode: group.blendMode)
    }

    /// Nil when the item draws nothing.
    func prepare(_ item: DisplayItem, clippedTo convex: [Point]? = nil) -> PreparedItem? {
        if let projection = item.projection { return prepare(item, projection: projection, clippedTo: convex) }
        guard item.opacity.isFinite, item.opacity > 0, item.transform.isFinite,
              let inverse = item.transform.inverted(), inverse.isFinite else { return nil }
        let opacity = min(item.opacity, 1)
        let source: PaintSource
        var imageQuad: [Point]?
        switch item.paint {
        case .solid(let c):
            guard let solid = PaintSource(solid: c, opacity: opacity) else { return nil }
            source = solid
        case .gradient(let g):
            guard let shader = GradientShader(g, itemTransform: item.transform, opacity: opacity) else { return nil }
            source = .gradient(shader)
        case .image(let i):
            guard let shader = ImageShader(i, itemTransform: item.transform, opacity: opacity) else { return nil }
            source = .image(shader)
            imageQuad = shader.deviceQuad
        }
        guard let (outline, rule) = devicePolygons(of: item) else { return nil }
        return Rasterizer.prepared(outline, rule: rule, source: source, imageQuad: imageQuad, clippedTo: convex)
    }

    /// The item drawn by its device outline, cut to the image's device quad (an image paint is
    /// transparent outside it) and to the convex clip pushed down from enclosing groups; nil
    /// when nothing is left.
    static func prepared(_ outline: [[Point]], rule: FillRule, source: PaintSource, imageQuad: [Point]?,
                         clippedTo convex: [Point]?) -> PreparedItem? {
        var polygons = imageQuad.map { ConvexClipper.clip(outline, to: $0) } ?? outline
        if let convex { polygons = ConvexClipper.clip(polygons, to: convex) }
        guard let b = Rasterizer.bounds(of: polygons) else { return nil }
        let bounds = Rasterizer.roundedOut(b)
        guard !bounds.isEmpty else { return nil }
        return PreparedItem(polygons: polygons, rule: rule, source: source, bounds: bounds)
    }

    // MARK: - Device outlines

    /// A line width that draws: positive and finite, or 0 for a hairline.
    static func isDrawable(_ style: StrokeStyle) -> Bool {
        (style.lineWidth == 0 || (style.lineWidth > 0 && style.lineWidth.isFinite)) && !style.miterLimit.isNaN
    }

    /// The item as closed polygons in device pixels with the fill rule that resolves them, or
    /// nil when there is nothing (valid) to draw. Strokes are trimmed and outlined in the path's
    /// own coordinates, with the tolerance shrunk by the transform's largest stretch, and then
    /// mapped to the device. A hairline (width 0) is trimmed in local coordinates, mapped, and
    /// outlined one device pixel wide with the same caps and joins; its dash lengths are scaled
    /// by the transform's mean stretch √|det| (exact for similarity transforms).
    func devicePolygons(of item: DisplayItem) -> ([[Point]], FillRule)? {
        guard item.path.isFinite, item.transform.isFinite else { return nil }
        let t = item.transform
        // Curves or strokes reaching millions of pixels out are bad input, not a drawing:
        // flattening them to a fraction of a pixel would take unbounded work, so they draw
        // nothing. (Straight-edged fills of any size are cheap and clipped exactly.)
        if case .fill = item.style, !item.path.elements.contains(where: \.isCurve) {} else {
            let reach = t.apply(item.path.controlPointBounds)
            guard max(abs(reach.minX), abs(reach.maxX), abs(reach.minY), abs(reach.maxY)) <= Rasterizer.maximumCoordinate else { return nil }
        }
        var polygons: [[Point]]
        let rule: FillRule
        switch item.style {
        case .fill(let r):
            rule = r
            polygons = item.path.applying(t).flattened(tolerance: tolerance).map(\.points)
        case .stroke(let style, let start, let end) where style.lineWidth == 0:
            guard Rasterizer.isDrawable(style) else { return nil }
            let stretch = abs(t.determinant).squareRoot()
            guard stretch > 0, stretch.isFinite else { return nil }
            rule = .nonZero
            var device = style
            device.lineWidth = 1
            device.dashPattern = style.dashPattern.map { $0 * stretch }
            device.dashPhase = style.dashPhase * stretch
            polygons = item.path.trimmed(from: start, to: end).applying(t).strokePolygons(device, tolerance: tolerance)
        case .stroke(let style, let start, let end):
            guard Rasterizer.isDrawable(style) else { return nil }
            let scale = t.maxScale
            guard scale > 0, scale.isFinite else { return nil }
            rule = .nonZero
            let outline = item.path.trimmed(from: start, to: end).strokePolygons(style, tolerance: tolerance / scale)
            polygons = outline.map { $0.map(t.apply) }
        }
        return Rasterizer.validated(polygons).map { ($0, rule) }
    }

    /// The clip's area as device polygons; nil when it is not finite or covers nothing.
    func devicePolygons(of clip: DisplayClip) -> [[Point]]? {
        if let projection = clip.projection { return devicePolygons(of: clip, projection: projection) }
        guard clip.path.isFinite, clip.transform.isFinite, clip.transform.determinant != 0 else { return nil }
        return Rasterizer.validated(clip.path.applying(clip.transform).flattened(tolerance: tolerance).map(\.points))
    }

    // MARK: - Validation and bounds

    /// The largest device coordinate of a curve or stroke drawn, in pixels (well beyond any canvas spinnergen makes).
    static let maximumCoordinate = 4_000_000.0

    /// True when the polygon turns one way only (collinear steps allowed).
    static func isConvex(_ polygon: [Point]) -> Bool {
        let n = polygon.count
        guard n >= 3 else { return false }
        var sign = 0.0
        for i in 0..<n {
            let a = polygon[i], b = polygon[(i + 1) % n], c = polygon[(i + 2) % n]
            let turn = (b - a).cross(c - b)
            let scale = (b - a).length * (c - b).length
            guard abs(turn) > 1e-12 * scale else { continue }
            if sign == 0 { sign = turn } else if (turn > 0) != (sign > 0) { return false }
        }
        return sign != 0
    }

    /// Polygons of at least three points, all finite; nil when none are left.
    static func validated(_ polygons: [[Point]]) -> [[Point]]? {
        let kept = polygons.filter { $0.count >= 3 }
        guard !kept.isEmpty, kept.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return nil }
        return kept
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
}
