import SpinnerCore

/// A JSON value as written. Objects keep their members in file order, because the matrix's axes
/// and variants expand in that order (Foundation's decoders do not promise any order).
public indirect enum BatchJSON: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([BatchJSON])
    case object([(key: String, value: BatchJSON)])

    /// What a message calls this kind of value.
    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Compact JSON text (a scene parameter's value on the command line).
    var text: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let v): return DecimalText.shortest(v)
        case .string(let s): return JSONString.quoted(s)
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { JSONString.quoted($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }
}
