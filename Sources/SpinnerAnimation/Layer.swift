import SpinnerCore

/// A rectangle of content in a layer tree, with Core Animation's geometry model: `bounds` is
/// the layer's own coordinate space, `position` is where its `anchorPoint` sits in the
/// superlayer, and `transform` applies about the anchor point.
///
/// Layers are reference types so that a tree can be built the way UIKit code builds one
/// (create, configure, `addSublayer`, `add(_:forKey:)`); a `Scene` takes an immutable snapshot.
open class Layer {
    /// An optional name, used in error messages and in printed property values.
    public var name: String?
    /// What messages call the layer: its `name`, or its class's name (`ShapeLayer`) when it has
    /// none.
    public var displayName: String { name ?? String(describing: type(of: self)) }
    public var bounds: Rect = .zero
    public var position: Point = .zero
    /// The point of the bounds, in unit coordinates, that `position` and `transform` refer to.
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// The layer's place among its siblings when drawn (CALayer.zPosition): lower first, equal
    /// ones in array order. It is also the layer's depth in its superlayer's space, which a
    /// perspective in the superlayer's `sublayerTransform` turns into size.
    public var zPosition: Double = 0
    /// The anchor point's depth (CALayer.anchorPointZ): `transform` applies about
    /// (anchorPoint, anchorPointZ).
    public var anchorPointZ: Double = 0
    /// CALayer.transform, a 3D transform about the anchor point. Any layer is flattened into its
    /// superlayer's plane after it (Core Animation's default), so a rotation about x or y under
    /// a perspective (`m34 = -1/d`) draws the layer foreshortened.
    public var transform: Transform3D = .identity
    /// Whether the layer is drawn when its back faces the viewer (CALayer.isDoubleSided).
    public var isDoubleSided = true
    /// Multiplies the alpha of everything the layer and its sublayers draw.
    public var opacity: Double = 1
    public var backgroundColor: Color?
    /// Rounds the corners of the background and border, and of the clip when `masksToBounds`.
    public var cornerRadius: Double = 0
    /// Whether content and sublayers are clipped to the (rounded) bounds.
    public var masksToBounds = false
    /// How the layer, composited as one with its sublayers, combines with what is drawn
    /// behind it (CALayer.compositingFilter given a blend mode's name, such as
    /// `multiplyBlendMode`; `.normal`, the default, is source-over, as nil is in Core Animation).
    /// Not animatable, as in Core Animation.
    public var compositingFilter: BlendMode = .normal
    /// A border drawn inside the bounds, above the content and sublayers.
    public var borderWidth: Double = 0
    public var borderColor: Color? = .black
    /// The shadow's colour (CALayer.shadowColor): opaque black, as Core Animation's default.
    public var shadowColor: Color? = .black
    /// How much of the shadow shows (CALayer.shadowOpacity), 0...1. At 0, the default, the layer
    /// casts no shadow and draws exactly as if it had none.
    public var shadowOpacity: Double = 0
    /// How far the shadow is moved from the layer, in the layer's own coordinates
    /// (CALayer.shadowOffset). The engine's y grows downward, as on iOS, so a positive height
    /// moves the shadow down; the default (0, -3) is Core Animation's and so moves it up.
    public var shadowOffset = Size(width: 0, height: -3)
    /// The blur's radius in the layer's points (CALayer.shadowRadius): 3, as Core Animation's.
    public var shadowRadius: Double = 3
    /// A layer whose alpha, in this layer's coordinates, masks this layer and its sublayers.
    public var mask: Layer?
    /// Whether `mask` shows this layer where the mask is not: each pixel multiplied by one minus
    /// the mask's alpha (an inverted track matte; Core Animation has no property for it, and
    /// lottie-ios draws the mask over an opaque layer with `destinationOut` instead).
    public var invertsMask = false
    /// Whether `mask` masks by its luminance rather than its alpha: each pixel multiplied by the
    /// Rec. 601 luminance of the mask's premultiplied colour (so also by its alpha), a luma track
    /// matte as After Effects and Lottie files have them. Not Core Animation's, like `invertsMask`.
    public var masksByLuminance = false
    /// Applied to the sublayers (about this layer's anchor point), not to the layer itself;
    /// where a perspective (`m34`) usually goes, so that every sublayer shares one eye.
    public var sublayerTransform: Transform3D = .identity
    /// An image drawn as the layer's content, placed by `contentsGravity`.
    public var contents: PixelBuffer?
    public var contentsGravity: ContentsGravity = .resize
    /// Image pixels per point of `contents`.
    public var contentsScale: Double = 1
    public var isHidden = false
    /// The layer's own timing (CAMediaTiming on CALayer): local time =
    /// (parent time − beginTime) · speed + timeOffset, applied to its animations and sublayers.
    public var speed: Double = 1
    public var timeOffset: Double = 0
    public var beginTime: Double = 0

    public private(set) var sublayers: [Layer] = []
    public private(set) weak var superlayer: Layer?
    /// Animations in the order they were added; a later one overrides an earlier one.
    public private(set) var animations: [(key: String, animation: any Animation)] = []
    /// Each key's position in `animations`, so adding under a new key costs O(1), not a search
    /// of every earlier animation (100,000 recorded changes would take minutes).
    private var animationIndex: [String: Int] = [:]

    public init() {}

    /// `transform` as an affine transform (CALayer.affineTransform()): exact when the transform
    /// is affine, its plane part otherwise.
    public func affineTransform() -> SpinnerCore.AffineTransform { transform.affine }

    /// Sets `transform` to an affine transform (CALayer.setAffineTransform(_:)).
    public func setAffineTransform(_ t: SpinnerCore.AffineTransform) { transform = Transform3D(t) }

    /// The layer's rectangle in its superlayer's coordinates, ignoring `transform` (CALayer's
    /// `frame` for an identity transform). Setting it moves `position` and resizes `bounds`.
    public var frame: Rect {
        get {
            Rect(x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                 width: bounds.width, height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = Point(x: newValue.minX + anchorPoint.x * newValue.width,
                             y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// Appends a sublayer, drawn above the existing ones; removes it from any previous parent.
    /// The layer must not be this layer or one of its superlayers: a tree that contains itself
    /// has no drawing, and UIKit refuses the same ("Can't add self as subview").
    public func addSublayer(_ layer: Layer) {
        var ancestor: Layer? = self
        while let a = ancestor {
            precondition(a !== layer, "addSublayer: a layer cannot be added inside its own subtree")
            ancestor = a.superlayer
        }
        layer.removeFromSuperlayer()
        sublayers.append(layer)
        layer.superlayer = self
    }

    /// Detaches the layer from its superlayer.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        superlayer = nil
    }

    /// Attaches an animation; an existing animation with the same key is replaced, as
    /// `CALayer.add(_:forKey:)` does.
    public func add(_ animation: any Animation, forKey key: String) {
        removeAnimation(forKey: key)
        animationIndex[key] = animations.count
        animations.append((key, animation))
    }

    /// Removes the animation with this key, if any.
    public func removeAnimation(forKey key: String) {
        guard let i = animationIndex.removeValue(forKey: key) else { return }
        animations.remove(at: i)
        // Only the animations after it move; replacing a key is rare next to adding one.
        for j in i..<animations.count { animationIndex[animations[j].key] = j }
    }

    /// This kind of layer's properties, its superclass's first: the one table the key paths
    /// below, the model values, the scene reader and writer, `values` and `plot` read.
    open class var properties: [LayerProperty] { layerProperties }

    /// CALayer's properties, in the order a scene file writes them, then the parts of them
    /// animations name.
    static let layerProperties: [LayerProperty] = [
        .stored("bounds", \Layer.bounds, .points), .stored("position", \Layer.position, .points),
        .stored("anchorPoint", \Layer.anchorPoint), .stored("anchorPointZ", \Layer.anchorPointZ, .points),
        .stored("zPosition", \Layer.zPosition, .points),
        .matrix("transform"), .matrix("sublayerTransform"),
        .stored("opacity", \Layer.opacity, refusal: LayerProperty.within(0...1, "expected an opacity from 0 to 1")),
        .stored("hidden", \Layer.isHidden), .stored("doubleSided", \Layer.isDoubleSided, animatable: false),
        .stored("backgroundColor", \Layer.backgroundColor),
        .stored("cornerRadius", \Layer.cornerRadius, .points, refusal: LayerProperty.within(0...Double.infinity, "expected a radius of at least 0")),
        .stored("masksToBounds", \Layer.masksToBounds, animatable: false),
        // Not Core Animation's (an inverted track matte), but a scene file and the scene export
        // carry it like any property, so a tree built from a Lottie file round-trips.
        .stored("invertsMask", \Layer.invertsMask, animatable: false),
        .stored("masksByLuminance", \Layer.masksByLuminance, animatable: false),
        .custom("compositingFilter", .choice),
        .stored("borderWidth", \Layer.borderWidth, .points, refusal: LayerProperty.within(0...Double.infinity, "expected a width of at least 0")),
        .stored("borderColor", \Layer.borderColor),
        .stored("shadowColor", \Layer.shadowColor),
        .stored("shadowOpacity", \Layer.shadowOpacity, refusal: LayerProperty.within(0...1, "expected an opacity from 0 to 1")),
        .stored("shadowOffset", \Layer.shadowOffset, .points),
        .stored("shadowRadius", \Layer.shadowRadius, .points, refusal: LayerProperty.within(0...Double.infinity, "expected a radius of at least 0")),
        .custom("contents", .image), .custom("contentsGravity", .choice),
        .stored("contentsScale", \Layer.contentsScale, animatable: false,
                refusal: { ($0.number ?? 1) > 0 ? nil : "expected image pixels per point above 0" }),
        .stored("speed", \Layer.speed, animatable: false), .stored("timeOffset", \Layer.timeOffset, .seconds, animatable: false),
        .stored("beginTime", \Layer.beginTime, .seconds, animatable: false),
        .part("bounds.size", .size, .points), .part("bounds.size.width", .number, .points),
        .part("bounds.size.height", .number, .points), .part("bounds.origin", .point, .points),
        .part("position.x", .number, .points), .part("position.y", .number, .points),
        .part("transform.rotation.z", .angle, .radians), .part("transform.rotation", .angle, .radians),
        .part("transform.rotation.x", .angle, .radians), .part("transform.rotation.y", .angle, .radians),
        .part("transform.scale", .number), .part("transform.scale.x", .number), .part("transform.scale.y", .number),
        .part("transform.scale.z", .number),
        .part("transform.translation.x", .number, .points), .part("transform.translation.y", .number, .points),
        .part("transform.translation.z", .number, .points),
    ]

    /// The key paths this kind of layer can animate.
    public static var animatableKeyPaths: Set<AnimationKeyPath> { Set(properties.filter(\.isAnimatable).map(\.keyPath)) }

    /// Whether animations may write `keyPath` on this kind of layer: `animatableKeyPaths`
    /// asked of one key, found in the property table without building the set (a scene from a
    /// Lottie file asks it for each of hundreds of layers).
    public static func isAnimatable(_ keyPath: AnimationKeyPath) -> Bool {
        properties.contains { $0.isAnimatable && $0.keyPath == keyPath }
    }

    /// The model values of every animatable property, as animations see them.
    open func modelValues() -> PropertyValues {
        // The class's rows come sorted as the values are kept (`ModelRows`); a key path named
        // twice takes the later row's value, when it has one.
        let rows = ModelRows.rows(for: Swift.type(of: self))
        var pairs: [(key: AnimationKeyPath, value: AnimationValue)] = []
        pairs.reserveCapacity(rows.count)
        for property in rows {
            guard let value = property.value(of: self) else { continue }
            if let last = pairs.last, last.key == property.keyPath {
                pairs[pairs.count - 1].value = value
            } else {
                pairs.append((property.keyPath, value))
            }
        }
        return PropertyValues(sorted: pairs)
    }

    /// A frozen description of what the layer draws itself, between its background and its
    /// sublayers; nil for a layer with no content of its own. A plain layer draws its
    /// `contents` image.
    open func makeDrawing() -> (any LayerDrawing)? {
        guard let contents, contents.width > 0, contents.height > 0 else { return nil }
        return ImageDrawing(image: contents, gravity: contentsGravity, scale: contentsScale)
    }
}
