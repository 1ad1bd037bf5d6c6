extension DirtyRows {
    /// Marks spans of a `DirtyRows` in place (see `withMarker`). Spans arrive row by row, left
    /// to right, and most are a pixel or two long (an edge's coverage changes every pixel), so
    /// neighbours less than a block apart are joined before any bit is set: a row of a ring
    /// costs two marks, not one per run.
    public struct Marker {
        let words: UnsafeMutablePointer<UInt64>?
        let wordsPerRow: Int, width: Int, height: Int
        /// The marked pixels' bounds so far (the pending span counts once flushed).
        @usableFromInline var bounds: PixelRect

        @usableFromInline
        init(words: UnsafeMutablePointer<UInt64>?, wordsPerRow: Int, width: Int, height: Int, bounds: PixelRect) {
            self.words = words
            self.wordsPerRow = wordsPerRow
            self.width = width
            self.height = height
            self.bounds = bounds
        }
        /// The span being gathered (row -1: none); inlined into the compositor's run loop.
        @usableFromInline var row = -1, x0 = 0, x1 = 0

        /// Marks pixels `a..<b` of `row` (frame coordinates, clipped to the frame).
        @inlinable @inline(__always)
        public mutating func add(row: Int, from a: Int, to b: Int) {
            if row == self.row && a - x1 < DirtyRows.blockWidth {
                x1 = max(x1, b)
                return
            }
            flush()
            (self.row, x0, x1) = (row, a, b)
        }

        /// Sets the bits of the span still being gathered.
        @usableFromInline
        mutating func flush() {
            defer { row = -1 }
            let (a, b) = (max(x0, 0), min(x1, width))
            guard row >= 0, row < height, a < b, let words else { return }
            bounds = bounds.union(PixelRect(x: a, y: row, width: b - a, height: 1))
            let perWord = 64
            let first = a / DirtyRows.blockWidth, last = (b - 1) / DirtyRows.blockWidth
            let base = row * wordsPerRow
            var block = first
            while block <= last {
                let word = block / perWord, bit = block % perWord
                let count = min(last - block + 1, perWord - bit)
                let ones: UInt64 = count == perWord ? ~0 : (1 << UInt64(count)) - 1
                words[base + word] |= ones << UInt64(bit)
                block += count
            }
        }
    }
}
