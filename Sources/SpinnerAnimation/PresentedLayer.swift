import SpinnerCore

/// One layer as it appears at a moment: its presented property values and where it lands.
public struct PresentedLayer: Hashable, Sendable {
    /// The layer's name, or its class when unnamed.
    public let name: String
    /// Depth in the tree: 0 for the root.
    public let depth: Int
    /// Every animatable property after animations, keyed as Core Animation spells it,
    /// including the decomposed `transform.*` components.
    public let values: PropertyValues
    /// Layer coordinates to device pixels.
    public let transform: SpinnerCore.AffineTransform
}
