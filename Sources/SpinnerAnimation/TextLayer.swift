import SpinnerCore

/// Turns a line of text into a filled outline; implemented by a font module, so the layer
/// model itself needs no font engine.
public protocol TextShaper: Sendable {
    /// The outline of `text` at `size` points, baseline at y = 0 from x = 0 (y down), with
    /// the width it advances and the line's ascender (above the baseline, positive) and
    /// descender (below, negative).
    func shape(_ text: String, size: Double) -> ShapedText
    /// The lines and curves of `text`'s outline (the same at any size), counted until the sum
    /// passes `limit`: what each frame shapes, places and flattens. The default shapes the text.
    func outlineSegments(_ text: String, upTo limit: Int) -> Int
}

extension TextShaper {
    public func outlineSegments(_ text: String, upTo limit: Int) -> Int {
        shape(text, size: 1).path.elements.count { e in
            switch e {
            case .move, .closeSubpath: false
            case .line, .quadCurve, .cubicCurve: true
            }
        }
    }
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

    /// The most glyphs one frame may draw through text layers, and the most lines and curves
    /// their outlines may have (`drawnText(in:)`): a `Scene` refuses more, before anything is
    /// drawn. Every frame shapes, places and flattens each glyph anew, once per replicator
    /// copy, and holds its outline until the frame is drawn, so a line of 200,000 characters
    /// took 628 MB and 90 s a frame. A glyph of DejaVu Sans has 12 segments (`x`), 28 (`a`),
    /// 53 (`@`) or 543 (☃); 50,000 segments are about 4,000 `x` or 90 ☃, 70 to 150 MB while
    /// drawn. A spinner's label ("100%", "Loading…"), even replicated around a ring, draws tens
    /// or hundreds of glyphs.
    public static let maximumDrawnGlyphs = 5_000
    public static let maximumDrawnOutlineSegments = 50_000

    /// About what one outline segment holds while its frame is drawn (shaped, placed and
    /// flattened into the rasteriser's edges): 1.3 KB measured on a line of `@` at 80 px an em,
    /// 2.7 KB at 800 px and more. The memory plan counts a worker's `Scene.drawnOutlineSegments`
    /// of them.
    public static let bytesPerDrawnOutlineSegment = 3 << 10

    public override init() { super.init() }

    /// The most glyphs, and the most outline segments, `root`'s tree can draw in one frame:
    /// each text layer's longest string (its own, or any that an animation or change sets; a
    /// glyph for each Unicode scalar, as the font shapes it) and its string of most segments,
    /// times the times the frame draws the layer (replicator copies multiply, masks count). A
    /// text layer without a font draws nothing. Segments are counted only while the glyphs are
    /// within `maximumDrawnGlyphs`, and no further than just past the segment budget; both
    /// saturate at `Int.max`.
    public static func drawnText(in root: Layer) -> (glyphs: Int, segments: Int) {
        var layers: [(TextLayer, Int)] = []
        var glyphs = 0
        ReplicatorLayer.forEachLayer(in: root) { layer, drawn, _ in
            guard let text = layer as? TextLayer, text.font != nil, drawn > 0 else { return }
            layers.append((text, drawn))
            let longest = text.strings.reduce(0) { max($0, $1.unicodeScalars.count) }
            glyphs = ReplicatorLayer.saturatingSum(glyphs, ReplicatorLayer.saturatingProduct(longest, drawn))
        }
        guard glyphs <= maximumDrawnGlyphs else { return (glyphs, 0) }
        var segments = 0
        for (text, drawn) in layers where segments <= maximumDrawnOutlineSegments {
            guard let font = text.font else { continue }
            let most = text.strings.reduce(0) { max($0, font.outlineSegments($1, upTo: maximumDrawnOutlineSegments)) }
            segments = ReplicatorLayer.saturatingSum(segments, ReplicatorLayer.saturatingProduct(most, drawn))
        }
        return (glyphs, segments)
    }

    /// Every string this layer shows at some time: its own, and those its animations and
    /// changes set.
    var strings: [String] {
        var out = [string]
        for (_, animation) in animations where animation.keyPaths.contains("string") {
            for (key, value) in animation.keyedValues where key == "string" {
                if let s = value.string { out.append(s) }
            }
        }
        return out
    }

    open override class var properties: [LayerProperty] { textProperties }

    /// CATextLayer's own properties, in the order a scene file writes them.
    static let textProperties = Layer.layerProperties + [
        .stored("string", \TextLayer.string),
        .stored("fontSize", \TextLayer.fontSize, .points,
                refusal: { $0.number.map { $0 > 0 && $0 <= 10_000 } == false ? "expected a size above 0 and at most 10000" : nil }),
        .stored("foregroundColor", \TextLayer.foregroundColor, none: .clear),
    ]

    open override func makeDrawing() -> (any LayerDrawing)? {
        font.map { TextDrawing(font: $0) }
    }
}

/// What a `TextLayer` draws.
struct TextDrawing: LayerDrawing {
    let font: any TextShaper

    func contentItems(values: PropertyValues) -> [LayerContent] {
        guard let text = values[.string]?.string, !text.isEmpty,
              let size = values[.fontSize]?.number, size > 0, size.isFinite,
              let color = values[.foregroundColor]?.color, color.alpha > 0,
              let bounds = values[.bounds]?.rect else { return [] }
        let shaped = font.shape(text, size: size)
        let x = bounds.midX - shaped.advanceWidth / 2
        let baseline = bounds.midY + (shaped.ascender + shaped.descender) / 2
        let path = shaped.path.applying(AffineTransform(translationX: x, y: baseline))
        return [LayerContent(path: path, style: .fill(.nonZero), paint: .solid(color))]
    }
}
