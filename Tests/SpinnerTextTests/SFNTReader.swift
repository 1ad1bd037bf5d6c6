import Foundation

/// A tiny reader of the TrueType tables the tests check FreeType's answers against, written
/// from the OpenType spec so the expected values do not come through FreeType.
struct SFNTReader {
    let data: [UInt8]
    let tables: [String: Int]

    struct GlyphHeader: Equatable {
        var contours: Int, xMin: Int, yMin: Int, xMax: Int, yMax: Int
    }

    init(path: String) throws {
        data = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        var t: [String: Int] = [:]
        for i in 0..<Int(Self.u16(data, 4)) {
            let record = 12 + 16 * i
            let tag = String(decoding: data[record..<record + 4], as: UTF8.self)
            t[tag] = Int(Self.u32(data, record + 8))
        }
        tables = t
    }

    static func u16(_ d: [UInt8], _ o: Int) -> UInt16 { UInt16(d[o]) << 8 | UInt16(d[o + 1]) }
    static func u32(_ d: [UInt8], _ o: Int) -> UInt32 { UInt32(u16(d, o)) << 16 | UInt32(u16(d, o + 2)) }
    func u16(_ table: String, _ o: Int) -> Int { Int(Self.u16(data, tables[table]! + o)) }
    func i16(_ table: String, _ o: Int) -> Int { Int(Int16(bitPattern: Self.u16(data, tables[table]! + o))) }

    var unitsPerEm: Int { u16("head", 18) }
    var ascender: Int { i16("hhea", 4) }
    var descender: Int { i16("hhea", 6) }

    func advance(glyph: Int) -> Int {
        u16("hmtx", 4 * min(glyph, u16("hhea", 34) - 1))
    }

    /// The glyph for a BMP character through the (3, 1) format-4 cmap subtable.
    func glyph(for c: Character) -> Int {
        let code = Int(c.unicodeScalars.first!.value)
        let cmap = tables["cmap"]!
        var sub = 0
        for i in 0..<u16("cmap", 2) where u16("cmap", 4 + 8 * i) == 3 && u16("cmap", 6 + 8 * i) == 1 {
            sub = cmap + Int(Self.u32(data, cmap + 8 + 8 * i))
        }
        precondition(sub != 0 && Self.u16(data, sub) == 4, "no format-4 Unicode cmap")
        let segs = Int(Self.u16(data, sub + 6)) / 2
        let ends = sub + 14, starts = ends + 2 * segs + 2, deltas = starts + 2 * segs, ranges = deltas + 2 * segs
        for s in 0..<segs where code <= Int(Self.u16(data, ends + 2 * s)) {
            guard code >= Int(Self.u16(data, starts + 2 * s)) else { return 0 }
            let delta = Int(Self.u16(data, deltas + 2 * s)), range = Int(Self.u16(data, ranges + 2 * s))
            if range == 0 { return (code + delta) & 0xFFFF }
            let g = Int(Self.u16(data, ranges + 2 * s + range + 2 * (code - Int(Self.u16(data, starts + 2 * s)))))
            return g == 0 ? 0 : (g + delta) & 0xFFFF
        }
        return 0
    }

    /// numberOfContours and the bounding box from a glyph's 'glyf' header.
    func header(glyph: Int) -> GlyphHeader {
        let long = u16("head", 50) == 1
        let offset = long ? Int(Self.u32(data, tables["loca"]! + 4 * glyph)) : 2 * u16("loca", 2 * glyph)
        func at(_ k: Int) -> Int { i16("glyf", offset + k) }
        return GlyphHeader(contours: at(0), xMin: at(2), yMin: at(4), xMax: at(6), yMax: at(8))
    }

    /// The pair value from the first format-0 subtable of the 'kern' table, or 0.
    func kerning(_ left: Int, _ right: Int) -> Int {
        guard tables["kern"] != nil, u16("kern", 2) > 0, u16("kern", 8) >> 8 == 0 else { return 0 }
        for i in 0..<u16("kern", 10) {
            let pair = 18 + 6 * i
            if u16("kern", pair) == left && u16("kern", pair + 2) == right { return i16("kern", pair + 4) }
        }
        return 0
    }
}
