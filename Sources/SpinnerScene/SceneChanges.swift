import SpinnerCore
import SpinnerAnimation

/// `changes`: model-value sets at moments, as app code makes while an animation plays; with
/// `implicit` true each set starts Core Animation's implicit animation of a standalone layer.
enum SceneChanges {
    struct Entry: Decodable {
        let keyPath: String
        let time: Double
        let value: AnimationValue
        let implicit: Bool

        init(from decoder: any Decoder) throws {
            guard let c = try? decoder.container(keyedBy: AnyKey.self) else { throw SceneDecodingFailure(decoder, "expected a change object") }
            try c.refuseUnknownKeys(["time", "keyPath", "value", "implicit"], in: decoder)
            let (path, kind) = try SceneKeyPath.decode(c, in: decoder)
            keyPath = path.rawValue
            time = try c.required(SceneNumber.self, "time", in: decoder).value
            guard let v = try SceneAnimationValue.decode(kind, from: c, "value") else {
                throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey("value")], "is required")
            }
            value = v
            implicit = try c.value(SceneBool.self, "implicit")?.value ?? false
        }
    }

    static func apply(_ c: KeyedDecodingContainer<AnyKey>, to layer: Layer, _ decoder: any Decoder) throws {
        guard c.contains(AnyKey("changes")) else { return }
        let at = decoder.codingPath + [AnyKey("changes")]
        guard var items = try? c.nestedUnkeyedContainer(forKey: AnyKey("changes")) else {
            throw SceneDecodingFailure(path: at, "expected an array of changes")
        }
        var entries: [Entry] = []
        while !items.isAtEnd {
            guard entries.count < SceneLimits.keyframes else { throw SceneDecodingFailure(path: at, "more than \(SceneLimits.keyframes) changes") }
            let entry = try items.decode(Entry.self)
            if let refusal = SceneLayer.refusal(of: [AnimationKeyPath(entry.keyPath)], on: layer) {
                throw SceneDecodingFailure(path: at + [AnyKey(intValue: entries.count)!, AnyKey("keyPath")], refusal)
            }
            entries.append(entry)
        }
        // One record per key path and kind of set, in time order, as the engine expects.
        var groups: [(String, Bool)] = []
        for e in entries where !groups.contains(where: { $0 == (e.keyPath, e.implicit) }) { groups.append((e.keyPath, e.implicit)) }
        for (keyPath, implicit) in groups {
            let list = entries.filter { $0.keyPath == keyPath && $0.implicit == implicit }
            guard zip(list, list.dropFirst()).allSatisfy({ $0.time <= $1.time }) else {
                throw SceneDecodingFailure(path: at, "the changes of '\(keyPath)' must be in time order")
            }
            layer.recordChanges(of: AnimationKeyPath(keyPath), list.map { .init(time: $0.time, value: $0.value) },
                                implicit: implicit ? ImplicitAnimation() : nil,
                                key: "changes.\(keyPath)\(implicit ? ".implicit" : "")")
        }
    }
}
