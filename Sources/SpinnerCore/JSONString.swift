/// A string as JSON text, in one place for every JSON spinnergen writes (scene files, Lottie,
/// progress lines, `values`): `"` and `\` escaped, `\n`, `\r`, `\t` by name, and the other
/// controls as `\u00xx`. Which controls depends on the reader the text is for (`Controls`).
public enum JSONString {
    /// The characters escaped beyond `"`, `\` and the C0 controls JSON requires.
    public enum Controls: Sendable {
        /// DEL and the C1 controls too, and `\b`, `\f` as `\u0008`, `\u000c`: a terminal that
        /// shows the text is safe from control sequences.
        case terminalSafe
        /// Only what JSON requires, `\b` and `\f` by name: the bytes Foundation's
        /// `JSONSerialization` writes, which `values --json` has always matched.
        case foundation
    }

    /// `s` quoted and escaped.
    public static func quoted(_ s: String, controls: Controls = .terminalSafe) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{8}" where controls == .foundation: out += "\\b"
            case "\u{c}" where controls == .foundation: out += "\\f"
            case _ where scalar.value < 0x20 || (controls == .terminalSafe && (0x7F...0x9F).contains(scalar.value)):
                let hex = String(scalar.value, radix: 16, uppercase: false)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
