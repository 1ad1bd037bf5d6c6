/// CAAnimationGroup: animations that run together in the group's own time.
///
/// The group's basic local time (after its begin time, speed, offset, repeats, autoreverse and timing
/// function) is the children's parent time, so each child's `beginTime` counts from the group's start.
/// Children are clipped to the group's duration, not scaled to it; while the group is inactive (and not
/// filled) no child contributes.
///
/// A group of `duration` 2 with a child of `beginTime` 0.5, `duration` 2 (fillMode removed):
///
///     group time    0     0.5         2          2.5
///                   |-----|===========|··········|
///     child         .     |==========>|··········|  clipped at 2: the child's last half
///                         0          1.5            second never shows
///     group repeat  the group's local time starts again at 0, and so does the child
///
/// The group's own timing function bends the time the children see (their parent time), not
/// their values: an ease-in group delays every child together.
public struct AnimationGroup: Animation {
    public var timing = MediaTiming()
    /// The children, applied in order: a later one overrides an earlier one on the same key path.
    public var animations: [any Animation]
    /// Shapes the group's time before its children see it; nil is linear.
    public var timingFunction: TimingFunction?

    public init(animations: [any Animation] = []) {
        self.animations = animations
    }

    public var keyPaths: Set<AnimationKeyPath> {
        animations.reduce(into: []) { $0.formUnion($1.keyPaths) }
    }

    public var keyedValues: [(keyPath: AnimationKeyPath, value: AnimationValue)] { animations.flatMap(\.keyedValues) }

    public func apply(atParentTime parentTime: Double, to values: inout PropertyValues) {
        guard let local = timing.resolvedTime(forParentTime: parentTime) else { return }
        // The basic time never exceeds the group's duration, which is what clips the children.
        let time = timing.easedFraction(of: local, timingFunction: timingFunction) * timing.effectiveDuration
        for animation in animations {
            animation.apply(atParentTime: time, to: &values)
        }
    }
}
