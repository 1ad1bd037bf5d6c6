/// A string as JSON text, in one place for every JSON spinnergen writes (scene files, progress
/// lines): `"` and `\` escaped, `\n`, `\r`, `\t` by name, and every other C0 control, DEL and
/// C1 control as `\u00XX`. JSON needs the escape only below U+0020; the rest keeps a terminal
/// that shows the text safe from control sequences.
public enum JSONString {
    /// `s` quoted and escaped.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                let hex = String(scalar.value, radix: 16, uppercase: false)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
