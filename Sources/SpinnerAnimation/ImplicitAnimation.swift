/// The animation Core Animation adds by itself when a property of a standalone layer changes
/// outside `CATransaction.setDisableActions(true)`: a basic animation from the value on screen at
/// that moment to the new model value, over CATransaction's default duration. (A view's backing
/// layer gets none: UIKit disables its actions outside animation blocks.)
public struct ImplicitAnimation: Hashable, Sendable {
    /// CATransaction's default `animationDuration`.
    public var duration: Double = 0.25
    /// The curve of CALayer's default actions.
    public var timingFunction: TimingFunction = .default

    public init(duration: Double = 0.25, timingFunction: TimingFunction = .default) {
        self.duration = duration
        self.timingFunction = timingFunction
    }
}

extension Layer {
    /// Records that `keyPath` is set to each value at each moment (in the layer's own time), as
    /// code running at those moments would set it. With `implicit` nil the sets are plain model
    /// changes (a backing layer, or actions disabled); otherwise each set also starts an
    /// implicit animation from the value presented just before it (earlier implicit animations
    /// still in flight included) to the new value, as Core Animation does. A set to the value
    /// the property already has starts no animation.
    public func recordChanges(of keyPath: AnimationKeyPath, _ changes: [ModelChanges.Change],
                              implicit: ImplicitAnimation?, key: String? = nil) {
        let model = ModelChanges(keyPath: keyPath, changes: changes)
        let base = key ?? "changes.\(keyPath.rawValue)"
        add(model, forKey: base)
        guard let implicit, let initial = modelValues()[keyPath] else { return }
        // Every implicit animation lasts `implicit.duration` and they start in time order, so
        // they also end in order: the ones still running are a suffix of `started`.
        var started: [BasicAnimation] = []
        var firstRunning = 0
        var previous = initial
        for (i, change) in model.changes.enumerated() {
            // Setting the value a property already has changes nothing, so starts nothing.
            guard change.value != previous else { continue }
            while firstRunning < started.count,
                  started[firstRunning].beginTime + started[firstRunning].duration <= change.time { firstRunning += 1 }
            // What is on screen just before this set: the previous model value under the
            // implicit animations already running. Each sets the whole value (from and to are
            // given, none is additive), so the latest one that writes is the one that shows:
            // looking from the newest keeps this linear, not quadratic in the sets per 0.25 s.
            var onScreen = previous
            for a in started[firstRunning...].reversed() {
                var written = PropertyValues()
                a.apply(atParentTime: change.time, to: &written)
                if let v = written[keyPath] { onScreen = v; break }
            }
            var animation = BasicAnimation(keyPath: keyPath)
            animation.fromValue = onScreen
            animation.toValue = change.value
            animation.beginTime = change.time
            animation.duration = implicit.duration
            animation.timingFunction = implicit.timingFunction
            started.append(animation)
            add(animation, forKey: "\(base).implicit.\(i)")
            previous = change.value
        }
    }
}
