import SpinnerAnimation
import SpinnerText

extension Font: TextShaper {
    /// FreeType's outline of the text, for `TextLayer`.
    public func shape(_ text: String, size: Double) -> ShapedText {
        let layout = layout(text, size: size)
        return ShapedText(path: layout.path, advanceWidth: layout.advanceWidth,
                          ascender: layout.ascender, descender: layout.descender)
    }

    // `outlineSegments(_:upTo:)` is Font's own.
}
