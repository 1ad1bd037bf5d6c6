import SpinnerJSON

/// A scene file that cannot be used, with the JSON path of the fault:
/// `dots.json: root.sublayers[1].animations[0].keyTimes: expected numbers from 0 to 1 ...`.
public struct SceneFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as named (empty when decoding from bytes).
    public var file: String
    /// `root.sublayers[1].opacity`; empty for the document itself.
    public var path: String
    public var message: String

    public init(file: String = "", path: String, _ message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    public var description: String {
        [file, path].filter { !$0.isEmpty }.joined(separator: ": ") + ": " + message
    }
}

/// Errors thrown while decoding carry the coding path; the document's loader adds the file.
struct SceneDecodingFailure: Error {
    let codingPath: [any CodingKey]
    let message: String

    init(_ decoder: any Decoder, _ message: String) {
        codingPath = decoder.codingPath
        self.message = message
    }

    init(path: [any CodingKey], _ message: String) {
        codingPath = path
        self.message = message
    }

    /// `root.sublayers[1].keyTimes`: written as every JSON path spinnergen shows (`JSONPath`).
    static func text(of path: [any CodingKey]) -> String {
        JSONPath(path.map { key in key.intValue.map(JSONPath.Component.index) ?? .key(key.stringValue) }).description
    }
}

/// Any key, for reading an object's keys as written (to refuse unknown ones).
struct AnyKey: CodingKey, Hashable {
    let stringValue: String
    let intValue: Int?
    init(_ s: String) { stringValue = s; intValue = nil }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { stringValue = "\(intValue)"; self.intValue = intValue }
}
