/// Which layers of a scene leave the plane: what a reader of plane placements (the Lottie
/// export) cannot show and says so.
extension Scene {
    /// The names of the layers with a 3D transform or sublayer transform, or an animation of a
    /// part that leaves the plane (`transform.rotation.x/.y`, `transform.translation.z`,
    /// `transform.scale.z`), in tree order.
    public var depthLayers: [String] {
        let parts: Set<AnimationKeyPath> = [.transformRotationX, .transformRotationY, .transformTranslationZ, .transformScaleZ]
        var out: [String] = []
        func walk(_ layer: LayerSnapshot) {
            if !layer.transform.isAffine || !layer.sublayerTransform.isAffine || !layer.animatedKeys.isDisjoint(with: parts) {
                out.append(layer.name)
            }
            layer.mask.forEach(walk)
            layer.sublayers.forEach(walk)
        }
        walk(root)
        return out
    }
}
