import SpinnerCore

/// Drawings and clips whose plane is seen through a `Transform3D` (`DisplayItem.projection`,
/// `DisplayClip.projection`): outlines are made and flattened in the layer's own plane, finely
/// enough that their images keep the rasteriser's `tolerance` in device pixels, then clipped to
/// the near plane and divided (`PlaneProjection`), and filled in device space like any other.
/// A projection that is affine (no perspective, W the same everywhere) takes the affine path
/// with the same map, so it draws the very bytes of an item with that `transform`.
extension Rasterizer {
    /// `prepare(item, clippedTo:)` for an item with a projection; nil when it draws nothing
    /// (also when its plane is seen edge-on, or nothing of it is in front of the eye).
    func prepare(_ item: DisplayItem, projection: Transform3D, clippedTo convex: [Point]?) -> PreparedItem? {
        let plane = PlaneProjection(projection)
        if let affine = plane.affineMap {
            var flat = item
            flat.transform = affine
            flat.projection = nil
            return prepare(flat, clippedTo: convex)
        }
        let orientation = plane.orientation
        guard item.opacity.isFinite, item.opacity > 0, projection.isFinite,
              orientation != 0, orientation.isFinite else { return nil }
        let opacity = min(item.opacity, 1)
        let source: PaintSource
        var imageRect: [Point]?
        switch item.paint {
        case .solid(let c):
            guard let solid = PaintSource(solid: c, opacity: opacity) else { return nil }
            source = solid
        case .gradient(let g):
            // Built for the layer's own coordinates; the projective wrapper brings pixels there.
            guard let base = GradientShader(g, itemTransform: .identity, opacity: opacity),
                  let shader = ProjectiveShader(base, projection: projection) else { return nil }
            source = .projectedGradient(shader)
        case .image(let i):
            guard let base = ImageShader(i, itemTransform: .identity, opacity: opacity),
                  let shader = ProjectiveShader(base, projection: projection) else { return nil }
            source = .projectedImage(shader)
            // With an identity item transform the shader's quad is the image rectangle in the
            // layer's plane; its image (in front of the eye) is convex, as the affine quad is.
            imageRect = base.deviceQuad
        }
        guard let (outline, rule) = projectedPolygons(of: item, through: plane) else { return nil }
        var imageQuad: [Point]?
        if let rect = imageRect {
            guard let quad = plane.project(Polyline(points: rect, isClosed: true)).first?.points else { return nil }
            imageQuad = quad
        }
        return Rasterizer.prepared(outline, rule: rule, source: source, imageQuad: imageQuad, clippedTo: convex)
    }

    /// The projected item as closed device polygons with the fill rule that resolves them (see
    /// `devicePolygons(of:)` for the affine case). Fills are flattened in the layer's plane and
    /// projected. Strokes are trimmed, dashed and outlined in the layer's plane, so their widths
    /// and dashes foreshorten as Core Animation draws a turned layer, and the outline projected.
    /// A hairline (width 0) is trimmed and dashed in the layer's plane, flattened and projected,
    /// and outlined one device pixel wide in device space, as a hairline stays one pixel wide.
    func projectedPolygons(of item: DisplayItem, through plane: PlaneProjection) -> ([[Point]], FillRule)? {
        guard item.path.isFinite else { return nil }
        let path = item.path
        let polygons: [[Point]]
        let rule: FillRule
        switch item.style {
        case .fill(let r):
            rule = r
            let curved = path.elements.contains(where: \.isCurve)
            guard let eps = layerTolerance(plane, over: path.controlPointBounds, bounded: curved) else { return nil }
            // A fill closes every subpath, so each is clipped to the near plane as a polygon.
            let layer = path.flattened(tolerance: eps).map { Polyline(points: $0.points, isClosed: true) }
            polygons = plane.project(layer).map(\.points)
        case .stroke(let style, let start, let end) where style.lineWidth == 0:
            guard Rasterizer.isDrawable(style) else { return nil }
            rule = .nonZero
            let trimmed = path.trimmed(from: start, to: end)
            let dashed = style.dashPattern.isEmpty ? trimmed : trimmed.dashed(pattern: style.dashPattern, phase: style.dashPhase)
            guard let eps = layerTolerance(plane, over: dashed.controlPointBounds, bounded: true) else { return nil }
            var device = Path()
            for line in plane.project(dashed.flattened(tolerance: eps)) {
                device.move(to: line.points[0])
                for p in line.points.dropFirst() { device.addLine(to: p) }
                if line.isClosed { device.closeSubpath() }
            }
            var pixel = style
            pixel.lineWidth = 1
            pixel.dashPattern = []
            pixel.dashPhase = 0
            polygons = device.strokePolygons(pixel, tolerance: tolerance)
        case .stroke(let style, let start, let end):
            guard Rasterizer.isDrawable(style) else { return nil }
            rule = .nonZero
            // Only the outline's curved parts (offset curves, round caps and joins) are
            // flattened, and they lie within half the width of the path; miter tips and square
            // caps are straight, so their images are exact wherever they reach.
            let half = style.lineWidth / 2
            let b = path.controlPointBounds
            let region = Rect(x: b.minX - half, y: b.minY - half, width: b.width + 2 * half, height: b.height + 2 * half)
            guard let eps = layerTolerance(plane, over: region, bounded: true) else { return nil }
            let outline = path.trimmed(from: start, to: end).strokePolygons(style, tolerance: eps)
            polygons = plane.project(outline.map { Polyline(points: $0, isClosed: true) }).map(\.points)
        }
        return Rasterizer.validated(polygons).map { ($0, rule) }
    }

    /// The clip's area through its projection as device polygons (nil when it is not finite,
    /// is seen edge-on or covers nothing); an affine projection is `devicePolygons(of:)` of the
    /// clip with that transform.
    func devicePolygons(of clip: DisplayClip, projection: Transform3D) -> [[Point]]? {
        let plane = PlaneProjection(projection)
        if let affine = plane.affineMap {
            var flat = clip
            flat.transform = affine
            flat.projection = nil
            return devicePolygons(of: flat)
        }
        let orientation = plane.orientation
        guard clip.path.isFinite, projection.isFinite, orientation != 0, orientation.isFinite else { return nil }
        let curved = clip.path.elements.contains(where: \.isCurve)
        guard let eps = layerTolerance(plane, over: clip.path.controlPointBounds, bounded: curved) else { return nil }
        let layer = clip.path.flattened(tolerance: eps).map { Polyline(points: $0.points, isClosed: true) }
        return Rasterizer.validated(plane.project(layer).map(\.points))
    }

    /// The flattening tolerance in the layer's plane whose chords, projected, stay within
    /// `tolerance` device pixels of the curves over `region` (see
    /// `PlaneProjection.layerTolerance`); nil when there is none.
    ///
    /// `bounded`: the content has curves or is stroked. The affine path refuses such content
    /// past `maximumCoordinate` device pixels, which bounds the flattening work; here the same
    /// figure (the content's layer extent times the map's stretch, over `tolerance`) bounds it,
    /// but by coarsening the tolerance instead of refusing: the stretch is a worst case over the
    /// region, which is huge only for content nearing the eye, whose nearest part lands far off
    /// any canvas, and a layer passing beside the eye must still draw the part in view.
    func layerTolerance(_ plane: PlaneProjection, over region: Rect, bounded: Bool) -> Double? {
        var eps = plane.layerTolerance(forProjected: tolerance, over: region)
        guard eps > 0, eps.isFinite else { return nil }
        if bounded {
            let reach = max(abs(region.minX), abs(region.maxX), abs(region.minY), abs(region.maxY))
            eps = max(eps, tolerance * reach / Rasterizer.maximumCoordinate)
        }
        return eps
    }
}
