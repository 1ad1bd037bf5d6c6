import SpinnerCore

/// A font a text document names, as the file's fonts list (`fonts.list`) describes it: what a
/// `LottieFontProvider` is asked for when the file's glyphs (`chars`) lack a character.
public struct LottieFont: Hashable, Sendable {
    /// `fName`, the name text documents use (`f`): a PostScript name such as `Pacifico-Regular`.
    public var name: String
    /// `fFamily`, such as `Pacifico`.
    public var family: String
    /// `fStyle`, such as `Regular` (empty when not given).
    public var style: String

    public init(name: String, family: String, style: String) {
        self.name = name
        self.family = family
        self.style = style
    }
}

/// Outlines of characters from a font found outside the file (a font file beside it, one
/// installed on the system, or a stand-in), at Lottie's glyph size 100.
public struct LottieOutlineFont: Sendable {
    /// What is drawn, as the font names itself ("DejaVu Sans Book").
    public var name: String
    /// True when it is not the font asked for but a stand-in (noted: the text's shapes differ).
    public var isSubstitute: Bool
    /// A character's outline at size 100 (y down, baseline at y = 0, pen at x = 0, non-zero
    /// winding) and its advance; nil when the font has no glyph for it.
    public var glyph: @Sendable (String) -> (advance: Double, outline: Path)?

    public init(name: String, isSubstitute: Bool, glyph: @escaping @Sendable (String) -> (advance: Double, outline: Path)?) {
        self.name = name
        self.isSubstitute = isSubstitute
        self.glyph = glyph
    }
}

/// Finds the font a text document names; nil when there is none (the text is then left out).
public typealias LottieFontProvider = (LottieFont) -> LottieOutlineFont?
