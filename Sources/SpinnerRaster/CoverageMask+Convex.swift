import SpinnerCore

/// Shapes whose fill rule needs no resolving.
///
/// The sweep in `CoverageMask` resolves the fill rule because signed-area accumulation sums the
/// winding number over each pixel, which is the covered area only where the winding is 0 or one
/// fixed ±1. A convex contour gives exactly that: every horizontal line crosses it at most twice,
/// entering on one side and leaving on the other, so inside it the winding is +1 or −1 throughout
/// (by its direction), under either rule. Convex contours whose bounding boxes do not overlap
/// never stack. For such a set, accumulating every edge once per row, with each contour's
/// winding turned positive, is the exact covered area with no sub-strips and no ordering: a
/// piece is added whole instead of in the parts the sweep cuts at every other edge's vertices.
/// Dots, discs, rounded bars and flattened ellipses, most of what a spinner fills, are such sets.
extension CoverageMask {
    /// At most this many contours are checked pairwise for overlap; more go to the sweep.
    static let convexContourLimit = 16

    /// A convex contour as the accumulation takes it.
    struct ConvexContour: Equatable {
        /// What its downward edges carry so that its inside counts +1.
        var winding: Int32
        /// Whether it lies wholly inside the region, so its edges need no clipping.
        var isInside: Bool
    }

    /// Per polygon, its `ConvexContour`, when every polygon with an edge is convex and no two
    /// bounding boxes overlap; nil when the fill rule must be resolved. `origin` is subtracted
    /// as `fill` does, so the tests see the coordinates the edges are made from.
    func convexContours(_ polygons: [[Point]], origin: Point) -> [ConvexContour]? {
        guard polygons.count <= Self.convexContourLimit else { return nil }
        var contours: [ConvexContour] = []
        contours.reserveCapacity(polygons.count)
        var boxes: [(minX: Double, minY: Double, maxX: Double, maxY: Double)] = []
        for poly in polygons {
            guard poly.count >= 2 else { contours.append(ConvexContour(winding: 1, isInside: true)); continue }
            guard let turn = Self.convexTurn(poly, origin: origin) else { return nil }
            var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
            for p in poly {
                let q = p - origin
                box = (min(box.minX, q.x), min(box.minY, q.y), max(box.maxX, q.x), max(box.maxY, q.y))
            }
            for other in boxes where box.minX < other.maxX && other.minX < box.maxX
                && box.minY < other.maxY && other.minY < box.maxY { return nil }
            boxes.append(box)
            // A contour turning negatively (counter-clockwise on screen, y down) goes down its
            // left side, where a rightward ray enters it: its downward edges carry +1.
            contours.append(ConvexContour(winding: turn < 0 ? 1 : -1,
                                          isInside: box.minX >= 0 && box.minY >= 0
                                              && box.maxX <= Double(width) && box.maxY <= Double(height)))
        }
        return contours
    }

    /// Accumulates convex contours (see `convexContours`) edge by edge in order: a contour
    /// inside the region straight from its points, any other through the clipping `fill` uses.
    mutating func accumulate(_ polygons: [[Point]], _ contours: [ConvexContour], origin: Point) {
        // The clipped contours' edges, made first: the accumulation holds the cells.
        var clipped: [Edge] = []
        var clippedEnds: [Int] = []
        for (poly, contour) in zip(polygons, contours) where poly.count >= 2 && !contour.isInside {
            appendEdges(of: poly, origin: origin, winding: contour.winding, to: &clipped)
            clippedEnds.append(clipped.count)
        }
        withAccumulation { target in
            var nextClipped = 0, clippedStart = 0
            for (poly, contour) in zip(polygons, contours) where poly.count >= 2 {
                guard contour.isInside else {
                    for e in clipped[clippedStart..<clippedEnds[nextClipped]] { target.addEdge(e) }
                    clippedStart = clippedEnds[nextClipped]; nextClipped += 1
                    continue
                }
                let w = contour.winding
                var previous = poly[poly.count - 1] - origin
                for p in poly {
                    let q = p - origin
                    if previous.y < q.y {
                        target.addEdge(Edge(x0: previous.x, y0: previous.y, x1: q.x, y1: q.y, winding: w))
                    } else if previous.y > q.y {
                        target.addEdge(Edge(x0: q.x, y0: q.y, x1: previous.x, y1: previous.y, winding: -w))
                    }
                    previous = q
                }
            }
        }
    }

    /// The sign of a convex contour's turns (−1 or +1; −1 also for a contour with no area), or
    /// nil when it is not convex.
    ///
    /// Convex here means: every turn has one sign, and the edges' vertical direction changes at
    /// most twice around the contour (once at the top, once at the bottom). A turn is ignored
    /// when its cross product is within rounding of zero (collinear points, as a flattened
    /// straight side gives), but a turn straight back (a spike) is not convex. Turns of one sign
    /// with two vertical reversals mean a total turn of one full circle: a simple convex outline,
    /// not a star going round twice.
    static func convexTurn(_ poly: [Point], origin: Point) -> Int? {
        let n = poly.count
        var sign = 0
        var verticalChanges = 0
        var firstDy = 0, lastDy = 0
        var previous: Point? = nil
        var start = poly[n - 1] - origin
        // Twice round: the first pass's last edge turns into the first edge, and the loop
        // stops after that turn (`i == n`).
        for i in 0...n {
            let end = poly[i % n] - origin
            let e = Point(x: end.x - start.x, y: end.y - start.y)
            start = end
            guard e.x != 0 || e.y != 0 else { continue }
            if let d = previous {
                let cross = d.x * e.y - d.y * e.x
                let scale = (abs(d.x) + abs(d.y)) * (abs(e.x) + abs(e.y))
                if abs(cross) <= 1e-12 * scale {
                    // Collinear: going on is fine, going back is a spike.
                    if d.x * e.x + d.y * e.y < 0 { return nil }
                } else {
                    let s = cross < 0 ? -1 : 1
                    if sign == 0 { sign = s } else if s != sign { return nil }
                }
            }
            previous = e
            if i < n, e.y != 0 {
                let dy = e.y < 0 ? -1 : 1
                if firstDy == 0 { firstDy = dy } else if dy != lastDy { verticalChanges += 1 }
                lastDy = dy
            }
        }
        if firstDy != 0, lastDy != firstDy { verticalChanges += 1 }
        guard verticalChanges <= 2 else { return nil }
        return sign == 0 ? -1 : sign
    }
}

extension CoverageMask.Accumulation {
    /// Adds an edge's signed area row by row, each row's piece whole (`addRowSpan` with the
    /// piece's own height times the edge's winding). The x at each row boundary is the same
    /// interpolation the sweep uses, computed once and shared by the rows on both sides.
    @inline(__always)
    func addEdge(_ e: CoverageMask.Edge) {
        let winding = Double(e.winding)
        var row = Int(e.y0)
        var top = e.y0, xTop = e.x0
        while top < e.y1 {
            let boundary = Double(row &+ 1)
            let bottom: Double, xBottom: Double
            if boundary < e.y1 { bottom = boundary; xBottom = e.x(at: boundary) } else { bottom = e.y1; xBottom = e.x1 }
            addRowSpan(row: row, xTop, xBottom, (bottom - top) * winding)
            top = bottom; xTop = xBottom
            row &+= 1
        }
    }
}
