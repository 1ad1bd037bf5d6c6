/// One option of a preset: its name (`--line-width`), the placeholder help shows for its value,
/// its kind, its default and what it does.
public struct PresetParameter: Sendable {
    /// The long option name, without `--`.
    public let name: String
    /// The value's placeholder in help: `PT`, `COLOR`, `top|bottom`.
    public let placeholder: String
    public let kind: ParameterKind
    /// The value used when the option is not given; nil when absence means something else.
    public let defaultValue: ParameterValue?
    /// What leaving the option out means, for a parameter without a default value.
    public let absence: String?
    /// What the option does, without its default (help adds that).
    public let help: String

    public init(_ name: String, _ placeholder: String, _ kind: ParameterKind, default value: ParameterValue,
                help: String) {
        self.name = name
        self.placeholder = placeholder
        self.kind = kind
        self.defaultValue = value
        self.absence = nil
        self.help = help
    }

    /// A parameter with no default value: `absence` says what leaving it out means.
    public init(_ name: String, _ placeholder: String, _ kind: ParameterKind, absence: String = "none", help: String) {
        self.name = name
        self.placeholder = placeholder
        self.kind = kind
        self.defaultValue = nil
        self.absence = absence
        self.help = help
    }

    /// A flag: an option without a value, off unless given.
    public init(flag name: String, help: String) {
        self.name = name
        self.placeholder = ""
        self.kind = .flag
        self.defaultValue = .flag(false)
        self.absence = nil
        self.help = help
    }

    /// Whether the value is read after the view's size is known (a number, whose range may
    /// depend on it, and everything else but choices, colours and flags, which are read first
    /// because the size may depend on them).
    public var dependsOnSize: Bool {
        switch kind {
        case .choice, .flag, .color, .colorList: return false
        default: return true
        }
    }

    /// Whether the option takes a value (all but flags).
    public var takesValue: Bool {
        if case .flag = kind { return false }
        return true
    }

    /// The default as help shows it, from the default value itself: `4`, `#E5E5E5`, `none`.
    public var defaultText: String { defaultValue?.text ?? absence ?? "none" }
}
