import SpinnerAnimation

/// The animations attached to a layer, by key, with their copies as added.
final class AttachedAnimations {
    var byKey: [String: CAAnimation] = [:]
    var order: [String] = []
    var anonymous = 0
}

extension CALayer {
    /// Adds a copy of `anim` under `key` (a key already used is replaced, its animation told
    /// it stopped unfinished). A `beginTime` of 0 becomes the layer's time now, so the
    /// animation starts at this moment of the clock; its delegate hears `animationDidStart`
    /// then and `animationDidStop(_:finished: true)` at its end, when (unless
    /// `isRemovedOnCompletion` is false) it also leaves the layer.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copied()
        if copy.beginTime == 0 { copy.beginTime = localTime(ofClock: VirtualRunLoop.main.now) }
        let name: String
        if let key { name = key } else {
            attached.anonymous += 1
            // Unnamed animations are not listed by `animationKeys()`, as on iOS.
            name = "\u{1}anonymous.\(attached.anonymous)"
        }
        if attached.byKey[name] != nil { removeAnimation(forKey: name) }
        attached.byKey[name] = copy
        attached.order.append(name)
        if let engine = copy.engineAnimation() { backing.add(engine, forKey: name) }
        didChange()
        scheduleEvents(of: copy, key: name)
    }

    /// The start and end of `anim` on the run loop, and its end in the open transactions (for
    /// their completion blocks).
    private func scheduleEvents(of anim: CAAnimation, key: String) {
        let loop = VirtualRunLoop.main
        let timing = anim.mediaTiming
        let begin = clockTime(ofLocal: timing.beginTime)
        // The active interval ends where local time (t - begin) * speed + offset reaches it.
        let active = timing.activeDuration
        let endLocal = timing.speed > 0 && active.isFinite
            ? timing.beginTime + max(0, active - timing.timeOffset) / timing.speed : Double.infinity
        let end = endLocal.isFinite ? clockTime(ofLocal: endLocal) : Double.infinity
        CATransaction.noteAnimationEnd(end)
        loop.schedule(at: begin) { [weak self] in
            guard let self, self.attached.byKey[key] === anim else { return }
            anim.delegate?.animationDidStart(anim)
        }
        guard end < .infinity else { return }
        loop.schedule(at: end) { [weak self] in
            guard let self, self.attached.byKey[key] === anim else { return }
            if anim.isRemovedOnCompletion { self.detach(key) }
            anim.delegate?.animationDidStop(anim, finished: true)
        }
    }

    /// Removes the animation under `key`; its delegate hears `animationDidStop(_:finished:
    /// false)` in the next turn.
    public func removeAnimation(forKey key: String) {
        guard let anim = detach(key) else { return }
        if anim.delegate != nil {
            VirtualRunLoop.main.perform { anim.delegate?.animationDidStop(anim, finished: false) }
        }
    }

    /// Removes every animation, each told it stopped unfinished.
    public func removeAllAnimations() {
        for key in attached.order { removeAnimation(forKey: key) }
    }

    /// The animation under `key` (the copy that was added).
    public func animation(forKey key: String) -> CAAnimation? { attached.byKey[key] }

    /// The keys of the attached animations, in the order added (unnamed ones left out).
    public func animationKeys() -> [String]? {
        let keys = attached.order.filter { !$0.hasPrefix("\u{1}") }
        return keys.isEmpty ? nil : keys
    }

    @discardableResult
    private func detach(_ key: String) -> CAAnimation? {
        guard let anim = attached.byKey.removeValue(forKey: key) else { return nil }
        attached.order.removeAll { $0 == key }
        backing.removeAnimation(forKey: key)
        didChange()
        return anim
    }
}
