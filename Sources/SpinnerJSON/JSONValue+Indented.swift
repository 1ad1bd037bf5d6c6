import SpinnerCore

extension JSONValue {
    /// The value over several lines with two-space indents, keys in the order given, the short
    /// parts kept on one line so that a file reads like a hand-written one: arrays of scalars
    /// (points, rects, key times), one-key objects of those (`{"rgba": [r, g, b, a]}`), and
    /// flat objects of at most 120 characters. Numbers and strings as in `compactText`. No
    /// final newline.
    public var indentedText: String { indented("") }

    private func indented(_ indent: String) -> String {
        switch self {
        case .null, .bool, .number, .string: return compactText
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isInline) { return "[" + items.map { $0.indented("") }.joined(separator: ", ") + "]" }
            let inner = indent + "  "
            return "[\n" + items.map { inner + $0.indented(inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            if members.allSatisfy(\.value.isInline) {
                let line = "{" + members.map { JSONString.quoted($0.key) + ": " + $0.value.indented("") }.joined(separator: ", ") + "}"
                if isInline || line.count <= 120 { return line }
            }
            let inner = indent + "  "
            return "{\n" + members.map { inner + JSONString.quoted($0.key) + ": " + $0.value.indented(inner) }.joined(separator: ",\n")
                + "\n" + indent + "}"
        }
    }

    /// Written on one line: a scalar, an array of scalars, or a one-key object of those.
    private var isInline: Bool {
        switch self {
        case .array(let items): return items.allSatisfy(\.isScalar)
        case .object(let members): return members.count == 1 && members[0].value.isInline
        default: return true
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }
}
