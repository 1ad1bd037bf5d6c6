extension Scene {
    /// Marks per animation at most, so an endless repeat every millisecond cannot run away.
    public static let maximumMarksPerAnimation = 1000

    /// Every timing turn (begin, repeat, reverse, end) of every animation in the tree that falls
    /// in the scene times `start...end`, earliest first, converted through each layer's
    /// `beginTime`, `speed` and `timeOffset`, each group's timing (its children turn in the
    /// group's eased, repeating time and are clipped to its duration), and each replicator
    /// copy's delay (the model `instanceDelay`; an animated delay is not followed).
    /// A layer whose local time stands still (`speed` 0) has no marks, nor do its sublayers.
    ///
    /// Each animation gives at most `limit` marks (by default `maximumMarksPerAnimation`): a
    /// caller that refuses more than N marks asks for N + 1, so a cut list is never taken for a
    /// whole one.
    public func timingMarks(from start: Double, to end: Double, limit: Int = maximumMarksPerAnimation) -> [TimingMark] {
        guard start.isFinite, end.isFinite, start <= end else { return [] }
        var out: [TimingMark] = []
        for timed in timedAnimations() {
            for turn in Self.turns(of: timed.animation, key: timed.key, inParentRange: timed.parentRange(from: start, to: end), limit: limit) {
                let time = timed.sceneTime(turn.time)
                guard time >= start, time <= end else { continue }
                out.append(TimingMark(time: time, kind: turn.kind, layer: timed.layer, animation: turn.name,
                                      isGroup: turn.isGroup, keyPaths: turn.keyPaths))
            }
        }
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
    static func turns(of animation: any Animation, key: String, inParentRange range: ClosedRange<Double>,
                      limit: Int = maximumMarksPerAnimation) -> [Turn] {
        let timing = animation.timing
        let group = animation as? AnimationGroup
        var out: [Turn] = []
        for turn in timing.turns(inParentRange: range, limit: limit) {
            guard let time = timing.parentTime(forActiveLocalTime: turn.local) else { continue }
            out.append(Turn(time: time, kind: turn.kind, name: key, isGroup: group != nil, keyPaths: animation.keyPaths))
        }
        guard let group else { return out }
        // Children see the group's basic time eased by its timing function, 0...duration, in
        // every iteration (and backwards on a reversing leg).
        let d = timing.effectiveDuration
        var inner: [Turn] = []
        for (i, child) in group.animations.enumerated() {
            inner += turns(of: child, key: "\(key)/\(i)", inParentRange: 0...d, limit: limit)
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
        while Double(k) * length <= high, count < limit {
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
