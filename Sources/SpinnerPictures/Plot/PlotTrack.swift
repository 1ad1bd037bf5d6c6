import SpinnerAnimation

/// One presented property of one layer sampled over time: the input of a plot panel.
public struct PlotTrack: Hashable, Sendable {
    /// The layer's path ("view/arc"), as `spinnergen values` names it.
    public var layer: String
    /// The key path ("strokeEnd", "transform.rotation.z", "arc.headAngle").
    public var key: String
    /// One value per sample time; nil where the layer is not presented (hidden).
    public var values: [AnimationValue?]

    public init(layer: String, key: String, values: [AnimationValue?]) {
        self.layer = layer
        self.key = key
        self.values = values
    }

    /// True when the property takes more than one value over the samples (a layer hidden for
    /// a while does not change its properties by that).
    public var changes: Bool {
        let present = values.compactMap { $0 }
        guard let first = present.first else { return false }
        return present.contains { $0 != first }
    }
}
