import SpinnerCore

/// Turns a line of text into a filled outline; implemented by a font module, so the layer
/// model itself needs no font engine.
public protocol TextShaper: Sendable {
    /// The outline of `text` at `size` points, baseline at y = 0 from x = 0 (y down), with
    /// the width it advances and the line's ascender (above the baseline, positive) and
    /// descender (below, negative).
    func shape(_ text: String, size: Double) -> ShapedText
}

/// A line of text as a path, with the metrics needed to place it.
public struct ShapedText: Hashable, Sendable {
    public var path: Path
    public var advanceWidth: Double
    public var ascender: Double
    public var descender: Double

    public init(path: Path, advanceWidth: Double, ascender: Double, descender: Double) {
        self.path = path
        self.advanceWidth = advanceWidth
        self.ascender = ascender
        self.descender = descender
    }
}

/// A layer that draws one line of text (CATextLayer), centred in its bounds: horizontally by
/// its advance width, vertically by its line box, so a changing label does not jitter.
open class TextLayer: Layer {
    public var string: String = ""
    public var fontSize: Double = 36
    public var foregroundColor: Color = .white
    public var font: (any TextShaper)?

    public override init() { super.init() }

    open override class var properties: [LayerProperty] {
        super.properties + [.init("string", .string), .init("fontSize", .number, .points), .init("foregroundColor", .color)]
    }

    open override func modelValues() -> PropertyValues {
        var v = super.modelValues()
        v["string"] = .string(string)
        v["fontSize"] = .number(fontSize)
        v["foregroundColor"] = .color(foregroundColor)
        return v
    }

    open override func makeDrawing() -> (any LayerDrawing)? {
        font.map { TextDrawing(font: $0) }
    }
}

/// What a `TextLayer` draws.
struct TextDrawing: LayerDrawing {
    let font: any TextShaper

    func contentItems(values: PropertyValues) -> [LayerContent] {
        guard let text = values["string"]?.string, !text.isEmpty,
              let size = values["fontSize"]?.number, size > 0, size.isFinite,
              let color = values["foregroundColor"]?.color, color.alpha > 0,
              let bounds = values["bounds"]?.rect else { return [] }
        let shaped = font.shape(text, size: size)
        let x = bounds.midX - shaped.advanceWidth / 2
        let baseline = bounds.midY + (shaped.ascender + shaped.descender) / 2
        let path = shaped.path.applying(AffineTransform(translationX: x, y: baseline))
        return [LayerContent(path: path, style: .fill(.nonZero), paint: .solid(color))]
    }
}
