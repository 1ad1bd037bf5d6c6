import SpinnerCore

extension JSONValue {
    /// The value on one line with no spaces, keys in the order given: a Lottie document, a
    /// progress line, a scene parameter on a command line. Numbers in the shortest text that
    /// reads back as the same Double, whole ones below 10^15 without `.0` (`50`, `0.25`,
    /// `1e-07`; `DecimalText.shortest`), strings escaped so that no control character reaches
    /// a terminal: the same value always gives the same bytes.
    public var compactText: String {
        var out = ""
        writeCompact(to: &out)
        return out
    }

    private func writeCompact(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let v): out += DecimalText.shortest(v)
        case .string(let s): out += JSONString.quoted(s)
        case .array(let items):
            out += "["
            for (k, item) in items.enumerated() {
                if k > 0 { out += "," }
                item.writeCompact(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (k, member) in members.enumerated() {
                if k > 0 { out += "," }
                out += JSONString.quoted(member.key) + ":"
                member.value.writeCompact(to: &out)
            }
            out += "}"
        }
    }
}
