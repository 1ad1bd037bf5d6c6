import SpinnerCore

extension JSONValue {
    /// The value as Foundation's `JSONSerialization` writes it with `.sortedKeys`,
    /// `.prettyPrinted` and `.withoutEscapingSlashes`, byte for byte: two-space indents,
    /// `"key" : value`, every array and object over several lines, keys in `precedes` order
    /// (the caller's collation: Foundation's is ICU's), numbers as Swift's shortest text without
    /// a final `.0` (`-0` kept), strings escaped as Foundation escapes them. No final newline.
    public func sortedText(keysBy precedes: (String, String) -> Bool) -> String {
        var out = ""
        writeSorted(to: &out, indent: "", precedes: precedes)
        return out
    }

    private func writeSorted(to out: inout String, indent: String, precedes: (String, String) -> Bool) {
        let inner = indent + "  "
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let v):
            let text = String(v)
            out += text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        case .string(let s): out += JSONString.quoted(s, controls: .foundation)
        case .array(let items):
            out += "[\n"
            for (k, item) in items.enumerated() {
                out += (k == 0 ? "" : ",\n") + inner
                item.writeSorted(to: &out, indent: inner, precedes: precedes)
            }
            out += "\n" + indent + "]"
        case .object(let members):
            out += "{\n"
            for (k, member) in members.sorted(by: { precedes($0.key, $1.key) }).enumerated() {
                out += (k == 0 ? "" : ",\n") + inner + JSONString.quoted(member.key, controls: .foundation) + " : "
                member.value.writeSorted(to: &out, indent: inner, precedes: precedes)
            }
            out += "\n" + indent + "}"
        }
    }
}
