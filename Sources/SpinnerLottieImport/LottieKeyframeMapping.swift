import SpinnerAnimation

/// Lottie keyframes as one engine keyframe animation, the way lottie-ios's Core Animation
/// engine does it: the animation runs from the first keyframe to the last on the scene clock
/// and fills both ways, each segment's `o`/`i` handles become its cubic timing function, and a
/// hold segment is a one-step staircase (the value jumps at the segment's end).
public enum LottieKeyframeMapping {
    /// The timing function of the segment leaving `key`: its `o` handle and the next
    /// keyframe's `i`. A handle written per dimension is read as its first dimension's, for
    /// every dimension: lottie-ios reads one easing per keyframe end, and Core Animation has one
    /// timing function per segment. (After Effects eases a scale's dimensions apart; Core
    /// Animation's renders of `LottieFiles/fireworks`, whose rays scale x and y on different
    /// curves, show the first curve on both.)
    public static func timingFunction<V>(leaving key: LottieKeyframe<V>) -> TimingFunction {
        if key.hold { return .steps(1) }
        guard let out = key.easeOut, let into = key.easeIn else { return .linear }
        let c1 = out.point(0)
        let c2 = into.point(0)
        return TimingFunction(controlPoints: c1.x, c1.y, c2.x, c2.y)
    }

    /// The animation of `keyPath` through `keys` (at least two), their values made by `value`,
    /// on `timeline`, each segment eased by `timingFunction(leaving:)`. Segments whose `e` differs from the
    /// next keyframe's value (old files) jump at the next keyframe.
    public static func animation<V>(_ keyPath: AnimationKeyPath, keys: [LottieKeyframe<V>], timeline: LottieTimeline,
                                    value: (V) -> AnimationValue) -> KeyframeAnimation? {
        guard keys.count >= 2 else { return nil }
        var times: [Double] = []
        var values: [AnimationValue] = []
        var curves: [TimingFunction] = []
        for (i, key) in keys.enumerated() {
            let t = timeline.seconds(key.time)
            if i > 0 {
                // An old-format `e` that is not the next value: the segment ends at `e`, then
                // the value jumps to the next keyframe's at the same time.
                if let end = keys[i - 1].endValue, end != key.value, !keys[i - 1].hold {
                    times.append(t)
                    values.append(value(end))
                    curves.append(.linear)
                }
            }
            times.append(t)
            values.append(value(key.value))
            if i < keys.count - 1 { curves.append(timingFunction(leaving: key)) }
        }
        let first = times[0]
        let span = times[times.count - 1] - first
        guard span > 0 else { return nil }
        var animation = KeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.keyTimes = times.map { ($0 - first) / span }
        // One curve per segment between listed values; extra jump points made above use linear.
        animation.timingFunctions = curves.count == values.count - 1 ? curves : nil
        animation.timing.beginTime = first
        animation.timing.duration = span
        animation.timing.fillMode = .both
        return animation
    }
}
