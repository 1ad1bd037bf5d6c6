/// CAAnimation: something that, at a parent time, changes some of a layer's property values.
public protocol Animation: Sendable {
    /// The animation's CAMediaTiming properties.
    var timing: MediaTiming { get set }
    /// The key paths this animation may write (a group: the union of its children's).
    var keyPaths: Set<AnimationKeyPath> { get }
    /// Applies this animation's contribution at `parentTime` (seconds in the parent's time space) to
    /// `values`, reading the current (model or earlier-animated) value where CA semantics need it
    /// (from-only, to-only, by). Leaves `values` untouched when the animation is inactive and not filled.
    func apply(atParentTime parentTime: Double, to values: inout PropertyValues)
    /// Every value the animation carries, with the key path it writes it to, so that a `Scene`
    /// can refuse a value of the wrong kind (a colour for `strokeEnd`) instead of the animation
    /// silently doing nothing. The default is none: a custom animation is not checked.
    var keyedValues: [(keyPath: AnimationKeyPath, value: AnimationValue)] { get }
}

extension Animation {
    public var keyedValues: [(keyPath: AnimationKeyPath, value: AnimationValue)] { [] }
}

// The CAMediaTiming properties directly on the animation, so that code reads like Core Animation:
// `anim.duration = 1.0`.
extension Animation {
    /// `timing.beginTime`.
    public var beginTime: Double {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    /// `timing.duration`.
    public var duration: Double {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    /// `timing.speed`.
    public var speed: Double {
        get { timing.speed }
        set { timing.speed = newValue }
    }
    /// `timing.timeOffset`.
    public var timeOffset: Double {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    /// `timing.repeatCount`.
    public var repeatCount: Double {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }
    /// `timing.repeatDuration`.
    public var repeatDuration: Double {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    /// `timing.autoreverses`.
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    /// `timing.fillMode`.
    public var fillMode: FillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }

    /// The presentation values: `model` with this animation applied at `parentTime`.
    public func presentation(of model: PropertyValues, atParentTime parentTime: Double) -> PropertyValues {
        var values = model
        apply(atParentTime: parentTime, to: &values)
        return values
    }
}
