extension KeyframeAnimation {
    /// One iteration's keyframe segments in basic time 0...`d`: in `linear` mode each pair of
    /// neighbouring values along its timing function, in `discrete` mode each value held until
    /// the next key time. Nil where the value does not follow one curve per segment: the paced
    /// and cubic modes, a path, an animation-wide timing function that is not linear (it would
    /// bend every segment's time).
    func easingSegments(duration d: Double) -> [EasingSegment]? {
        guard path == nil, values.count > 1 else { return nil }
        if let f = timingFunction, !f.isLinear { return nil }
        switch calculationMode {
        case .linear:
            let times = Self.linearTimes(count: values.count, keyTimes: keyTimes)
            return times.indices.dropLast().compactMap { i in
                let function = timingFunctions.flatMap { i < $0.count ? $0[i] : nil }
                guard times[i] < times[i + 1], let easing = EasingSegment.Easing(function) else { return nil }
                return EasingSegment(start: times[i] * d, end: times[i + 1] * d, easing: easing)
            }
        case .discrete:
            let starts = Self.discreteStarts(count: values.count, keyTimes: keyTimes) + [1]
            return starts.indices.dropLast().compactMap { i in
                starts[i] < starts[i + 1] ? EasingSegment(start: starts[i] * d, end: starts[i + 1] * d, easing: .hold) : nil
            }
        case .paced, .cubic, .cubicPaced:
            return nil
        }
    }
}
