#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore

/// A TrueType / OpenType font loaded through FreeType, turning single-line left-to-right text
/// into a `Path` that the exact-coverage rasteriser fills like any other shape.
///
/// The value is `Sendable`: FreeType's handles sit behind a lock in a shared face object, and
/// glyph outlines are cached there after first use, so copies share one face.
public struct Font: Sendable {
    /// The file the font was loaded from.
    public let path: String
    /// Font units per em (2048 for DejaVu Sans); outlines are scaled by `size / unitsPerEm`.
    public var unitsPerEm: Int { face.unitsPerEm }
    /// The family name the font declares, such as "DejaVu Sans".
    public var familyName: String { face.familyName }
    /// The style name the font declares, such as "Book" or "Bold".
    public var styleName: String { face.styleName }
    /// The PostScript name the font declares, such as "DejaVuSans" (empty when it has none).
    public var postScriptName: String { face.postScriptName }
    /// True when the font has a 'kern' table, which layout applies. FreeType does not read
    /// GPOS kerning, so a font that kerns only through GPOS lays out without kerning.
    public var hasKerning: Bool { face.hasKerning }

    private let face: FontFace

    /// Loads the first face of a font file.
    /// - Throws: `FontError` naming the file when it is missing, unreadable, not a font, or a
    ///   bitmap-only font.
    public init(contentsOf path: String) throws(FontError) {
        self.path = path
        self.face = try FontFace(path: path)
    }

    /// The weights `defaultFontPath(weight:)` can find.
    public enum Weight: Sendable {
        case regular, bold
    }

    /// Where DejaVu Sans lives on the common Linux distributions (Debian's fonts-dejavu-core
    /// first); checked in order without asking fontconfig.
    static let searchDirectories = [
        "/usr/share/fonts/truetype/dejavu",  // Debian, Ubuntu
        "/usr/share/fonts/dejavu-sans-fonts",  // Fedora
        "/usr/share/fonts/TTF",  // Arch
        "/usr/share/fonts/dejavu",  // Alpine, openSUSE
        "/usr/local/share/fonts/dejavu",  // FreeBSD
    ]

    /// The path of DejaVu Sans (or DejaVu Sans Bold) on this machine, or nil when it is not
    /// installed (on Debian: `apt-get install fonts-dejavu-core`).
    public static func defaultFontPath(weight: Weight = .regular) -> String? {
        let file = weight == .bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        return searchDirectories.lazy.map { "\($0)/\(file)" }.first { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// Whether the font has a glyph of its own (not `.notdef`) for every character of `text`.
    public func hasGlyph(for text: String) -> Bool { face.hasGlyphs(text.unicodeScalars) }

    /// The lines and curves of `text`'s outline, as `layout` gives them at any size, counted
    /// until the sum passes `limit` (DejaVu Sans: none for a space, 12 for `x`, 53 for `@`, 543
    /// for ☃).
    public func outlineSegments(_ text: String, upTo limit: Int = .max) -> Int {
        face.outlineSegments(text.unicodeScalars, upTo: limit)
    }

    /// Lays out `text` on one line at `size` points per em: y down, baseline at y = 0, the pen
    /// starting at x = 0 and moving right by each glyph's advance plus the font's 'kern' pair
    /// adjustment. Each Unicode scalar becomes one glyph; a scalar the font lacks draws the
    /// font's `.notdef` glyph (an empty box in DejaVu). Fill the path with the non-zero rule.
    ///
    /// A size that is not a positive finite number gives an empty layout.
    public func layout(_ text: String, size: Double) -> TextLayout {
        let scale = size / Double(unitsPerEm)
        guard size > 0, scale.isFinite, scale > 0 else { return TextLayout(size: 0) }
        let (glyphs, advance) = face.shape(text.unicodeScalars)
        var path = Path()
        var ink: Rect? = nil
        for (glyph, pen) in glyphs {
            func place(_ p: Point) -> Point { Point(x: (pen + p.x) * scale, y: p.y * scale) }
            for e in glyph.elements {
                switch e {
                case .move(let p): path.move(to: place(p))
                case .line(let p): path.addLine(to: place(p))
                case .quadCurve(let p, let c): path.addQuadCurve(to: place(p), control: place(c))
                case .cubicCurve(let p, let c1, let c2): path.addCurve(to: place(p), control1: place(c1), control2: place(c2))
                case .closeSubpath: path.closeSubpath()
                }
            }
            if let b = glyph.inkBounds {
                let placed = Rect(origin: place(b.origin), size: Size(width: b.width * scale, height: b.height * scale))
                ink = ink.map { $0.union(placed) } ?? placed
            }
        }
        let layout = TextLayout(
            path: path, size: size, advanceWidth: advance * scale,
            ascender: Double(face.ascender) * scale, descender: Double(face.descender) * scale,
            inkBounds: ink ?? .zero)
        // Only an absurd size overflows; refuse it rather than hand the rasteriser infinities.
        return layout.path.isFinite && layout.advanceWidth.isFinite ? layout : TextLayout(size: 0)
    }
}
