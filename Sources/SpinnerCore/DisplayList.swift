/// What to paint a shape with.
public enum Paint: Hashable, Sendable {
    case solid(Color)
}

/// Whether a drawing fills its path or strokes it.
public enum DrawStyle: Hashable, Sendable {
    /// Fill the path's interior under a fill rule.
    case fill(FillRule)
    /// Stroke the part of the path between `start` and `end` (fractions of its arc length,
    /// as CAShapeLayer's `strokeStart` / `strokeEnd`).
    case stroke(StrokeStyle, start: Double, end: Double)
}

/// One shape to draw: a path in its own coordinates, the transform to device pixels, a paint
/// and a style. Opacity multiplies the paint's alpha.
public struct DisplayItem: Hashable, Sendable {
    public var path: Path
    public var transform: AffineTransform
    public var style: DrawStyle
    public var paint: Paint
    public var opacity: Double

    public init(path: Path, transform: AffineTransform, style: DrawStyle, paint: Paint, opacity: Double = 1) {
        self.path = path
        self.transform = transform
        self.style = style
        self.paint = paint
        self.opacity = opacity
    }
}

/// A frame described as plain values: a canvas size in pixels, a background and the shapes to
/// draw over it, back to front. The output of `Scene.presentation(at:)` and the input of the
/// rasteriser.
public struct DisplayList: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var background: Color
    public var items: [DisplayItem]

    public init(width: Int, height: Int, background: Color = .clear, items: [DisplayItem] = []) {
        self.width = width
        self.height = height
        self.background = background
        self.items = items
    }
}
