import SpinnerCore
import SpinnerRaster
import SpinnerText

/// The strip under a tile of a contact sheet: the frame index at the left, its time at the right
/// (`12 … 0.200 s`), in DejaVu Sans drawn by the same rasteriser as the frames.
public struct SheetLabel {
    /// The frame index's text and the time's, laid out.
    public let index: TextLayout
    public let time: TextLayout

    /// The strip's colour, the index's and the time's (quieter: the index is what one looks up).
    public static let strip = Color(hex: "#FFFFFF")
    public static let indexInk = Color(hex: "#202124")
    public static let timeInk = Color(hex: "#5F6368")

    /// Text size in pixels for a picture `width` pixels wide: 10 px on small tiles (still
    /// readable), growing to 14 px on large ones.
    public static func fontSize(pictureWidth width: Int) -> Double {
        min(14, max(10, Double(width) / 12).rounded())
    }

    /// Pixels of strip around the text: a third of the text size on each side.
    public static func padding(fontSize: Double) -> Int { Int((fontSize / 3).rounded(.up)) }

    /// The strip's height for text of `fontSize`.
    public static func height(fontSize: Double) -> Int { Int((fontSize * 1.25).rounded(.up)) + 2 * padding(fontSize: fontSize) }

    /// The label of frame `frame` at `seconds`: the time to the millisecond.
    public init(frame: Int, seconds: Double, font: Font, size: Double) {
        index = font.layout("\(frame)", size: size)
        time = font.layout(DecimalText.fixed(seconds, decimals: 3) + " s", size: size)
    }

    /// The narrowest strip that holds both texts apart.
    public func minimumWidth(fontSize: Double) -> Int {
        let pad = SheetLabel.padding(fontSize: fontSize)
        return Int((index.advanceWidth + time.advanceWidth).rounded(.up)) + 4 * pad
    }

    /// Fills `rect` of `sheet` with the strip and draws the texts on one baseline, whole pixels
    /// (so every strip's text sits alike).
    public func draw(in rect: PixelRect, fontSize: Double, into sheet: inout PixelBuffer) {
        let fill = PremultipliedRGBA8(SheetLabel.strip)
        for y in rect.y..<rect.maxY { for x in rect.x..<rect.maxX { sheet[x, y] = fill } }
        let pad = Double(SheetLabel.padding(fontSize: fontSize))
        let box = index.lineBox
        let baseline = (Double(rect.y) + Double(rect.height) / 2 - box.midY).rounded()
        let left = Double(rect.x) + pad, right = (Double(rect.maxX) - pad - time.advanceWidth).rounded()
        let rasterizer = Rasterizer()
        for (text, x, ink) in [(index, left, SheetLabel.indexInk), (time, right, SheetLabel.timeInk)] {
            rasterizer.draw(DisplayItem(path: text.path, transform: AffineTransform(translationX: x, y: baseline),
                                        style: .fill(text.fillRule), paint: .solid(ink)), into: &sheet)
        }
    }
}
