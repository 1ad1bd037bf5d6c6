import SpinnerCore

/// A region wholly inside one axis-aligned rectangle (a background rectangle, a composition's
/// bounds as a clip) is covered fully, whatever the fill rule: every pixel's coverage is 1. So
/// the mask is written directly, one cell of 1 at the start of each row, instead of sweeping
/// the rectangle's edges row by row; `forEachRun` then gives the same coverage, 255 for every
/// pixel, as the sweep's running sum does.
extension CoverageMask {
    /// Whether `polygons`, less `origin`, are a single axis-aligned rectangle gone round once
    /// (`box`) that contains the whole `width × height` region.
    static func rectangle(_ polygons: [[Point]], origin: Point, contains width: Int, _ height: Int) -> Bool {
        // Containment first: it is cheaper than the winding check, and most rectangles fail it.
        guard let b = axisAlignedBounds(polygons, origin: origin),
              b.minX <= 0, b.maxX >= Double(width), b.minY <= 0, b.maxY >= Double(height) else { return false }
        return goesRoundOnce(polygons[0], origin: origin, b)
    }

    /// The rectangle `polygons`, less `origin`, are when they are a single axis-aligned
    /// rectangle gone round once; nil otherwise.
    static func box(_ polygons: [[Point]], origin: Point) -> Box? {
        guard let b = axisAlignedBounds(polygons, origin: origin), goesRoundOnce(polygons[0], origin: origin, b) else { return nil }
        return b
    }

    typealias Box = (minX: Double, maxX: Double, minY: Double, maxY: Double)

    /// The bounding box of a single polygon, less `origin`, whose every edge runs along an axis;
    /// nil for anything else (a curve's polygon fails at its first slanted edge).
    private static func axisAlignedBounds(_ polygons: [[Point]], origin: Point) -> Box? {
        guard polygons.count == 1, polygons[0].count >= 4 else { return nil }
        let points = polygons[0]
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        var previous = points[points.count - 1] - origin
        for p in points {
            let q = p - origin
            guard q.x == previous.x || q.y == previous.y else { return nil }
            minX = min(minX, q.x); maxX = max(maxX, q.x); minY = min(minY, q.y); maxY = max(maxY, q.y)
            previous = q
        }
        return (minX, maxX, minY, maxY)
    }

    /// Whether the axis-aligned polygon is its bounding box `b` gone round once. It may come as
    /// many points (a Lottie rectangle's straight sides are cubics, flattened to collinear
    /// points): every edge must lie along a side of `b`, so the outline is that box's boundary
    /// and every point inside has one winding number, the signed area over the box's area,
    /// which must be ±1 (not a box gone round twice, which even-odd leaves empty).
    private static func goesRoundOnce(_ points: [Point], origin: Point, _ b: Box) -> Bool {
        var previous = points[points.count - 1] - origin
        var twiceArea = 0.0
        for p in points {
            let q = p - origin
            let alongSide = (q.y == previous.y && (q.y == b.minY || q.y == b.maxY))
                || (q.x == previous.x && (q.x == b.minX || q.x == b.maxX))
            guard alongSide else { return false }
            twiceArea += previous.x * q.y - q.x * previous.y
            previous = q
        }
        let box = (b.maxX - b.minX) * (b.maxY - b.minY)
        return box.isFinite && abs(abs(twiceArea / 2) - box) < box / 2
    }

    /// Every pixel covered: per row, cell 0 holds 1 (its block zeroed and marked touched), so
    /// the running sum is 1 from the row's first pixel to its last.
    mutating func fillWhole() {
        guard width > 0 else { return }
        for row in 0..<height {
            let base = row * stride
            for i in 0..<CoverageMask.blockCells { cells[base + i] = 0 }
            cells[base] = 1
            touched[row * blockWords] |= 1
            rowFirst[row] = 0
            rowLast[row] = 1
        }
    }
}
