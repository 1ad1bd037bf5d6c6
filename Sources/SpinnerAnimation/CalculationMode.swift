/// CAAnimationCalculationMode: how a keyframe animation gets from one value to the next.
///
/// The paced modes follow Apple's CAAnimationCalculationMode pages: "keyTimes and timingFunction
/// are ignored and keyframe times are automatically generated to give the animation a constant
/// velocity" (the page links CAAnimation's own `timingFunction`; UIKit's cubicPaced option says
/// the same: "ignoring the timing properties of the animation"). `timingFunctions` are ignored
/// too, as there are no segments of the user's to shape.
public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
    /// Straight-line interpolation between neighbouring values.
    case linear
    /// Each value holds, unchanged, until the next key time.
    case discrete
    /// Straight lines between the values, timed so the value moves at constant speed: key times are
    /// the running distance between neighbouring values over the total.
    case paced
    /// A Catmull-Rom spline through the values at their key times (Kochanek–Bartels with
    /// `tensionValues`, `continuityValues`, `biasValues`, 0 when absent).
    case cubic
    /// The `cubic` spline (through the values at paced key times) travelled at constant speed along
    /// its arc length.
    case cubicPaced

    /// Whether the mode spaces keyframes by distance itself, ignoring `keyTimes`,
    /// `timingFunctions` and the animation's `timingFunction`.
    public var isPaced: Bool { self == .paced || self == .cubicPaced }
}
