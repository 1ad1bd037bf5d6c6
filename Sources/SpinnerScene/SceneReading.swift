#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerAnimation

/// What decoding a scene needs beyond the bytes: parameter values and limits, shared through
/// the decoder's `userInfo`.
final class SceneReading: @unchecked Sendable {
    static let key = CodingUserInfoKey(rawValue: "spinnergen.scene")!

    /// Each parameter's value as JSON (the file's default, or `--param` text read as JSON, or
    /// as a string when it is not JSON).
    let parameters: [String: Data]
    /// Layers decoded so far, against `SceneLimits.layers`.
    var layerCount = 0
    /// The kind of the key path whose values are being decoded (list elements cannot be told it).
    var currentKind: SceneKeyPath.Kind?
    let resources: SceneResources

    init(parameters: [String: Data], resources: SceneResources) {
        self.parameters = parameters
        self.resources = resources
    }

    static func of(_ decoder: any Decoder) -> SceneReading {
        decoder.userInfo[key] as! SceneReading
    }
}

/// What a scene may refer to outside itself, supplied by the caller so that this module stays
/// free of file formats and C: PNG `contents` and the font of text layers.
public struct SceneResources: Sendable {
    /// Decodes the PNG at a path relative to the scene file; the message of a thrown error is
    /// shown after the JSON path.
    public var image: @Sendable (String) throws -> PixelBuffer
    /// The font text layers are drawn with; nil refuses text layers.
    public var font: (any TextShaper)?

    public init(image: @escaping @Sendable (String) throws -> PixelBuffer = { _ in throw SceneResourceError("images are not available here") },
                font: (any TextShaper)? = nil) {
        self.image = image
        self.font = font
    }
}

/// Why a resource could not be had, in words for the error line.
public struct SceneResourceError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// What a scene file may hold, checked while reading.
public enum SceneLimits {
    /// File size in bytes.
    public static let fileBytes = 8 << 20
    /// Nesting of JSON arrays and objects.
    public static let depth = 64
    public static let layers = 10_000
    /// Values of one keyframe animation, changes of one layer.
    public static let keyframes = 100_000
    /// Animations of one layer or group.
    public static let animations = 1_000
    /// `instanceCount` of one replicator.
    public static let instances = 10_000
    /// Layer copies drawn through replicators in the whole tree, nested ones multiplying
    /// (`ReplicatorLayer.drawnCopies(in:)`).
    public static let drawnCopies = ReplicatorLayer.maximumDrawnCopies
}

extension KeyedDecodingContainer where K == AnyKey {
    /// Refuses any key not in `known` (a typo must not pass silently), naming the closest.
    func refuseUnknownKeys(_ known: Set<String>, in decoder: any Decoder) throws {
        for key in allKeys where !known.contains(key.stringValue) {
            throw SceneDecodingFailure(path: decoder.codingPath + [key],
                                       "unknown field; " + NameSuggestion.alternatives(for: key.stringValue, among: known.sorted(),
                                                                                        kind: "fields"))
        }
    }

    /// Decodes `key` when present, resolving a `"$name"` parameter reference.
    func value<T: Decodable>(_ type: T.Type, _ key: String) throws -> T? {
        let k = AnyKey(key)
        guard contains(k) else { return nil }
        return try decode(Parameterised<T>.self, forKey: k).value
    }

    /// Decodes a required `key`.
    func required<T: Decodable>(_ type: T.Type, _ key: String, in decoder: any Decoder) throws -> T {
        guard let v = try value(type, key) else {
            throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey(key)], "is required")
        }
        return v
    }
}

/// A value that may be written as `"$name"`: the parameter's value is decoded in its place.
struct Parameterised<T: Decodable>: Decodable {
    let value: T

    init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self), text.hasPrefix("$"),
           text.count > 1 {
            let name = String(text.dropFirst())
            let reading = SceneReading.of(decoder)
            guard let json = reading.parameters[name] else {
                let known = reading.parameters.keys.sorted()
                throw SceneDecodingFailure(decoder, "unknown parameter '\(name)'"
                    + (known.isEmpty ? "; the file declares no parameters"
                        : "; " + NameSuggestion.alternatives(for: name, among: known, kind: "parameters")))
            }
            let inner = JSONDecoder()
            inner.userInfo = decoder.userInfo
            do {
                value = try inner.decode(T.self, from: json)
            } catch let failure as SceneDecodingFailure {
                throw SceneDecodingFailure(path: decoder.codingPath, "parameter '\(name)': \(failure.message)")
            } catch {
                throw SceneDecodingFailure(path: decoder.codingPath, "parameter '\(name)' has the wrong kind of value here")
            }
            return
        }
        value = try T(from: decoder)
    }
}
