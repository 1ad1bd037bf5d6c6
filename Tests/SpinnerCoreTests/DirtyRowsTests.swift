import Testing
import SpinnerCore

/// `DirtyRows` against a plain model: the set of marked eight-pixel blocks of each row.
@Suite struct DirtyRowsTests {
    /// The blocks `(row, x / 8)` each span of `dirty` covers, checking the spans on the way:
    /// maximal (never touching the next), block-aligned, inside the frame, rows in order.
    static func blocks(_ dirty: DirtyRows) -> Set<[Int]> {
        var out = Set<[Int]>()
        var last = (row: -1, x1: -1)
        dirty.forEachSpan { row, x0, x1 in
            #expect(x0 % 8 == 0 && (x1 % 8 == 0 || x1 == dirty.width) && x0 < x1 && x1 <= dirty.width, "\(row): \(x0)..<\(x1)")
            #expect(row > last.row || (row == last.row && x0 > last.x1), "\(row): \(x0) after \(last)")
            last = (row, x1)
            for x in stride(from: x0, to: x1, by: 8) { out.insert([row, x / 8]) }
        }
        return out
    }

    /// Random spans on frames one to three words wide, the model built alongside.
    @Test(arguments: [(13, 5), (512, 7), (700, 9), (1281, 4)])
    func spansAreTheMarkedBlocks(width: Int, height: Int) {
        var random = SplitMix64(seed: UInt64(width * 31 + height))
        var dirty = DirtyRows(width: width, height: height)
        var model = Set<[Int]>()
        var bounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for _ in 0..<40 {
            let row = Int(random.next() % UInt64(height + 2)) - 1
            let a = Int(random.next() % UInt64(width + 20)) - 10
            let b = a + Int(random.next() % UInt64(width / 2 + 3))
            dirty.mark(row: row, from: a, to: b)
            let (x0, x1) = (max(a, 0), min(b, width))
            guard row >= 0, row < height, x0 < x1 else { continue }
            for block in (x0 / 8)...((x1 - 1) / 8) { model.insert([row, block]) }
            bounds = bounds.union(PixelRect(x: x0, y: row, width: x1 - x0, height: 1))
        }
        #expect(!model.isEmpty)
        #expect(Self.blocks(dirty) == model)
        #expect(dirty.bounds == bounds)

        // Spans excluding another value are the difference of the block sets.
        var other = DirtyRows(width: width, height: height)
        other.mark(PixelRect(x: width / 3, y: 1, width: width / 2, height: height))
        var difference = Set<[Int]>()
        dirty.forEachSpan(excluding: other) { row, x0, x1 in
            for x in stride(from: x0, to: x1, by: 8) { difference.insert([row, x / 8]) }
        }
        #expect(difference == model.subtracting(Self.blocks(other)))

        // A copy made in place equals the value; cleared, nothing is left.
        var copy = DirtyRows(width: width, height: height)
        copy.mark(row: 0, from: 0, to: width)
        copy.assign(dirty)
        #expect(copy == dirty)
        copy.removeAll()
        #expect(copy.isEmpty && Self.blocks(copy).isEmpty && copy == DirtyRows(width: width, height: height))
    }

    /// Some pixel outside the marks is found wherever one is: beside the bounds, or in a clear
    /// block when the bounds are the whole frame; none when everything is marked.
    @Test func anUnmarkedPixelIsFoundWhereverOneIs() {
        #expect(DirtyRows(width: 20, height: 3).firstUnmarked == 0)
        #expect(DirtyRows.all(width: 20, height: 3).firstUnmarked == nil)
        #expect(DirtyRows(width: 0, height: 0).firstUnmarked == nil)
        #expect(DirtyRows(PixelRect(x: 0, y: 0, width: 5, height: 3), width: 20, height: 3).firstUnmarked == 5)
        #expect(DirtyRows(PixelRect(x: 0, y: 0, width: 20, height: 2), width: 20, height: 3).firstUnmarked == 40)
        // A ring: the bounds are the frame, its middle blocks are clear.
        var ring = DirtyRows(width: 600, height: 3)
        ring.mark(PixelRect(x: 0, y: 0, width: 600, height: 1))
        ring.mark(PixelRect(x: 0, y: 2, width: 600, height: 1))
        ring.mark(row: 1, from: 0, to: 16)
        ring.mark(row: 1, from: 520, to: 600)
        #expect(ring.firstUnmarked == 600 + 16)
    }

    /// The marks of several spans in a row come out joined only where their blocks meet.
    @Test func neighbouringSpansJoinByBlock() {
        var dirty = DirtyRows(width: 100, height: 1)
        dirty.withMarker { marker in
            marker.add(row: 0, from: 2, to: 5)
            marker.add(row: 0, from: 9, to: 12)    // less than a block after: joined
            marker.add(row: 0, from: 40, to: 41)
            marker.add(row: 0, from: 95, to: 100)
        }
        var spans: [[Int]] = []
        dirty.forEachSpan { _, x0, x1 in spans.append([x0, x1]) }
        #expect(spans == [[0, 16], [40, 48], [88, 100]])
        #expect(dirty.bounds == PixelRect(x: 2, y: 0, width: 98, height: 1))
    }

    /// Filling a buffer over the marks changes exactly the marked blocks' pixels.
    @Test func aBufferFillsOverTheMarksOnly() {
        let ink = PremultipliedRGBA8(r: 9, g: 8, b: 7, a: 255)
        var buffer = PixelBuffer(width: 30, height: 4)
        var dirty = DirtyRows(width: 30, height: 4)
        dirty.mark(row: 1, from: 3, to: 4)
        dirty.mark(row: 3, from: 20, to: 30)
        buffer.fill(ink, in: dirty)
        let blocks = Self.blocks(dirty)
        for y in 0..<4 {
            for x in 0..<30 { #expect((buffer[x, y] == ink) == blocks.contains([y, x / 8]), "\(x),\(y)") }
        }
    }
}
