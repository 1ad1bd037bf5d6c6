import SpinnerCore

/// A JSON value whose objects keep their keys in the order written. Bodymovin's order matters:
/// rlottie reads an item's `ty` before its other keys and skips what comes before it, and
/// Foundation's JSONEncoder neither keeps the order nor sorts it the way players need.
public indirect enum LottieJSON: Hashable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([LottieJSON])
    case object([LottieField])

    /// The compact JSON text: numbers in their shortest round-trip form, integers without a
    /// fraction, so the same composition always gives the same bytes.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .number(let v): out += DecimalText.shortest(v)
        case .string(let s): out += JSONString.quoted(s)
        case .bool(let b): out += b ? "true" : "false"
        case .array(let items):
            out += "["
            for (k, item) in items.enumerated() {
                if k > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (k, field) in fields.enumerated() {
                if k > 0 { out += "," }
                out += JSONString.quoted(field.key) + ":"
                field.value.write(to: &out)
            }
            out += "}"
        }
    }
}

/// One key of a JSON object and its value.
public struct LottieField: Hashable, Sendable {
    public let key: String
    public let value: LottieJSON
    public init(_ key: String, _ value: LottieJSON) { self.key = key; self.value = value }
}

/// A part of a Lottie document that writes itself as JSON in Bodymovin's key order.
public protocol LottieJSONRepresentable {
    var json: LottieJSON { get }
}

extension LottieJSON {
    /// An object from fields, leaving out those given as nil.
    static func fields(_ pairs: KeyValuePairs<String, LottieJSON?>) -> LottieJSON {
        .object(pairs.compactMap { key, value in value.map { LottieField(key, $0) } })
    }

    static func points(_ p: [[Double]]) -> LottieJSON { .array(p.map { .array($0.map(LottieJSON.number)) }) }
}

extension LottieComposition {
    /// The composition as JSON bytes with a final newline.
    public func jsonBytes() -> [UInt8] {
        Array((json.text + "\n").utf8)
    }
}
