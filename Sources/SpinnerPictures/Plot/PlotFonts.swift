import SpinnerText

/// The faces a plot's labels are set in: what lays out their widths and draws them in the PNG;
/// the SVG names the same family.
public struct PlotFonts: Sendable {
    public var regular: Font
    public var bold: Font

    public init(regular: Font, bold: Font) {
        self.regular = regular
        self.bold = bold
    }

    /// The family the SVG asks for, with a generic fallback.
    public var family: String { "\(regular.familyName), sans-serif" }

    func font(bold: Bool) -> Font { bold ? self.bold : regular }

    /// The advance width of `text` at `size`.
    func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        font(bold: bold).layout(text, size: size).advanceWidth
    }
}
