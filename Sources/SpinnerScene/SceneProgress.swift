import SpinnerCore
import SpinnerAnimation

/// What a scene file's `progress` declares: the animated number of one named layer that shows
/// the indicator's progress (a ring's `strokeEnd`), and the values of it that mean 0 and 1.
/// `render --at-progress P` draws the first moment the presented value reaches P's value.
public struct SceneProgress: Sendable, Equatable {
    /// The layer's `name`: one layer of the tree, outside replicators.
    public let layer: String
    /// A number key path the layer animates (with `animations` or `changes`).
    public let keyPath: AnimationKeyPath
    /// The values that show progress 0 and 1: 0 and 1 unless the file gives `from` and `to`
    /// (a bar's `bounds.size.width` from 0 to its full width).
    public let from: Double
    public let to: Double

    public init(layer: String, keyPath: AnimationKeyPath, from: Double = 0, to: Double = 1) {
        self.layer = layer
        self.keyPath = keyPath
        self.from = from
        self.to = to
    }

    /// The progress a presented value shows.
    public func progress(of value: Double) -> Double { (value - from) / (to - from) }

    /// The fields of a declaration.
    static let fields: Set<String> = ["layer", "keyPath", "from", "to"]
}

/// `progress` as written in the file, checked against the decoded tree.
struct SceneProgressField: Decodable {
    let layer: String, keyPath: String, from: Double?, to: Double?

    init(from decoder: any Decoder) throws {
        guard let c = try? decoder.container(keyedBy: AnyKey.self) else {
            throw SceneDecodingFailure(decoder, "expected an object such as {\"layer\": \"ring\", \"keyPath\": \"strokeEnd\"}")
        }
        try c.refuseUnknownKeys(SceneProgress.fields, in: decoder)
        layer = try c.required(SceneString.self, "layer", in: decoder).value
        keyPath = try c.required(SceneString.self, "keyPath", in: decoder).value
        from = try c.value(SceneNumber.self, "from")?.value
        to = try c.value(SceneNumber.self, "to")?.value
    }

    /// The declaration, or the first thing wrong with it, at its JSON path under `progress`.
    func resolve(in root: Layer) throws -> SceneProgress {
        func at(_ key: String) -> [any CodingKey] { [AnyKey("progress"), AnyKey(key)] }
        let (from, to) = (self.from ?? 0, self.to ?? 1)
        guard from != to else {
            throw SceneDecodingFailure(path: at("to"), "is \(DecimalText.shown(to)), as is from: progress 0 and 1 need different values")
        }
        // Every layer of the tree, with whether a replicator copies it.
        var found: [(layer: Layer, copied: Bool)] = []
        var names: [String] = []
        func walk(_ layer: Layer, copied: Bool) {
            if let name = layer.name {
                names.append(name)
                if name == self.layer { found.append((layer, copied)) }
            }
            if let mask = layer.mask { walk(mask, copied: copied) }
            for sub in layer.sublayers { walk(sub, copied: copied || layer is ReplicatorLayer) }
        }
        walk(root, copied: false)
        guard let target = found.first else {
            var seen = Set<String>()
            let known = names.filter { seen.insert($0).inserted }
            throw SceneDecodingFailure(path: at("layer"), "no layer is named \(UserText.quoted(layer)); "
                + (known.isEmpty ? "no layer of this scene has a name: give the progress layer a \"name\""
                    : NameSuggestion.alternatives(for: layer, among: known, kind: "layer names")))
        }
        guard found.count == 1 else {
            throw SceneDecodingFailure(path: at("layer"), "\(found.count) layers are named \(UserText.quoted(layer)); give the progress layer a name of its own")
        }
        guard !target.copied else {
            throw SceneDecodingFailure(path: at("layer"), "layer \(UserText.quoted(layer)) is inside a replicator, which draws it many times; name a layer outside replicators")
        }
        let layerType = Swift.type(of: target.layer)
        let numbers = SceneKeyPath.kinds.filter { $0.value == .number || $0.value == .angle }.keys
            .filter { layerType.animatableKeyPaths.contains(AnimationKeyPath($0)) && $0 != "hidden" }.sorted()
        guard numbers.contains(keyPath) else {
            let why: String
            if let kind = SceneKeyPath.kinds[keyPath], kind != .number, kind != .angle {
                why = "'\(keyPath)' is not a number; the progress is a number key path such as strokeEnd or bounds.size.width"
            } else if SceneKeyPath.kinds[keyPath] != nil {
                why = SceneLayer.refusal(of: [AnimationKeyPath(keyPath)], on: target.layer) ?? "'\(keyPath)' cannot be the progress"
            } else {
                why = "unknown key path '\(keyPath)' for layer \(UserText.quoted(layer)); "
                    + NameSuggestion.alternatives(for: keyPath, among: numbers, kind: "number key paths")
            }
            throw SceneDecodingFailure(path: at("keyPath"), why)
        }
        // Something must move it: a progress nothing animates is a mistake in the file.
        let written = target.layer.animations.reduce(into: Set<String>()) { $0.formUnion($1.animation.keyPaths.map(\.rawValue)) }
        guard written.contains(where: { Self.related($0, keyPath) }) else {
            throw SceneDecodingFailure(path: at("keyPath"), "nothing animates '\(keyPath)' of layer \(UserText.quoted(layer)) "
                + (written.isEmpty ? "(it has no animations or changes)" : "(its animations and changes write \(written.sorted().joined(separator: ", ")))"))
        }
        return SceneProgress(layer: layer, keyPath: AnimationKeyPath(keyPath), from: from, to: to)
    }

    /// Whether animating `written` moves `declared`: the same key path, one a part of the other
    /// (`bounds` and `bounds.size.width`), or the two names of the z rotation.
    static func related(_ written: String, _ declared: String) -> Bool {
        let rotation: Set<String> = ["transform.rotation", "transform.rotation.z"]
        if rotation.contains(written), rotation.contains(declared) { return true }
        if declared == "transform.scale.x" || declared == "transform.scale.y", written == "transform.scale" { return true }
        return written == declared || written.hasPrefix(declared + ".") || declared.hasPrefix(written + ".")
    }
}
