import SpinnerCore

/// Clips polygons to a convex polygon (Sutherland–Hodgman, one half-plane per clip edge).
///
/// Each cut replaces a polygon's excursions outside the half-plane by chords along its border.
/// An excursion and its chord form a loop lying outside, which winds around no point inside,
/// so every point inside keeps its winding number and either fill rule still resolves the
/// clipped polygons exactly (chords that overlap cancel as area).
enum ConvexClipper {
    static func clip(_ polygons: [[Point]], to convex: [Point]) -> [[Point]] {
        guard convex.count >= 3 else { return [] }
        var area = 0.0
        for i in convex.indices { area += convex[i].cross(convex[(i + 1) % convex.count]) }
        guard area != 0, area.isFinite else { return [] }
        let orientation: Double = area > 0 ? 1 : -1
        var out: [[Point]] = []
        for polygon in polygons {
            var poly = polygon
            for i in convex.indices where poly.count >= 3 {
                let a = convex[i], edge = convex[(i + 1) % convex.count] - a
                poly = cut(poly) { orientation * edge.cross($0 - a) }
            }
            if poly.count >= 3 { out.append(poly) }
        }
        return out
    }

    /// Keeps the part where `side` is non-negative.
    private static func cut(_ poly: [Point], side: (Point) -> Double) -> [Point] {
        var out: [Point] = []
        out.reserveCapacity(poly.count + 4)
        var prev = poly[poly.count - 1]
        var prevSide = side(prev)
        for p in poly {
            let s = side(p)
            if (s >= 0) != (prevSide >= 0) {
                let t = prevSide / (prevSide - s)
                out.append(prev.lerp(to: p, t))
            }
            if s >= 0 { out.append(p) }
            prev = p; prevSide = s
        }
        return out
    }
}
