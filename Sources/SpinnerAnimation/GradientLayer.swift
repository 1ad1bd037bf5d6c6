import SpinnerCore

/// A layer that fills its bounds with a gradient (CAGradientLayer). Points are in the unit
/// coordinates of the bounds: (0, 0) top-left, (1, 1) bottom-right.
open class GradientLayer: Layer {
    public var colors: [Color] = []
    /// Stops for `colors`, 0...1; nil spaces them evenly.
    public var locations: [Double]?
    public var startPoint = Point(x: 0.5, y: 0)
    public var endPoint = Point(x: 0.5, y: 1)
    public var type: GradientKind = .axial

    public override init() { super.init() }

    open override class var properties: [LayerProperty] { gradientProperties }

    /// CAGradientLayer's own properties, in the order a scene file writes them.
    static let gradientProperties = Layer.layerProperties + [
        .stored("colors", \GradientLayer.colors), .stored("locations", \GradientLayer.locations),
        .stored("startPoint", \GradientLayer.startPoint), .stored("endPoint", \GradientLayer.endPoint),
        .custom("gradientType", .choice),
    ]

    open override func makeDrawing() -> (any LayerDrawing)? { GradientDrawing(type: type) }
}

/// What a `GradientLayer` draws: its bounds, filled.
struct GradientDrawing: LayerDrawing {
    let type: GradientKind

    func contentItems(values: PropertyValues) -> [LayerContent] {
        guard let bounds = values[.bounds]?.rect, !bounds.isEmpty,
              let colors = values[.colors]?.colors, !colors.isEmpty,
              let start = values[.startPoint]?.point, let end = values[.endPoint]?.point else { return [] }
        func local(_ u: Point) -> Point { Point(x: bounds.minX + u.x * bounds.width, y: bounds.minY + u.y * bounds.height) }
        let gradient = Gradient(kind: type, colors: colors, locations: values[.locations]?.numbers,
                                startPoint: local(start), endPoint: local(end))
        var path = Path()
        path.addRect(bounds)
        return [LayerContent(path: path, style: .fill(.nonZero), paint: .gradient(gradient))]
    }
}
