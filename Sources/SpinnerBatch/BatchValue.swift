import SpinnerCore

/// An option's value in a batch file: what `--name value` takes on the command line.
public enum BatchValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    /// `true` is the bare flag; `false` leaves the option out.
    case bool(Bool)

    /// The value as a command line argument (numbers as the shortest decimal); nil for a flag.
    var argumentText: String? {
        switch self {
        case .string(let s): return s
        case .number(let v): return DecimalText.shortest(v)
        case .bool: return nil
        }
    }

    /// What `{axis}` becomes in an output name for a list axis.
    var nameText: String {
        switch self {
        case .string(let s): return s
        case .number(let v): return DecimalText.shortest(v)
        case .bool(let b): return b ? "true" : "false"
        }
    }

    /// `--name value`, `--name`, or nothing.
    func arguments(name: String) -> [String] {
        switch self {
        case .bool(false): return []
        case .bool(true): return ["--" + name]
        default: return ["--" + name, argumentText!]
        }
    }
}
