import SpinnerCore

/// Every parameter's value for one render: what the user gave, or else the default, and which
/// were given (cross-checks such as "`--logo` and `--label` together" look at that).
public struct PresetValues: Sendable {
    private var values: [String: ParameterValue] = [:]
    private var written: [String: String] = [:]

    /// The defaults of `parameters`.
    public init(defaults parameters: [PresetParameter]) {
        for p in parameters { if let v = p.defaultValue { values[p.name] = v } }
    }

    /// Records a value the user gave as `text`.
    public mutating func set(_ name: String, _ value: ParameterValue, written text: String) {
        values[name] = value
        written[name] = text
    }

    public func isGiven(_ name: String) -> Bool { written[name] != nil }
    /// The text the user gave, for messages.
    public func writtenText(_ name: String) -> String? { written[name] }
    public subscript(_ name: String) -> ParameterValue? { values[name] }

    public func number(_ name: String) -> Double? { if case .number(let v)? = values[name] { return v } else { return nil } }
    public func integer(_ name: String) -> UInt64? { if case .integer(let v)? = values[name] { return v } else { return nil } }
    public func color(_ name: String) -> Color? { if case .color(let v)? = values[name] { return v } else { return nil } }
    public func colors(_ name: String) -> [Color]? { if case .colors(let v)? = values[name] { return v } else { return nil } }
    public func size(_ name: String) -> Size? { if case .size(let v)? = values[name] { return v } else { return nil } }
    public func file(_ name: String) -> String? { if case .file(let v)? = values[name] { return v } else { return nil } }
    /// Whether the flag `name` is on (given, or on by default).
    public func flag(_ name: String) -> Bool { if case .flag(let v)? = values[name] { return v } else { return false } }

    /// A choice as the enum it names.
    public func choice<T: RawRepresentable>(_ name: String, as: T.Type) -> T? where T.RawValue == String {
        if case .choice(let v)? = values[name] { return T(rawValue: v) } else { return nil }
    }
}
