/// CABasicAnimation: one key path from a start value to an end value.
///
/// The endpoints follow the CABasicAnimation documentation: from+to, from+by (from → from+by),
/// by+to (to−by → to), from only (from → current), to only (current → to), by only
/// (current → current+by), none (no visible change). With all three set, `byValue` is ignored.
/// "Current" is the value already in the `PropertyValues` being written: the model value, or what an
/// earlier animation made of it.
public struct BasicAnimation: Animation, Hashable {
    public var timing = MediaTiming()
    /// The property this animation writes.
    public var keyPath: AnimationKeyPath
    /// The start value.
    public var fromValue: AnimationValue?
    /// The end value.
    public var toValue: AnimationValue?
    /// The change, relative to `fromValue`, `toValue` or the current value.
    public var byValue: AnimationValue?
    /// Shapes each iteration's progress; nil is linear.
    public var timingFunction: TimingFunction?
    /// When true the animated value is added to the current value instead of replacing it.
    public var isAdditive = false
    /// When true each repeat starts where the previous one ended (iteration · (end − start) is added).
    public var isCumulative = false

    public init(keyPath: AnimationKeyPath) {
        self.keyPath = keyPath
    }

    public var keyPaths: Set<AnimationKeyPath> { [keyPath] }

    public var keyedValues: [(keyPath: AnimationKeyPath, value: AnimationValue)] {
        [fromValue, toValue, byValue].compactMap { $0.map { (keyPath, $0) } }
    }

    public func apply(atParentTime parentTime: Double, to values: inout PropertyValues) {
        guard let local = timing.resolvedTime(forParentTime: parentTime) else { return }
        let fraction = timing.easedFraction(of: local, timingFunction: timingFunction)
        write(fraction: fraction, iteration: local.iteration, to: &values)
    }

    /// Writes the value a `fraction` of the way from the start to the end value (a fraction outside
    /// 0...1 extrapolates, as a spring's overshoot needs), plus `iteration` whole steps when
    /// cumulative, added to the current value when additive. CABasicAnimation and
    /// CASpringAnimation share this: they differ only in how time becomes the fraction.
    func write(fraction: Double, iteration: Double, to values: inout PropertyValues) {
        let current = values[keyPath]
        guard let (start, end) = endpoints(current: current) else { return }
        guard var value = start.interpolated(to: end, fraction: fraction) else { return }
        if isCumulative, iteration > 0, let step = end.subtracting(start),
           let accumulated = value.adding(step.scaled(by: iteration)) {
            value = accumulated
        }
        if isAdditive, let current {
            guard let sum = current.adding(value) else { return }
            value = sum
        }
        values[keyPath] = value
    }

    /// The values at fraction 0 and 1, or nil when they cannot be formed (no values, a needed current
    /// value missing, or kinds that do not match).
    func endpoints(current: AnimationValue?) -> (AnimationValue, AnimationValue)? {
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _):
            return (from, to)
        case let (from?, nil, by?):
            return from.adding(by).map { (from, $0) }
        case let (nil, to?, by?):
            return to.subtracting(by).map { ($0, to) }
        case let (from?, nil, nil):
            return current.map { (from, $0) }
        case let (nil, to?, nil):
            return current.map { ($0, to) }
        case let (nil, nil, by?):
            guard let current, let end = current.adding(by) else { return nil }
            return (current, end)
        case (nil, nil, nil):
            return nil
        }
    }
}
