import SpinnerCore

extension Scene {
    /// The canvas in points, unrounded: the root layer's bounds (a 26.5 pt view is 26.5 wide,
    /// where `pixelWidth` at scale 1 rounds it to 27). An export that keeps geometry in points
    /// sizes its canvas from this.
    public var pointSize: Size {
        root.model["bounds"]?.rect?.size ?? Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
    }
}
