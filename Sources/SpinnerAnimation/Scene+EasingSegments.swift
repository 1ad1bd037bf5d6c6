extension Scene {
    /// The easing segments (see `EasingSegment`) of every animation in the tree that overlap
    /// the scene times `start...end`, earliest first, each iteration unrolled and mirrored on
    /// its reversing leg, converted through the layers' and replicator copies' timing as
    /// `timingMarks(from:to:)` is. Animations that give segments: basic animations (their
    /// timing function), keyframe animations in `linear` mode (each segment's function) or
    /// `discrete` mode (holds) with a linear animation-wide function, and groups of these whose
    /// own timing function is linear. Springs, paced and cubic keyframes, paths and groups with
    /// an eased clock give none: their values do not follow one Bézier per segment.
    public func easingSegments(from start: Double, to end: Double) -> [EasingSegment] {
        guard start.isFinite, end.isFinite, start <= end else { return [] }
        var out: [EasingSegment] = []
        for timed in timedAnimations() {
            for piece in Self.easingSegments(of: timed.animation, inParentRange: timed.parentRange(from: start, to: end)) {
                let a = timed.sceneTime(piece.start), b = timed.sceneTime(piece.end)
                guard let segment = Self.oriented(a, b, piece.easing), segment.end > start, segment.start < end else { continue }
                out.append(segment)
            }
        }
        var seen = Set<EasingSegment>()
        return out.filter { seen.insert($0).inserted }.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
    }

    /// The segments of `animation` that overlap its parent times `range`, in parent time.
    static func easingSegments(of animation: any Animation, inParentRange range: ClosedRange<Double>) -> [EasingSegment] {
        let timing = animation.timing
        let d = timing.effectiveDuration
        // One iteration's forward leg, in the animation's basic time 0...d.
        let inner: [EasingSegment]
        switch animation {
        case let basic as BasicAnimation:
            guard let easing = EasingSegment.Easing(basic.timingFunction) else { return [] }
            inner = [EasingSegment(start: 0, end: d, easing: easing)]
        case let keyframes as KeyframeAnimation:
            inner = keyframes.easingSegments(duration: d) ?? []
        case let group as AnimationGroup:
            // Children run in the group's basic time, which an eased group bends.
            guard group.timingFunction?.isLinear ?? true else { return [] }
            inner = group.animations.flatMap { easingSegments(of: $0, inParentRange: 0...d) }
        default:
            return []
        }
        guard !inner.isEmpty, let window = timing.activeWindow(inParentRange: range) else { return [] }
        let length = timing.iterationDuration
        var out: [EasingSegment] = []
        func add(_ a: Double, _ b: Double, _ easing: EasingSegment.Easing) {
            guard let p = timing.parentTime(forActiveLocalTime: a), let q = timing.parentTime(forActiveLocalTime: b),
                  let segment = oriented(p, q, easing) else { return }
            out.append(segment)
        }
        var k = max(0, Int(min((window.lowerBound / length).rounded(.down), Double(Int.max / 2))))
        var legs = 0
        while Double(k) * length <= window.upperBound, Double(k) * length < timing.activeDuration, legs < maximumMarksPerAnimation {
            let base = Double(k) * length
            for piece in inner {
                add(base + piece.start, base + piece.end, piece.easing)
                // The mirrored leg plays basic time d − x at local time base + d + x.
                if timing.autoreverses { add(base + 2 * d - piece.end, base + 2 * d - piece.start, piece.easing.reversed) }
            }
            k += 1
            legs += 1
        }
        return out
    }

    /// A segment from the times its curve's start and end map to, turned round (and its curve
    /// with it) when the map runs backwards; nil when they coincide.
    static func oriented(_ a: Double, _ b: Double, _ easing: EasingSegment.Easing) -> EasingSegment? {
        guard a.isFinite, b.isFinite, a != b else { return nil }
        return a < b ? EasingSegment(start: a, end: b, easing: easing) : EasingSegment(start: b, end: a, easing: easing.reversed)
    }
}
