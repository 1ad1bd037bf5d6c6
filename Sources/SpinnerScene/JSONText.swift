import SpinnerCore

/// JSON written in a fixed key order with two-space indents, so an exported scene reads like a
/// hand-written one and the same tree gives the same bytes. Numbers are written with Swift's
/// shortest round-tripping form, so every Double reads back exactly.
indirect enum JSONText {
    case null, bool(Bool), number(Double), string(String), array([JSONText]), object([(String, JSONText)])

    func text(indent: String = "") -> String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let v): return DecimalText.shortest(v)
        case .string(let s): return JSONString.quoted(s)
        case .array(let items):
            if items.isEmpty { return "[]" }
            // Arrays of scalars (points, rects, key times, colours) stay on one line.
            if items.allSatisfy(\.isInline) { return "[" + items.map { $0.text() }.joined(separator: ", ") + "]" }
            let inner = indent + "  "
            return "[\n" + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            // Small flat objects (a change, a colour, an arc) stay on one line.
            if pairs.allSatisfy({ $0.1.isInline }) {
                let line = "{" + pairs.map { JSONString.quoted($0.0) + ": " + $0.1.text() }.joined(separator: ", ") + "}"
                if isInline || line.count <= 120 { return line }
            }
            let inner = indent + "  "
            return "{\n" + pairs.map { inner + JSONString.quoted($0.0) + ": " + $0.1.text(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    /// Written on one line: a scalar, an array of scalars, or a one-key object of those
    /// (`{"rgba": [r, g, b, a]}`, `{"matrix": [...]}`).
    var isInline: Bool {
        switch self {
        case .array(let items): return items.allSatisfy(\.isScalar)
        case .object(let pairs): return pairs.count == 1 && pairs[0].1.isInline
        default: return true
        }
    }

    var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

}
