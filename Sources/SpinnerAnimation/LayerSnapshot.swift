import SpinnerCore

/// An immutable copy of one layer and its subtree, taken when a `Scene` is made, so that
/// presentation can run on many threads while the caller keeps editing its layers.
///
/// A class of constants, not a struct: every frame walks the tree and hands snapshots around
/// (sublayer lists, masks, drawing order), and a struct of two dozen references copied so
/// retained each one of them per copy.
final class LayerSnapshot: Sendable {
    /// The layer's own `name`, nil when it has none.
    let givenName: String?
    /// The layer's class, which names it in messages when it has no name.
    let kind: Layer.Type
    /// What messages call the layer (`Layer.displayName`). Made on demand: describing a type
    /// costs more than a whole frame of a small scene, and only errors and the presented
    /// tree ask.
    var name: String { givenName ?? String(describing: kind) }
    let model: PropertyValues
    /// `model` with the parts of its compound values under their own key paths
    /// (`PresentationValues.expanded`), made once: every frame's presentation starts from it.
    let expandedModel: PropertyValues
    let transform: Transform3D
    /// CALayer.isDoubleSided: false hides the layer (and what is flattened into it) when its
    /// back faces the viewer.
    let isDoubleSided: Bool
    let isHidden: Bool
    let speed: Double
    let timeOffset: Double
    let beginTime: Double
    let animations: [any Animation]
    /// The key each animation was added under, in the order of `animations`.
    let animationKeys: [String]
    /// Every key path some animation of this layer writes.
    let animatedKeys: Set<AnimationKeyPath>
    /// The compound values among `animatedKeys`, whole or in parts.
    let animatedParts: AnimatedParts
    let drawing: (any LayerDrawing)?
    let masksToBounds: Bool
    /// `Layer.compositingFilter`.
    let compositingFilter: BlendMode
    let sublayerTransform: Transform3D
    /// The mask layer, positioned in this layer's coordinates.
    let mask: [LayerSnapshot]
    let invertsMask: Bool
    /// `Layer.masksByLuminance`.
    let masksByLuminance: Bool
    let sublayers: [LayerSnapshot]
    /// A `TransformLayer`: its sublayers share one 3D space, sorted by depth, and it draws
    /// nothing of its own.
    let isTransformLayer: Bool
    /// Set for a `ReplicatorLayer`: its sublayers are drawn once per copy.
    let replicator: ReplicatorSnapshot?
    /// Whether the layer can leave its superlayer's plane at some moment (see `leavesPlane`).
    let leavesPlane: Bool
    /// Whether its `sublayerTransform` can leave the plane at some moment.
    let sublayersLeavePlane: Bool
    /// Whether some sublayer has a `zPosition` other than 0 or animates it: only then are
    /// sublayers sorted by depth each frame (nearly never, so array order costs nothing).
    let sublayersHaveDepth: Bool

    /// Freezes `layer`, and with `sublayers` (the default) its sublayers; its mask always.
    init(_ layer: Layer, sublayers freezesSublayers: Bool = true) throws(SceneError) {
        givenName = layer.name
        kind = type(of: layer)
        let layerType = kind
        var keys = Set<AnimationKeyPath>()
        for (_, animation) in layer.animations {
            for key in animation.keyPaths where !layerType.isAnimatable(key) {
                throw SceneError(kind: .unsupportedKeyPath(key.rawValue), layer: layer.displayName)
            }
            keys.formUnion(animation.keyPaths)
        }
        model = layer.modelValues()
        var expanded = PresentationValues.expanded(model, transform: TransformComponents(layer.transform))
        // The matrices are set fields, not stored rows; animations of them read them here.
        expanded[.transform] = .transform(layer.transform)
        expanded[.sublayerTransform] = .transform(layer.sublayerTransform)
        expandedModel = expanded
        // Listed once: the kind check and both plane checks read them (a Lottie layer's sampled
        // keyframes are hundreds of values).
        let keyed = layer.animations.map(\.animation.keyedValues)
        try LayerSnapshot.checkKinds(of: keyed, expandedModel: expandedModel, layer: layer)
        transform = layer.transform
        isDoubleSided = layer.isDoubleSided
        isHidden = layer.isHidden
        speed = layer.speed
        timeOffset = layer.timeOffset
        beginTime = layer.beginTime
        animations = layer.animations.map(\.animation)
        animationKeys = layer.animations.map(\.key)
        animatedKeys = keys
        animatedParts = AnimatedParts(keys)
        drawing = layer.makeDrawing()
        masksToBounds = layer.masksToBounds
        compositingFilter = layer.compositingFilter
        sublayerTransform = layer.sublayerTransform
        mask = try layer.mask.map { m throws(SceneError) in [try LayerSnapshot(m)] } ?? []
        invertsMask = layer.invertsMask
        masksByLuminance = layer.masksByLuminance
        var subs: [LayerSnapshot] = []
        if freezesSublayers { for sub in layer.sublayers { subs.append(try LayerSnapshot(sub)) } }
        sublayers = subs
        sublayersHaveDepth = subs.contains { $0.model[.zPosition]?.number ?? 0 != 0 || $0.animatedKeys.contains(.zPosition) }
        replicator = (layer as? ReplicatorLayer).map { ReplicatorSnapshot($0, sublayers: subs) }
        isTransformLayer = layer is TransformLayer
        leavesPlane = Self.leavesPlane(layer, keyedValues: keyed, keys: keys)
        sublayersLeavePlane = Self.sublayersLeavePlane(layer, keyedValues: keyed, keys: keys)
    }

    /// Refuses an animation value whose kind differs from the model value at its key path
    /// (compound paths such as `position.x` compared with the model's part).
    private static func checkKinds(of keyedValues: [[(keyPath: AnimationKeyPath, value: AnimationValue)]],
                                   expandedModel expected: PropertyValues, layer: Layer) throws(SceneError) {
        for values in keyedValues {
            // An animation's values are mostly of one key path: its model kind is looked up once
            // a run of them (a sampled Lottie property has hundreds).
            var last: (key: AnimationKeyPath, held: AnimationValue.Kind?)?
            for (key, value) in values {
                let held: AnimationValue.Kind?
                if let last, last.key == key { held = last.held } else {
                    held = expected[key]?.kind
                    last = (key, held)
                }
                guard let held, held != value.kind else { continue }
                throw SceneError(kind: .valueKindMismatch(keyPath: key.rawValue, expected: held, found: value.kind), layer: layer.displayName)
            }
        }
    }

    /// The layer's local time for a time in its superlayer's time space.
    func localTime(_ parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }
}
