import SpinnerCore

/// A line of text as a path in points, y down, with the baseline at y = 0 and the pen starting
/// at x = 0, plus the metrics needed to place it.
public struct TextLayout: Hashable, Sendable {
    /// The glyph outlines, every contour closed. Fill with `fillRule`.
    public var path: Path
    /// The em size the text was laid out at, in points.
    public var size: Double
    /// Where the pen ends: the sum of advances and kerning.
    public var advanceWidth: Double
    /// The font's ascender (hhea), positive, above the baseline: the top of the line box is at
    /// y = −ascender.
    public var ascender: Double
    /// The font's descender (hhea), negative as in UIFont: the bottom of the line box is at
    /// y = −descender.
    public var descender: Double
    /// The tight bounds of the ink (curve extrema, not control points); `.zero` when the text
    /// draws nothing (empty or only spaces).
    public var inkBounds: Rect

    /// TrueType and CFF outlines are designed for the non-zero winding rule.
    public var fillRule: FillRule { .nonZero }

    /// The box `centered(in:box:)` centres.
    public enum CenteringBox: Hashable, Sendable {
        /// The ink's tight bounds: optically centred. Right for a label of digits and "%",
        /// which have no descenders and would otherwise sit high by half the descender.
        case ink
        /// The advance width by the ascender-to-descender line box: the same for any text of
        /// the same advance, so a changing label (tabular digits) keeps its baseline and left
        /// edge still from frame to frame instead of jittering with the ink.
        case lineBox
    }

    /// An empty layout at `size`.
    public init(size: Double) {
        self.init(path: Path(), size: size, advanceWidth: 0, ascender: 0, descender: 0, inkBounds: .zero)
    }

    /// A layout from its parts.
    public init(path: Path, size: Double, advanceWidth: Double, ascender: Double, descender: Double, inkBounds: Rect) {
        self.path = path
        self.size = size
        self.advanceWidth = advanceWidth
        self.ascender = ascender
        self.descender = descender
        self.inkBounds = inkBounds
    }

    /// The advance width by the ascender-to-descender height, in the layout's coordinates.
    public var lineBox: Rect { Rect(x: 0, y: -ascender, width: advanceWidth, height: ascender - descender) }

    /// The translation that puts the centre of `box` at the centre of `rect`.
    public func centeringTransform(in rect: Rect, box: CenteringBox = .ink) -> AffineTransform {
        let b = box == .ink ? inkBounds : lineBox
        return AffineTransform(translationX: rect.midX - b.midX, y: rect.midY - b.midY)
    }

    /// The path moved so that `box` is centred in `rect`.
    public func centered(in rect: Rect, box: CenteringBox = .ink) -> Path {
        path.applying(centeringTransform(in: rect, box: box))
    }
}
