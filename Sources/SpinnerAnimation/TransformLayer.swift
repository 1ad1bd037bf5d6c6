/// CATransformLayer: a layer that keeps its sublayers in one 3D space instead of flattening them
/// into its plane, so a cube's faces, each turned about its own edge, meet as a solid.
///
/// As Core Animation documents it, the layer draws nothing of its own (background, border,
/// contents, mask and `masksToBounds` are ignored) and forms no compositing group: its
/// `opacity` applies to each sublayer separately. Its sublayers are drawn back to front by the
/// depth of their centres in the shared space (nearest last), then in array order; the space is
/// flattened into the transform layer's superlayer's plane.
open class TransformLayer: Layer {
    public override init() { super.init() }

    /// Nothing of its own is drawn.
    open override func makeDrawing() -> (any LayerDrawing)? { nil }
}
