import SpinnerCore
import SpinnerLottieImport
import SpinnerSystem
import SpinnerText

/// The fonts of a Lottie file's text, for characters its glyphs (`chars`) lack, as players on a
/// device find them: the font file beside the Lottie file (or in its `fonts` folder), else the
/// one installed on this machine, else DejaVu Sans as a stand-in (noted), read through FreeType.
package enum LottieFonts {
    /// A provider searching `folder` (the Lottie file's; nil for a package's animation) and
    /// then the system's font folders.
    package static func provider(folder: String?) -> LottieFontProvider {
        let folders = folder.map { [$0, FilePath.join($0, "fonts")] } ?? []
        let catalog = FontCatalog(folders: folders)
        return { wanted in
            if let font = catalog.font(postScriptName: wanted.name, family: wanted.family, style: wanted.style) {
                return outlines(font, isSubstitute: false)
            }
            guard let path = Font.defaultFontPath(), let standIn = try? Font(contentsOf: path) else { return nil }
            return outlines(standIn, isSubstitute: true)
        }
    }

    /// Each character's outline and advance at Lottie's glyph size, 100; a character the font
    /// lacks (FreeType's `.notdef`, glyph 0) is none.
    private static func outlines(_ font: Font, isSubstitute: Bool) -> LottieOutlineFont {
        let name = [font.familyName, font.styleName].filter { !$0.isEmpty }.joined(separator: " ")
        return LottieOutlineFont(name: name, isSubstitute: isSubstitute) { ch in
            guard font.hasGlyph(for: ch) else { return nil }
            let layout = font.layout(ch, size: 100)
            return (layout.advanceWidth, layout.path)
        }
    }
}
