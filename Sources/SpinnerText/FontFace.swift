import CFreeType
import SpinnerCore
import Synchronization

/// The FreeType library and face behind a `Font`. FreeType objects must not be used from two
/// threads at once, so they live inside a `Mutex`; outlines are decomposed on first use and
/// cached, since a face has thousands of glyphs and a label needs a dozen.
final class FontFace: Sendable {
    private struct State {
        let library: FT_Library
        let face: FT_Face
        var glyphs: [UInt32: Glyph] = [:]
    }

    private let state: Mutex<State>
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let hasKerning: Bool
    let familyName: String
    let styleName: String
    let postScriptName: String

    init(path: String) throws(FontError) {
        var library: FT_Library?
        var error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw Self.error(path, "FT_Init_FreeType", error) }
        var face: FT_Face?
        error = FT_New_Face(library, path, 0, &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw Self.error(path, "FT_New_Face", error)
        }
        let rec = face.pointee
        guard rec.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, rec.units_per_EM > 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw FontError.notScalable(path: path)
        }
        unitsPerEm = Int(rec.units_per_EM)
        ascender = Int(rec.ascender)
        descender = Int(rec.descender)
        hasKerning = spinner_ft_has_kerning(face) != 0
        familyName = rec.family_name.map { String(cString: $0) } ?? ""
        styleName = rec.style_name.map { String(cString: $0) } ?? ""
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
        state = Mutex(State(library: library, face: face))
    }

    deinit {
        state.withLock { s in
            FT_Done_Face(s.face)
            FT_Done_FreeType(s.library)
        }
    }

    private static func error(_ path: String, _ function: String, _ code: FT_Error) -> FontError {
        .freeType(path: path, function: function, code: code, message: String(cString: spinner_ft_error_message(code)))
    }

    /// The glyphs for a run of Unicode scalars with the pen position (font units) of each, and
    /// the total advance. A scalar the font lacks maps to glyph 0, `.notdef`.
    func shape(_ scalars: String.UnicodeScalarView) -> (glyphs: [(Glyph, Double)], advance: Double) {
        state.withLock { s in
            var placed: [(Glyph, Double)] = []
            var pen = 0.0
            var previous: FT_UInt? = nil
            for scalar in scalars {
                let index = FT_Get_Char_Index(s.face, FT_ULong(scalar.value))
                if hasKerning, let previous {
                    var kern = FT_Vector()
                    if FT_Get_Kerning(s.face, previous, index, FT_UInt(FT_KERNING_UNSCALED.rawValue), &kern) == 0 {
                        pen += Double(kern.x)
                    }
                }
                let glyph = s.glyphs[index] ?? load(index, from: s.face)
                s.glyphs[index] = glyph
                placed.append((glyph, pen))
                pen += glyph.advance
                previous = index
            }
            return (placed, pen)
        }
    }

    /// Whether the font maps every one of `scalars` to a glyph of its own (not `.notdef`).
    func hasGlyphs(_ scalars: String.UnicodeScalarView) -> Bool {
        state.withLock { s in scalars.allSatisfy { FT_Get_Char_Index(s.face, FT_ULong($0.value)) != 0 } }
    }

    /// The lines and curves of the glyphs `shape` gives for `scalars`, counted until the sum
    /// passes `limit`.
    func outlineSegments(_ scalars: String.UnicodeScalarView, upTo limit: Int) -> Int {
        state.withLock { s in
            var total = 0
            for scalar in scalars where total <= limit {
                let index = FT_Get_Char_Index(s.face, FT_ULong(scalar.value))
                let glyph = s.glyphs[index] ?? load(index, from: s.face)
                s.glyphs[index] = glyph
                total += glyph.segments
            }
            return total
        }
    }

    /// Loads one glyph unscaled and unhinted, so the outline is the designer's, in font units,
    /// exactly; scaling happens in Swift in Double.
    private func load(_ index: FT_UInt, from face: FT_Face) -> Glyph {
        guard FT_Load_Glyph(face, index, spinner_ft_load_flags_unscaled_outline()) == 0,
              let slot = face.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE,
              let elements = OutlineDecomposer.elements(of: &slot.pointee.outline)
        else { return .empty }
        return Glyph(elements: elements, advance: Double(slot.pointee.advance.x), inkBounds: tightBounds(of: elements))
    }
}
