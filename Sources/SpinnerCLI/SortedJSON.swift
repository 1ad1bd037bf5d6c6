import SpinnerCore

/// A JSON document written as Foundation's `JSONSerialization` writes it with `.sortedKeys`,
/// `.prettyPrinted` and `.withoutEscapingSlashes` (two-space indents, `"key" : value`, keys in
/// collation order), byte for byte, so `values --json` reads as it always has without linking
/// Foundation (a test holds the two writers to the same bytes).
indirect enum SortedJSON {
    case null, number(Double), integer(Int), string(String), array([SortedJSON]), object([String: SortedJSON])

    /// The document's text, without a final newline.
    var text: String {
        var out = ""
        write(into: &out, indent: "")
        return out
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case .integer(let i): out += String(i)
        case .number(let v):
            // Swift's shortest form without a `.0` for whole values: `3`, `-0`, `0.5`, `1e-07`.
            let text = String(v)
            out += text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        case .string(let s): Self.quote(s, into: &out)
        case .array(let items):
            let inner = indent + "  "
            out += "[\n"
            for (k, item) in items.enumerated() {
                out += (k == 0 ? "" : ",\n") + inner
                item.write(into: &out, indent: inner)
            }
            out += "\n" + indent + "]"
        case .object(let fields):
            let inner = indent + "  "
            out += "{\n"
            for (k, key) in fields.keys.sorted(by: KeyCollation.precedes).enumerated() {
                out += (k == 0 ? "" : ",\n") + inner
                Self.quote(key, into: &out)
                out += " : "
                fields[key]!.write(into: &out, indent: inner)
            }
            out += "\n" + indent + "}"
        }
    }

    /// A JSON string: quote, backslash and the C0 controls escaped (`\b \f \n \r \t`, otherwise
    /// `\u00xx`), everything else (slash, DEL, U+2028) as it is.
    private static func quote(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\u{8}": out += "\\b"
            case "\u{c}": out += "\\f"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
