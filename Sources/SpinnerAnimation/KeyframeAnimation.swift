#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore

/// CAKeyframeAnimation: one key path through a list of values, or a point along a path.
///
/// `linear` and `cubic` mode need one key time per value (first 0, last 1, non-decreasing);
/// `discrete` mode takes one more key time than values as the CA documentation asks (first 0, last 1),
/// and also accepts one per value. Key times that do not fit fall back to even spacing, as Core
/// Animation does. `paced` and `cubicPaced` ignore `keyTimes` and `timingFunctions` (see
/// `CalculationMode`). The order each iteration is worked out in:
///
///     local time ─ timingFunction ─> fraction f ─ key times (or pacing) ─> segment i, fraction s
///         ─ timingFunctions[i] (linear, cubic) ─> value: straight line, spline or path segment
///         ─ isCumulative: + iteration · (last − first) ─ isAdditive: + current value
public struct KeyframeAnimation: Animation, Hashable {
    public var timing = MediaTiming()
    /// The property this animation writes.
    public var keyPath: AnimationKeyPath
    /// The keyframe values; an empty list (and no `path`) contributes nothing.
    public var values: [AnimationValue] = [] { didSet { times = KeyframeTimes(count: values.count, keyTimes: keyTimes) } }
    /// For a point key path (`position`, `anchorPoint`): the path to move along. When set, `values`
    /// are ignored and the path's vertices are the keyframes (see `KeyframeMotion`).
    public var path: Path? { didSet { motion = path.flatMap(KeyframeMotion.init) } }
    /// `path` as the motion along it reads it, made when `path` changes: splitting the path into
    /// segments every frame cost more than the rest of the animation's frame.
    private var motion: KeyframeMotion?
    /// Each value's time as a fraction of one iteration; nil spaces them evenly.
    public var keyTimes: [Double]? { didSet { times = KeyframeTimes(count: values.count, keyTimes: keyTimes) } }
    /// `keyTimes` as the modes read them, kept in step with `values` and `keyTimes`.
    private var times = KeyframeTimes(count: 0, keyTimes: nil)
    /// One curve per segment between neighbouring values, applied to the fraction within the segment.
    public var timingFunctions: [TimingFunction]?
    /// CAAnimation's timing function over the whole iteration, applied before key times; nil is linear.
    public var timingFunction: TimingFunction?
    /// How values between key times are found.
    public var calculationMode: CalculationMode = .linear
    /// Per value, the cubic modes' Kochanek–Bartels tension (positive tightens); missing or
    /// non-finite entries are 0.
    public var tensionValues: [Double]?
    /// Per value, the cubic modes' continuity (positive makes sharper corners); missing entries are 0.
    public var continuityValues: [Double]?
    /// Per value, the cubic modes' bias (positive overshoots towards the next value); missing entries are 0.
    public var biasValues: [Double]?
    /// With a `path`: turns the layer to follow the path's direction of travel, by adding the
    /// tangent's angle (π more for `autoReverse`) to the z rotation in the presentation values
    /// (`transform.rotation.z`, so the layer's own rotation and earlier rotation animations are
    /// kept and a later rotation animation replaces it). Where the path has no direction (a path of
    /// one point) nothing is added. Ignored without a path (CA leaves that undefined).
    public var rotationMode: RotationMode?
    /// The space two neighbouring colour keyframes are blended in along a straight line (linear
    /// and paced mode); the cubic modes' splines work on sRGB components whatever this says.
    public var colorInterpolation = ColorInterpolation.sRGB
    /// When true the keyframe value is added to the current value instead of replacing it.
    public var isAdditive = false
    /// When true each repeat starts where the previous one ended: iteration · (last − first value)
    /// is added (with a path: last − first vertex).
    public var isCumulative = false

    public init(keyPath: AnimationKeyPath) {
        self.keyPath = keyPath
    }

    /// The key path, and `transform.rotation.z` when `rotationMode` turns the layer along a path.
    public var keyPaths: Set<AnimationKeyPath> {
        path != nil && rotationMode != nil ? [keyPath, .transformRotationZ] : [keyPath]
    }

    /// The values, or with a path its vertices as points (so a path on a number key path is refused).
    public var keyedValues: [(keyPath: AnimationKeyPath, value: AnimationValue)] {
        if path != nil { return (motion?.vertices ?? []).map { (keyPath, .point($0)) } }
        return values.map { (keyPath, $0) }
    }

    public func apply(atParentTime parentTime: Double, to values: inout PropertyValues) {
        guard let local = timing.resolvedTime(forParentTime: parentTime) else { return }
        let fraction = timing.easedFraction(of: local, timingFunction: calculationMode.isPaced ? nil : timingFunction)
        var tangent: Point? = nil
        var value: AnimationValue
        var first: AnimationValue?, last: AnimationValue?
        if path != nil {
            guard let motion else { return }
            let at = motion.location(at: Self.clamped(fraction), mode: calculationMode, keyTimes: keyTimes, timingFunctions: timingFunctions)
            value = .point(at.point)
            tangent = at.tangent
            first = motion.vertices.first.map(AnimationValue.point)
            last = motion.vertices.last.map(AnimationValue.point)
        } else {
            guard let v = self.value(atFraction: fraction) else { return }
            value = v
            first = self.values.first
            last = self.values.last
        }
        if isCumulative, local.iteration > 0, let first, let last, let step = last.subtracting(first),
           let accumulated = value.adding(step.scaled(by: local.iteration)) {
            value = accumulated
        }
        if isAdditive, let current = values[keyPath] {
            guard let sum = current.adding(value) else { return }
            value = sum
        }
        values[keyPath] = value
        if let rotationMode, let tangent {
            let angle = atan2(tangent.y, tangent.x) + (rotationMode == .autoReverse ? Double.pi : 0)
            values[.transformRotationZ] = .number((values[.transformRotationZ]?.number ?? 0) + angle)
        }
    }

    /// The value at a fraction of one iteration (clamped to 0...1), or nil without values (or, with
    /// a path, without points), before `isCumulative` and `isAdditive`.
    public func value(atFraction fraction: Double) -> AnimationValue? {
        let f = Self.clamped(fraction)
        if path != nil {
            return motion.map { .point($0.location(at: f, mode: calculationMode, keyTimes: keyTimes, timingFunctions: timingFunctions).point) }
        }
        guard !values.isEmpty else { return nil }
        if values.count == 1 { return values[0] }
        switch calculationMode {
        case .discrete: return values[KeyframeTimes.lastIndex(atOrBefore: f, in: times.discreteStarts)]
        case .linear: return linearValue(at: f, times: times.linear, curves: timingFunctions)
        case .paced: return pacedValue(at: f)
        case .cubic: return cubicValue(at: f)
        case .cubicPaced: return cubicPacedValue(at: f)
        }
    }

    private static func clamped(_ fraction: Double) -> Double {
        fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }

    // MARK: - The modes

    private func linearValue(at f: Double, times: [Double], curves: [TimingFunction]?) -> AnimationValue? {
        let (i, s) = Self.segment(at: f, times: times, timingFunctions: curves)
        if i == values.count - 1 { return values[i] }
        if colorInterpolation != .sRGB, case .color(let a) = values[i], case .color(let b) = values[i + 1] {
            return .color(colorInterpolation.blend(a, b, fraction: s))
        }
        return values[i].interpolated(to: values[i + 1], fraction: s)
    }

    /// The even key times, which linear mode falls back to when values cannot be measured.
    private var evenTimes: [Double] { Self.linearTimes(count: values.count, keyTimes: nil) }

    private func pacedValue(at f: Double) -> AnimationValue? {
        let distances = zip(values, values.dropFirst()).map { $0.distance(to: $1) }
        // Values without a distance (text, mismatched kinds) get linear mode's treatment.
        guard distances.allSatisfy({ $0 != nil }) else { return linearValue(at: f, times: evenTimes, curves: nil) }
        switch KeyframePacing.times(distances: distances.map { $0! }) {
        case .still: return values[0]
        case .unmeasurable: return linearValue(at: f, times: evenTimes, curves: nil)
        case .times(let times): return linearValue(at: f, times: times, curves: nil)
        }
    }

    /// The values' components when every value has them, all of one length.
    private var componentLists: [[Double]]? {
        let lists = values.compactMap(\.components)
        guard lists.count == values.count, values.allSatisfy({ $0.kind == values[0].kind }),
              lists.allSatisfy({ $0.count == lists[0].count }) else { return nil }
        return lists
    }

    private func spline(_ points: [[Double]], _ times: [Double]) -> KeyframeSpline? {
        KeyframeSpline(points: points, times: times, tension: tensionValues, continuity: continuityValues, bias: biasValues)
    }

    private func cubicValue(at f: Double) -> AnimationValue? {
        let times = self.times.linear
        guard let points = componentLists, let spline = spline(points, times) else {
            return linearValue(at: f, times: times, curves: timingFunctions)
        }
        let (i, s) = Self.segment(at: f, times: times, timingFunctions: timingFunctions)
        if i == values.count - 1 { return values[i] }
        return values[0].withComponents(spline.point(segment: i, at: s))
    }

    private func cubicPacedValue(at f: Double) -> AnimationValue? {
        guard let points = componentLists else { return linearValue(at: f, times: evenTimes, curves: nil) }
        let distances = zip(points, points.dropFirst()).map { Components.distance($0, $1) }
        guard case .times(let times) = KeyframePacing.times(distances: distances) else {
            return distances.allSatisfy({ $0 == 0 }) ? values[0] : linearValue(at: f, times: evenTimes, curves: nil)
        }
        guard let spline = spline(points, times) else { return nil }
        let lengths = (0..<spline.segmentCount).map { spline.length(segment: $0) }
        guard let (i, into, length) = KeyframePacing.locate(fraction: f, lengths: lengths) else {
            return lengths.allSatisfy({ $0 == 0 }) ? values[0] : linearValue(at: f, times: evenTimes, curves: nil)
        }
        return values[0].withComponents(spline.point(segment: i, at: spline.parameter(segment: i, atLength: into, segmentLength: length)))
    }

    // MARK: - Key times

    /// How many keyframes there are: the values, or with a path its vertices (the first point,
    /// then every segment's end).
    public var keyframeCount: Int {
        guard path != nil else { return values.count }
        return motion?.vertices.count ?? 0
    }

    /// `keyTimes` when the animation uses them as written; nil when the paced modes ignore them,
    /// when there is a single keyframe, or when they do not fit the mode and even spacing
    /// replaces them, as Core Animation does.
    public var keyTimesInEffect: [Double]? {
        guard let keyTimes, keyframeCount > 1 else { return nil }
        let n = keyframeCount
        switch calculationMode {
        case .paced, .cubicPaced: return nil
        case .discrete: return Self.validated(keyTimes, count: n + 1, lastIsOne: true) ?? Self.validated(keyTimes, count: n, lastIsOne: false)
        case .linear, .cubic: return Self.validated(keyTimes, count: n, lastIsOne: true)
        }
    }


    /// `keyTimes` when they suit linear and cubic mode (one per keyframe, 0 first, 1 last), else even spacing.
    static func linearTimes(count n: Int, keyTimes: [Double]?) -> [Double] {
        if n == 1 { return [0] }
        return keyTimes.flatMap { validated($0, count: n, lastIsOne: true) } ?? (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// The segment `f` falls in and the fraction within it (shaped by that segment's timing function);
    /// the last index (fraction 0) at and after the last key time.
    static func segment(at f: Double, times: [Double], timingFunctions: [TimingFunction]?) -> (Int, Double) {
        let n = times.count
        // times[0] == 0 ≤ f, so the segment always exists.
        let i = KeyframeTimes.lastIndex(atOrBefore: f, in: times)
        if i == n - 1 { return (i, 0) }
        var local = (f - times[i]) / (times[i + 1] - times[i])
        if let curves = timingFunctions, i < curves.count { local = curves[i].value(at: local) }
        return (i, local)
    }

    /// The keyframe a discrete animation shows at `f`.
    static func discreteIndex(at f: Double, count n: Int, keyTimes: [Double]?) -> Int {
        KeyframeTimes.lastIndex(atOrBefore: f, in: discreteStarts(count: n, keyTimes: keyTimes))
    }

    /// When each of a discrete animation's `n` keyframes starts showing, as fractions of an
    /// iteration: the first n of n + 1 key times, or n key times, or even spacing.
    static func discreteStarts(count n: Int, keyTimes: [Double]?) -> [Double] {
        if let keyTimes, let full = validated(keyTimes, count: n + 1, lastIsOne: true) { return Array(full.prefix(n)) }
        if let keyTimes, let own = validated(keyTimes, count: n, lastIsOne: false) { return own }
        return (0..<n).map { Double($0) / Double(n) }
    }

    /// `times` when it has `count` finite entries in 0...1, starts at 0, never decreases and (when asked)
    /// ends at 1; otherwise nil.
    private static func validated(_ times: [Double], count: Int, lastIsOne: Bool) -> [Double]? {
        guard times.count == count, times.first == 0, times.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }),
              zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
        if lastIsOne, times.last != 1 { return nil }
        return times
    }
}
