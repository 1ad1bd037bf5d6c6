/// CAMediaTimingFillMode: what an animation shows outside its active interval.
public enum FillMode: String, Hashable, Sendable, CaseIterable {
    /// Contributes nothing outside the active interval: the model value shows.
    case removed
    /// Holds the final value after the active interval ends.
    case forwards
    /// Shows the start value before the active interval begins.
    case backwards
    /// Both `forwards` and `backwards`.
    case both

    /// True when the start value is held before the active interval.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// True when the final value is held after the active interval.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}
