import SpinnerCore

/// A layer that draws a path (CAShapeLayer): filled first, then stroked, with the stroke
/// trimmed to `strokeStart`...`strokeEnd` of the path's arc length.
open class ShapeLayer: Layer {
    /// The shape; animatable (`"path"`), element by element between paths of the same structure.
    public var path: Path?
    /// CAShapeLayer fills with opaque black by default; nil draws no fill.
    public var fillColor: Color? = .black
    public var fillRule: FillRule = .nonZero
    /// nil (the default) draws no stroke.
    public var strokeColor: Color?
    public var lineWidth: Double = 1
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: Double = 10
    public var strokeStart: Double = 0
    public var strokeEnd: Double = 1
    /// Lengths in points of alternating dashes and gaps along the stroke
    /// (CAShapeLayer.lineDashPattern); nil or empty strokes a solid line. An odd count repeats
    /// twice, and a list Core Graphics would reject (negative entries, all zeros) is solid.
    public var lineDashPattern: [Double]?
    /// How far into the dash pattern, in points, each subpath starts; animatable, so a phase
    /// animation makes marching ants.
    public var lineDashPhase: Double = 0

    public override init() { super.init() }

    open override class var properties: [LayerProperty] { shapeProperties }

    /// CAShapeLayer's own properties, in the order a scene file writes them.
    static let shapeProperties = Layer.layerProperties + [
        .stored("path", \ShapeLayer.path), .stored("fillColor", \ShapeLayer.fillColor), .custom("fillRule", .choice),
        .stored("strokeColor", \ShapeLayer.strokeColor),
        .stored("lineWidth", \ShapeLayer.lineWidth, .points, refusal: LayerProperty.within(0...Double.infinity, "expected a width of at least 0")),
        .custom("lineCap", .choice), .custom("lineJoin", .choice), .stored("miterLimit", \ShapeLayer.miterLimit),
        .stored("lineDashPattern", \ShapeLayer.lineDashPattern, .points, animatable: false,
                refusal: { ($0.numbers ?? []).allSatisfy { $0 >= 0 } ? nil : "expected dash and gap lengths of at least 0" }),
        .stored("lineDashPhase", \ShapeLayer.lineDashPhase, .points),
        .stored("strokeStart", \ShapeLayer.strokeStart, refusal: LayerProperty.within(0...1, "expected a fraction from 0 to 1")),
        .stored("strokeEnd", \ShapeLayer.strokeEnd, refusal: LayerProperty.within(0...1, "expected a fraction from 0 to 1")),
    ]

    open override func makeDrawing() -> (any LayerDrawing)? {
        // Even without a path of its own the layer may draw one that an animation presents.
        ShapeDrawing(fillRule: fillRule, lineCap: lineCap, lineJoin: lineJoin, dashPattern: lineDashPattern ?? [])
    }
}

/// What a `ShapeLayer` draws, frozen apart from its animatable properties (the path among them).
struct ShapeDrawing: LayerDrawing {
    let fillRule: FillRule
    let lineCap: LineCap
    let lineJoin: LineJoin
    let dashPattern: [Double]

    func contentItems(values: PropertyValues) -> [LayerContent] {
        guard let path = values[.path]?.path, !path.isEmpty, path.isFinite else { return [] }
        var items: [LayerContent] = []
        if case .color(let fill)? = values[.fillColor], fill.alpha > 0 {
            items.append(LayerContent(path: path, style: .fill(fillRule), paint: .solid(fill)))
        }
        // CAShapeLayer clamps the trim to 0...1 and draws nothing once start meets end.
        if case .color(let stroke)? = values[.strokeColor], stroke.alpha > 0,
           case .number(let width)? = values[.lineWidth], width > 0,
           case .number(let rawStart)? = values[.strokeStart], case .number(let rawEnd)? = values[.strokeEnd],
           case .number(let miter)? = values[.miterLimit] {
            let phase = values[.lineDashPhase]?.number ?? 0
            let start = min(max(rawStart, 0), 1), end = min(max(rawEnd, 0), 1)
            if start < end {
                let style = StrokeStyle(lineWidth: width, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miter,
                                        dashPattern: dashPattern, dashPhase: phase)
                items.append(LayerContent(path: path, style: .stroke(style, start: start, end: end), paint: .solid(stroke)))
            }
        }
        return items
    }
}
