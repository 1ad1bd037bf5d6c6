import SpinnerCore

/// A layer seen in 3D made flat, for readers of plane placements (the Lottie export): the
/// renderer's own display commands for it (depth order, hidden back faces and the near-plane
/// clip included) turned into filled shapes in its superlayer's plane at one moment.
///
/// Lottie players draw no perspective, so what perspective does to a layer has to be in the
/// shapes themselves. A fill is flattened in the layer's plane within the tolerance that keeps
/// its projected edges within `tolerance` (`PlaneProjection.layerTolerance`) and projected with
/// the perspective divide, unless it lies wholly in front of the near plane and needs no clip:
/// then its curves stay curves (`PlaneProjection.projectedCurves`), far fewer points. A stroke
/// is outlined in the layer's plane first, so that its width foreshortens as Core Animation
/// draws it. A fill placed affinely at this moment keeps its curves exactly. Clips
/// (`masksToBounds`) are convex polygons once projected and cut the polygons
/// (Sutherland–Hodgman per contour, which keeps every point's winding number inside the clip).
struct ProjectedDrawing {
    /// The drawings, back to front, in the superlayer's coordinates.
    private(set) var contents: [LayerContent] = []
    /// What the flat drawings leave out or approximate, one sentence each.
    private(set) var notes: [String] = []
    /// How far a projected edge may stray, in the superlayer's units.
    let tolerance: Double

    init(_ commands: [DisplayCommand], tolerance: Double) {
        self.tolerance = tolerance
        add(commands, opacity: 1, clips: [])
    }

    private mutating func add(_ commands: [DisplayCommand], opacity: Double, clips: [[Point]]) {
        for command in commands {
            switch command {
            case .draw(let item):
                add(item, opacity: opacity, clips: clips)
            case .group(let group):
                if group.mask != nil { note("a mask of a layer in 3D is left out") }
                if group.opacity < 1, DisplayList(width: 0, height: 0, commands: group.commands).drawings.count > 1 {
                    // The renderer composites the group once; flat drawings each take its opacity.
                    note("a translucent layer in 3D with several drawings gives each its opacity, so their overlaps show through")
                }
                var inner = clips
                if let clip = group.clip {
                    if let polygon = convexPolygon(clip) { inner.append(polygon) } else { note("a clip of a layer in 3D that is not convex is left out") }
                }
                add(group.commands, opacity: opacity * group.opacity, clips: inner)
            }
        }
    }

    private mutating func add(_ item: DisplayItem, opacity: Double, clips: [[Point]]) {
        let alpha = Color(red: 1, green: 1, blue: 1, alpha: min(max(opacity * item.opacity, 0), 1))
        let paint: Paint
        switch item.paint {
        case .solid:
            paint = item.paint.multiplied(by: alpha)
        case .gradient(var gradient):
            // A gradient's geometry follows its two points; between them the ramp stays linear
            // where the projection would bend it.
            guard let start = map(gradient.startPoint, item), let end = map(gradient.endPoint, item) else { return }
            gradient.startPoint = start
            gradient.endPoint = end
            if item.projection != nil { note("a gradient of a layer in 3D follows its projected end points, evenly between them") }
            paint = Paint.gradient(gradient).multiplied(by: alpha)
        case .image:
            note("an image of a layer in 3D is left out")
            return
        }
        switch item.style {
        case .fill(let rule):
            if clips.isEmpty {
                if item.projection == nil {
                    contents.append(LayerContent(path: item.path.applying(item.transform), style: item.style, paint: paint))
                    return
                }
                if let path = item.projection.flatMap({ PlaneProjection($0).projectedCurves(item.path, tolerance: tolerance) }) {
                    contents.append(LayerContent(path: path, style: item.style, paint: paint))
                    return
                }
            }
            let tol = layerTolerance(item)
            let polygons = item.path.flattened(tolerance: tol).map { Polyline(points: $0.points, isClosed: true) }
            append(polygons, item: item, rule: rule, paint: paint, clips: clips)
        case .stroke(let style, let start, let end):
            guard style.lineWidth > 0 else {
                note("a hairline of a layer in 3D is left out")
                return
            }
            let outline = item.path.trimmed(from: start, to: end).strokePolygons(style, tolerance: layerTolerance(item))
            append(outline.map { Polyline(points: $0, isClosed: true) }, item: item, rule: .nonZero, paint: paint, clips: clips)
        }
    }

    /// Closed polygons of the layer's plane, projected (or placed), clipped, as one filled path.
    private mutating func append(_ polygons: [Polyline], item: DisplayItem, rule: FillRule, paint: Paint, clips: [[Point]]) {
        let placed: [Polyline]
        if let projection = item.projection {
            placed = PlaneProjection(projection).project(polygons)
        } else {
            placed = polygons.map { Polyline(points: $0.points.map(item.transform.apply), isClosed: true) }
        }
        var path = Path()
        for polygon in placed {
            let points = clips.reduce(polygon.points) { Self.clip($0, to: $1) }
            guard points.count > 2 else { continue }
            path.move(to: points[0])
            for p in points.dropFirst() { path.addLine(to: p) }
            path.closeSubpath()
        }
        guard !path.elements.isEmpty else { return }
        contents.append(LayerContent(path: path, style: .fill(rule), paint: paint))
    }

    /// The flattening tolerance in an item's plane that keeps its image within `tolerance`.
    private func layerTolerance(_ item: DisplayItem) -> Double {
        if let projection = item.projection {
            return PlaneProjection(projection).layerTolerance(forProjected: tolerance, over: item.path.controlPointBounds)
        }
        let scale = item.transform.maxScale
        return scale > 0 && scale.isFinite ? tolerance / scale : tolerance
    }

    private func map(_ p: Point, _ item: DisplayItem) -> Point? {
        if let projection = item.projection { return projection.apply(p) }
        return item.transform.apply(p)
    }

    /// A clip as a polygon of the superlayer's plane, if convex (a layer's rounded bounds are,
    /// and a projective map in front of the eye keeps them so).
    private func convexPolygon(_ clip: DisplayClip) -> [Point]? {
        let item = DisplayItem(path: clip.path, transform: clip.transform, style: .fill(clip.fillRule), paint: .solid(.clear),
                               projection: clip.projection)
        let polygons = clip.path.flattened(tolerance: layerTolerance(item)).map { Polyline(points: $0.points, isClosed: true) }
        let placed = clip.projection.map { PlaneProjection($0).project(polygons) }
            ?? polygons.map { Polyline(points: $0.points.map(clip.transform.apply), isClosed: true) }
        guard placed.count == 1, let points = placed.first?.points, points.count > 2 else { return placed.isEmpty ? [] : nil }
        var sign = 0.0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count], c = points[(i + 2) % points.count]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            guard abs(cross) > 1e-12 else { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return nil }
        }
        return sign < 0 ? points.reversed() : points
    }

    /// The part of `subject` inside the convex polygon `clip` (counter-clockwise in y-down
    /// coordinates, positive cross products), edge by edge.
    static func clip(_ subject: [Point], to clip: [Point]) -> [Point] {
        guard !clip.isEmpty else { return [] }
        var out = subject
        for i in clip.indices where !out.isEmpty {
            let a = clip[i], b = clip[(i + 1) % clip.count]
            func side(_ p: Point) -> Double { (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) }
            let input = out
            out = []
            for j in input.indices {
                let p = input[j], q = input[(j + 1) % input.count]
                let sp = side(p), sq = side(q)
                if sp >= 0 { out.append(p) }
                if (sp >= 0) != (sq >= 0) { out.append(p.lerp(to: q, sp / (sp - sq))) }
            }
        }
        return out
    }

    private mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }
}
