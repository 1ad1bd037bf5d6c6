import SpinnerCore
import SpinnerAnimation

/// One layer object: `type` picks the class (`layer`, `shape`, `gradient`, `text`, `replicator`), every
/// property has Core Animation's name and default, and `sublayers`, `mask`, `animations` and
/// `changes` nest.
struct SceneLayer: Decodable {
    let layer: Layer

    /// The fields of every layer object that are no property: the class, the name, `frame`
    /// (bounds and position in one) and what nests.
    static let structuralKeys: Set<String> = ["type", "name", "frame", "mask", "sublayers", "animations", "changes"]

    /// The fields a layer object of `type` may hold: its properties' (parts of them aside).
    static func keys(of type: Layer.Type) -> Set<String> {
        var keys = structuralKeys
        for property in type.properties {
            if case .part = property.field { continue }
            keys.insert(property.keyPath.rawValue)
        }
        // Read to be refused with a reason rather than as unknown.
        if type == TextLayer.self { keys.insert("alignmentMode") }
        return keys
    }

    init(from decoder: any Decoder) throws {
        guard let c = try? decoder.container(keyedBy: AnyKey.self) else { throw SceneDecodingFailure(decoder, "expected a layer object") }
        let reading = SceneReading.of(decoder)
        reading.layerCount += 1
        guard reading.layerCount <= SceneLimits.layers else {
            throw SceneDecodingFailure(decoder, "the scene has more than \(SceneLimits.layers) layers")
        }
        let type = try c.value(SceneString.self, "type")?.value ?? "layer"
        guard let made = SceneLayer.types.first(where: { $0.name == type }) else {
            throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey("type")], "expected a layer type: layer, shape, gradient, text, replicator or transform")
        }
        try c.refuseUnknownKeys(SceneLayer.keys(of: made.type), in: decoder)
        let layer = made.type == TextLayer.self ? try SceneLayer.text(c, decoder, font: reading.resources.font) : made.make()
        try SceneLayer.fields(of: layer, c, decoder, reading)
        try SceneLayer.common(layer, c, decoder, reading)
        // Checked as each subtree is complete, so the innermost layer that goes over is named.
        let copies = ReplicatorLayer.drawnCopies(in: layer)
        guard copies <= SceneLimits.drawnCopies else {
            let path = decoder.codingPath + (layer is ReplicatorLayer ? [AnyKey("instanceCount")] : [])
            let count = copies == .max ? "more layer copies than can be counted" : "\(copies) layer copies"
            throw SceneDecodingFailure(path: path, "the replicators here draw \(count), more than \(SceneLimits.drawnCopies) in all")
        }
        self.layer = layer
    }

    // MARK: - Properties every layer has

    /// The name and `frame`, then the nested layers, animations and changes (the properties
    /// are read before, by `fields`).
    static func common(_ layer: Layer, _ c: KeyedDecodingContainer<AnyKey>, _ decoder: any Decoder, _ reading: SceneReading) throws {
        func at(_ key: String) -> [any CodingKey] { decoder.codingPath + [AnyKey(key)] }
        layer.name = try c.value(SceneString.self, "name")?.value
        if let v = try c.value(SceneRect.self, "frame")?.value {
            guard !c.contains(AnyKey("bounds")) || !c.contains(AnyKey("position")) else {
                throw SceneDecodingFailure(path: at("frame"), "give frame, or bounds and position, not both")
            }
            layer.frame = v
        }
        if c.contains(AnyKey("mask")) { layer.mask = try c.decode(SceneLayer.self, forKey: AnyKey("mask")).layer }
        if c.contains(AnyKey("sublayers")) {
            guard var items = try? c.nestedUnkeyedContainer(forKey: AnyKey("sublayers")) else {
                throw SceneDecodingFailure(path: at("sublayers"), "expected an array of layers")
            }
            while !items.isAtEnd { layer.addSublayer(try items.decode(SceneLayer.self).layer) }
        }
        for (i, entry) in try SceneAnimation.list(c, "animations", decoder).enumerated() {
            if let refusal = SceneLayer.refusal(of: entry.animation.keyPaths, on: layer) {
                throw SceneDecodingFailure(path: at("animations") + [AnyKey(intValue: i)!], refusal)
            }
            layer.add(entry.animation, forKey: entry.key ?? "animation.\(i)")
        }
        try SceneChanges.apply(c, to: layer, decoder)
    }

    /// The layer types of scene files, with the class each makes.
    static let types: [(name: String, type: Layer.Type, make: @Sendable () -> Layer)] = [
        ("layer", Layer.self, { Layer() }), ("shape", ShapeLayer.self, { ShapeLayer() }), ("gradient", GradientLayer.self, { GradientLayer() }),
        ("text", TextLayer.self, { TextLayer() }), ("replicator", ReplicatorLayer.self, { ReplicatorLayer() }),
        ("transform", TransformLayer.self, { TransformLayer() }),
    ]

    /// Why `layer` cannot animate one of `keys` (the first by name), naming the layer types
    /// that can; nil when it can animate them all. Checked here, with the JSON path, rather
    /// than left to `Scene(root:)`, which knows only the layer.
    static func refusal(of keys: Set<AnimationKeyPath>, on layer: Layer) -> String? {
        let allowed = Swift.type(of: layer).animatableKeyPaths
        guard let key = keys.map(\.rawValue).sorted().first(where: { !allowed.contains(AnimationKeyPath($0)) }) else { return nil }
        func phrase(_ name: String) -> String { name == "layer" ? "plain" : name }
        let name = types.first { $0.type == Swift.type(of: layer) }?.name ?? "layer"
        let others = types.filter { $0.type.animatableKeyPaths.contains(AnimationKeyPath(key)) }.map { "\(phrase($0.name)) layers" }
        return "a \(phrase(name)) layer cannot animate '\(key)'" + (others.isEmpty ? "" : " (\(others.joined(separator: ", ")) can)")
    }

    // MARK: - Properties

    /// Every property field of `layer`'s class that `c` holds, in the table's order: values
    /// through the model, the others (matrices, choices, images, counts) by name.
    static func fields(of layer: Layer, _ c: KeyedDecodingContainer<AnyKey>, _ decoder: any Decoder, _ reading: SceneReading) throws {
        for property in type(of: layer).properties {
            let key = property.keyPath.rawValue
            guard c.contains(AnyKey(key)) else { continue }
            let path = decoder.codingPath + [AnyKey(key)]
            switch property.field {
            case .part: continue
            case .value(let model):
                // A colour may be null: no fill, no background (or the property's own "none").
                let value = property.kind == .color ? try c.value(SceneColor.self, key)?.value.map(AnimationValue.color)
                    : try SceneAnimationValue.decode(property.kind, from: c, key)
                if let value, let refusal = property.refusal(value) { throw SceneDecodingFailure(path: path, refusal) }
                model.set(layer, value)
            case .custom:
                try custom(key, of: layer, c, path: path, reading)
            }
        }
        if let g = layer as? GradientLayer, let locations = g.locations, locations.count != g.colors.count {
            throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey("locations")],
                                       "expected one location per colour (\(g.colors.count) colours, \(locations.count) locations)")
        }
    }

    /// A field that is no animation value.
    static func custom(_ key: String, of layer: Layer, _ c: KeyedDecodingContainer<AnyKey>, path: [any CodingKey],
                       _ reading: SceneReading) throws {
        switch (key, layer) {
        case ("transform", _): layer.transform = try c.value(SceneTransform.self, key)!.value
        case ("sublayerTransform", _): layer.sublayerTransform = try c.value(SceneTransform.self, key)!.value
        case ("contents", _):
            let file = try c.value(SceneString.self, key)!.value
            do { layer.contents = try reading.resources.image(file) } catch { throw SceneDecodingFailure(path: path, "\(error)") }
        case ("contentsGravity", _): layer.contentsGravity = try c.value(SceneChoice<ContentsGravity>.self, key)!.value
        case ("compositingFilter", _): layer.compositingFilter = try c.value(SceneChoice<BlendMode>.self, key)!.value
        case ("fillRule", let s as ShapeLayer): s.fillRule = try c.value(SceneChoice<FillRule>.self, key)!.value
        case ("lineCap", let s as ShapeLayer): s.lineCap = try c.value(SceneChoice<LineCap>.self, key)!.value
        case ("lineJoin", let s as ShapeLayer): s.lineJoin = try c.value(SceneChoice<LineJoin>.self, key)!.value
        case ("gradientType", let g as GradientLayer): g.type = try c.value(SceneChoice<GradientKind>.self, key)!.value
        case ("instanceCount", let r as ReplicatorLayer):
            let v = try c.value(SceneNumber.self, key)!.value
            guard v >= 0, v <= Double(SceneLimits.instances), v.rounded(.down) == v else {
                throw SceneDecodingFailure(path: path, "expected a whole number of copies from 0 to \(SceneLimits.instances)")
            }
            r.instanceCount = Int(v)
        case ("instanceTransform", let r as ReplicatorLayer):
            let t = try c.value(SceneTransform.self, key)!.value
            // Copies are placed in the replicator's plane (3D copies are not drawn yet).
            guard t.isAffine else { throw SceneDecodingFailure(path: path, "expected an instanceTransform in the plane: no rotateX, rotateY, perspective or 16-number matrix") }
            r.instanceTransform = t.affine
        default: throw SceneDecodingFailure(path: path, "'\(key)' cannot be read here")
        }
    }

    // MARK: - Text layers

    /// A text layer with the scene's font (its properties are read by `fields`).
    static func text(_ c: KeyedDecodingContainer<AnyKey>, _ decoder: any Decoder, font: (any TextShaper)?) throws -> TextLayer {
        guard let font else { throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey("type")], "text layers need a font, and none is installed") }
        if c.contains(AnyKey("alignmentMode")) {
            throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey("alignmentMode")], "'alignmentMode' is not supported yet")
        }
        let t = TextLayer()
        t.font = font
        return t
    }
}
