import Foundation
import SpinnerAnimation

/// Told when an animation starts and stops (`CAAnimationDelegate`). Both methods are optional:
/// the defaults do nothing.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active time began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag` true: it played to its end) or was removed (false). Called on
    /// the main run loop at the moment it ended, before the next frame is drawn.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// What a layer runs when one of its properties changes (`CAAction`): an animation adds itself.
public protocol CAAction: AnyObject {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// The abstract animation (`CAAnimation`): the media timing every animation has, its curve,
/// its delegate (held strongly, as Core Animation does) and whether it leaves its layer when it
/// ends.
///
/// A layer adds a copy (`CALayer.add(_:forKey:)`), so changing an animation after adding it
/// changes nothing on screen, as on iOS.
open class CAAnimation: CAAction {
    public var beginTime: CFTimeInterval = 0
    public var duration: CFTimeInterval = 0
    public var speed: Float = 1
    public var timeOffset: CFTimeInterval = 0
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed
    public var timingFunction: CAMediaTimingFunction?
    public var delegate: (any CAAnimationDelegate)?
    public var isRemovedOnCompletion = true

    public required init() {}

    /// The animation's default value for `key` (CAAnimation.defaultValue(forKey:)): none.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// A copy of every property (what `add(_:forKey:)` keeps).
    open func copy() -> Any { copied() }

    func copied() -> CAAnimation {
        let c = type(of: self).init()
        c.takeValues(from: self)
        return c
    }

    /// Copies `other`'s properties into this animation; each subclass adds its own.
    func takeValues(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
    }

    /// The engine's timing of these properties.
    var mediaTiming: MediaTiming {
        var t = MediaTiming()
        t.beginTime = beginTime
        t.duration = duration
        t.speed = Double(speed)
        t.timeOffset = timeOffset
        t.repeatCount = Double(repeatCount)
        t.repeatDuration = repeatDuration
        t.autoreverses = autoreverses
        t.fillMode = fillMode.engine
        return t
    }

    /// The engine's animation for this one; nil when it writes nothing (no key path).
    func engineAnimation() -> (any Animation)? { nil }

    /// Adds the animation to the layer under `event` (`CAAction`): what a layer's implicit
    /// animation does.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

/// An animation of one key path (`CAPropertyAnimation`).
open class CAPropertyAnimation: CAAnimation {
    /// The property animated (`"strokeEnd"`, `"transform.rotation.z"`).
    public var keyPath: String?
    public var isAdditive = false
    public var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let o = other as? CAPropertyAnimation else { return }
        keyPath = o.keyPath
        isAdditive = o.isAdditive
        isCumulative = o.isCumulative
    }
}

/// One key path from a value to another (`CABasicAnimation`).
open class CABasicAnimation: CAPropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let o = other as? CABasicAnimation else { return }
        fromValue = o.fromValue
        toValue = o.toValue
        byValue = o.byValue
    }

    /// The engine's basic animation of these values.
    var engineBasic: BasicAnimation? {
        guard let keyPath else { return nil }
        var a = BasicAnimation(keyPath: AnimationKeyPath(keyPath))
        a.timing = mediaTiming
        a.fromValue = AnimationValueBridge.value(fromValue, for: keyPath)
        a.toValue = AnimationValueBridge.value(toValue, for: keyPath)
        a.byValue = AnimationValueBridge.value(byValue, for: keyPath)
        a.timingFunction = timingFunction?.engine
        a.isAdditive = isAdditive
        a.isCumulative = isCumulative
        return a
    }

    override func engineAnimation() -> (any Animation)? { engineBasic }
}

/// A basic animation whose progress is a damped spring's (`CASpringAnimation`); its duration
/// is what code sets (often `settlingDuration`), the spring runs on regardless.
open class CASpringAnimation: CABasicAnimation {
    public var mass: CGFloat = 1
    public var stiffness: CGFloat = 100
    public var damping: CGFloat = 10
    public var initialVelocity: CGFloat = 0
    public var allowsOverdamping = false

    /// How long the spring takes to come to rest.
    public var settlingDuration: CFTimeInterval { engineSpring?.settlingDuration ?? 0 }

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let o = other as? CASpringAnimation else { return }
        mass = o.mass
        stiffness = o.stiffness
        damping = o.damping
        initialVelocity = o.initialVelocity
        allowsOverdamping = o.allowsOverdamping
    }

    var engineSpring: SpringAnimation? {
        guard let basic = engineBasic else { return nil }
        var s = SpringAnimation(keyPath: basic.keyPath)
        s.basic = basic
        s.mass = Double(mass)
        s.stiffness = Double(stiffness)
        s.damping = Double(damping)
        s.initialVelocity = Double(initialVelocity)
        s.allowsOverdamping = allowsOverdamping
        return s
    }

    override func engineAnimation() -> (any Animation)? { engineSpring }
}

/// Animations that run together in the group's time (`CAAnimationGroup`): each child's
/// `beginTime` counts from the group's start, and the group's duration clips them.
open class CAAnimationGroup: CAAnimation {
    public var animations: [CAAnimation]?

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let o = other as? CAAnimationGroup else { return }
        animations = o.animations?.map { $0.copied() }
    }

    override func engineAnimation() -> (any Animation)? {
        var group = AnimationGroup(animations: (animations ?? []).compactMap { $0.engineAnimation() })
        group.timing = mediaTiming
        group.timingFunction = timingFunction?.engine
        return group
    }
}

/// A key path through a list of values, or along a path (`CAKeyframeAnimation`).
open class CAKeyframeAnimation: CAPropertyAnimation {
    public var values: [Any]?
    /// A path for a point property (`position`) to follow; it overrides `values`.
    public var path: CGPath?
    /// Each value's moment, 0...1 of the duration.
    public var keyTimes: [NSNumber]?
    /// The curve of each interval between two values.
    public var timingFunctions: [CAMediaTimingFunction]?
    public var calculationMode: CAAnimationCalculationMode = .linear
    public var tensionValues: [NSNumber]?
    public var continuityValues: [NSNumber]?
    public var biasValues: [NSNumber]?
    public var rotationMode: CAAnimationRotationMode?

    override func takeValues(from other: CAAnimation) {
        super.takeValues(from: other)
        guard let o = other as? CAKeyframeAnimation else { return }
        values = o.values
        path = o.path
        keyTimes = o.keyTimes
        timingFunctions = o.timingFunctions
        calculationMode = o.calculationMode
        tensionValues = o.tensionValues
        continuityValues = o.continuityValues
        biasValues = o.biasValues
        rotationMode = o.rotationMode
    }

    override func engineAnimation() -> (any Animation)? {
        guard let keyPath else { return nil }
        var a = KeyframeAnimation(keyPath: AnimationKeyPath(keyPath))
        a.timing = mediaTiming
        // A value Core Animation could not use is dropped, as it would be skipped there.
        a.values = (values ?? []).compactMap { AnimationValueBridge.value($0, for: keyPath) }
        a.path = path?.engine
        a.keyTimes = keyTimes?.map(\.doubleValue)
        a.timingFunctions = timingFunctions?.map(\.engine)
        a.timingFunction = timingFunction?.engine
        a.calculationMode = calculationMode.engine
        a.tensionValues = tensionValues?.map(\.doubleValue)
        a.continuityValues = continuityValues?.map(\.doubleValue)
        a.biasValues = biasValues?.map(\.doubleValue)
        a.rotationMode = rotationMode?.engine
        a.isAdditive = isAdditive
        a.isCumulative = isCumulative
        return a
    }
}
