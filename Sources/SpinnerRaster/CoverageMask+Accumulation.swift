import SpinnerCore

// MARK: - Accumulation

extension CoverageMask.Accumulation {
    /// Adds a boundary piece inside one pixel row: it runs between xa and xb and covers
    /// `height` (signed) of the row.
    @inline(__always)
    func addRowSpan(row: Int, _ xa: Double, _ xb: Double, _ height: Double) {
        let w = Double(width)
        let lo = min(max(min(xa, xb), 0), w), hi = min(max(max(xa, xb), 0), w)
        let first = Int(lo)
        // ⌈hi⌉ without a call to `ceil`: hi is in 0...width, so truncation is its floor.
        let whole = Int(hi)
        let last = max(first, (Double(whole) < hi ? whole : whole &- 1))
        // Every index below lies in the row's stride: 0 ≤ first ≤ last ≤ width, and the
        // row has width + 2 cells.
        let base = row &* stride
        let touchedFirst = Int(rowFirst[row]), touchedLast = Int(rowLast[row])
        let c = cells.baseAddress! + base
        // Zero the blocks this piece is the first to reach, so every cell it adds to starts
        // from 0 (a piece reaches one or two blocks; the blocks between a row's edges are never
        // written).
        let words = touched.baseAddress! + row &* blockWords
        var block = first &>> 3
        let lastBlock = (last &+ 1) &>> 3
        while block <= lastBlock {
            let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: block & 63)
            if words[block &>> 6] & bit == 0 {
                words[block &>> 6] |= bit
                Self.zeroBlock(c + block &* CoverageMask.blockCells)
            }
            block &+= 1
        }
        if last == first {
            // Within one cell: the area to the right of the piece is height·(1 − mean x).
            let mid = (lo + hi) / 2 - Double(first)
            c[first] += Float(height * (1 - mid))
            c[first &+ 1] += Float(height * mid)
        } else {
            let perX = height / (hi - lo)
            var cell = first
            while cell <= last {
                let x0 = max(lo, Double(cell)), x1 = min(hi, Double(cell &+ 1))
                let part = perX * (x1 - x0)
                let mid = (x0 + x1) / 2 - Double(cell)
                c[cell] += Float(part * (1 - mid))
                c[cell &+ 1] += Float(part * mid)
                cell &+= 1
            }
        }
        // Both fit an Int32: they are at most width + 1, and the region's cells are allocated.
        if first < touchedFirst { rowFirst[row] = Int32(truncatingIfNeeded: first) }
        if last &+ 1 > touchedLast { rowLast[row] = Int32(truncatingIfNeeded: last &+ 1) }
    }
}

extension CoverageMask.Accumulation {
    /// Zeroes the eight cells of a block as four words, where a call to `memset` costs more.
    @inline(__always)
    static func zeroBlock(_ cells: UnsafeMutablePointer<Float>) {
        let raw = UnsafeMutableRawPointer(cells)
        raw.storeBytes(of: 0 as UInt64, as: UInt64.self)
        raw.storeBytes(of: 0 as UInt64, toByteOffset: 8, as: UInt64.self)
        raw.storeBytes(of: 0 as UInt64, toByteOffset: 16, as: UInt64.self)
        raw.storeBytes(of: 0 as UInt64, toByteOffset: 24, as: UInt64.self)
    }
}
