/// `Palette.nearest` remembered for recently asked colours: a dithered spinner asks the same few
/// hundred colours (each flat colour plus the dither's 64 offsets) for most of its pixels, and
/// each search walks the palette. The cache holds exact answers, so the mapping is unchanged.
struct NearestColorCache {
    let palette: Palette
    /// Packed `r | g << 8 | b << 16` of each slot's colour; `empty` marks a free slot.
    private var keys = [UInt32](repeating: NearestColorCache.empty, count: NearestColorCache.slots)
    private var values = [UInt8](repeating: 0, count: NearestColorCache.slots)

    /// Not a 24-bit colour, so no query matches it.
    private static let empty = UInt32.max
    private static let slots = 1 << 12

    init(_ palette: Palette) { self.palette = palette }

    /// The index `palette.nearest(r:g:b:)` gives, for channels in 0...255.
    @inline(__always)
    mutating func nearest(r: Int32, g: Int32, b: Int32) -> Int {
        let key = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16
        let slot = Int((key &* 0x9E37_79B1) >> 20)
        if keys[slot] == key { return Int(values[slot]) }
        let index = palette.nearest(r: r, g: g, b: b)
        keys[slot] = key
        values[slot] = UInt8(index)
        return index
    }
}
