import SpinnerCore

// MARK: - Reading coverage

extension CoverageMask {
    /// The 8-bit coverage of a running sum: `round(coverage · 255)`, clamped because rounding
    /// can leave the exact sums a hair outside 0...1.
    @inline(__always)
    static func coverage8(_ sum: Float) -> UInt32 {
        UInt32(min(max(sum, 0), 1) * 255 + 0.5)
    }

    /// Visits, row by row and left to right, every run of pixels `x0..<x1` that share one
    /// non-zero 8-bit coverage (the fill rule already resolved). A cell holding zero leaves the
    /// running sum as it was, so its pixel repeats its left neighbour's coverage and joins its
    /// run; right of a row's last touched cell every pixel shares the final sum. So the work is
    /// the boundary cells, not the region's pixels, and long runs (a fully covered interior, the
    /// hollow of a ring) cost one call.
    @inline(__always)
    func forEachRun(_ body: (_ x0: Int, _ x1: Int, _ row: Int, _ coverage: UInt32) -> Void) {
        cells.withUnsafeBufferPointer { cells in
            touched.withUnsafeBufferPointer { touched in
                for row in 0..<height {
                    let first = Int(rowFirst[row])
                    guard first < width else { continue }
                    let end = min(Int(rowLast[row]), width - 1)
                    let rowCells = cells.baseAddress! + row * stride
                    let blocks = BlockScan(words: touched.baseAddress! + row * blockWords, count: blockWords)
                    var sum: Float = 0
                    var x = first
                    while x <= end {
                        sum += rowCells[x]
                        let next = blocks.nonZeroCell(in: rowCells, after: x, through: end)
                        let c = CoverageMask.coverage8(sum)
                        if c != 0 { body(x, next, row, c) }
                        x = next
                    }
                    if x < width, sum != 0 {
                        let c = CoverageMask.coverage8(sum)
                        if c != 0 { body(x, width, row, c) }
                    }
                }
            }
        }
    }

    /// One row's touched blocks, for finding the next cell that changes the running sum.
    struct BlockScan {
        let words: UnsafePointer<UInt64>, count: Int

        /// The first cell after `x` and up to `end` that holds a non-zero value, or `end + 1`.
        /// Untouched blocks (a ring's hollow, a stroke's middle) are passed a word of blocks
        /// at a time; in a touched block, zero cells (-0.0 too) one at a time.
        @inline(__always)
        func nonZeroCell(in cells: UnsafePointer<Float>, after x: Int, through end: Int) -> Int {
            var next = x &+ 1
            while next <= end {
                let block = next &>> 3
                var word = words[block &>> 6] &>> UInt64(truncatingIfNeeded: block & 63)
                if word & 1 == 0 {
                    // Jump to the next touched block of the row (past `end` when there is none).
                    var w = block &>> 6
                    var skip = word == 0 ? 64 &- (block & 63) : word.trailingZeroBitCount
                    var to = block &+ skip
                    while word == 0 {
                        w &+= 1
                        guard w < count else { return end &+ 1 }
                        word = words[w]
                        skip = word.trailingZeroBitCount
                        to = w &* 64 &+ skip
                    }
                    next = to &* CoverageMask.blockCells
                    continue
                }
                let blockEnd = min((block &+ 1) &* CoverageMask.blockCells, end &+ 1)
                while next < blockEnd && cells[next] == 0 { next &+= 1 }
                if next < blockEnd { return next }
            }
            return end &+ 1
        }
    }

    /// Visits every pixel whose coverage rounds to a non-zero 8-bit value, row by row, left to
    /// right, with that value (see `forEachRun`).
    @inline(__always)
    func forEachCovered(_ body: (_ x: Int, _ row: Int, _ coverage: UInt32) -> Void) {
        forEachRun { x0, x1, row, c in
            for x in x0..<x1 { body(x, row, c) }
        }
    }

    /// The coverage of every pixel of the region as 8-bit values, rows top to bottom.
    func coverage8() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height)
        let w = width
        out.withUnsafeMutableBufferPointer { o in
            forEachCovered { x, row, c in o[row * w + x] = UInt8(c) }
        }
        return out
    }
}
