import SpinnerCore

/// The frozen, non-animatable part of a `ReplicatorLayer`; the animatable part (delay, colour,
/// offsets) is in the layer's presented values.
struct ReplicatorSnapshot: Sendable {
    /// At least 0.
    let instanceCount: Int
    let instanceTransform: AffineTransform
    /// Whether any layer below the replicator (masks included) has an animation: if none, every
    /// copy looks the same at any time, whatever the delay.
    let subtreeIsAnimated: Bool

    init(_ layer: ReplicatorLayer, sublayers: [LayerSnapshot]) {
        instanceCount = max(layer.instanceCount, 0)
        instanceTransform = layer.instanceTransform
        func animated(_ s: LayerSnapshot) -> Bool {
            !s.animations.isEmpty || s.mask.contains(where: animated) || s.sublayers.contains(where: animated)
        }
        subtreeIsAnimated = sublayers.contains(where: animated)
    }

    /// The copies at the replicator's local `time`, given its presented values and the
    /// transform from its sublayer space to device pixels.
    ///
    ///     copy          0        1             2               ...  k
    ///     parent time   t        t − d         t − 2d               t − k·d      (d = instanceDelay)
    ///     transform     C        M · C         M · M · C            M^k · C      (M about the centre)
    ///     colour        c        c + o         c + 2o               c + k·o      (clamped to 0...1)
    func copies(values: PropertyValues, time: Double, sublayersToDevice c: AffineTransform) -> [ReplicatorCopy] {
        guard instanceCount > 0 else { return [] }
        let rawDelay = values[.instanceDelay]?.number ?? 0
        let delay = rawDelay.isFinite ? rawDelay : 0
        let base = values[.instanceColor]?.color ?? .white
        let offset = Color(red: values[.instanceRedOffset]?.number ?? 0, green: values[.instanceGreenOffset]?.number ?? 0,
                           blue: values[.instanceBlueOffset]?.number ?? 0, alpha: values[.instanceAlphaOffset]?.number ?? 0)
        let bounds = values[.bounds]?.rect ?? .zero
        let centre = AffineTransform(translationX: bounds.midX, y: bounds.midY)
        let step = AffineTransform(translationX: -bounds.midX, y: -bounds.midY).concatenating(instanceTransform).concatenating(centre)
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        var out: [ReplicatorCopy] = []
        out.reserveCapacity(instanceCount)
        var power = AffineTransform.identity
        for k in 0..<instanceCount {
            let n = Double(k)
            // Copy 0 is the sublayers as they are: no offset, not even 0 · ∞.
            let color = k == 0 ? base : Color(red: base.red + n * offset.red, green: base.green + n * offset.green,
                                              blue: base.blue + n * offset.blue, alpha: base.alpha + n * offset.alpha)
            out.append(ReplicatorCopy(index: k, time: k == 0 ? time : time - n * delay, transform: power.concatenating(c),
                                      color: Color(red: unit(color.red), green: unit(color.green),
                                                   blue: unit(color.blue), alpha: unit(color.alpha))))
            power = power.concatenating(step)
        }
        return out
    }
}
