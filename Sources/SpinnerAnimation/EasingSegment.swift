import SpinnerCore

/// A stretch of scene time over which one animation moves its value along one curve: from
/// its value at `start` to its value at `end` by the timing function's progress (`curve`), or
/// holding the value at `start` until `end` (a discrete keyframe).
///
/// It says what the animation would do if it alone wrote its property there; whether the
/// presented value really follows it (nothing else writes the property, the animation is
/// active, no cumulative or additive term bends it) is for the reader to check.
public struct EasingSegment: Hashable, Sendable {
    /// How the value gets from `start` to `end`.
    public enum Easing: Hashable, Sendable {
        /// Progress along the Bézier from (0, 0) to (1, 1) with these control points (a
        /// CAMediaTimingFunction's, already mirrored for a leg that plays backwards).
        case curve(Point, Point)
        /// The value at `start` holds until `end`.
        case hold
    }

    /// Scene time in seconds; `start` < `end`.
    public var start: Double
    public var end: Double
    public var easing: Easing

    public init(start: Double, end: Double, easing: Easing) {
        self.start = start
        self.end = end
        self.easing = easing
    }

}

extension EasingSegment.Easing {
    /// A timing function's curve, or nil when it is not a Bézier solved exactly (a lookup
    /// table, a staircase, another platform's solver): those do not follow the curve.
    init?(_ function: TimingFunction?) {
        guard let function else { self = .curve(.zero, Point(x: 1, y: 1)); return }
        guard function.form == .bezier, function.solver == .exact else { return nil }
        self = .curve(function.c1, function.c2)
    }

    /// The same curve seen with time running the other way: progress 1 − E(1 − u), whose
    /// control points are (1 − x2, 1 − y2) and (1 − x1, 1 − y1). A hold stays a hold.
    var reversed: Self {
        guard case .curve(let c1, let c2) = self else { return self }
        return .curve(Point(x: 1 - c2.x, y: 1 - c2.y), Point(x: 1 - c1.x, y: 1 - c1.y))
    }
}
