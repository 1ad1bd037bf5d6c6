/// A JSON value, read from a file or built to be written. Objects keep their members in the order
/// read or given: a batch's matrix expands in file order, and Bodymovin players read an item's
/// `ty` before its other keys (Foundation's decoders and encoders promise no order).
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
}

/// One key of a JSON object and its value.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    public var value: JSONValue

    /// `key` and its value, as written `"key": value`.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONValue {
    /// An object of the pairs given, in their order, leaving out those whose value is nil (an
    /// optional field absent from the document).
    public static func fields(_ pairs: KeyValuePairs<String, JSONValue?>) -> JSONValue {
        .object(pairs.compactMap { key, value in value.map { JSONMember(key, $0) } })
    }

    /// The value of `key` when this is an object that has it (the first, though a read document
    /// never has two).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What a message calls this kind of value: `a number`, `an object`.
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
