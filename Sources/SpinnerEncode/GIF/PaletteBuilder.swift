/// Builds one palette for a whole animation from a histogram of its exact opaque colours: median
/// cut (split the box with the largest squared error along its widest channel at the weighted
/// median) followed by a few rounds of k-means over the distinct colours.
///
/// Everything is integer arithmetic with total orders, so the same frames give the same palette
/// on every run and machine.
struct PaletteBuilder {
    /// Pixel counts per 24-bit colour (`r | g << 8 | b << 16`), saturating.
    private var counts: [UInt32]

    init() { counts = [UInt32](repeating: 0, count: 1 << 24) }

    /// Counts the opaque pixels of packed 0xAABBGGRR words; transparent (alpha 0) ones are skipped.
    mutating func add(_ pixels: UnsafeBufferPointer<UInt32>) {
        counts.withUnsafeMutableBufferPointer { c in
            for p in pixels where p >> 24 != 0 {
                let k = Int(p & 0xFF_FFFF)
                if c[k] != .max { c[k] += 1 }
            }
        }
    }

    /// Counts one colour `count` times.
    mutating func add(color: UInt32, count: Int) {
        let k = Int(color & 0xFF_FFFF)
        counts[k] = UInt32(min(Int(UInt32.max), Int(counts[k]) + count))
    }

    private struct Entry { var color: UInt32; var weight: Int }

    private struct Box {
        var range: Range<Int>
        var error: Double
        var channel: Int
    }

    /// At most `maximumColors` colours (1...256) as 0xFFBBGGRR words.
    func build(maximumColors: Int) -> [UInt32] {
        var entries: [Entry] = []
        for (k, n) in counts.enumerated() where n != 0 { entries.append(Entry(color: UInt32(k), weight: Int(n))) }
        guard !entries.isEmpty else { return [0xFF00_0000] }
        if entries.count <= maximumColors { return entries.map { $0.color | 0xFF00_0000 } }

        @inline(__always) func channel(_ c: UInt32, _ ch: Int) -> Int { Int((c >> UInt32(8 * ch)) & 0xFF) }
        func measure(_ range: Range<Int>) -> Box {
            var errors: [Double] = [0, 0, 0]
            var n = 0
            var sums = [0, 0, 0], squares = [0, 0, 0]
            for e in entries[range] {
                n += e.weight
                for ch in 0..<3 {
                    let v = channel(e.color, ch)
                    sums[ch] += v * e.weight
                    squares[ch] += v * v * e.weight
                }
            }
            // In Double: the squared sums of a long animation overflow 64-bit integers.
            for ch in 0..<3 { errors[ch] = Double(squares[ch]) - Double(sums[ch]) * Double(sums[ch]) / Double(max(n, 1)) }
            let widest = errors[1] >= errors[0] && errors[1] >= errors[2] ? 1 : (errors[0] >= errors[2] ? 0 : 2)
            // A box of one colour cannot be split: rank it last.
            return Box(range: range, error: range.count > 1 ? errors[0] + errors[1] + errors[2] : -1, channel: widest)
        }

        var boxes = [measure(0..<entries.count)]
        while boxes.count < maximumColors {
            var pick = 0
            for (i, b) in boxes.enumerated() where b.error > boxes[pick].error { pick = i }
            let box = boxes[pick]
            guard box.error >= 0 else { break }
            let ch = box.channel
            entries[box.range].sort { (a, b) in
                let va = channel(a.color, ch), vb = channel(b.color, ch)
                return va != vb ? va < vb : a.color < b.color
            }
            let total = entries[box.range].reduce(0) { $0 + $1.weight }
            var running = 0, cut = box.range.lowerBound + 1
            for i in box.range {
                running += entries[i].weight
                if running * 2 >= total { cut = i + 1; break }
            }
            cut = min(max(cut, box.range.lowerBound + 1), box.range.upperBound - 1)
            boxes[pick] = measure(box.range.lowerBound..<cut)
            boxes.append(measure(cut..<box.range.upperBound))
        }

        var palette = boxes.map { box -> UInt32 in mean(of: entries[box.range]) ?? 0xFF00_0000 }
        // k-means (Lloyd) rounds: each colour moves to the mean of the colours nearest to it.
        for _ in 0..<3 {
            let search = Palette(colors: palette)
            var sums = [Int](repeating: 0, count: palette.count * 4)
            for e in entries {
                let i = search.nearest(r: Int32(e.color & 0xFF), g: Int32((e.color >> 8) & 0xFF),
                                       b: Int32((e.color >> 16) & 0xFF))
                sums[i * 4] += Int(e.color & 0xFF) * e.weight
                sums[i * 4 + 1] += Int((e.color >> 8) & 0xFF) * e.weight
                sums[i * 4 + 2] += Int((e.color >> 16) & 0xFF) * e.weight
                sums[i * 4 + 3] += e.weight
            }
            for i in palette.indices where sums[i * 4 + 3] > 0 {
                let n = sums[i * 4 + 3]
                func avg(_ s: Int) -> UInt32 { UInt32((s + n / 2) / n) }
                palette[i] = avg(sums[i * 4]) | avg(sums[i * 4 + 1]) << 8 | avg(sums[i * 4 + 2]) << 16 | 0xFF00_0000
            }
        }
        return snapped(palette, entries)
    }

    /// `palette` with each entry replaced by the heaviest colour nearest to it when that colour
    /// holds at least half the weight of the colours nearest to the entry: a flat fill (a stroke,
    /// a background) then is in the palette exactly and is written undithered, where the cluster's
    /// mean would be a few levels off it and dither the whole fill.
    private func snapped(_ palette: [UInt32], _ entries: [Entry]) -> [UInt32] {
        let search = Palette(colors: palette)
        var total = [Int](repeating: 0, count: palette.count)
        var heaviest = [Entry?](repeating: nil, count: palette.count)
        for e in entries {
            let i = search.nearest(r: Int32(e.color & 0xFF), g: Int32((e.color >> 8) & 0xFF), b: Int32((e.color >> 16) & 0xFF))
            total[i] += e.weight
            // Entries are in a fixed order, so ties keep the same colour on every run.
            if heaviest[i].map({ e.weight > $0.weight }) ?? true { heaviest[i] = e }
        }
        return palette.indices.map { i in
            guard let h = heaviest[i], h.weight * 2 >= total[i] else { return palette[i] }
            return h.color | 0xFF00_0000
        }
    }

    private func mean(of slice: ArraySlice<Entry>) -> UInt32? {
        var n = 0, r = 0, g = 0, b = 0
        for e in slice {
            n += e.weight
            r += Int(e.color & 0xFF) * e.weight
            g += Int((e.color >> 8) & 0xFF) * e.weight
            b += Int((e.color >> 16) & 0xFF) * e.weight
        }
        guard n > 0 else { return nil }
        return UInt32((r + n / 2) / n) | UInt32((g + n / 2) / n) << 8 | UInt32((b + n / 2) / n) << 16 | 0xFF00_0000
    }
}
