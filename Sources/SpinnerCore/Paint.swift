/// What to paint a shape with. Geometry inside a paint (gradient points, image placement) is in
/// the drawing's local coordinates, the same space as its path.
public enum Paint: Hashable, Sendable {
    case solid(Color)
    case gradient(Gradient)
    case image(ImagePaint)
}

/// The kinds of CAGradientLayer's `type`.
public enum GradientKind: String, Hashable, Sendable, CaseIterable {
    /// Colours vary along the line from `startPoint` to `endPoint` and extend beyond its ends.
    case axial
    /// Colours vary from `startPoint` (the centre) out to the ellipse whose radii are the x and
    /// y distances from `startPoint` to `endPoint`.
    case radial
    /// Colours vary with the angle about `startPoint`, clockwise on screen, starting at the
    /// direction of `endPoint`.
    case conic
}

/// A gradient as CAGradientLayer describes one: colours at locations 0...1 (evenly spaced when
/// `locations` is nil), interpolated per component in sRGB with straight alpha, then
/// premultiplied, as Core Animation does.
public struct Gradient: Hashable, Sendable {
    public var kind: GradientKind
    public var colors: [Color]
    public var locations: [Double]?
    public var startPoint: Point
    public var endPoint: Point

    public init(kind: GradientKind = .axial, colors: [Color], locations: [Double]? = nil, startPoint: Point, endPoint: Point) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
}

/// How an image is sampled between its pixels.
public enum ImageFilter: String, Hashable, Sendable {
    case nearest, bilinear
}

/// An image painted through a transform: `transform` maps image pixel coordinates (0...width,
/// 0...height, y down) to the drawing's local coordinates. Outside the image the paint is
/// transparent.
public struct ImagePaint: Hashable, Sendable {
    public var image: PixelBuffer
    public var transform: AffineTransform
    public var filter: ImageFilter
    /// Multiplies each sampled pixel's straight-alpha components (a replicator copy's
    /// `instanceColor`); opaque white leaves the image as it is.
    public var colorMultiplier: Color

    public init(image: PixelBuffer, transform: AffineTransform, filter: ImageFilter = .bilinear,
                colorMultiplier: Color = .white) {
        self.image = image
        self.transform = transform
        self.filter = filter
        self.colorMultiplier = colorMultiplier
    }
}
