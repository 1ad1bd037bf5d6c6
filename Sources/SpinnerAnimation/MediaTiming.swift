/// CAMediaTiming's properties, and the mapping from a parent's time to an object's own time.
///
/// Local time is `t = (parentTime − beginTime) · speed + timeOffset` (the CAMediaTiming.h formula); the
/// object is active on `[0, activeDuration)` of that time. Inside, `t` is folded into one iteration of
/// `effectiveDuration` (mirrored on the way back when `autoreverses`); outside, `fillMode` decides whether
/// the start or final value is held. Every input is total: non-finite values give `nil` or a documented
/// default, never a trap.
///
/// One object with `beginTime` 1, `duration` 2, `repeatCount` 1.5, `autoreverses` false, seen
/// from its parent (`speed` 1, `timeOffset` 0):
///
///     parent time   0     1           3     4        5
///                   |-----|===========|=====|--------|---->
///     marks               begin       repeat end of the active duration (1 + 2 · 1.5)
///     local time    -     0 ....... 2 0 ... 1 held at 1 (fillMode forwards or both)
///     iteration           0           1     1
///     before begin: nothing, or local 0 with fillMode backwards / both
///
/// With `autoreverses` each iteration is a forward leg and its mirror, so the iteration is
/// twice as long and the local time runs back:
///
///     local time    0 --- d --- 0 --- d --- 0      (d = effectiveDuration)
///                   | fwd | rev | fwd | rev |
///                   |iteration 0|iteration 1|
///
/// `speed` and `timeOffset` act before all of this: `local = (parent − begin) · speed + offset`,
/// so a speed of 2 halves every span on the parent's axis and an offset starts part-way in.
public struct MediaTiming: Hashable, Sendable {
    /// When the object starts, in the parent's time (inside a group: relative to the group's start).
    public var beginTime = 0.0
    /// One iteration's length in seconds; 0 (or a negative or non-finite value) means Core Animation's
    /// default 0.25 s.
    public var duration = 0.0
    /// How fast local time runs against the parent's; 0 freezes at `timeOffset`, negative plays backwards.
    public var speed = 1.0
    /// Added to local time after scaling by `speed`.
    public var timeOffset = 0.0
    /// How many iterations to play; fractional allowed, `.infinity` for forever; 0 (or less) plays once.
    public var repeatCount = 0.0
    /// How long to repeat for, in local seconds; when > 0 it takes precedence over `repeatCount`.
    public var repeatDuration = 0.0
    /// When true each iteration plays forwards, then mirrored back to its start.
    public var autoreverses = false
    /// What shows outside the active interval.
    public var fillMode = FillMode.removed

    /// Core Animation's `CATransaction` default animation duration.
    public static let defaultDuration = 0.25

    public init() {}

    /// Effective duration: `duration`, or Core Animation's default 0.25 s when it is 0 (or unusable).
    public var effectiveDuration: Double {
        duration.isFinite && duration > 0 ? duration : Self.defaultDuration
    }

    /// One iteration including its mirrored leg.
    var iterationDuration: Double { effectiveDuration * (autoreverses ? 2 : 1) }

    /// The active duration: `repeatDuration` if > 0, else `duration · (autoreverses ? 2 : 1) ·
    /// max(repeatCount, 1)` (with `effectiveDuration` for `duration`); may be `.infinity`.
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }  // false for NaN, so NaN falls through
        let count = repeatCount > 1 ? repeatCount : 1
        return iterationDuration * count
    }

    /// The active local time `(parentTime − beginTime) · speed + timeOffset`, before repeats and fill;
    /// NaN when the inputs do not define one.
    public func activeLocalTime(forParentTime t: Double) -> Double {
        // A frozen object sits at its offset whatever the parent time, even an infinite one
        // (where the product would be ∞·0 = NaN).
        if speed == 0 { return timeOffset }
        return (t - beginTime) * speed + timeOffset
    }

    /// Maps a parent time to this object's basic local time in 0...effectiveDuration (after begin/speed/
    /// offset, repeats and autoreverse, BEFORE any timing function), or nil when inactive and not filled on
    /// that side.
    public func localTime(forParentTime t: Double) -> Double? {
        resolvedTime(forParentTime: t)?.basicTime
    }

    /// As `localTime(forParentTime:)`, with the index of the iteration that time falls in.
    public func resolvedTime(forParentTime t: Double) -> LocalTime? {
        let local = activeLocalTime(forParentTime: t)
        let active = activeDuration
        if local.isNaN || active.isNaN { return nil }
        if local < 0 {
            return fillMode.fillsBackwards ? LocalTime(basicTime: 0, iteration: 0) : nil
        }
        if local >= active {
            // An endless object never reaches its end; an infinite local time has no position in it.
            guard fillMode.fillsForwards, active.isFinite else { return nil }
            return endTime(activeDuration: active)
        }
        guard local.isFinite else { return nil }
        return fold(local)
    }

    /// Folds an active time in [0, activeDuration) into one iteration.
    private func fold(_ local: Double) -> LocalTime {
        let length = iterationDuration
        // fmod is exact, so times on an iteration boundary land on 0, never just below the length.
        let within = local.truncatingRemainder(dividingBy: length)
        let iteration = ((local - within) / length).rounded()
        return LocalTime(basicTime: mirrored(within), iteration: iteration)
    }

    /// The time held by a forwards fill: the end of the last iteration when the active duration is a whole
    /// number of iterations, otherwise where the last, partial iteration stopped.
    private func endTime(activeDuration active: Double) -> LocalTime {
        let length = iterationDuration
        let count = active / length
        let whole = count.rounded()
        // Tolerate rounding in `active / length` (e.g. a repeatDuration of 0.3 with a 0.1 s duration).
        if whole >= 1, abs(count - whole) <= 1e-9 * whole {
            return LocalTime(basicTime: mirrored(length), iteration: whole - 1)
        }
        let within = active.truncatingRemainder(dividingBy: length)
        let iteration = ((active - within) / length).rounded()
        return LocalTime(basicTime: mirrored(within), iteration: iteration)
    }

    /// Maps a time within one iteration (0...iterationDuration) to basic time: the mirrored leg of an
    /// autoreversing iteration runs from the end back to 0.
    private func mirrored(_ within: Double) -> Double {
        let d = effectiveDuration
        guard autoreverses, within > d else { return min(max(within, 0), d) }
        return min(max(2 * d - within, 0), d)
    }
}

extension MediaTiming {
    /// The fraction of one iteration a resolved time stands for, shaped by `timingFunction` (nil = linear).
    func easedFraction(of local: LocalTime, timingFunction: TimingFunction?) -> Double {
        let linear = local.basicTime / effectiveDuration
        return timingFunction?.value(at: linear) ?? linear
    }
}
