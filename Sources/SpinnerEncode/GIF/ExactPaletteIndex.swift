/// Which palette entry holds exactly a given colour, if any: a small open-addressing table over
/// the palette's 24-bit colours, so `Ditherer` can ask it for every pixel at the cost of a hash.
///
/// A pixel whose colour the palette holds is written as that entry, never dithered: dithering is
/// for colours the palette lacks, and a flat fill the palette has should decode as itself.
struct ExactPaletteIndex: Sendable {
    /// Packed `r | g << 8 | b << 16` per slot; `empty` marks a free slot.
    private let keys: [UInt32]
    private let values: [UInt8]

    /// Not a 24-bit colour, so no query matches it.
    private static let empty = UInt32.max
    /// Four times the largest palette, so probes stay short.
    private static let slots = 1024

    /// The table of `palette`'s colours (0xAABBGGRR words, alpha ignored); when a colour appears
    /// twice the lower index wins, as in `Palette.nearest`.
    init(_ palette: Palette) {
        var keys = [UInt32](repeating: ExactPaletteIndex.empty, count: ExactPaletteIndex.slots)
        var values = [UInt8](repeating: 0, count: ExactPaletteIndex.slots)
        for (i, c) in palette.colors.enumerated() {
            let key = c & 0xFF_FFFF
            var slot = ExactPaletteIndex.slot(key)
            while keys[slot] != ExactPaletteIndex.empty && keys[slot] != key { slot = (slot + 1) & (ExactPaletteIndex.slots - 1) }
            if keys[slot] == ExactPaletteIndex.empty {
                keys[slot] = key
                values[slot] = UInt8(i)
            }
        }
        self.keys = keys
        self.values = values
    }

    @inline(__always) private static func slot(_ key: UInt32) -> Int { Int((key &* 0x9E37_79B1) >> 22) }

    /// The entry whose colour is `word`'s (0xAABBGGRR, alpha ignored), or nil.
    @inline(__always)
    func index(of word: UInt32) -> UInt8? {
        let key = word & 0xFF_FFFF
        var slot = ExactPaletteIndex.slot(key)
        while true {
            let k = keys[slot]
            if k == key { return values[slot] }
            if k == ExactPaletteIndex.empty { return nil }
            slot = (slot + 1) & (ExactPaletteIndex.slots - 1)
        }
    }
}
