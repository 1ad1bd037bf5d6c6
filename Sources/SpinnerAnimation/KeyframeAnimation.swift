/// CAKeyframeAnimation: one key path through a list of values.
///
/// `linear` mode needs one key time per value (first 0, last 1, non-decreasing); `discrete` mode takes
/// one more key time than values as the CA documentation asks (first 0, last 1), and also accepts one per
/// value. Key times that do not fit fall back to even spacing, as Core Animation does.
public struct KeyframeAnimation: Animation, Hashable {
    public var timing = MediaTiming()
    /// The property this animation writes.
    public var keyPath: AnimationKeyPath
    /// The keyframe values; an empty list contributes nothing.
    public var values: [AnimationValue] = []
    /// Each value's time as a fraction of one iteration; nil spaces them evenly.
    public var keyTimes: [Double]?
    /// One curve per segment between neighbouring values, applied to the fraction within the segment.
    public var timingFunctions: [TimingFunction]?
    /// CAAnimation's timing function over the whole iteration, applied before key times; nil is linear.
    public var timingFunction: TimingFunction?
    /// How values between key times are found.
    public var calculationMode: CalculationMode = .linear
    /// When true the keyframe value is added to the current value instead of replacing it.
    public var isAdditive = false

    public init(keyPath: AnimationKeyPath) {
        self.keyPath = keyPath
    }

    public var keyPaths: Set<AnimationKeyPath> { [keyPath] }

    public var keyedValues: [(keyPath: AnimationKeyPath, value: AnimationValue)] { values.map { (keyPath, $0) } }

    public func apply(atParentTime parentTime: Double, to values: inout PropertyValues) {
        guard let local = timing.resolvedTime(forParentTime: parentTime) else { return }
        let fraction = timing.easedFraction(of: local, timingFunction: timingFunction)
        guard var value = value(atFraction: fraction) else { return }
        if isAdditive, let current = values[keyPath] {
            guard let sum = current.adding(value) else { return }
            value = sum
        }
        values[keyPath] = value
    }

    /// The value at a fraction of one iteration (clamped to 0...1), or nil without values.
    public func value(atFraction fraction: Double) -> AnimationValue? {
        guard !values.isEmpty else { return nil }
        let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        switch calculationMode {
        case .discrete: return values[discreteIndex(at: f)]
        case .linear: return linearValue(at: f)
        }
    }

    private func linearValue(at f: Double) -> AnimationValue? {
        let n = values.count
        if n == 1 { return values[0] }
        let times = keyTimes.flatMap { Self.validated($0, count: n, lastIsOne: true) }
            ?? (0..<n).map { Double($0) / Double(n - 1) }
        // times[0] == 0 ≤ f, so the segment always exists; strict `<` on the next key time makes a
        // repeated key time a jump to the later value.
        var i = 0
        while i + 1 < n, times[i + 1] <= f { i += 1 }
        if i == n - 1 { return values[i] }
        var local = (f - times[i]) / (times[i + 1] - times[i])
        if let curves = timingFunctions, i < curves.count { local = curves[i].value(at: local) }
        return values[i].interpolated(to: values[i + 1], fraction: local)
    }

    private func discreteIndex(at f: Double) -> Int {
        let n = values.count
        let starts: [Double]
        if let keyTimes, let full = Self.validated(keyTimes, count: n + 1, lastIsOne: true) {
            starts = Array(full.prefix(n))
        } else if let keyTimes, let own = Self.validated(keyTimes, count: n, lastIsOne: false) {
            starts = own
        } else {
            starts = (0..<n).map { Double($0) / Double(n) }
        }
        var i = 0
        while i + 1 < n, starts[i + 1] <= f { i += 1 }
        return i
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
