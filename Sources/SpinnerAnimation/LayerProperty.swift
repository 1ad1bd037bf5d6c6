/// One animatable property of a layer class, said once: the key path animations name, the kind
/// of value it takes (as a scene file writes it) and the unit its numbers are in. Each layer
/// class lists its own in `properties` (its superclass's first), and everything that needs to
/// know which key paths exist reads that list: `animatableKeyPaths`, the scene reader and
/// writer, `values`, `plot`. Adding an animatable property is one row here, its stored value in
/// `modelValues`, and its drawing.
public struct LayerProperty: Hashable, Sendable {
    /// What a value of the property is, as a scene file writes it.
    public enum Kind: Hashable, Sendable {
        case number
        /// A number in radians, which a scene file may also write as `"90deg"` or `"0.25turn"`.
        case angle
        case point, size, rect, color
        case colors, numbers
        /// True or false, animated as 1 or 0 (0.5 and above is true).
        case bool
        case string, path
    }

    /// The unit of the property's numbers, for plots' labels: Core Animation's own.
    public enum Unit: String, Hashable, Sendable {
        case none = ""
        case points = "pt"
        case radians = "rad"
        case seconds = "s"
    }

    public let keyPath: AnimationKeyPath
    public let kind: Kind
    public let unit: Unit

    public init(_ keyPath: AnimationKeyPath, _ kind: Kind, _ unit: Unit = .none) {
        self.keyPath = keyPath
        self.kind = kind
        self.unit = unit
    }

    /// The layer classes of the engine, whose tables together are every key path a scene may name.
    public static let layerClasses: [Layer.Type] = [Layer.self, ShapeLayer.self, GradientLayer.self, TextLayer.self, ReplicatorLayer.self]

    /// Every property of every layer class, by key path (a key path means the same on every
    /// class that has it).
    public static let all: [AnimationKeyPath: LayerProperty] = {
        var out: [AnimationKeyPath: LayerProperty] = [:]
        for type in layerClasses { for p in type.properties { out[p.keyPath] = p } }
        return out
    }()
}

extension Layer {
    /// The properties every layer has: geometry, opacity, background, border, visibility and
    /// the transform's components.
    static let layerProperties: [LayerProperty] = [
        .init("bounds", .rect, .points), .init("bounds.size", .size, .points),
        .init("bounds.size.width", .number, .points), .init("bounds.size.height", .number, .points),
        .init("bounds.origin", .point, .points),
        .init("position", .point, .points), .init("position.x", .number, .points), .init("position.y", .number, .points),
        .init("anchorPoint", .point),
        .init("opacity", .number), .init("backgroundColor", .color),
        .init("cornerRadius", .number, .points), .init("borderWidth", .number, .points), .init("borderColor", .color),
        .init("hidden", .bool),
        .init("transform.rotation.z", .angle, .radians), .init("transform.rotation", .angle, .radians),
        .init("transform.scale", .number), .init("transform.scale.x", .number), .init("transform.scale.y", .number),
        .init("transform.translation.x", .number, .points), .init("transform.translation.y", .number, .points),
    ]
}
