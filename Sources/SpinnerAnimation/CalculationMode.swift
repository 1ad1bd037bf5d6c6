/// CAAnimationCalculationMode: how a keyframe animation gets from one value to the next.
///
/// The paced modes follow Apple's CAAnimationCalculationMode pages ("keyTimes ... are ignored and
/// keyframe times are automatically generated to give the animation a constant velocity"); their
/// `timingFunctions` are ignored too, as there are no segments of the user's to shape. The
/// animation's own `timingFunction` still bends the iteration's time before any of this, as the
/// timingFunctions page orders it ("that function is applied first").
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
}
