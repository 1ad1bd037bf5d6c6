/// The pixels of a `width × height` frame that its drawing can have changed, row by row, in
/// blocks of eight pixels: a ring's row is two short spans, not the circle's width.
///
/// Marked blocks are a superset of the changed pixels; every pixel outside them holds the
/// background. Sinks convert and reset only marked blocks (see `forEachSpan`), the renderer
/// clears them for the next frame. A block of a row is one bit: 512 pixels are one word.
public struct DirtyRows: Hashable, Sendable {
    /// Pixels per block (a bit): the conversion's eight-pixel step.
    public static let blockWidth = 8
    private static let blocksPerWord = 64

    public let width: Int, height: Int
    /// Words per row: bit `b` of word `w` is pixels `(w·64 + b)·8 ..< +8`.
    @usableFromInline let wordsPerRow: Int
    /// `height × wordsPerRow` words, rows top to bottom.
    @usableFromInline var words: [UInt64]
    /// The smallest rect holding every marked pixel (exact pixels, not blocks).
    public var bounds: PixelRect { marked }
    /// `bounds`' storage, set by `withMarker`, which compositors inline.
    @usableFromInline var marked = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// Nothing marked on a `width × height` frame.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        wordsPerRow = (self.width + Self.blockWidth * Self.blocksPerWord - 1) / (Self.blockWidth * Self.blocksPerWord)
        words = [UInt64](repeating: 0, count: self.height * wordsPerRow)
    }

    /// The blocks meeting `rect` (clipped to the frame) marked.
    public init(_ rect: PixelRect, width: Int, height: Int) {
        self.init(width: width, height: height)
        mark(rect)
    }

    /// Every pixel of a `width × height` frame marked.
    public static func all(width: Int, height: Int) -> DirtyRows {
        DirtyRows(PixelRect(x: 0, y: 0, width: width, height: height), width: width, height: height)
    }

    /// True when no pixel is marked.
    public var isEmpty: Bool { bounds.isEmpty }

    /// True when pixel (x, y) lies in a marked block.
    public func contains(x: Int, y: Int) -> Bool {
        guard x >= 0, x < width, y >= 0, y < height else { return false }
        let block = x / Self.blockWidth
        return words[y * wordsPerRow + block / Self.blocksPerWord] >> UInt64(block % Self.blocksPerWord) & 1 == 1
    }

    /// How many pixels the marked blocks hold.
    public var markedPixels: Int {
        var n = 0
        forEachSpan { _, x0, x1 in n += x1 - x0 }
        return n
    }

    /// Marks pixels `x0..<x1` of `row` (clipped to the frame).
    public mutating func mark(row: Int, from x0: Int, to x1: Int) {
        withMarker { $0.add(row: row, from: x0, to: x1) }
    }

    /// Runs `body` with a `Marker` writing straight into this value's storage: a composite
    /// marks its runs through one marker, without a uniqueness check for each. Inlinable, so a
    /// compositor's run loop (`body`) is compiled into its caller instead of called per run.
    @inlinable
    public mutating func withMarker<R>(_ body: (inout Marker) -> R) -> R {
        let (w, h, perRow, start) = (width, height, wordsPerRow, bounds)
        var end = start
        let result = words.withUnsafeMutableBufferPointer { storage in
            var marker = Marker(words: storage.baseAddress, wordsPerRow: perRow, width: w, height: h, bounds: start)
            let result = body(&marker)
            marker.flush()
            end = marker.bounds
            return result
        }
        marked = end
        return result
    }

    /// Marks every pixel of `rect` (clipped to the frame).
    public mutating func mark(_ rect: PixelRect) {
        let (y0, y1) = (max(rect.y, 0), min(rect.maxY, height))
        guard !rect.isEmpty, y0 < y1 else { return }
        for row in y0..<y1 { mark(row: row, from: rect.x, to: rect.maxX) }
    }

    /// Unmarks everything, keeping the storage.
    public mutating func removeAll() {
        guard !bounds.isEmpty else { return }
        let (start, end) = (bounds.y * wordsPerRow, bounds.maxY * wordsPerRow)
        words.withUnsafeMutableBufferPointer { w in
            for i in start..<end { w[i] = 0 }
        }
        marked = PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Becomes a copy of `other`, in its own storage when the sizes match (no allocation).
    public mutating func assign(_ other: DirtyRows) {
        guard width == other.width, height == other.height, words.count == other.words.count else {
            self = other; return
        }
        removeAll()
        let (start, end) = (other.bounds.y * wordsPerRow, other.bounds.maxY * wordsPerRow)
        words.withUnsafeMutableBufferPointer { w in
            other.words.withUnsafeBufferPointer { o in
                for i in start..<end { w[i] = o[i] }
            }
        }
        marked = other.bounds
    }

    /// The index (`y · width + x`) of some unmarked pixel, nil when every pixel is marked.
    public var firstUnmarked: Int? {
        if width == 0 || height == 0 { return nil }
        if bounds.isEmpty || bounds.y > 0 || bounds.x > 0 { return 0 }
        if bounds.maxX < width { return bounds.maxX }
        if bounds.maxY < height { return bounds.maxY * width }
        // The bounds are the whole frame: look for a clear block inside.
        for row in 0..<height {
            var found: Int?
            forEachSpan(row: row, excluding: nil, invert: true) { x0, _ in found = found ?? x0 }
            if let found { return row * width + found }
        }
        return nil
    }

    /// Calls `body(row, x0, x1)` for each maximal span of marked blocks, rows top to bottom,
    /// left to right; spans start on a block and end on one or at the frame's width.
    public func forEachSpan(_ body: (_ row: Int, _ x0: Int, _ x1: Int) -> Void) {
        guard !bounds.isEmpty else { return }
        for row in bounds.y..<bounds.maxY {
            forEachSpan(row: row, excluding: nil, invert: false) { body(row, $0, $1) }
        }
    }

    /// `forEachSpan` over the blocks marked here and not in `other` (of the same size): what
    /// another frame's conversion leaves to be reset.
    public func forEachSpan(excluding other: DirtyRows, _ body: (_ row: Int, _ x0: Int, _ x1: Int) -> Void) {
        guard !bounds.isEmpty else { return }
        let same = other.width == width && other.height == height
        for row in bounds.y..<bounds.maxY {
            forEachSpan(row: row, excluding: same ? other : nil, invert: false) { body(row, $0, $1) }
        }
    }

    /// The spans of one row's set bits (of `words & ~other`, or of the clear bits with `invert`).
    private func forEachSpan(row: Int, excluding other: DirtyRows?, invert: Bool, _ body: (Int, Int) -> Void) {
        let base = row * wordsPerRow
        let blocks = (width + Self.blockWidth - 1) / Self.blockWidth
        var start: Int?
        words.withUnsafeBufferPointer { w in
            for i in 0..<wordsPerRow {
                var word = w[base + i]
                if let other { word &= ~other.words[base + i] }
                if invert { word = ~word }
                if start == nil && word == 0 { continue }
                if start != nil && word == ~0 { continue }
                let end = min(Self.blocksPerWord, blocks - i * Self.blocksPerWord)
                var bit = 0
                while bit < end {
                    let isSet = word >> UInt64(bit) & 1 == 1
                    if isSet && start == nil { start = i * Self.blocksPerWord + bit }
                    if !isSet, let s = start {
                        body(s * Self.blockWidth, (i * Self.blocksPerWord + bit) * Self.blockWidth)
                        start = nil
                    }
                    // Jump over a run of equal bits.
                    let rest = isSet ? ~(word >> UInt64(bit)) : word >> UInt64(bit)
                    bit += rest == 0 ? end - bit : rest.trailingZeroBitCount
                }
            }
        }
        if let s = start { body(s * Self.blockWidth, width) }
    }
}
