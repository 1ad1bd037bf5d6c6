/// Which layers can leave their superlayer's plane: decided once from the model and the key
/// paths animations write, so that every moment of a scene presents the same tree shape.
extension LayerSnapshot {
    /// The parts of `transform` that move a layer out of the plane when animated.
    private static let depthParts: Set<AnimationKeyPath> = [.transformRotationX, .transformRotationY, .transformTranslationZ, .transformScaleZ]

    /// Whether the layer can be placed out of its superlayer's plane at some moment: a
    /// `TransformLayer`, a 3D model transform, an animation of a depth part, or a whole
    /// `transform` animated through some 3D value.
    static func leavesPlane(_ layer: Layer, keyedValues: [[(keyPath: AnimationKeyPath, value: AnimationValue)]],
                            keys: Set<AnimationKeyPath>) -> Bool {
        layer is TransformLayer || !layer.transform.isAffine || !keys.isDisjoint(with: depthParts)
            || animatesOutOfPlane(.transform, keyedValues, keys: keys)
    }

    /// Whether the layer's `sublayerTransform` can leave the plane at some moment (then every
    /// sublayer is seen in 3D).
    static func sublayersLeavePlane(_ layer: Layer, keyedValues: [[(keyPath: AnimationKeyPath, value: AnimationValue)]],
                                    keys: Set<AnimationKeyPath>) -> Bool {
        !layer.sublayerTransform.isAffine || animatesOutOfPlane(.sublayerTransform, keyedValues, keys: keys)
    }

    /// Whether some animation gives `key` a matrix that is not affine; `keys` (every key path the
    /// layer's animations write) spares the search where none writes `key`.
    private static func animatesOutOfPlane(_ key: AnimationKeyPath, _ keyedValues: [[(keyPath: AnimationKeyPath, value: AnimationValue)]],
                                           keys: Set<AnimationKeyPath>) -> Bool {
        keys.contains(key) && keyedValues.contains { values in
            values.contains { $0.keyPath == key && !($0.value.transform?.isAffine ?? true) }
        }
    }
}
