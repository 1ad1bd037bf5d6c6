/// A layer's clips written as masks every player combines alike. lottie-web's canvas renderer
/// ignores a mask's mode: `CVMaskElement.renderFrame` adds every mask's path to one path and
/// clips by it, so an add(bounds) then intersect(circle) clips to the bounds, a union (the
/// ring's logo showed square). Where, at every frame, one of the pair contains the other (a
/// bounds clip around a round mask, or the reverse), their intersection is the inner one, and
/// it is written alone as an add, which every player draws the same.
enum LottieMaskIntersection {
    /// `masks` with each leading add-then-intersect pair replaced by the inner mask where one
    /// contains the other at every frame; otherwise unchanged.
    static func simplified(_ masks: [LottieLayerBuilder.MaskTrack]) -> [LottieLayerBuilder.MaskTrack] {
        var m = masks
        while m.count >= 2, m[0].mode == .add, m[1].mode == .intersect {
            if zip(m[0].contours, m[1].contours).allSatisfy({ contains($0, $1) }) {
                m.remove(at: 0)
                m[0] = LottieLayerBuilder.MaskTrack(name: m[0].name, mode: .add, contours: m[0].contours)
            } else if zip(m[1].contours, m[0].contours).allSatisfy({ contains($0, $1) }) {
                m.remove(at: 1)
            } else {
                break
            }
        }
        return m
    }

    /// Whether every point `inner` covers lies in `outer`: `outer` a closed convex polygon (no
    /// handles), and every vertex and control point of `inner` inside it (a cubic lies in the
    /// hull of its control points).
    static func contains(_ outer: LottieBezier, _ inner: LottieBezier) -> Bool {
        let n = outer.vertices.count
        guard outer.closed, n >= 3, outer.inTangents.allSatisfy({ $0 == [0, 0] }), outer.outTangents.allSatisfy({ $0 == [0, 0] }) else { return false }
        func cross(_ k: Int, _ p: [Double]) -> Double {
            let a = outer.vertices[k], b = outer.vertices[(k + 1) % n]
            return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
        }
        // The polygon's winding, from its area; a polygon of no area contains nothing.
        var area = 0.0
        for k in 0..<n { area += outer.vertices[k][0] * outer.vertices[(k + 1) % n][1] - outer.vertices[(k + 1) % n][0] * outer.vertices[k][1] }
        guard abs(area) > 1e-9 else { return false }
        let sign = area > 0 ? 1.0 : -1.0
        // Convex: every vertex on the inner side of every edge (or on it).
        let tolerance = 1e-6
        for k in 0..<n where !(0..<n).allSatisfy({ sign * cross(k, outer.vertices[$0]) >= -tolerance }) { return false }
        var points: [[Double]] = []
        for (k, v) in inner.vertices.enumerated() {
            points.append(v)
            points.append([v[0] + inner.inTangents[k][0], v[1] + inner.inTangents[k][1]])
            points.append([v[0] + inner.outTangents[k][0], v[1] + inner.outTangents[k][1]])
        }
        return points.allSatisfy { p in (0..<n).allSatisfy { sign * cross($0, p) >= -tolerance } }
    }
}
