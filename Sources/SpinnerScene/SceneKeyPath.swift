import SpinnerCore
import SpinnerAnimation

/// The animatable key paths a scene may name, and the kind of value each takes.
enum SceneKeyPath {
    typealias Kind = LayerProperty.Kind

    /// Every key path of every layer class, with its kind: the layer classes' property tables.
    static let kinds: [String: Kind] = Dictionary(uniqueKeysWithValues: LayerProperty.all.map { ($0.key.rawValue, $0.value.kind) })

    /// The key path at `key` of `c`, refused when unknown.
    static func decode(_ c: KeyedDecodingContainer<AnyKey>, in decoder: any Decoder) throws -> (AnimationKeyPath, Kind) {
        let name = try c.required(SceneString.self, "keyPath", in: decoder).value
        let path = decoder.codingPath + [AnyKey("keyPath")]
        guard let kind = kinds[name] else {
            throw SceneDecodingFailure(path: path, "unknown key path '\(name)'; "
                + NameSuggestion.alternatives(for: name, among: kinds.keys.sorted(), kind: "key paths"))
        }
        return (AnimationKeyPath(name), kind)
    }
}

/// One animation value, decoded by the kind of its key path.
struct SceneAnimationValue {
    let value: AnimationValue

    static func decode(_ kind: SceneKeyPath.Kind, from c: KeyedDecodingContainer<AnyKey>, _ key: String) throws -> AnimationValue? {
        switch kind {
        case .number: return try c.value(SceneNumber.self, key).map { .number($0.value) }
        case .angle: return try c.value(SceneAngle.self, key).map { .number($0.radians) }
        case .point: return try c.value(ScenePoint.self, key).map { .point($0.value) }
        case .size: return try c.value(SceneSize.self, key).map { .size($0.value) }
        case .offset: return try c.value(SceneOffset.self, key).map { .size($0.value) }
        case .rect: return try c.value(SceneRect.self, key).map { .rect($0.value) }
        case .color: return try c.value(SceneColor.self, key).map { .color($0.value ?? .clear) }
        case .colors: return try c.value(SceneColors.self, key).map { .colors($0.value) }
        case .numbers: return try c.value(SceneNumberList.self, key).map { .numbers($0.value) }
        case .bool: return try c.value(SceneBool.self, key).map { .number($0.value ? 1 : 0) }
        case .string: return try c.value(SceneString.self, key).map { .string($0.value) }
        case .path: return try c.value(ScenePath.self, key).map { .path($0.value) }
        case .transform: return try c.value(SceneTransform.self, key).map { .transform($0.value) }
        // No animation value: the scene reader reads these fields itself, and no key path has them.
        case .choice, .image, .count: return nil
        }
    }

    /// Every element of the array at `key`, each of `kind`.
    static func decodeList(_ kind: SceneKeyPath.Kind, from c: KeyedDecodingContainer<AnyKey>, _ key: String,
                           in decoder: any Decoder) throws -> [AnimationValue] {
        let path = decoder.codingPath + [AnyKey(key)]
        guard c.contains(AnyKey(key)) else { throw SceneDecodingFailure(path: path, "is required") }
        var list = try c.nestedUnkeyedContainer(forKey: AnyKey(key))
        var out: [AnimationValue] = []
        while !list.isAtEnd {
            guard out.count < SceneLimits.keyframes else { throw SceneDecodingFailure(path: path, "more than \(SceneLimits.keyframes) values") }
            out.append(try list.decode(ListElement.self).value)
        }
        return out

        // One element, decoded through a one-key wrapper so it gets the same parameter and
        // kind handling as a single value.
        struct ListElement: Decodable {
            let value: AnimationValue
            init(from decoder: any Decoder) throws {
                let kind = SceneReading.of(decoder).currentKind ?? .number
                value = try SceneAnimationValue.single(kind, decoder)
            }
        }
    }

    /// A value of `kind` from a single-value decoder.
    static func single(_ kind: SceneKeyPath.Kind, _ decoder: any Decoder) throws -> AnimationValue {
        switch kind {
        case .number: return .number(try Parameterised<SceneNumber>(from: decoder).value.value)
        case .angle: return .number(try Parameterised<SceneAngle>(from: decoder).value.radians)
        case .point: return .point(try Parameterised<ScenePoint>(from: decoder).value.value)
        case .size: return .size(try Parameterised<SceneSize>(from: decoder).value.value)
        case .offset: return .size(try Parameterised<SceneOffset>(from: decoder).value.value)
        case .rect: return .rect(try Parameterised<SceneRect>(from: decoder).value.value)
        case .color: return .color(try Parameterised<SceneColor>(from: decoder).value.value ?? .clear)
        case .colors: return .colors(try Parameterised<SceneColors>(from: decoder).value.value)
        case .numbers: return .numbers(try Parameterised<SceneNumberList>(from: decoder).value.value)
        case .bool: return .number(try Parameterised<SceneBool>(from: decoder).value.value ? 1 : 0)
        case .string: return .string(try Parameterised<SceneString>(from: decoder).value.value)
        case .path: return .path(try Parameterised<ScenePath>(from: decoder).value.value)
        case .transform: return .transform(try SceneTransform(from: decoder).value)
        case .choice, .image, .count: throw SceneDecodingFailure(decoder, "expected an animatable value")
        }
    }
}
