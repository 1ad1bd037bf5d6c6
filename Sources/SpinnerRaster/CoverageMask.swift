import SpinnerCore

/// Exact area coverage of polygons over a rectangle of pixels, by signed-area accumulation
/// (the font-rs / ab_glyph_rasterizer idea): every edge adds, to the cells it crosses, the signed
/// area it encloses to its right within each pixel row, and to the next cell the rest of its
/// height; a running sum along a row then gives each pixel's winding-weighted covered area.
///
/// Only the region's own pixels are allocated, so work scales with the shape, not the canvas.
struct CoverageMask {
    /// The region's size in pixels; edges use region-local coordinates.
    let width: Int
    let height: Int
    /// Cells per row: two spare cells take the carries of edges at or beyond the right border.
    let stride: Int
    var cells: [Float]
    /// Per row, the first and one past the last cell any edge touched; pixels left of the first
    /// have no coverage and pixels right of the last all share the row's final sum.
    var rowFirst: [Int32]
    var rowLast: [Int32]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        self.stride = width + 2
        self.cells = [Float](repeating: 0, count: stride * height)
        self.rowFirst = [Int32](repeating: Int32.max, count: height)
        self.rowLast = [Int32](repeating: -1, count: height)
    }

    /// Adds every edge of a closed polygon, offset by `origin` (the region's top-left corner).
    mutating func addPolygon(_ points: [Point], origin: Point) {
        guard points.count >= 2 else { return }
        var previous = points[points.count - 1] - origin
        for p in points {
            let q = p - origin
            addLine(previous, q)
            previous = q
        }
    }

    /// Adds one directed edge. The parts above and below the region are dropped (rows are
    /// independent); the parts left or right of it are pressed onto its left or right border,
    /// which keeps the area to their right exact.
    mutating func addLine(_ p0: Point, _ p1: Point) {
        let h = Double(height), w = Double(width)
        guard p0.y != p1.y else { return }
        if (p0.y <= 0 && p1.y <= 0) || (p0.y >= h && p1.y >= h) { return }
        // Vertical clip, interpolating on the original edge so both ends stay on one line.
        func atY(_ y: Double) -> Point {
            Point(x: p0.x + (p1.x - p0.x) * ((y - p0.y) / (p1.y - p0.y)), y: y)
        }
        let a = p0.y < 0 ? atY(0) : p0.y > h ? atY(h) : p0
        let b = p1.y < 0 ? atY(0) : p1.y > h ? atY(h) : p1
        // Split where the edge crosses the left and right borders, then clamp x.
        var cuts: [(t: Double, x: Double)] = []
        for border in [0.0, w] where (a.x - border) * (b.x - border) < 0 {
            cuts.append(((border - a.x) / (b.x - a.x), border))
        }
        if cuts.isEmpty {
            addInside(clamp(a), clamp(b))
            return
        }
        if cuts.count == 2 && cuts[0].t > cuts[1].t { cuts.swapAt(0, 1) }
        var from = a
        for cut in cuts {
            // The crossing lies exactly on the border; rounding must not move it off.
            let to = Point(x: cut.x, y: a.y + (b.y - a.y) * cut.t)
            addInside(clamp(from), clamp(to))
            from = to
        }
        addInside(clamp(from), clamp(b))
    }

    private func clamp(_ p: Point) -> Point {
        Point(x: min(max(p.x, 0), Double(width)), y: min(max(p.y, 0), Double(height)))
    }

    /// Accumulates an edge lying inside the region (borders included).
    private mutating func addInside(_ p0: Point, _ p1: Point) {
        guard p0.y != p1.y else { return }
        let sign: Double = p1.y > p0.y ? 1 : -1
        let (top, bottom) = p0.y < p1.y ? (p0, p1) : (p1, p0)
        let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        let firstRow = Int(top.y)
        let endRow = min(height, Int(bottom.y.rounded(.up)))
        guard firstRow < endRow else { return }
        for row in firstRow..<endRow {
            let y0 = max(top.y, Double(row)), y1 = min(bottom.y, Double(row + 1))
            let dy = y1 - y0
            guard dy > 0 else { continue }
            let xa = top.x + (y0 - top.y) * dxdy, xb = top.x + (y1 - top.y) * dxdy
            addRowSpan(row: row, xa, xb, dy * sign)
        }
    }

    /// Adds the piece of an edge inside one pixel row: it runs between xa and xb and covers
    /// `height` (signed) of the row.
    private mutating func addRowSpan(row: Int, _ xa: Double, _ xb: Double, _ height: Double) {
        let w = Double(width)
        let lo = min(max(min(xa, xb), 0), w), hi = min(max(max(xa, xb), 0), w)
        let first = Int(lo)
        let last = max(first, Int(hi.rounded(.up)) - 1)
        let base = row * stride
        cells.withUnsafeMutableBufferPointer { c in
            if last == first {
                // Within one cell: the area to the right of the piece is height·(1 − mean x).
                let mid = (lo + hi) / 2 - Double(first)
                c[base + first] += Float(height * (1 - mid))
                c[base + first + 1] += Float(height * mid)
            } else {
                let perX = height / (hi - lo)
                for cell in first...last {
                    let x0 = max(lo, Double(cell)), x1 = min(hi, Double(cell + 1))
                    let part = perX * (x1 - x0)
                    let mid = (x0 + x1) / 2 - Double(cell)
                    c[base + cell] += Float(part * (1 - mid))
                    c[base + cell + 1] += Float(part * mid)
                }
            }
        }
        if Int32(first) < rowFirst[row] { rowFirst[row] = Int32(first) }
        if Int32(last + 1) > rowLast[row] { rowLast[row] = Int32(last + 1) }
    }
}
