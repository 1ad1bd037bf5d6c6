import SpinnerCore

/// One copy of a replicator's sublayers at a moment: where it is drawn, when it is, and its tint.
struct ReplicatorCopy {
    /// 0 for the sublayers as they are.
    let index: Int
    /// The sublayers' parent time: the replicator's local time − index · instanceDelay.
    let time: Double
    /// The replicator's sublayer space to device pixels: instanceTransform^index about the
    /// centre of the bounds, then the replicator's own sublayer transform and placement.
    let transform: AffineTransform
    /// instanceColor + index · offsets, each component clamped to 0...1 (NaN as 0).
    let color: Color
}
