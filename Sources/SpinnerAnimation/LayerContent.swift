import SpinnerCore

/// A shape a layer draws in its own coordinate space; the scene adds the transform to pixels
/// and the inherited opacity.
public struct LayerContent: Hashable, Sendable {
    public var path: Path
    public var style: DrawStyle
    public var paint: Paint

    public init(path: Path, style: DrawStyle, paint: Paint) {
        self.path = path
        self.style = style
        self.paint = paint
    }
}

/// The frozen, thread-safe drawing of one kind of layer: given the layer's presented property
/// values, the shapes it draws in its own coordinates.
public protocol LayerDrawing: Sendable {
    func contentItems(values: PropertyValues) -> [LayerContent]
}
