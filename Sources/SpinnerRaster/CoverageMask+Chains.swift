import SpinnerCore

/// Chains: a contour's consecutive edges that go on in the same vertical direction, swept
/// together inside a pixel row.
///
/// The sweep cuts a row into sub-strips where no two boundaries cross, so that one left-to-right
/// order holds in each. Cutting at every edge's end is enough but far more than needed: curves
/// are flattened to within 0.005 px, so a row of a small disc or a stroke holds four or five
/// vertices on each side, and each cut costs an ordering and a sweep of the row. Where an edge
/// ends and the next edge of its contour goes on downwards from that very point, nothing about
/// the order changes. So, per row, such pieces are joined into chains (y-monotone polylines) and
/// the row is cut only where a chain starts or ends inside it, where two pieces cross, and where
/// two pieces meet at an end of their common part (a chain's vertex on another chain, where one
/// may pass through the other). In each sub-strip the chains are ordered at its middle and
/// swept; a boundary chain adds each of its pieces' parts inside the sub-strip.
///
///       row top ─┬──────────┬──────  before: cut at every vertex (•)
///                 \   •      \        after: one sub-strip, two chains
///                  •─────────•
///                  /          \
///       row bottom ─────────────────
extension CoverageMask {
    /// A chain inside one row: `count` pieces listed from `first` in `chainPieces`, top to
    /// bottom, all with one winding.
    struct Chain {
        var first: Int32, count: Int32
        var top: Double, bottom: Double
        var winding: Int32

        /// x at `y` (within `top...bottom`), on the first of its pieces that reaches `y`.
        @inline(__always)
        func x(at y: Double, _ pieces: UnsafeBufferPointer<Piece>, _ chainPieces: UnsafeBufferPointer<Int32>) -> Double {
            var k = Int(first)
            let last = k + Int(count) - 1
            while k < last && pieces[Int(chainPieces[k])].bottom < y { k += 1 }
            return pieces[Int(chainPieces[k])].x(at: y)
        }
    }

    /// Links the edges from `first` on (one contour's, in its order, cyclically): an edge's
    /// `next` is the edge that goes on from its lower end in the same direction from exactly
    /// that point. A downward edge is followed by the next one; for upward edges (stored top
    /// to bottom, winding −1) the contour reaches an edge's lower end from the one after it.
    static func link(_ edges: inout [Edge], from first: Int) {
        let end = edges.count
        guard end - first >= 2, end < Int(Int32.max) else { return }
        for i in first..<end {
            let j = i + 1 < end ? i + 1 : first
            let a = edges[i], b = edges[j]
            if a.winding > 0, b.winding > 0, a.x1 == b.x0, a.y1 == b.y0 {
                edges[i].next = Int32(truncatingIfNeeded: j)
            } else if a.winding < 0, b.winding < 0, b.x1 == a.x0, b.y1 == a.y0 {
                edges[j].next = Int32(truncatingIfNeeded: i)
            }
        }
    }

    /// Sorts the edges by their top, as the sweep takes them, ties in their order (a stable
    /// sort), keeping the links: each edge's `index` becomes its place, and `next` the place of
    /// the edge it named. The keys are sorted, not the edges: an edge is six times a key's size.
    static func sortLinked(_ edges: inout [Edge]) {
        let n = edges.count
        guard n < Int(Int32.max) else {
            edges.sort { $0.y0 < $1.y0 }
            for i in edges.indices { edges[i].next = -1 }
            return
        }
        var keys = [(y: Double, index: Int32)](unsafeUninitializedCapacity: n) { buffer, count in
            for i in 0..<n { buffer.initializeElement(at: i, to: (edges[i].y0, Int32(truncatingIfNeeded: i))) }
            count = n
        }
        keys.sort { $0.y < $1.y || ($0.y == $1.y && $0.index < $1.index) }
        var place = [Int32](repeating: -1, count: n)
        for (k, key) in keys.enumerated() { place[Int(key.index)] = Int32(truncatingIfNeeded: k) }
        edges = [Edge](unsafeUninitializedCapacity: n) { buffer, count in
            for (k, key) in keys.enumerated() {
                var e = edges[Int(key.index)]
                e.index = Int32(truncatingIfNeeded: k)
                if e.next >= 0 { e.next = place[Int(e.next)] }
                buffer.initializeElement(at: k, to: e)
            }
            count = n
        }
    }

    /// Joins the row's pieces into chains (`scratch.chains`, the first `chainCount`), adds a
    /// split where a chain starts or ends inside the row, and clears `pieceOfEdge` for the next
    /// row. Through pointers into arrays sized once for the most pieces a row had: this runs
    /// for every row of every swept shape.
    static func makeChains(_ scratch: inout RowScratch, top: Double, bottom: Double) {
        let n = scratch.pieces.count
        if scratch.chainPieces.count < n {
            scratch.chainPieces = [Int32](repeating: 0, count: 2 * n)
            scratch.chains = [Chain](repeating: Chain(first: 0, count: 0, top: 0, bottom: 0, winding: 0), count: 2 * n)
        }
        var chainCount = 0
        scratch.pieces.withUnsafeMutableBufferPointer { pieces in
            scratch.pieceOfEdge.withUnsafeMutableBufferPointer { pieceOfEdge in
                for i in 0..<n {
                    let nextEdge = pieces[i].nextEdge
                    guard nextEdge >= 0 else { continue }
                    let j = Int(pieceOfEdge[Int(nextEdge)])
                    // The edge going on starts where this piece ends, inside the row: it has a piece.
                    guard j >= 0, pieces[j].top == pieces[i].bottom else { continue }
                    pieces[i].next = Int32(truncatingIfNeeded: j)
                    pieces[j].hasPrevious = true
                }
                for i in 0..<n where pieces[i].edge >= 0 { pieceOfEdge[Int(pieces[i].edge)] = -1 }
            }
            scratch.chains.withUnsafeMutableBufferPointer { chains in
                scratch.chainPieces.withUnsafeMutableBufferPointer { chainPieces in
                    var used = 0
                    for i in 0..<n where !pieces[i].hasPrevious {
                        let first = used
                        var k = i, last = i
                        while k >= 0 {
                            chainPieces[used] = Int32(truncatingIfNeeded: k)
                            used &+= 1
                            last = k
                            k = Int(pieces[k].next)
                        }
                        chains[chainCount] = Chain(first: Int32(truncatingIfNeeded: first),
                                                   count: Int32(truncatingIfNeeded: used - first),
                                                   top: pieces[i].top, bottom: pieces[last].bottom,
                                                   winding: pieces[i].winding)
                        chainCount &+= 1
                    }
                }
            }
        }
        scratch.chainCount = chainCount
        for c in 0..<chainCount {
            let chain = scratch.chains[c]
            if chain.top > top { scratch.splits.append(chain.top) }
            if chain.bottom < bottom { scratch.splits.append(chain.bottom) }
        }
    }

    /// Sweeps one sub-strip's chains, ordered by x, adding a boundary where the rule switches
    /// between inside and outside: each piece of a boundary chain over its part of the
    /// sub-strip (+height entering, −height leaving).
    @inline(__always)
    static func sweepChains(_ row: Int, _ s0: Double, _ s1: Double, _ pieces: UnsafeBufferPointer<Piece>,
                            _ chains: UnsafeBufferPointer<Chain>, _ chainPieces: UnsafeBufferPointer<Int32>,
                            _ order: UnsafeMutableBufferPointer<(mid: Double, index: Int)>, _ orderCount: Int,
                            evenOdd: Bool, into target: Accumulation) {
        var winding: Int32 = 0
        var inside = false
        for o in 0..<orderCount {
            let chain = chains[order[o].index]
            winding &+= chain.winding
            let nowInside = evenOdd ? (winding & 1) != 0 : winding != 0
            guard nowInside != inside else { continue }
            let first = Int(chain.first)
            for k in first..<(first + Int(chain.count)) {
                let p = pieces[Int(chainPieces[k])]
                let a = max(s0, p.top), b = min(s1, p.bottom)
                guard b > a else { continue }
                target.addRowSpan(row: row, p.x(at: a), p.x(at: b), nowInside ? b - a : a - b)
            }
            inside = nowInside
        }
    }
}
