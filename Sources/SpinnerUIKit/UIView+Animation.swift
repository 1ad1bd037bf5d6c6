import SpinnerCore
import SpinnerQuartz

extension UIView {
    /// How a block animation runs (`UIView.AnimationOptions`); the curve is the second byte,
    /// ease-in-ease-out by default.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The curve these options name.
        var timingFunction: CAMediaTimingFunction {
            switch (rawValue >> 16) & 0xF {
            case 1: CAMediaTimingFunction(name: .easeIn)
            case 2: CAMediaTimingFunction(name: .easeOut)
            case 3: CAMediaTimingFunction(name: .linear)
            default: CAMediaTimingFunction(name: .easeInEaseOut)
            }
        }
    }

    /// An open `animate` block: what its backing layers' changes become.
    final class AnimationBlock {
        let duration: Double
        let delay: Double
        let options: AnimationOptions

        init(duration: Double, delay: Double, options: AnimationOptions) {
            self.duration = duration
            self.delay = delay
            self.options = options
        }

        /// A basic animation of `event` from the value on screen to the new model value, with
        /// the block's duration, delay (the old value held before it, as UIKit does) and curve.
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            guard let from = layer.presentedValue(forKey: event) else { return NSNull() }
            let a = CABasicAnimation(keyPath: event)
            a.fromValue = from
            a.duration = duration
            a.timingFunction = options.timingFunction
            if delay > 0 {
                a.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
                a.fillMode = .backwards
            }
            if options.contains(.repeat) { a.repeatCount = .infinity }
            a.autoreverses = options.contains(.autoreverse)
            return a
        }
    }

    nonisolated(unsafe) static var currentAnimation: AnimationBlock?

    /// Animates the changes `animations` makes to views: each backing layer property it
    /// changes animates from what is on screen to its new value over `duration` after `delay`;
    /// `completion` runs when the last of them ends (`true`: they played to their end).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let outer = currentAnimation
        currentAnimation = AnimationBlock(duration: duration, delay: delay, options: options)
        CATransaction.begin()
        if let completion { CATransaction.setCompletionBlock { completion(true) } }
        animations()
        CATransaction.commit()
        currentAnimation = outer
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Runs `actionsWithoutAnimation` with no animation, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let outer = currentAnimation
        currentAnimation = nil
        actionsWithoutAnimation()
        currentAnimation = outer
    }
}

extension LayerRecorder {
    /// Records `view` as the app's window would show it: the canvas is the view's frame,
    /// `scale` pixels per point.
    public convenience init(view: UIView, scale: CGFloat = 1) throws(LayerRecorderError) {
        try self.init(recording: view.layer, root: view.layer, scale: scale)
    }
}
