/// Up to 256 opaque sRGB colours and an exact nearest-colour search.
///
/// Distance is squared Euclidean in 8-bit sRGB; ties go to the lower index, so the mapping is
/// deterministic. The search walks outward from the query's green value in a green-sorted copy
/// and stops once the green difference alone exceeds the best distance.
struct Palette: Sendable {
    /// Colours as 0xAABBGGRR words (alpha 255), the order indices refer to.
    let colors: [UInt32]
    private let sortedGreen: [Int32]
    private let sortedRed: [Int32]
    private let sortedBlue: [Int32]
    private let sortedIndex: [Int32]

    init(colors: [UInt32]) {
        self.colors = colors
        let order = colors.indices.sorted { (a, b) in
            let ga = (colors[a] >> 8) & 0xFF, gb = (colors[b] >> 8) & 0xFF
            return ga != gb ? ga < gb : a < b
        }
        sortedIndex = order.map { Int32($0) }
        sortedRed = order.map { Int32(colors[$0] & 0xFF) }
        sortedGreen = order.map { Int32((colors[$0] >> 8) & 0xFF) }
        sortedBlue = order.map { Int32((colors[$0] >> 16) & 0xFF) }
    }

    /// The index of the nearest colour (lowest index among equals).
    func nearest(r: Int32, g: Int32, b: Int32) -> Int {
        let n = sortedGreen.count
        // First position whose green is >= g.
        var lo = 0, hi = n
        while lo < hi {
            let mid = (lo + hi) >> 1
            if sortedGreen[mid] < g { lo = mid + 1 } else { hi = mid }
        }
        var best = Int32.max, bestIndex = Int32.max
        @inline(__always) func consider(_ k: Int) {
            let dr = sortedRed[k] - r, dg = sortedGreen[k] - g, db = sortedBlue[k] - b
            let d = dr * dr + dg * dg + db * db
            if d < best || (d == best && sortedIndex[k] < bestIndex) {
                best = d
                bestIndex = sortedIndex[k]
            }
        }
        var up = lo, down = lo - 1
        while up < n || down >= 0 {
            if up < n {
                let dg = sortedGreen[up] - g
                if dg * dg > best { up = n } else { consider(up); up += 1 }
            }
            if down >= 0 {
                let dg = g - sortedGreen[down]
                if dg * dg > best { down = -1 } else { consider(down); down -= 1 }
            }
        }
        return Int(bestIndex)
    }
}
