#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerAnimation
import SpinnerJSON

/// A scene file decoded: the layer tree and what the document says about rendering it.
public struct SceneDocument {
    /// The format version this code reads.
    public static let formatVersion = 1

    public let name: String?
    /// Seconds of one seamless loop, if the file gives it.
    public let loop: Double?
    public let background: Color?
    /// Each parameter's default, as JSON text.
    public let parameterDefaults: [String: String]
    public let root: Layer
    /// Which animated number shows the progress (`progress`), for `render --at-progress`.
    public let progress: SceneProgress?

    // MARK: - Decoding

    /// Decodes a scene from JSON bytes. `parameters` are `--param name=value` overrides: JSON
    /// text, or a bare string (`#FF0000`, `red`).
    public static func decode(_ data: Data, file: String = "", parameters: [String: String] = [:],
                              resources: SceneResources = SceneResources()) throws(SceneFileError) -> SceneDocument {
        guard data.count <= SceneLimits.fileBytes else {
            throw SceneFileError(file: file, path: "", "the file is \(data.count) bytes, more than the \(SceneLimits.fileBytes >> 20) MiB a scene may be")
        }
        if let depth = JSONDepth.exceeds(data, limit: SceneLimits.depth) {
            throw SceneFileError(file: file, path: "", "arrays and objects nest more than \(SceneLimits.depth) deep (at \(JSONReadError.position(of: depth, in: Array(data))))")
        }
        do {
            let header = try JSONDecoder().decode(Header.self, from: data)
            var values = header.parameters
            for (name, text) in parameters {
                guard values[name] != nil else {
                    let known = values.keys.sorted()
                    throw SceneFileError(file: file, path: "parameters",
                                         "--param \(UserText.shown(name)) is not a parameter of this scene"
                                         + (known.isEmpty ? " (it declares none)" : " (it declares \(known.joined(separator: ", ")))"))
                }
                let json = Data(text.utf8)
                values[name] = JSONReader.isValid(Array(json), maxDepth: SceneLimits.depth)
                    ? json : (try JSONEncoder().encode(text))
            }
            let decoder = JSONDecoder()
            decoder.userInfo[SceneReading.key] = SceneReading(parameters: values, resources: resources)
            let body = try decoder.decode(Body.self, from: data)
            return SceneDocument(name: body.name, loop: body.loop, background: body.background,
                                 parameterDefaults: header.parameters.mapValues { String(decoding: $0, as: UTF8.self) }, root: body.root,
                                 progress: body.progress)
        } catch let error as SceneFileError {
            throw error
        } catch let failure as SceneDecodingFailure {
            throw SceneFileError(file: file, path: SceneDecodingFailure.text(of: failure.codingPath), failure.message)
        } catch let error as DecodingError {
            throw SceneDocument.fileError(error, file: file, data: data)
        } catch {
            throw SceneFileError(file: file, path: "", "not a scene file")
        }
    }

    /// Reads and decodes a scene file; `contents` paths are relative to its folder.
    public static func load(contentsOf path: String, parameters: [String: String] = [:],
                            resources: SceneResources = SceneResources()) throws(SceneFileError) -> SceneDocument {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SceneFileError(file: path, path: "", "cannot be read")
        }
        return try decode(data, file: path, parameters: parameters, resources: resources)
    }

    // MARK: - Errors

    static func fileError(_ error: DecodingError, file: String, data: Data) -> SceneFileError {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // Foundation's message has no stable wording or position: the strict reader says
            // what is wrong and where, as an editor counts lines and columns.
            do { _ = try JSONReader.read(Array(data), maxDepth: SceneLimits.depth) } catch {
                return SceneFileError(file: file, path: "", "not valid JSON: \(error.message) at \(error.position)")
            }
            return SceneFileError(file: file, path: "", "not valid JSON")
        case .dataCorrupted(let c), .typeMismatch(_, let c), .valueNotFound(_, let c):
            return SceneFileError(file: file, path: SceneDecodingFailure.text(of: c.codingPath), "has the wrong kind of value")
        case .keyNotFound(let key, let c):
            return SceneFileError(file: file, path: SceneDecodingFailure.text(of: c.codingPath + [key]), "is required")
        @unknown default:
            return SceneFileError(file: file, path: "", "not a scene file")
        }
    }

    // MARK: - The document's parts

    /// The version and the parameters, read before the body so that `"$name"` can be resolved.
    struct Header: Decodable {
        let parameters: [String: Data]
        init(from decoder: any Decoder) throws {
            guard let c = try? decoder.container(keyedBy: AnyKey.self) else { throw SceneDecodingFailure(decoder, "expected a JSON object") }
            guard let version = try? c.decode(Int.self, forKey: AnyKey("spinnergen")) else {
                throw SceneDecodingFailure(path: [AnyKey("spinnergen")], "is required: the format version, 1")
            }
            guard version == SceneDocument.formatVersion else {
                throw SceneDecodingFailure(path: [AnyKey("spinnergen")], "format version \(version) is not one this spinnergen reads (it reads 1)")
            }
            var out: [String: Data] = [:]
            if c.contains(AnyKey("parameters")) {
                let p = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("parameters"))
                for key in p.allKeys {
                    guard key.stringValue.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }), !key.stringValue.isEmpty else {
                        throw SceneDecodingFailure(path: [AnyKey("parameters"), key], "a parameter name is letters, digits, _ and -")
                    }
                    out[key.stringValue] = try JSONEncoder().encode(try p.decode(JSONValue.self, forKey: key))
                }
            }
            parameters = out
        }
    }

    struct Body: Decodable {
        let name: String?, loop: Double?, background: Color?, root: Layer, progress: SceneProgress?
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            try c.refuseUnknownKeys(["spinnergen", "name", "loop", "background", "parameters", "root", "progress"], in: decoder)
            name = try c.value(SceneString.self, "name")?.value
            loop = try c.value(SceneNumber.self, "loop")?.value
            if let loop, !(loop > 0 && loop <= 86_400) {
                throw SceneDecodingFailure(path: [AnyKey("loop")], "expected seconds above 0 and at most 86400")
            }
            background = c.contains(AnyKey("background")) ? try c.decode(Parameterised<SceneColor>.self, forKey: AnyKey("background")).value.value ?? .clear : nil
            root = try c.required(SceneLayer.self, "root", in: decoder).layer
            // The canvas is the root's bounds: a scene must have one to be drawn at all.
            guard root.bounds.width > 0, root.bounds.height > 0 else {
                throw SceneDecodingFailure(path: [AnyKey("root"), AnyKey("bounds")],
                                           "the root layer needs a width and height above 0, such as [0, 0, 50, 50]")
            }
            progress = c.contains(AnyKey("progress"))
                ? try c.decode(SceneProgressField.self, forKey: AnyKey("progress")).resolve(in: root) : nil
        }
    }
}

// MARK: - JSON helpers

/// The deepest nesting of arrays and objects, found by a scan that skips strings: refused
/// before the decoder recurses into it.
enum JSONDepth {
    /// The byte offset where nesting first exceeds `limit`, or nil.
    static func exceeds(_ data: Data, limit: Int) -> Int? {
        var depth = 0, inString = false, escaped = false
        for (i, byte) in data.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return i }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return nil
    }
}
