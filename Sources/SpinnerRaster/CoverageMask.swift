import SpinnerCore

/// Exact area coverage of polygons under a fill rule, over a rectangle of pixels.
///
/// Signed-area accumulation (font-rs, ab_glyph_rasterizer) adds, for every edge, the area it
/// encloses to its right in each pixel row, and a running sum along the row gives each pixel its
/// winding-weighted area. That is exact only where a pixel sees winding 0 and ±1 alone; where
/// edges cross or stack inside one pixel (self-intersecting stars, overlapping contours) it
/// over-counts. So the fill rule is resolved first, per pixel row: the row is cut into horizontal
/// sub-strips where no two boundaries cross (at crossings, and where a contour's chain of pieces
/// starts or ends: `CoverageMask+Chains`); in each, the chains are ordered by x and swept to find
/// where the rule switches between inside and outside. Only those boundaries are accumulated,
/// with +height entering and −height leaving, which makes the running sum the exact covered area
/// (the filled trapezoids are disjoint). Convex contours apart from each other need no resolving
/// and are accumulated directly (`CoverageMask+Convex`).
///
/// Only the region's own pixels are allocated, so work scales with the shape, not the canvas.
struct CoverageMask {
    /// The region's size in pixels; edges use region-local coordinates.
    let width: Int
    let height: Int
    /// Cells per row: two spare cells take the carries of edges at or beyond the right border,
    /// and the row is padded to whole blocks of `blockCells`, so zeroing a block stays in its row.
    let stride: Int
    /// Only the cells of touched blocks (see `touched`) hold values: a block's cells are zeroed
    /// when a boundary first reaches it, so clearing costs the boundaries' cells, not the
    /// region's, nor the hollow of a ring between its edges.
    var cells: [Float]
    /// Per row, the first and one past the last cell any boundary touched; pixels left of the
    /// first have no coverage and pixels right of the last all share the row's final sum.
    var rowFirst: [Int32]
    var rowLast: [Int32]
    /// Per row, `blockWords` words with a bit per block of `blockCells` cells that a boundary
    /// touched (bit `b` of word `w`: cells `(w·64 + b)·8 ..< +8`); cells of other blocks are
    /// not initialised and read as zero.
    var touched: [UInt64]
    let blockWords: Int
    /// Cells per block: eight, a 32-byte stretch that is zeroed and skipped as one.
    static let blockCells = 8

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        let blocks = (width + 2 + Self.blockCells - 1) / Self.blockCells
        self.stride = blocks * Self.blockCells
        self.blockWords = (blocks + 63) / 64
        let count = stride * height
        self.cells = [Float](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        self.rowFirst = [Int32](repeating: Int32.max, count: height)
        self.rowLast = [Int32](repeating: -1, count: height)
        self.touched = [UInt64](repeating: 0, count: blockWords * height)
    }

    /// The value of cell `x` of `row` (0 in a block no boundary touched).
    func cell(row: Int, x: Int) -> Float {
        let block = x / Self.blockCells
        let word = touched[row * blockWords + block / 64]
        return word >> UInt64(block % 64) & 1 == 1 ? cells[row * stride + x] : 0
    }

    /// One edge inside the region, top to bottom, with the winding it adds when crossed
    /// left to right.
    struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
        var winding: Int32
        /// Its place in the swept (sorted) edges, and the place of the edge that goes on from its
        /// lower end along the same contour in the same direction (−1: none); see
        /// `CoverageMask+Chains`.
        var index: Int32 = -1
        var next: Int32 = -1
        @inline(__always) func x(at y: Double) -> Double {
            x0 + (x1 - x0) * ((y - y0) / (y1 - y0))
        }
    }

    /// The part of an edge inside one pixel row.
    struct Piece {
        var top: Double, bottom: Double, xTop: Double, xBottom: Double
        var winding: Int32
        /// The piece's extent in x, kept for the crossing tests (each pair would redo them).
        var xMin: Double, xMax: Double
        /// Its edge's place, and where its chain goes on (see `CoverageMask+Chains`): the edge
        /// continuing it below inside the row, then that edge's piece (−1: none).
        var edge: Int32 = -1, nextEdge: Int32 = -1, next: Int32 = -1
        var hasPrevious = false

        init(top: Double, bottom: Double, xTop: Double, xBottom: Double, winding: Int32) {
            self.top = top; self.bottom = bottom; self.xTop = xTop; self.xBottom = xBottom
            self.winding = winding
            self.xMin = min(xTop, xBottom); self.xMax = max(xTop, xBottom)
        }
        /// x at `y`, exactly `xTop` and `xBottom` at the ends (so a chain's pieces meet).
        @inline(__always) func x(at y: Double) -> Double {
            y == bottom ? xBottom : bottom == top ? xTop : xTop + (xBottom - xTop) * ((y - top) / (bottom - top))
        }
    }

    // MARK: - Accumulating edges

    /// Accumulates the closed polygons (offset by `origin`, the region's top-left corner)
    /// resolved under `rule`. `resolving` sends every shape through the sweep, even one that
    /// needs no resolving, and `chained: false` makes the sweep cut rows at every edge's end
    /// (the tests compare each with the other).
    mutating func fill(_ polygons: [[Point]], origin: Point, rule: FillRule, resolving: Bool = false,
                       chained: Bool = true) {
        if Self.rectangle(polygons, origin: origin, contains: width, height) { return fillWhole() }
        // Convex contours apart from each other need no resolving (CoverageMask+Convex).
        if !resolving, let contours = convexContours(polygons, origin: origin) {
            return accumulate(polygons, contours, origin: origin)
        }
        var edges: [Edge] = []
        for poly in polygons where poly.count >= 2 {
            let first = edges.count
            appendEdges(of: poly, origin: origin, winding: 1, to: &edges)
            if chained { Self.link(&edges, from: first) }
        }
        guard !edges.isEmpty else { return }
        Self.sortLinked(&edges)
        sweep(edges, evenOdd: rule == .evenOdd)
    }

    // MARK: Edges

    /// Appends a closed polygon's edges (less `origin`), clipped to the region.
    /// Consecutive vertical edges along one line in one direction (what lies beyond a side of
    /// the region, pressed onto it) become one edge, so the sweep does not cut rows at the
    /// vertices of a curve it cannot see.
    func appendEdges(of poly: [Point], origin: Point, winding: Int32, to edges: inout [Edge]) {
        let first = edges.count
        var previous = poly[poly.count - 1] - origin
        for p in poly {
            let q = p - origin
            let before = edges.count
            appendClipped(previous, q, winding: winding, to: &edges)
            var k = max(before, first + 1)
            while k < edges.count {
                let a = edges[k - 1], b = edges[k]
                guard a.x0 == a.x1, b.x0 == b.x1, a.x0 == b.x0, a.winding == b.winding,
                      a.winding > 0 ? a.y1 == b.y0 : b.y1 == a.y0 else { k += 1; continue }
                if a.winding > 0 { edges[k - 1].y1 = b.y1 } else { edges[k - 1].y0 = b.y0 }
                edges.remove(at: k)
            }
            previous = q
        }
    }

    /// Clips a directed edge to the region. The parts above and below are dropped (rows are
    /// independent); parts left or right are pressed onto the left or right border, which keeps
    /// the winding of every point inside the region (a rightward ray meets the same edges).
    /// `winding` is what a downward edge carries (an upward one the opposite).
    private func appendClipped(_ p0: Point, _ p1: Point, winding: Int32, to edges: inout [Edge]) {
        let h = Double(height), w = Double(width)
        guard p0.y != p1.y else { return }
        if (p0.y <= 0 && p1.y <= 0) || (p0.y >= h && p1.y >= h) { return }
        // Interpolate on the original edge so both clipped ends stay on one line.
        func atY(_ y: Double) -> Point {
            Point(x: p0.x + (p1.x - p0.x) * ((y - p0.y) / (p1.y - p0.y)), y: y)
        }
        let a = p0.y < 0 ? atY(0) : p0.y > h ? atY(h) : p0
        let b = p1.y < 0 ? atY(0) : p1.y > h ? atY(h) : p1
        // Where the edge crosses the left and the right border, in the edge's order (no
        // arrays: this runs for every edge of every item).
        @inline(__always) func crossing(_ border: Double) -> (t: Double, x: Double)? {
            (a.x - border) * (b.x - border) < 0 ? ((border - a.x) / (b.x - a.x), border) : nil
        }
        var first = crossing(0.0), second = crossing(w)
        guard first != nil || second != nil else { return appendInside(a, b, winding: winding, to: &edges) }
        if first == nil { swap(&first, &second) }
        if let f = first, let s = second, f.t > s.t { (first, second) = (s, f) }
        var from = a
        for cut in [first, second] {
            guard let cut else { continue }
            // The crossing lies exactly on the border; rounding must not move it off.
            let to = Point(x: cut.x, y: a.y + (b.y - a.y) * cut.t)
            appendInside(from, to, winding: winding, to: &edges)
            from = to
        }
        appendInside(from, b, winding: winding, to: &edges)
    }

    private func appendInside(_ p: Point, _ q: Point, winding: Int32, to edges: inout [Edge]) {
        let w = Double(width), h = Double(height)
        let a = Point(x: min(max(p.x, 0), w), y: min(max(p.y, 0), h))
        let b = Point(x: min(max(q.x, 0), w), y: min(max(q.y, 0), h))
        guard a.y != b.y else { return }
        if a.y < b.y {
            edges.append(Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: winding))
        } else {
            edges.append(Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -winding))
        }
    }

    // MARK: - Resolving the fill rule

    /// Per pixel row: the pieces of the active edges, the row cut at their ends and crossings,
    /// and in each sub-strip the pieces ordered by x and swept. The scratch arrays are sized
    /// once for the most active edges and used through pointers, and the small sorts are
    /// stable insertion sorts (the order `sort` gives), so the boundaries reach `addRowSpan`
    /// in the same order with the same values as a plain sweep.
    private mutating func sweep(_ edges: [Edge], evenOdd: Bool) {
        let height = self.height
        withAccumulation { target in CoverageMask.sweep(edges, height: height, evenOdd: evenOdd, into: target) }
    }

    /// Runs `body` with the cells and row spans as an `Accumulation`.
    mutating func withAccumulation(_ body: (Accumulation) -> Void) {
        let (width, stride, blockWords) = (self.width, self.stride, self.blockWords)
        cells.withUnsafeMutableBufferPointer { cells in
            rowFirst.withUnsafeMutableBufferPointer { rowFirst in
                rowLast.withUnsafeMutableBufferPointer { rowLast in
                    touched.withUnsafeMutableBufferPointer { touched in
                        body(Accumulation(width: width, stride: stride, blockWords: blockWords, cells: cells,
                                          rowFirst: rowFirst, rowLast: rowLast, touched: touched))
                    }
                }
            }
        }
    }

    /// The cells and row spans a sweep accumulates into, through pointers: the sweep runs
    /// per boundary piece, where checking the arrays' uniqueness each time costs more than
    /// the arithmetic.
    struct Accumulation {
        let width: Int, stride: Int, blockWords: Int
        let cells: UnsafeMutableBufferPointer<Float>
        let rowFirst: UnsafeMutableBufferPointer<Int32>
        let rowLast: UnsafeMutableBufferPointer<Int32>
        let touched: UnsafeMutableBufferPointer<UInt64>
    }

    private static func sweep(_ edges: [Edge], height: Int, evenOdd: Bool, into target: Accumulation) {
        // The active edges in a buffer sized for all of them, compacted in place: no array
        // resizing per row (a row drops its ended edges every few rows).
        let active = UnsafeMutableBufferPointer<Edge>.allocate(capacity: edges.count)
        defer { active.deallocate() }
        var activeCount = 0
        var scratch = RowScratch()
        scratch.pieceOfEdge = [Int32](repeating: -1, count: edges.count)
        var next = 0
        var row = max(0, Int(edges[0].y0))
        while row < height {
            let top = Double(row), bottom = top + 1
            while next < edges.count && edges[next].y0 < bottom {
                active.initializeElement(at: activeCount, to: edges[next])
                activeCount &+= 1; next &+= 1
            }
            // Drop the edges that ended, keeping the others in order.
            var kept = 0
            for i in 0..<activeCount where active[i].y1 > top {
                if kept != i { active[kept] = active[i] }
                kept &+= 1
            }
            activeCount = kept
            if activeCount == 0 {
                guard next < edges.count else { break }
                row = Int(edges[next].y0)
                continue
            }
            sweepRow(row, UnsafeBufferPointer(rebasing: active[0..<activeCount]), scratch: &scratch,
                     evenOdd: evenOdd, into: target)
            row += 1
        }
    }

    /// The most pair tests, and sub-strips times pieces, one row may cost before it is swept
    /// in `denseStrips` even sub-strips instead: the exact cut grows with the square of the
    /// edges in a row (a 99,000-segment zigzag, a line of 2,000 glyphs), so a hostile row
    /// gets bounded work and memory while every drawing spinnergen makes stays exact.
    static let rowWorkBudget = 1 << 18
    /// Sub-strips of a row over `rowWorkBudget`: exact across each, 4× sampled down the row.
    static let denseStrips = 4

    /// Per-row arrays kept across rows, grown to the most any row needed (never to the square
    /// of its edges: crossings are appended as found, and there are as many as the shape has).
    struct RowScratch {
        var pieces: [Piece] = []
        var splits: [Double] = []
        var order: [(mid: Double, index: Int)] = []
        var byLeft: [Int] = []
        /// Per edge (by `Edge.index`), its piece in the current row, −1 otherwise.
        var pieceOfEdge: [Int32] = []
        /// The row's chains, the first `chainCount` (the arrays keep the most any row needed).
        var chains: [Chain] = []
        var chainCount = 0
        /// The chains' pieces, chain after chain, top to bottom.
        var chainPieces: [Int32] = []
    }

    private static func sweepRow(_ row: Int, _ active: UnsafeBufferPointer<Edge>, scratch: inout RowScratch,
                                 evenOdd: Bool, into target: Accumulation) {
        let top = Double(row), bottom = top + 1
        scratch.pieces.removeAll(keepingCapacity: true)
        scratch.splits.removeAll(keepingCapacity: true)
        scratch.splits.append(top); scratch.splits.append(bottom)
        for e in active {
            let a = max(e.y0, top), b = min(e.y1, bottom)
            guard b > a else { continue }
            // The edge's own ends where it ends inside the row: a chain's pieces meet exactly.
            var piece = Piece(top: a, bottom: b, xTop: a == e.y0 ? e.x0 : e.x(at: a),
                              xBottom: b == e.y1 ? e.x1 : e.x(at: b), winding: e.winding)
            piece.edge = e.index
            piece.nextEdge = b < bottom ? e.next : -1
            if e.index >= 0 { scratch.pieceOfEdge[Int(e.index)] = Int32(truncatingIfNeeded: scratch.pieces.count) }
            scratch.pieces.append(piece)
        }
        let pieceCount = scratch.pieces.count
        guard pieceCount > 0 else { return }
        // Cut only where a chain starts or ends inside the row (and, below, at crossings).
        makeChains(&scratch, top: top, bottom: bottom)
        // Crossings only add splits: a row over the budget on its ends alone is swept dense
        // without testing its pairs for crossings first.
        let ends = scratch.splits.count.multipliedReportingOverflow(by: pieceCount)
        guard !ends.overflow, ends.partialValue <= rowWorkBudget else {
            return sweepDenseRow(row, scratch: &scratch, evenOdd: evenOdd, into: target)
        }
        // Crossings inside the row split it too, so each sub-strip has one left-to-right order.
        if pieceCount > 1, !appendCrossings(&scratch, budget: rowWorkBudget) {
            return sweepDenseRow(row, scratch: &scratch, evenOdd: evenOdd, into: target)
        }
        let splitCount = scratch.splits.count
        let work = splitCount.multipliedReportingOverflow(by: pieceCount)
        guard !work.overflow, work.partialValue <= rowWorkBudget else {
            return sweepDenseRow(row, scratch: &scratch, evenOdd: evenOdd, into: target)
        }
        sortSplits(&scratch.splits)
        let chainCount = scratch.chainCount
        if scratch.order.count < chainCount { scratch.order = .init(repeating: (0, 0), count: 2 * chainCount) }
        scratch.pieces.withUnsafeBufferPointer { pieces in
            scratch.splits.withUnsafeBufferPointer { splits in
                scratch.chains.withUnsafeBufferPointer { chains in
                    scratch.chainPieces.withUnsafeBufferPointer { chainPieces in
                        scratch.order.withUnsafeMutableBufferPointer { order in
                            var s0 = splits[0]
                            for k in 1..<splitCount {
                                let s1 = splits[k]
                                guard s1 > s0 else { continue }
                                let mid = (s0 + s1) / 2
                                var orderCount = 0
                                for c in 0..<chainCount where chains[c].top <= s0 && chains[c].bottom >= s1 {
                                    order[orderCount] = (chains[c].x(at: mid, pieces, chainPieces), c)
                                    orderCount += 1
                                }
                                sortByMid(order, count: orderCount)
                                sweepChains(row, s0, s1, pieces, chains, chainPieces, order, orderCount,
                                            evenOdd: evenOdd, into: target)
                                s0 = s1
                            }
                        }
                    }
                }
            }
        }
    }

    /// Appends to `scratch.splits` where two pieces cross inside the row. Pieces are visited
    /// by their left end, so a piece is tested only against those overlapping it in x (a
    /// zigzag's neighbours, not all of it). False, and splits unfinished, when more than
    /// `budget` pairs would be tested.
    private static func appendCrossings(_ scratch: inout RowScratch, budget: Int) -> Bool {
        let n = scratch.pieces.count
        scratch.byLeft.removeAll(keepingCapacity: true)
        scratch.byLeft.append(contentsOf: 0..<n)
        let pieces = scratch.pieces
        if n <= 64 {
            // The indices start in order, so the stable insertion sort breaks ties by index too.
            pieces.withUnsafeBufferPointer { p in
                scratch.byLeft.withUnsafeMutableBufferPointer { CoverageMask.insertionSort($0, count: n) { p[$0].xMin < p[$1].xMin } }
            }
        } else {
            scratch.byLeft.sort { pieces[$0].xMin < pieces[$1].xMin || (pieces[$0].xMin == pieces[$1].xMin && $0 < $1) }
        }
        // A row that could hold more pairs than the budget counts its tests first, so a row
        // over the budget costs n log n rather than `budget` tests before it is given up.
        if n * (n - 1) / 2 > budget, pairTests(pieces, scratch.byLeft, over: budget) { return false }
        var tests = 0
        for a in 0..<(n - 1) {
            let ia = scratch.byLeft[a]
            let pMax = pieces[ia].xMax
            var b = a + 1
            while b < n {
                let ib = scratch.byLeft[b]
                // Sorted by left end: no later piece starts left of this one's right end. Pieces
                // that only touch in x are tested too: they may meet at a chain's vertex.
                guard pieces[ib].xMin <= pMax else { break }
                tests &+= 1
                if tests > budget { return false }
                b += 1
                // The lower index first, as a plain pair loop has it (the same rounding).
                let p = pieces[min(ia, ib)], q = pieces[max(ia, ib)]
                let lo = max(p.top, q.top), hi = min(p.bottom, q.bottom)
                guard hi > lo else { continue }
                let dLo = p.x(at: lo) - q.x(at: lo), dHi = p.x(at: hi) - q.x(at: hi)
                if (dLo < 0 && dHi > 0) || (dLo > 0 && dHi < 0) {
                    let y = lo + (hi - lo) * (dLo / (dLo - dHi))
                    if y > lo && y < hi { scratch.splits.append(y) }
                } else if dLo == 0 || dHi == 0 {
                    // Meeting at an end of their common part: where that end is a vertex inside
                    // either piece's chain, that chain may pass through the other there, so the
                    // row is cut there as it was at every vertex before chains (a chain's own
                    // ends are cut already).
                    if dLo == 0, (lo == p.top && p.hasPrevious) || (lo == q.top && q.hasPrevious) {
                        scratch.splits.append(lo)
                    }
                    if dHi == 0, (hi == p.bottom && p.next >= 0) || (hi == q.bottom && q.next >= 0) {
                        scratch.splits.append(hi)
                    }
                }
            }
        }
        return true
    }

    /// Whether the loop of `appendCrossings` would test more than `budget` pairs: for each
    /// piece in `byLeft` order, the later pieces that start at or left of its right end are a run
    /// (the order is by left end), found by bisection.
    static func pairTests(_ pieces: [Piece], _ byLeft: [Int], over budget: Int) -> Bool {
        let n = byLeft.count
        var tests = 0
        for a in 0..<(n - 1) {
            let pMax = pieces[byLeft[a]].xMax
            var lo = a + 1, hi = n
            while lo < hi {
                let mid = (lo + hi) / 2
                if pieces[byLeft[mid]].xMin <= pMax { lo = mid + 1 } else { hi = mid }
            }
            tests += lo - a - 1
            if tests > budget { return true }
        }
        return false
    }

    /// A row over the work budget, cut into `denseStrips` even sub-strips without its ends and
    /// crossings: each piece stands, in every sub-strip whose middle it spans, for its part
    /// there, ordered at that middle. Exact where edges neither end nor cross inside a
    /// sub-strip; elsewhere off by what a piece does in a quarter of a pixel's height.
    private static func sweepDenseRow(_ row: Int, scratch: inout RowScratch, evenOdd: Bool, into target: Accumulation) {
        let pieceCount = scratch.pieces.count
        if scratch.order.count < pieceCount { scratch.order = .init(repeating: (0, 0), count: 2 * pieceCount) }
        let top = Double(row), step = 1 / Double(denseStrips)
        scratch.pieces.withUnsafeBufferPointer { pieces in
            scratch.order.withUnsafeMutableBufferPointer { order in
                for k in 0..<denseStrips {
                    let s0 = top + Double(k) * step, s1 = top + Double(k + 1) * step, mid = (s0 + s1) / 2
                    var orderCount = 0
                    for i in 0..<pieceCount where pieces[i].top <= mid && pieces[i].bottom > mid {
                        order[orderCount] = (pieces[i].x(at: mid), i)
                        orderCount += 1
                    }
                    sortByMid(order, count: orderCount)
                    sweepStrip(row, s0, s1, pieces, order, orderCount, evenOdd: evenOdd, into: target)
                }
            }
        }
    }

    /// Sweeps one sub-strip's pieces, ordered by x, adding a boundary where the rule switches
    /// between inside and outside (+height entering, −height leaving). A piece is taken over
    /// its own part of the sub-strip (all of it in an exact cut).
    @inline(__always)
    private static func sweepStrip(_ row: Int, _ s0: Double, _ s1: Double, _ pieces: UnsafeBufferPointer<Piece>,
                                   _ order: UnsafeMutableBufferPointer<(mid: Double, index: Int)>, _ orderCount: Int,
                                   evenOdd: Bool, into target: Accumulation) {
        var winding: Int32 = 0
        var inside = false
        for o in 0..<orderCount {
            let p = pieces[order[o].index]
            winding &+= p.winding
            let nowInside = evenOdd ? (winding & 1) != 0 : winding != 0
            if nowInside != inside {
                let a = max(s0, p.top), b = min(s1, p.bottom)
                target.addRowSpan(row: row, p.x(at: a), p.x(at: b), nowInside ? s1 - s0 : s0 - s1)
                inside = nowInside
            }
        }
    }

    /// Sorts the splits ascending: by insertion for the handful a row usually has (where it is
    /// fastest), by the standard sort past that (insertion is quadratic); equal values are
    /// indistinguishable, so both give the same array.
    private static func sortSplits(_ splits: inout [Double]) {
        guard splits.count > 2 else { return }
        if splits.count <= 64 {
            splits.withUnsafeMutableBufferPointer { CoverageMask.insertionSort($0, count: $0.count) { $0 < $1 } }
        } else {
            splits.sort()
        }
    }

    /// Sorts a sub-strip's pieces by x at its middle, ties in index order (a stable sort).
    @inline(__always)
    private static func sortByMid(_ order: UnsafeMutableBufferPointer<(mid: Double, index: Int)>, count: Int) {
        guard count > 1 else { return }
        if count <= 64 {
            CoverageMask.insertionSort(order, count: count) { $0.mid < $1.mid }
        } else {
            var part = UnsafeMutableBufferPointer(rebasing: order[0..<count])
            part.sort { $0.mid < $1.mid || ($0.mid == $1.mid && $0.index < $1.index) }
        }
    }

    /// Sorts the first `count` elements in place, equal elements keeping their order (as the
    /// standard library's sort does): a row holds a handful of pieces, where this is fastest.
    @inline(__always)
    private static func insertionSort<T>(_ items: UnsafeMutableBufferPointer<T>, count: Int,
                                         by less: (T, T) -> Bool) {
        for i in 1..<count {
            let item = items[i]
            var j = i
            while j > 0 && less(item, items[j - 1]) {
                items[j] = items[j - 1]
                j -= 1
            }
            items[j] = item
        }
    }

}
