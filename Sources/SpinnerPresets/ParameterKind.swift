import SpinnerCore

/// What a preset parameter takes, and so how its text is read and checked.
public enum ParameterKind: Sendable {
    /// A number within `NumberRange`.
    case number(NumberRange)
    /// A whole number within the range.
    case integer(ClosedRange<UInt64>)
    /// One colour, in any form `Color(parsing:)` reads (`#RRGGBB`, `#RGB`, a CSS name, ...).
    case color
    /// Colours separated by commas, as many as the range allows.
    case colorList(ClosedRange<Int>)
    /// One of the names; `expected` words the refusal (default "one of a, b, c").
    case choice([String], expected: String? = nil)
    /// A size in points, `W` or `WxH`.
    case size
    /// A PNG file, which the caller decodes through `PresetInput.image(_:)`.
    case imageFile
    /// A file path the caller reads (a progress CSV).
    case file
    /// Progress keyframes `T:P,...`, read by the caller.
    case progressKeyframes
    /// An option without a value: given or not (`--android-ms-truncation`).
    case flag

    /// The choices of a `String` raw-valued enum.
    public static func choice<T: RawRepresentable & CaseIterable>(of type: T.Type, expected: String? = nil) -> ParameterKind
    where T.RawValue == String {
        .choice(type.allCases.map(\.rawValue), expected: expected)
    }
}

/// The numbers a `.number` parameter accepts: above (or from) `minimum` up to a maximum that may
/// depend on the view's size, with the words a refusal uses for the range.
public struct NumberRange: Sendable {
    public let minimum: Double
    /// Whether `minimum` itself is accepted.
    public let includesMinimum: Bool
    public let maximum: @Sendable (Size) -> Double
    /// What a refusal says is expected, for a view of that size.
    public let expected: @Sendable (Size) -> String

    public init(minimum: Double, includesMinimum: Bool = false, maximum: @escaping @Sendable (Size) -> Double,
                expected: @escaping @Sendable (Size) -> String) {
        self.minimum = minimum
        self.includesMinimum = includesMinimum
        self.maximum = maximum
        self.expected = expected
    }

    /// A range that is the same whatever the size.
    public init(minimum: Double, includesMinimum: Bool = false, maximum: Double, expected: String) {
        self.init(minimum: minimum, includesMinimum: includesMinimum, maximum: { _ in maximum }, expected: { _ in expected })
    }
}
