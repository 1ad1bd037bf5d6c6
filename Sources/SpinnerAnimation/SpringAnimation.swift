/// CASpringAnimation: a basic animation whose progress is a damped spring's, so the value
/// overshoots the end value and settles on it (`SpringMotion` gives the closed form).
///
/// As in Core Animation, where CASpringAnimation subclasses CABasicAnimation, everything but the
/// clock is the basic animation's: `basic` holds the key path, the endpoints (from/to/by),
/// `additive` and `cumulative`, and the media timing. The value at spring time t is
/// `start + (end − start) · (1 − x(t))`.
///
/// The spring runs on the animation's local time in seconds, not on a fraction of its duration:
/// `duration` only says when the iteration ends (a repeat starts the spring again from rest at
/// the start value), so a duration shorter than `settlingDuration` cuts the motion off, and
/// `duration` 0 (unset) is the settling duration, not 0.25 s. A `timingFunction` bends that clock
/// as it bends any CAAnimation's time (spring time = eased fraction · duration); nil, the
/// default, leaves it linear.
///
///     local time   0 ............ settlingDuration        (duration 0: one iteration)
///     x(t)         1 ↘ 0 ↗ overshoot ↘ ... |x| ≤ 0.001
///     value        start → past end → ... end (to 0.1% of the distance)
///     repeat       the next iteration starts at x = 1 again: the value jumps back to the start
public struct SpringAnimation: Animation, Hashable {
    /// The basic animation the spring drives: key path, endpoints, timing function, additive,
    /// cumulative and media timing.
    public var basic: BasicAnimation
    /// The mass on the spring, above 0 (Core Animation's default 1).
    public var mass = 1.0
    /// The spring's stiffness, above 0 (default 100).
    public var stiffness = 100.0
    /// The damping coefficient, 0 or more (default 10).
    public var damping = 10.0
    /// The starting velocity in whole distances per second, positive towards the end value (default 0).
    public var initialVelocity = 0.0
    /// CASpringAnimation's `allowsOverdamping` (default false): unless set, a damping above
    /// critical (ζ > 1) moves as the critically damped spring, as Core Animation's springs always
    /// have (SwiftUI's `Spring` documents the same flag: "such cases should instead be treated as
    /// critically damped"; RBBAnimation, a CASpringAnimation clone, defaults it off to match).
    public var allowsOverdamping = false

    public init(keyPath: AnimationKeyPath) {
        basic = BasicAnimation(keyPath: keyPath)
    }

    /// The spring the animation moves with: these parameters (invalid ones replaced by Core
    /// Animation's defaults), the damping capped at critical unless `allowsOverdamping`.
    public var motion: SpringMotion {
        let physical = SpringMotion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        guard !allowsOverdamping, physical.dampingRatio > 1 else { return physical }
        return SpringMotion(mass: physical.mass, stiffness: physical.stiffness,
                            damping: 2 * (physical.stiffness * physical.mass).squareRoot(), initialVelocity: physical.initialVelocity)
    }

    /// CASpringAnimation's `settlingDuration`: when |x| stays within `SpringMotion.settlingThreshold`.
    public var settlingDuration: Double { motion.settlingDuration }

    /// `timing` with an unset `duration` (0, negative or non-finite) replaced by the settling duration.
    public var resolvedTiming: MediaTiming {
        var t = basic.timing
        if !(t.duration.isFinite && t.duration > 0) { t.duration = settlingDuration }
        return t
    }

    public var timing: MediaTiming {
        get { basic.timing }
        set { basic.timing = newValue }
    }

    public var keyPaths: Set<AnimationKeyPath> { basic.keyPaths }

    public var keyedValues: [(keyPath: AnimationKeyPath, value: AnimationValue)] { basic.keyedValues }

    public func apply(atParentTime parentTime: Double, to values: inout PropertyValues) {
        let timing = resolvedTiming
        guard let local = timing.resolvedTime(forParentTime: parentTime) else { return }
        let time = timing.easedFraction(of: local, timingFunction: basic.timingFunction) * timing.effectiveDuration
        basic.write(fraction: 1 - motion.displacement(at: time), iteration: local.iteration, to: &values)
    }
}

// The basic animation's fields directly on the spring, so that code reads like Core Animation's
// `spring.fromValue = 0`.
extension SpringAnimation {
    /// `basic.keyPath`.
    public var keyPath: AnimationKeyPath {
        get { basic.keyPath }
        set { basic.keyPath = newValue }
    }
    /// `basic.fromValue`.
    public var fromValue: AnimationValue? {
        get { basic.fromValue }
        set { basic.fromValue = newValue }
    }
    /// `basic.toValue`.
    public var toValue: AnimationValue? {
        get { basic.toValue }
        set { basic.toValue = newValue }
    }
    /// `basic.byValue`.
    public var byValue: AnimationValue? {
        get { basic.byValue }
        set { basic.byValue = newValue }
    }
    /// `basic.timingFunction`.
    public var timingFunction: TimingFunction? {
        get { basic.timingFunction }
        set { basic.timingFunction = newValue }
    }
    /// `basic.isAdditive`.
    public var isAdditive: Bool {
        get { basic.isAdditive }
        set { basic.isAdditive = newValue }
    }
    /// `basic.isCumulative`.
    public var isCumulative: Bool {
        get { basic.isCumulative }
        set { basic.isCumulative = newValue }
    }
}
