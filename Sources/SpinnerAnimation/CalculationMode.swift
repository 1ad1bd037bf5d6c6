/// CAAnimationCalculationMode: how a keyframe animation gets from one value to the next.
public enum CalculationMode: String, Hashable, Sendable {
    /// Straight-line interpolation between neighbouring values.
    case linear
    /// Each value holds, unchanged, until the next key time.
    case discrete
}
