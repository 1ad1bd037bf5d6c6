import SpinnerCore

/// One property of a layer class, said once: its name (the key path animations name), the kind
/// of value it takes, the unit of its numbers, whether it animates, how its model value is read
/// and set, and what a scene file may give for it. Each layer class lists its own in
/// `properties` (its superclass's first, in the order a scene file writes them), and everything
/// that needs to know a layer's properties reads that list: `modelValues()`,
/// `animatableKeyPaths`, the scene reader and writer, `values` and `plot`. The Lottie export
/// reads the presented tree these values make, so a property reaches it through its drawing.
///
/// Adding an animatable property is its stored variable and one row (`stored`), both in the
/// class's file, and its drawing.
public struct LayerProperty: Sendable {
    /// What a value of the property is, as a scene file writes it.
    public enum Kind: Hashable, Sendable {
        case number
        /// A number in radians, which a scene file may also write as `"90deg"` or `"0.25turn"`.
        case angle
        case point, size, rect, color
        /// A size whose parts may be negative: a displacement (`shadowOffset`), animated as a size.
        case offset
        case colors, numbers
        /// True or false, animated as 1 or 0 (0.5 and above is true).
        case bool
        case string, path
        /// A matrix (`transform`, `sublayerTransform`: 3D; `instanceTransform`: affine).
        case transform
        /// One of a few names (`lineCap`, `fillRule`, `contentsGravity`, ...).
        case choice
        /// An image file (`contents`).
        case image
        /// A whole number of copies (`instanceCount`).
        case count
    }

    /// The unit of the property's numbers, for plots' labels: Core Animation's own.
    public enum Unit: String, Hashable, Sendable {
        case none = ""
        case points = "pt"
        case radians = "rad"
        case seconds = "s"
    }

    /// How a scene file holds the property.
    public enum Field: Sendable {
        /// Not as a field: a part of another property (`position.x` of `position`), which only
        /// animations and changes name.
        case part
        /// As a field of its kind, read and written through the model value.
        case value(Model)
        /// As a field whose value is no animation value (a matrix, a choice, an image, a count):
        /// the scene reader and writer convert it themselves, by name.
        case custom
    }

    /// A property's model value on a layer of its class, as an animation value.
    public struct Model: Sendable {
        /// The value; nil when the property has none (a nil colour, no path, no dash pattern).
        public let get: @Sendable (Layer) -> AnimationValue?
        /// Sets the value; nil where the property may have none (else its type's "none": a
        /// nil `instanceColor` is opaque white, as Core Animation's is).
        public let set: @Sendable (Layer, AnimationValue?) -> Void
        /// What animations see when the property has no value: a nil colour is clear, no path
        /// the empty path (so an animation of it has a model value of its kind); nil when
        /// animations see nothing (a gradient's unset `locations` spaces colours evenly).
        public let absent: AnimationValue?
    }

    public let keyPath: AnimationKeyPath
    public let kind: Kind
    public let unit: Unit
    /// Whether animations and changes may name it (`masksToBounds` and `speed` are set, not animated).
    public let isAnimatable: Bool
    public let field: Field
    /// Why a value is refused (`"expected an opacity from 0 to 1"`); nil when it is accepted.
    public let refusal: @Sendable (AnimationValue) -> String?

    init(_ keyPath: AnimationKeyPath, _ kind: Kind, _ unit: Unit, isAnimatable: Bool, field: Field,
         refusal: @escaping @Sendable (AnimationValue) -> String? = { _ in nil }) {
        self.keyPath = keyPath
        self.kind = kind
        self.unit = unit
        self.isAnimatable = isAnimatable
        self.field = field
        self.refusal = refusal
    }

    /// A part of another property, which animations name (`position.x`, `transform.rotation.z`).
    static func part(_ keyPath: AnimationKeyPath, _ kind: Kind, _ unit: Unit = .none) -> LayerProperty {
        LayerProperty(keyPath, kind, unit, isAnimatable: true, field: .part)
    }

    /// A field that is no animation value, set and not animated (see `Field.custom`).
    static func custom(_ keyPath: AnimationKeyPath, _ kind: Kind) -> LayerProperty {
        LayerProperty(keyPath, kind, .none, isAnimatable: false, field: .custom)
    }

    /// A layer's matrix (`transform`, `sublayerTransform`): read and written by the scene reader
    /// and writer by name, as a custom field, and animated as a whole (its model value is added
    /// with the snapshot's parts).
    static func matrix(_ keyPath: AnimationKeyPath) -> LayerProperty {
        LayerProperty(keyPath, .transform, .none, isAnimatable: true, field: .custom)
    }

    /// The model value, when the layer has this property.
    public func value(of layer: Layer) -> AnimationValue? {
        guard case .value(let model) = field else { return nil }
        return model.get(layer) ?? model.absent
    }

    /// The layer classes of the engine, whose tables together are every key path a scene may name.
    public static let layerClasses: [Layer.Type] = [Layer.self, ShapeLayer.self, GradientLayer.self, TextLayer.self, ReplicatorLayer.self,
                                                    TransformLayer.self]

    /// Every animatable property of every layer class, by key path (a key path means the same on
    /// every class that has it).
    public static let all: [AnimationKeyPath: LayerProperty] = {
        var out: [AnimationKeyPath: LayerProperty] = [:]
        for type in layerClasses { for p in type.properties where p.isAnimatable { out[p.keyPath] = p } }
        return out
    }()
}
