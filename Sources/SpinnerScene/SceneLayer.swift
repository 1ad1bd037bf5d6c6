import SpinnerCore
import SpinnerAnimation

/// One layer object: `type` picks the class (`layer`, `shape`, `gradient`, `text`, `replicator`), every
/// property has Core Animation's name and default, and `sublayers`, `mask`, `animations` and
/// `changes` nest.
struct SceneLayer: Decodable {
    let layer: Layer

    static let layerKeys: Set<String> = [
        "type", "name", "bounds", "frame", "position", "anchorPoint", "transform", "sublayerTransform", "opacity", "hidden",
        "backgroundColor", "cornerRadius", "masksToBounds", "borderWidth", "borderColor", "contents", "contentsGravity", "contentsScale",
        "speed", "timeOffset", "beginTime", "mask", "sublayers", "animations", "changes",
    ]
    static let shapeKeys: Set<String> = ["path", "fillColor", "fillRule", "strokeColor", "lineWidth", "lineCap", "lineJoin",
                                         "miterLimit", "lineDashPattern", "lineDashPhase", "strokeStart", "strokeEnd"]
    static let gradientKeys: Set<String> = ["colors", "locations", "startPoint", "endPoint", "gradientType"]
    static let textKeys: Set<String> = ["string", "fontSize", "foregroundColor", "alignmentMode"]
    static let replicatorKeys: Set<String> = ["instanceCount", "instanceTransform", "instanceDelay", "instanceColor",
                                              "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset",
                                              "instanceAlphaOffset", "preservesDepth"]

    init(from decoder: any Decoder) throws {
        guard let c = try? decoder.container(keyedBy: AnyKey.self) else { throw SceneDecodingFailure(decoder, "expected a layer object") }
        let reading = SceneReading.of(decoder)
        reading.layerCount += 1
        guard reading.layerCount <= SceneLimits.layers else {
            throw SceneDecodingFailure(decoder, "the scene has more than \(SceneLimits.layers) layers")
        }
        let type = try c.value(SceneString.self, "type")?.value ?? "layer"
        let layer: Layer
        switch type {
        case "layer":
            try c.refuseUnknownKeys(SceneLayer.layerKeys, in: decoder)
            layer = Layer()
        case "shape":
            try c.refuseUnknownKeys(SceneLayer.layerKeys.union(SceneLayer.shapeKeys), in: decoder)
            layer = try SceneLayer.shape(c, decoder)
        case "gradient":
            try c.refuseUnknownKeys(SceneLayer.layerKeys.union(SceneLayer.gradientKeys), in: decoder)
            layer = try SceneLayer.gradient(c, decoder)
        case "text":
            try c.refuseUnknownKeys(SceneLayer.layerKeys.union(SceneLayer.textKeys), in: decoder)
            layer = try SceneLayer.text(c, decoder, font: reading.resources.font)
        case "replicator":
            try c.refuseUnknownKeys(SceneLayer.layerKeys.union(SceneLayer.replicatorKeys), in: decoder)
            layer = try SceneLayer.replicator(c, decoder)
        default:
            throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey("type")], "expected a layer type: layer, shape, gradient, text or replicator")
        }
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

    /// CALayer's own properties, then the nested layers, animations and changes.
    static func common(_ layer: Layer, _ c: KeyedDecodingContainer<AnyKey>, _ decoder: any Decoder, _ reading: SceneReading) throws {
        func at(_ key: String) -> [any CodingKey] { decoder.codingPath + [AnyKey(key)] }
        layer.name = try c.value(SceneString.self, "name")?.value
        if let v = try c.value(ScenePoint.self, "anchorPoint")?.value { layer.anchorPoint = v }
        if let v = try c.value(SceneRect.self, "bounds")?.value { layer.bounds = v }
        if let v = try c.value(ScenePoint.self, "position")?.value { layer.position = v }
        if let v = try c.value(SceneRect.self, "frame")?.value {
            guard !c.contains(AnyKey("bounds")) || !c.contains(AnyKey("position")) else {
                throw SceneDecodingFailure(path: at("frame"), "give frame, or bounds and position, not both")
            }
            layer.frame = v
        }
        if let v = try c.value(SceneTransform.self, "transform")?.value { layer.transform = v }
        if let v = try c.value(SceneTransform.self, "sublayerTransform")?.value { layer.sublayerTransform = v }
        if let v = try c.value(SceneNumber.self, "opacity")?.value {
            guard (0...1).contains(v) else { throw SceneDecodingFailure(path: at("opacity"), "expected an opacity from 0 to 1") }
            layer.opacity = v
        }
        if let v = try c.value(SceneBool.self, "hidden")?.value { layer.isHidden = v }
        if c.contains(AnyKey("backgroundColor")) { layer.backgroundColor = try c.decode(Parameterised<SceneColor>.self, forKey: AnyKey("backgroundColor")).value.value }
        if let v = try c.value(SceneNumber.self, "cornerRadius")?.value {
            guard v >= 0 else { throw SceneDecodingFailure(path: at("cornerRadius"), "expected a radius of at least 0") }
            layer.cornerRadius = v
        }
        if let v = try c.value(SceneBool.self, "masksToBounds")?.value { layer.masksToBounds = v }
        if let v = try c.value(SceneNumber.self, "borderWidth")?.value {
            guard v >= 0 else { throw SceneDecodingFailure(path: at("borderWidth"), "expected a width of at least 0") }
            layer.borderWidth = v
        }
        if c.contains(AnyKey("borderColor")) { layer.borderColor = try c.decode(Parameterised<SceneColor>.self, forKey: AnyKey("borderColor")).value.value }
        if let file = try c.value(SceneString.self, "contents")?.value {
            do { layer.contents = try reading.resources.image(file) } catch {
                throw SceneDecodingFailure(path: at("contents"), "\(error)")
            }
        }
        if let v = try c.value(SceneChoice<ContentsGravity>.self, "contentsGravity")?.value { layer.contentsGravity = v }
        if let v = try c.value(SceneNumber.self, "contentsScale")?.value {
            guard v > 0 else { throw SceneDecodingFailure(path: at("contentsScale"), "expected image pixels per point above 0") }
            layer.contentsScale = v
        }
        if let v = try c.value(SceneNumber.self, "speed")?.value { layer.speed = v }
        if let v = try c.value(SceneNumber.self, "timeOffset")?.value { layer.timeOffset = v }
        if let v = try c.value(SceneNumber.self, "beginTime")?.value { layer.beginTime = v }
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
    static var types: [(name: String, type: Layer.Type)] { [
        ("layer", Layer.self), ("shape", ShapeLayer.self), ("gradient", GradientLayer.self),
        ("text", TextLayer.self), ("replicator", ReplicatorLayer.self),
    ] }

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

    // MARK: - Shape, gradient and text layers

    static func shape(_ c: KeyedDecodingContainer<AnyKey>, _ decoder: any Decoder) throws -> ShapeLayer {
        func at(_ key: String) -> [any CodingKey] { decoder.codingPath + [AnyKey(key)] }
        let s = ShapeLayer()
        s.path = try c.value(ScenePath.self, "path")?.value
        if c.contains(AnyKey("fillColor")) { s.fillColor = try c.decode(Parameterised<SceneColor>.self, forKey: AnyKey("fillColor")).value.value }
        if let v = try c.value(SceneChoice<FillRule>.self, "fillRule")?.value { s.fillRule = v }
        if c.contains(AnyKey("strokeColor")) { s.strokeColor = try c.decode(Parameterised<SceneColor>.self, forKey: AnyKey("strokeColor")).value.value }
        if let v = try c.value(SceneNumber.self, "lineWidth")?.value {
            guard v >= 0 else { throw SceneDecodingFailure(path: at("lineWidth"), "expected a width of at least 0") }
            s.lineWidth = v
        }
        if let v = try c.value(SceneChoice<LineCap>.self, "lineCap")?.value { s.lineCap = v }
        if let v = try c.value(SceneChoice<LineJoin>.self, "lineJoin")?.value { s.lineJoin = v }
        if let v = try c.value(SceneNumber.self, "miterLimit")?.value { s.miterLimit = v }
        if let v = try c.value(SceneNumberList.self, "lineDashPattern")?.value {
            guard v.allSatisfy({ $0 >= 0 }) else {
                throw SceneDecodingFailure(path: at("lineDashPattern"), "expected dash and gap lengths of at least 0")
            }
            s.lineDashPattern = v
        }
        if let v = try c.value(SceneNumber.self, "lineDashPhase")?.value { s.lineDashPhase = v }
        for name in ["strokeStart", "strokeEnd"] {
            guard let v = try c.value(SceneNumber.self, name)?.value else { continue }
            guard (0...1).contains(v) else { throw SceneDecodingFailure(path: at(name), "expected a fraction from 0 to 1") }
            if name == "strokeStart" { s.strokeStart = v } else { s.strokeEnd = v }
        }
        return s
    }

    static func gradient(_ c: KeyedDecodingContainer<AnyKey>, _ decoder: any Decoder) throws -> GradientLayer {
        let g = GradientLayer()
        if let v = try c.value(SceneColors.self, "colors")?.value { g.colors = v }
        if let v = try c.value(SceneNumberList.self, "locations")?.value {
            guard v.count == g.colors.count else {
                throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey("locations")],
                                           "expected one location per colour (\(g.colors.count) colours, \(v.count) locations)")
            }
            g.locations = v
        }
        if let v = try c.value(ScenePoint.self, "startPoint")?.value { g.startPoint = v }
        if let v = try c.value(ScenePoint.self, "endPoint")?.value { g.endPoint = v }
        if let v = try c.value(SceneChoice<GradientKind>.self, "gradientType")?.value { g.type = v }
        return g
    }

    static func replicator(_ c: KeyedDecodingContainer<AnyKey>, _ decoder: any Decoder) throws -> ReplicatorLayer {
        func at(_ key: String) -> [any CodingKey] { decoder.codingPath + [AnyKey(key)] }
        let r = ReplicatorLayer()
        if let v = try c.value(SceneNumber.self, "instanceCount")?.value {
            guard v >= 0, v <= Double(SceneLimits.instances), v.rounded(.down) == v else {
                throw SceneDecodingFailure(path: at("instanceCount"), "expected a whole number of copies from 0 to \(SceneLimits.instances)")
            }
            r.instanceCount = Int(v)
        }
        if let v = try c.value(SceneTransform.self, "instanceTransform")?.value { r.instanceTransform = v }
        if let v = try c.value(SceneNumber.self, "instanceDelay")?.value { r.instanceDelay = v }
        // null is Core Animation's nil instanceColor: opaque white, no tint.
        if c.contains(AnyKey("instanceColor")) {
            r.instanceColor = try c.decode(Parameterised<SceneColor>.self, forKey: AnyKey("instanceColor")).value.value ?? .white
        }
        if let v = try c.value(SceneNumber.self, "instanceRedOffset")?.value { r.instanceRedOffset = v }
        if let v = try c.value(SceneNumber.self, "instanceGreenOffset")?.value { r.instanceGreenOffset = v }
        if let v = try c.value(SceneNumber.self, "instanceBlueOffset")?.value { r.instanceBlueOffset = v }
        if let v = try c.value(SceneNumber.self, "instanceAlphaOffset")?.value { r.instanceAlphaOffset = v }
        if let v = try c.value(SceneBool.self, "preservesDepth")?.value { r.preservesDepth = v }
        return r
    }

    static func text(_ c: KeyedDecodingContainer<AnyKey>, _ decoder: any Decoder, font: (any TextShaper)?) throws -> TextLayer {
        guard let font else { throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey("type")], "text layers need a font, and none is installed") }
        if c.contains(AnyKey("alignmentMode")) {
            throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey("alignmentMode")], "'alignmentMode' is not supported yet")
        }
        let t = TextLayer()
        t.font = font
        if let v = try c.value(SceneString.self, "string")?.value { t.string = v }
        if let v = try c.value(SceneNumber.self, "fontSize")?.value {
            guard v > 0, v <= 10_000 else { throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey("fontSize")], "expected a size above 0 and at most 10000") }
            t.fontSize = v
        }
        if c.contains(AnyKey("foregroundColor")) {
            t.foregroundColor = try c.decode(Parameterised<SceneColor>.self, forKey: AnyKey("foregroundColor")).value.value ?? .clear
        }
        return t
    }
}
