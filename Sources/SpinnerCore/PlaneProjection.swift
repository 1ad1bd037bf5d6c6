/// A layer's plane (z = 0 in its own space) seen through a `Transform3D` from its superlayer's
/// plane, as Core Animation flattens a layer by default: each point (x, y, 0) goes to
/// (X/W, Y/W) with (X, Y, Z, W) = (x, y, 0, 1) · M. Only m11, m12, m14, m21, m22, m24, m41, m42
/// and m44 reach the superlayer's plane; z and the rest only matter for depth.
///
/// W is affine in (x, y), so the points in front of the eye form a half-plane of the layer's plane.
/// Geometry is clipped to W ≥ `minimumW` there, before the divide, so nothing at or behind the
/// eye (W ≤ 0) is drawn, mirrored or otherwise. Straight lines stay straight under the map, so a
/// polyline's image is the polyline of its vertices' images.
public struct PlaneProjection: Hashable, Sendable {
    public let transform: Transform3D
    /// The near plane: the least W a drawn point has.
    public let minimumW: Double

    /// The default near plane, W = 1/1024: for a perspective `m34 = -1/d` (and no other depth),
    /// points nearer the eye than d/1024 are clipped, and nothing drawn is magnified more than
    /// 1024 times.
    public static let defaultMinimumW = 1.0 / 1024

    /// A projection through `transform`, clipping at W ≥ `minimumW` (which must be positive).
    public init(_ transform: Transform3D, minimumW: Double = PlaneProjection.defaultMinimumW) {
        precondition(minimumW > 0 && minimumW.isFinite, "the near plane needs a positive W")
        self.transform = transform
        self.minimumW = minimumW
    }

    /// W at the layer-plane point `p`: positive in front of the eye.
    public func w(at p: Point) -> Double {
        p.x * transform.m14 + p.y * transform.m24 + transform.m44
    }

    /// The plane's map when it is affine (m14 = m24 = 0 and m44 > 0, so W is the same everywhere):
    /// then curves can be mapped by their control points instead of being flattened first.
    public var affineMap: AffineTransform? {
        let t = transform
        guard t.m14 == 0, t.m24 == 0, t.m44 > 0 else { return nil }
        let r = 1 / t.m44
        return AffineTransform(a: t.m11 * r, b: t.m12 * r, c: t.m21 * r, d: t.m22 * r, tx: t.m41 * r, ty: t.m42 * r)
    }

    /// The determinant of the plane's 3×3 homography (rows (m11, m12, m14), (m21, m22, m24),
    /// (m41, m42, m44)). The map's Jacobian determinant at a point is this over W³, so in front of
    /// the eye its sign is the sign of every projected area: positive when the layer keeps its
    /// winding (its front faces the viewer), negative when mirrored, zero when edge-on.
    public var orientation: Double {
        let t = transform
        return t.m11 * (t.m22 * t.m44 - t.m24 * t.m42)
            - t.m12 * (t.m21 * t.m44 - t.m24 * t.m41)
            + t.m14 * (t.m21 * t.m42 - t.m22 * t.m41)
    }

    /// True when the viewer sees the layer's back, which `isDoubleSided = false` hides: its image
    /// has the opposite winding to the layer itself (negative `orientation`). Without perspective
    /// this is the sign of the z of the plane's normal after the transform (m11·m22 − m12·m21).
    /// Apple does not document CA's test; this one hides a layer turned about x or y exactly past
    /// 90°. A mirror in the plane (a negative x or y scale) also counts as the back here. Browsers
    /// decide `backface-visibility` by the sign of the inverse matrix's m33 (WebKit's
    /// TransformationMatrix::isBackFaceVisible, Chromium's gfx::Transform::IsBackFaceVisible),
    /// which is this determinant over the whole matrix's: the same for rotations, the opposite
    /// for a mirror such as scale(−1, 1, 1), which they show from the front.
    public var isBackFacing: Bool { orientation < 0 }

    /// The images of `polylines` in the superlayer's plane, each clipped to W ≥ `minimumW` first
    /// (see `project(_:)` for one). A transform with a non-finite field draws nothing.
    public func project(_ polylines: [Polyline]) -> [Polyline] {
        polylines.flatMap { project($0) }
    }

    /// The image of one polyline (flattened in the layer's plane): a closed one is clipped to the
    /// near plane as a polygon (Sutherland–Hodgman against the one plane W = `minimumW`, which adds
    /// an edge along the cut), an open one is split where it crosses, into the pieces in front.
    /// Fills and stroke outlines (strokes are outlined in the layer's plane, so their widths
    /// foreshorten as in CA) are closed polygons; only an open polyline drawn as a hairline keeps
    /// no edge along the cut. Nothing in front gives no polyline.
    public func project(_ polyline: Polyline) -> [Polyline] {
        let points = polyline.points
        guard transform.isFinite, !points.isEmpty else { return [] }
        let ws = points.map(w(at:))
        if ws.allSatisfy({ $0 >= minimumW }) {
            return [Polyline(points: points.indices.map { divide(points[$0], ws[$0]) }, isClosed: polyline.isClosed)]
        }
        if polyline.isClosed {
            let clipped = clipPolygon(points, ws)
            return clipped.isEmpty ? [] : [Polyline(points: clipped.map { divide($0, w(at: $0)) }, isClosed: true)]
        }
        var pieces: [Polyline] = []
        var piece: [Point] = []
        for i in points.indices {
            let inside = ws[i] >= minimumW
            if inside { piece.append(divide(points[i], ws[i])) }
            guard i + 1 < points.count, inside != (ws[i + 1] >= minimumW) else { continue }
            let cut = self.cut(points[i], ws[i], points[i + 1], ws[i + 1])
            piece.append(divide(cut, w(at: cut)))
            if inside {
                pieces.append(Polyline(points: piece, isClosed: false))
                piece = []
            }
        }
        if !piece.isEmpty { pieces.append(Polyline(points: piece, isClosed: false)) }
        return pieces
    }

    /// The part of the polygon `points` (W values `ws`) where W ≥ `minimumW`, in the layer's plane.
    func clipPolygon(_ points: [Point], _ ws: [Double]) -> [Point] {
        var out: [Point] = []
        for i in points.indices {
            let j = i + 1 == points.count ? 0 : i + 1
            let inside = ws[i] >= minimumW
            if inside { out.append(points[i]) }
            if inside != (ws[j] >= minimumW) { out.append(cut(points[i], ws[i], points[j], ws[j])) }
        }
        return out
    }

    /// Where the segment a–b crosses W = `minimumW`; W is affine along it.
    private func cut(_ a: Point, _ wa: Double, _ b: Point, _ wb: Double) -> Point {
        a.lerp(to: b, (minimumW - wa) / (wb - wa))
    }

    /// The image of the layer-plane point `p` whose W is `w`. A cut point's W is `minimumW` up to
    /// rounding; the floor keeps it from dividing by anything smaller.
    private func divide(_ p: Point, _ w: Double) -> Point {
        let t = transform, r = 1 / max(w, minimumW)
        return Point(x: (p.x * t.m11 + p.y * t.m21 + t.m41) * r, y: (p.x * t.m12 + p.y * t.m22 + t.m42) * r)
    }
}

extension PlaneProjection {
    /// The flattening tolerance in the layer's plane that keeps curves within `tolerance` of their
    /// exact images after projection, for content inside `bounds` (its control points included)
    /// and in front of the near plane.
    ///
    /// A chord within ε of its curve in the layer's plane maps to a chord within L·ε of the
    /// curve's image, where L bounds the map's stretch ‖J‖ over the region, so ε = tolerance / L.
    /// With u = (X/W, Y/W), A = [[m11, m21], [m12, m22]] and b = (m14, m24), the Jacobian is
    /// J = (A − u bᵀ) / W, and for any point c of the superlayer's plane
    /// ‖J‖ ≤ (‖A − c bᵀ‖ + ‖u − c‖·‖b‖) / W. Over `bounds` clipped to W ≥ `minimumW` (a convex
    /// polygon, whose image is convex too) W is least and ‖u − c‖ greatest at a vertex, so with c
    /// the centre of the image's box, L = (‖A − c bᵀ‖ + max‖u − c‖·‖b‖) / min W. It is exact for
    /// an affine map (b = 0, W constant) and grows as content nears the eye. When nothing is in
    /// front, or the map collapses everything to a point, `tolerance` itself is returned.
    public func layerTolerance(forProjected tolerance: Double, over bounds: Rect) -> Double {
        guard tolerance > 0, tolerance.isFinite, transform.isFinite else { return tolerance }
        let corners = [Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                       Point(x: bounds.maxX, y: bounds.maxY), Point(x: bounds.minX, y: bounds.maxY)]
        let region = clipPolygon(corners, corners.map(w(at:)))
        guard !region.isEmpty else { return tolerance }
        let ws = region.map { max(w(at: $0), minimumW) }
        let images = region.indices.map { divide(region[$0], ws[$0]) }
        let xs = images.map(\.x), ys = images.map(\.y)
        let c = Point(x: (xs.min()! + xs.max()!) / 2, y: (ys.min()! + ys.max()!) / 2)
        let reach = images.map { $0.distance(to: c) }.max()!
        let t = transform
        let shifted = AffineTransform(a: t.m11 - c.x * t.m14, b: t.m12 - c.y * t.m14,
                                      c: t.m21 - c.x * t.m24, d: t.m22 - c.y * t.m24, tx: 0, ty: 0)
        let stretch = (shifted.maxScale + reach * Point(x: t.m14, y: t.m24).length) / ws.min()!
        guard stretch > 0, stretch.isFinite else { return tolerance }
        return tolerance / stretch
    }
}
