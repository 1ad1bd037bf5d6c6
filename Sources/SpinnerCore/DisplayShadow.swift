/// The shadow a group casts beneath its commands, as Core Animation draws a layer's shadow: the
/// alpha of everything the group draws, blurred by a Gaussian, moved, and painted in one colour.
/// All in device pixels, so that the rasteriser needs no layer geometry.
public struct DisplayShadow: Hashable, Sendable {
    /// The shadow's colour, the layer's `shadowOpacity` already folded into its alpha.
    public var color: Color
    /// How far the shadow is moved, in device pixels (y down).
    public var offset: Point
    /// The Gaussian's standard deviation in device pixels; 0 gives a hard-edged shadow.
    public var sigma: Double

    public init(color: Color, offset: Point, sigma: Double) {
        self.color = color
        self.offset = offset
        self.sigma = sigma
    }
}
