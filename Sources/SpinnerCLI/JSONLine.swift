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
        "{" + fields.map { JSONString.quoted($0.0) + ":" + JSONLine.text(of: $0.1) }.joined(separator: ",") + "}"
    }

    static func text(of value: Value) -> String {
        switch value {
        case .string(let s): return JSONString.quoted(s)
        case .integer(let n): return String(n)
        case .number(let x, let decimals): return x.isFinite ? DecimalText.trimmed(x, maxDecimals: decimals) : "null"
        case .null: return "null"
        }
    }

}
