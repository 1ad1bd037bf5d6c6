extension Scene {
    /// Marks per animation at most, so an endless repeat every millisecond cannot run away.
    public static let maximumMarksPerAnimation = 1000

    /// Every timing turn (begin, repeat, reverse, end) of every animation in the tree that falls
    /// in the scene times `start...end`, earliest first, converted through each layer's
    /// `beginTime`, `speed` and `timeOffset`, each group's timing (its children turn in the
    /// group's eased, repeating time and are clipped to its duration), and each replicator
    /// copy's delay (the model `instanceDelay`; an animated delay is not followed).
    /// A layer whose local time stands still (`speed` 0) has no marks, nor do its sublayers.
    public func timingMarks(from start: Double, to end: Double) -> [TimingMark] {
        guard start.isFinite, end.isFinite, start <= end else { return [] }
        var out: [TimingMark] = []
        // `toScene` maps a time in the layer's parent's space to scene time: scale · t + shift.
        func walk(_ layer: LayerSnapshot, path: String, suffix: String, scale: Double, shift: Double) {
            guard layer.speed != 0, layer.speed.isFinite else { return }
            // Local time l gives parent time (l − timeOffset) / speed + beginTime.
            let s = scale / layer.speed
            let c = scale * (layer.beginTime - layer.timeOffset / layer.speed) + shift
            guard s.isFinite, c.isFinite, s != 0 else { return }
            let path = path.isEmpty ? layer.name + suffix : path + "/" + layer.name + suffix
            let a = (start - c) / s, b = (end - c) / s
            let local = min(a, b)...max(a, b)
            for (key, animation) in zip(layer.animationKeys, layer.animations) {
                for turn in Self.turns(of: animation, key: key, inParentRange: local) {
                    let time = s * turn.time + c
                    guard time >= start, time <= end else { continue }
                    out.append(TimingMark(time: time, kind: turn.kind, layer: path, animation: turn.name,
                                          isGroup: turn.isGroup, keyPaths: turn.keyPaths))
                }
            }
            guard let replicator = layer.replicator else {
                for sub in layer.sublayers { walk(sub, path: path, suffix: suffix, scale: s, shift: c) }
                return
            }
            // Copy k runs at the replicator's local time minus k delays.
            let raw = layer.model["instanceDelay"]?.number ?? 0
            let delay = raw.isFinite ? raw : 0
            for k in 0..<replicator.instanceCount {
                for sub in layer.sublayers {
                    walk(sub, path: path, suffix: suffix + "[\(k)]", scale: s, shift: s * Double(k) * delay + c)
                }
            }
        }
        walk(root, path: "", suffix: "", scale: 1, shift: 0)
        // A child's turn at either end of a reversing group's iteration is reached by both legs.
        var seen = Set<TimingMark>()
        return out.filter { seen.insert($0).inserted }.sorted { ($0.time, $0.layer, $0.animation) < ($1.time, $1.layer, $1.animation) }
    }

    /// One turn in an animation's parent time.
    struct Turn {
        var time: Double
        var kind: TimingMark.Kind
        var name: String
        var isGroup: Bool
        var keyPaths: Set<AnimationKeyPath>
    }

    /// The turns of `animation` (and, for a group, of its children) inside the parent times `range`.
    static func turns(of animation: any Animation, key: String, inParentRange range: ClosedRange<Double>) -> [Turn] {
        let timing = animation.timing
        let group = animation as? AnimationGroup
        var out: [Turn] = []
        for turn in timing.turns(inParentRange: range, limit: maximumMarksPerAnimation) {
            guard let time = timing.parentTime(forActiveLocalTime: turn.local) else { continue }
            out.append(Turn(time: time, kind: turn.kind, name: key, isGroup: group != nil, keyPaths: animation.keyPaths))
        }
        guard let group else { return out }
        // Children see the group's basic time eased by its timing function, 0...duration, in
        // every iteration (and backwards on a reversing leg).
        let d = timing.effectiveDuration
        var inner: [Turn] = []
        for (i, child) in group.animations.enumerated() {
            inner += turns(of: child, key: "\(key)/\(i)", inParentRange: 0...d)
        }
        guard !inner.isEmpty else { return out }
        var basic: [(turn: Turn, basic: Double)] = []
        for turn in inner where turn.time >= 0 && turn.time <= d {
            let fractions = group.timingFunction.map { $0.fractions(reaching: turn.time / d) } ?? [turn.time / d]
            for f in fractions { basic.append((turn, f * d)) }
        }
        let active = timing.activeDuration
        let length = d * (timing.autoreverses ? 2 : 1)
        guard let window = timing.activeWindow(inParentRange: range) else { return out }
        let (low, high) = (window.lowerBound, window.upperBound)
        var k = Int(min((low / length).rounded(.down), Double(Int.max / 2)))
        var count = 0
        while Double(k) * length <= high, count < maximumMarksPerAnimation {
            let start = Double(k) * length
            for (turn, x) in basic {
                var legs = [start + x]
                if timing.autoreverses { legs.append(start + 2 * d - x) }
                for a in legs where a >= low && a <= high && a < active {
                    guard let time = timing.parentTime(forActiveLocalTime: a) else { continue }
                    var moved = turn
                    moved.time = time
                    out.append(moved)
                    count += 1
                }
            }
            k += 1
        }
        return out
    }
}
