import SpinnerCore

/// One JSON object on one line, its keys in the order given (a reader may rely on the order; a
/// `JSONEncoder` sorts or shuffles them). Strings are escaped so that the line holds no control
/// character at all: a terminal that shows it cannot be driven by a path's bytes.
struct JSONLine {
    enum Value {
        case string(String)
        case integer(Int)
        /// Finite numbers only; anything else is written `null`.
        case number(Double, decimals: Int)
        case null
    }

    private(set) var fields: [(String, Value)] = []

    init(_ fields: [(String, Value)]) { self.fields = fields }

    /// The object without its newline.
    var text: String {
        "{" + fields.map { JSONLine.quoted($0.0) + ":" + JSONLine.text(of: $0.1) }.joined(separator: ",") + "}"
    }

    static func text(of value: Value) -> String {
        switch value {
        case .string(let s): return quoted(s)
        case .integer(let n): return String(n)
        case .number(let x, let decimals): return x.isFinite ? DecimalText.trimmed(x, maxDecimals: decimals) : "null"
        case .null: return "null"
        }
    }

    /// A JSON string: `"` and `\` escaped, and every C0 and C1 control character and DEL as
    /// `\u00XX` (JSON requires it only below U+0020; the rest keeps terminals safe).
    static func quoted(_ s: String) -> String {
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
