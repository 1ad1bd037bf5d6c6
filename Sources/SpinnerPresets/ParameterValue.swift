import SpinnerCore

/// A parameter's value once read: a default from the description, or what the user gave.
public enum ParameterValue: Hashable, Sendable {
    case number(Double)
    case integer(UInt64)
    case color(Color)
    case colors([Color])
    case choice(String)
    case size(Size)
    /// A path, resolved by the caller (an image) or read by it (a progress CSV).
    case file(String)
    /// Text the caller reads (progress keyframes).
    case text(String)
    /// Whether a flag was given.
    case flag(Bool)

    /// The value as help shows it and as it would be typed: `4`, `#05CCC5`, `320x44`, `butt`.
    public var text: String {
        switch self {
        case .number(let v): return DecimalText.shortest(v)
        case .integer(let v): return String(v)
        case .color(let c): return c.hexString
        case .colors(let list): return list.map(\.hexString).joined(separator: ",")
        case .choice(let name): return name
        case .size(let s): return "\(DecimalText.shortest(s.width))x\(DecimalText.shortest(s.height))"
        case .file(let path): return path
        case .text(let text): return text
        case .flag(let on): return on ? "on" : "off"
        }
    }
}
