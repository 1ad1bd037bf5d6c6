import SpinnerCore

/// One layer of a scene at a moment, with what it draws, kept in the tree's own shape: the
/// vector exporters' input. Unlike `presentedLayers(at:)` every layer appears at every moment
/// (a hidden or transparent one with opacity 0), so that the same node is the same layer at
/// every time and its values can be followed from frame to frame.
public struct PresentedNode: Sendable {
    /// The layer's name, or its class when unnamed; a replicator copy adds `[k]`.
    public let name: String
    /// Where the layer sits in its parent node's coordinates: a point `q` of the layer lands at
    /// `(q − anchor) · transform + position`, as CALayer places it (`anchor` is the anchor point
    /// in bounds coordinates). A replicator copy or a sublayer transform is a node of its own
    /// with a zero anchor and position.
    public let anchor: Point
    public let position: Point
    public let transform: SpinnerCore.AffineTransform
    /// The layer's own presented opacity, 0 when hidden (clamped to 0...1).
    public let opacity: Double
    /// What the layer draws below its sublayers (background, then its content), in its own
    /// coordinates, tinted by any replicator copy above it.
    public let below: [LayerContent]
    /// What the layer draws above its sublayers (its border).
    public let above: [LayerContent]
    /// With `masksToBounds`, the rounded bounds that clip its content and sublayers.
    public let clip: Path?
    /// The mask layer, in this layer's coordinates.
    public let mask: [PresentedNode]
    public let children: [PresentedNode]
    /// Set for a layer that can leave the plane (a 3D transform, an animated rotation about x
    /// or y, a `TransformLayer`, or a superlayer whose `sublayerTransform` leaves it): the node
    /// then has the identity placement and no sublayers, and `below` holds its whole subtree's
    /// drawings as the renderer shows them at this moment, flattened into the parent node's
    /// plane as filled shapes (see `ProjectedDrawing`). The value lists what those shapes leave
    /// out or approximate, one sentence each (empty when nothing).
    public let projectionNotes: [String]?
    /// Whether the layer casts a shadow at this moment (a `shadowOpacity` above 0 in a visible
    /// colour), which the Lottie export does not write yet and so notes.
    public let castsShadow: Bool
    /// Whether `mask` shows the layer where the mask is not (`Layer.invertsMask`).
    public let invertsMask: Bool
    /// Whether `mask` masks by its luminance (`Layer.masksByLuminance`).
    public let masksByLuminance: Bool
    /// How the layer, composited as one, combines with what is behind it (`Layer.compositingFilter`).
    public let blendMode: BlendMode

    /// Whether the node is a layer in 3D drawn flat (see `projectionNotes`).
    public var isProjected: Bool { projectionNotes != nil }

    /// The layer's coordinates to its parent node's.
    public var layerToParent: SpinnerCore.AffineTransform {
        AffineTransform(translationX: -anchor.x, y: -anchor.y).concatenating(transform)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
    }

    init(name: String, anchor: Point = .zero, position: Point = .zero, transform: AffineTransform, opacity: Double = 1,
         below: [LayerContent] = [], above: [LayerContent] = [], clip: Path? = nil, mask: [PresentedNode] = [],
         children: [PresentedNode], projectionNotes: [String]? = nil, castsShadow: Bool = false, invertsMask: Bool = false,
         masksByLuminance: Bool = false, blendMode: BlendMode = .normal) {
        self.name = name
        self.anchor = anchor
        self.position = position
        self.transform = transform
        self.opacity = opacity
        self.below = below
        self.above = above
        self.clip = clip
        self.mask = mask
        self.children = children
        self.projectionNotes = projectionNotes
        self.castsShadow = castsShadow
        self.invertsMask = invertsMask
        self.masksByLuminance = masksByLuminance
        self.blendMode = blendMode
    }
}
