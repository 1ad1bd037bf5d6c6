import SpinnerCore
import SpinnerAnimation
import SpinnerJSON

/// A value that keyframes can interpolate: its numbers, and whether two values have the same
/// shape (a path's vertex count), so that a player can blend them.
public protocol LottieSampled: Hashable, Sendable, LottieJSONRepresentable {
    var components: [Double] { get }
    /// The value as a keyframe's `s`: numbers are written as one-element arrays there.
    var keyframeJSON: JSONValue { get }
    func blends(with other: Self) -> Bool
    /// A value of the same shape with these numbers (as many as `components` has).
    func withComponents(_ c: [Double]) -> Self
}

extension LottieBezier: LottieSampled {
    public var components: [Double] { (vertices + inTangents + outTangents).flatMap { $0 } + [closed ? 1 : 0] }
    /// A path keyframe's `s` is a list of contours.
    public var keyframeJSON: JSONValue { .array([json]) }
    public func blends(with other: LottieBezier) -> Bool { vertices.count == other.vertices.count && closed == other.closed }
    public func withComponents(_ x: [Double]) -> LottieBezier {
        let n = vertices.count
        func points(_ k: Int) -> [Point] { (0..<n).map { Point(x: x[2 * (k * n + $0)], y: x[2 * (k * n + $0) + 1]) } }
        return LottieBezier(closed: x[6 * n] > 0.5, vertices: points(0), inTangents: points(1), outTangents: points(2))
    }
}

/// Turns one property's values at every sample of a `LottieTimeline` into keyframes. Interval
/// by interval between breakpoints: a value that stays put is a hold; one that follows the
/// part of an animation curve spanning the interval (at every frame and check time inside,
/// to within the export's rounding) is one keyframe with that part's Bézier handles, and
/// neighbouring parts of one curve are one keyframe; anything else is sampled, one linear
/// keyframe per frame, minus those on the line between their neighbours.
struct LottieTrack {
    let timeline: LottieTimeline

    /// How a property's values are written: in curves and holds (`write`), and in sampled
    /// keyframes, which must read right at their own frame (`sample`, at sample k); and whether a value a
    /// player shows at sample k reads as that sample's value (true at a sample that is not a
    /// frame, if only frames count).
    struct Writing<V> {
        let write: (V) -> V
        let sample: (_ k: Int, _ value: V) -> V
        let reads: (_ k: Int, _ shown: V) -> Bool
    }

    /// What one interval became, with the value its keyframe starts from.
    private enum Choice<V> {
        case hold(V)
        case curve(LottieTimeline.Candidate, V)
        case sampled
    }

    /// The property and whether some part of it had to be sampled. A sample marked in `free`
    /// is not seen (a drawing absent there, at zero opacity): it matches any curve, and an
    /// interval starting on one starts from where the curve through the rest puts it.
    /// `writing` says how a value is written where players read it coarser than it is (a
    /// layer's opacity, in 8 bits: `LottieOpacity`): curves and holds are found in the values
    /// themselves and their keyframes hold written values; the keyframes are then played at
    /// every frame, and an interval where one does not read as the sample there is sampled
    /// instead (each frame's value as `Writing.sample` writes it), until all do.
    func property<V: LottieSampled>(_ values: [V], free: [Bool]? = nil,
                                    writing: Writing<V>? = nil) -> (property: LottieProperty<V>, sampled: Bool) {
        precondition(values.count == timeline.frames.count, "a track needs a value at every sample")
        let free = free ?? Array(repeating: false, count: values.count)
        let first = values[0]
        if values.allSatisfy({ $0 == first }) { return (.fixed(writing?.write(first) ?? first), false) }
        var forced = Set<Int>()
        while true {
            let (frames, sampled) = keyframes(values, free, writing: writing, sampling: forced)
            guard let writing else { return (.animated(frames), sampled) }
            var misread = Set<Int>()
            for (n, interval) in timeline.intervals.enumerated() {
                let frameSamples = (interval.start..<interval.end).filter(timeline.isFrame)
                if frameSamples.contains(where: { !writing.reads($0, Self.value(of: frames, at: timeline.frames[$0])) }) {
                    misread.insert(n)
                }
            }
            guard !misread.isSubset(of: forced) else { return (.animated(frames), sampled) }
            forced.formUnion(misread)
        }
    }

    /// What keyframes show at frame `t`, as a player interpolates them.
    static func value<V: LottieSampled>(of frames: [LottieKeyframe<V>], at t: Double) -> V {
        guard let n = frames.lastIndex(where: { $0.time <= t }) else { return frames[0].startValue }
        let k = frames[n]
        guard !k.hold, n + 1 < frames.count, t > k.time else { return k.startValue }
        let next = frames[n + 1]
        var y = (t - k.time) / (next.time - k.time)
        if let o = k.outTangent, let i = k.inTangent { y = TimingFunction(controlPoints: o.x, o.y, i.x, i.y).value(at: y) }
        return k.startValue.withComponents(zip(k.startValue.components, next.startValue.components).map { $0 + y * ($1 - $0) })
    }

    /// The keyframes, the intervals numbered in `sampling` sampled whatever they follow.
    private func keyframes<V: LottieSampled>(_ values: [V], _ free: [Bool], writing: Writing<V>?,
                                             sampling: Set<Int>) -> (frames: [LottieKeyframe<V>], sampled: Bool) {
        let write = writing?.write ?? { $0 }
        let shown = writing.map { w in values.indices.map { w.sample($0, values[$0]) } } ?? values
        var frames: [LottieKeyframe<V>] = []
        var sampled = false
        // The curve the last keyframe follows, where along it that keyframe starts, and the
        // value it starts from (before `written`).
        var run: (source: Int, from: Double, to: Double, start: Int, value: V)?
        // Sampled intervals in a row are one stretch of per-frame keyframes, as are the
        // intervals without a frame (the hair before a jump) that follow one.
        var stretch: (start: Int, end: Int)?
        func flush() {
            guard let s = stretch else { return }
            frames += sampledKeyframes(shown, from: s.start, to: s.end)
            stretch = nil
        }
        for (n, interval) in timeline.intervals.enumerated() {
            let a = interval.start
            if stretch != nil, !(interval.start..<interval.end).contains(where: timeline.isFrame) {
                stretch!.end = interval.end
                continue
            }
            let choice = sampling.contains(n) ? .sampled : choose(values, free, interval, continuing: run?.source, writing: writing)
            if case .sampled = choice {
                run = nil
                sampled = true
                stretch = (stretch?.start ?? a, interval.end)
                continue
            }
            flush()
            switch choice {
            case .hold(let v):
                run = nil
                if let last = frames.last, last.hold, last.startValue == write(v) { continue }
                frames.append(LottieKeyframe(time: timeline.frames[a], startValue: write(v), hold: true))
            case .curve(let c, let v):
                if let r = run, r.source == c.source, r.to == c.from,
                   case .curve(let c1, let c2) = timeline.segments[c.source].easing,
                   let part = TimingFunction(controlPoints: c1.x, c1.y, c2.x, c2.y).part(from: r.from, to: c.to),
                   follows(values, free, from: r.start, to: interval.end, start: r.value, part, writing: writing) {
                    frames[frames.count - 1].outTangent = Self.handle(part.c1)
                    frames[frames.count - 1].inTangent = Self.handle(part.c2)
                    run = (r.source, r.from, c.to, r.start, r.value)
                    continue
                }
                let h = c.handles!
                frames.append(LottieKeyframe(time: timeline.frames[a], startValue: write(v), inTangent: Self.handle(h.c2), outTangent: Self.handle(h.c1)))
                run = (c.source, c.from, c.to, a, v)
            case .sampled:
                break
            }
        }
        flush()
        let last = values.count - 1
        frames.append(LottieKeyframe(time: timeline.frames[last], startValue: write(values[last])))
        return (frames, sampled)
    }

    /// The first thing that reproduces the interval: the curve the previous interval followed,
    /// a hold, another curve, else sampling.
    private func choose<V: LottieSampled>(_ values: [V], _ free: [Bool], _ interval: LottieTimeline.Interval,
                                          continuing source: Int?, writing: Writing<V>?) -> Choice<V> {
        let a = interval.start, b = interval.end
        let inside = ((a + 1)..<b).filter { !free[$0] }
        guard let seen = free[a] ? inside.first : a else { return .hold(values[a]) }
        let start = values[seen]
        // The hair before a jump (`LottieTimeline.jumpGap`, no frame in it) holds where the
        // curve before it stopped, however fast the value moved.
        let gap = timeline.frames[b] - timeline.frames[a] <= LottieTimeline.jumpGap * (1 + 1e-9)
            && !((a + 1)..<b).contains(where: timeline.isFrame)
        let holds = gap || inside.allSatisfy { values[$0].blends(with: start) && Self.matches(values[$0].components, start.components) }
            && (writing.map { w in inside.allSatisfy { w.reads($0, w.write(start)) } } ?? true)
        guard !free[b], start.blends(with: values[b]), inside.allSatisfy({ values[$0].blends(with: start) }) else {
            return holds ? .hold(start) : .sampled
        }
        let v1 = values[b].components
        // The curve already running comes first, so that a flat end of it is not cut off as a
        // hold; then a hold; then the other curves.
        let continuing = interval.candidates.filter { $0.source == source && $0.handles != nil }
        let others = interval.candidates.filter { $0.source != source && $0.handles != nil }.sorted { $0.reach > $1.reach }
        if let c = curve(values, free, interval, continuing, start: start, seen: seen, end: v1, writing: writing) { return c }
        if holds { return .hold(start) }
        return curve(values, free, interval, others, start: start, seen: seen, end: v1, writing: writing) ?? .sampled
    }

    /// The first of `candidates` the interval's samples follow, with the value it starts from.
    private func curve<V: LottieSampled>(_ values: [V], _ free: [Bool], _ interval: LottieTimeline.Interval,
                                         _ candidates: [LottieTimeline.Candidate], start: V, seen: Int, end v1: [Double],
                                         writing: Writing<V>?) -> Choice<V>? {
        let a = interval.start, b = interval.end
        let inside = ((a + 1)..<b).filter { !free[$0] }
        for c in candidates {
            let progress = Dictionary(uniqueKeysWithValues: zip((a + 1)..<b, c.progress))
            var v0 = start.components
            if free[a] {
                // The start the curve needs to pass through the first sample seen, from the end.
                let y = progress[seen]!
                guard y < 1 - 1e-6 else { continue }
                // On the export's step for geometry, percent and degrees, as the samples are.
                v0 = zip(start.components, v1).map { LottieNumber.round(($0 - y * $1) / (1 - y), 1e4) }
            }
            let fits = inside.allSatisfy { k in
                Self.matches(values[k].components, zip(v0, v1).map { $0 + progress[k]! * ($1 - $0) })
            }
            guard fits else { continue }
            if let w = writing {
                // The written ends, and the written curve between them at each sample.
                let (w0, w1) = (w.write(start.withComponents(v0)).components, w.write(values[b]).components)
                guard ((a + 1)..<b).allSatisfy({ k in
                    w.reads(k, start.withComponents(zip(w0, w1).map { $0 + progress[k]! * ($1 - $0) }))
                }) else { continue }
            }
            return .curve(c, start.withComponents(v0))
        }
        return nil
    }

    /// Whether the samples from `i` to `j` follow the curve with control points `part` from
    /// `start` to the value at `j`: two intervals that each follow a piece of one curve (a
    /// line, say) need not follow the whole, if the value's scale changed at the joint.
    private func follows<V: LottieSampled>(_ values: [V], _ free: [Bool], from i: Int, to j: Int, start: V,
                                           _ part: (c1: Point, c2: Point), writing: Writing<V>?) -> Bool {
        let curve = TimingFunction(controlPoints: part.c1.x, part.c1.y, part.c2.x, part.c2.y)
        let (v0, v1) = (start.components, values[j].components)
        let w0 = writing.map { $0.write(start).components }, w1 = writing.map { $0.write(values[j]).components }
        let (t0, t1) = (timeline.frames[i], timeline.frames[j])
        return ((i + 1)..<j).allSatisfy { k in
            guard !free[k] else { return true }
            let y = curve.value(at: (timeline.frames[k] - t0) / (t1 - t0))
            if let w = writing, let w0, let w1, !w.reads(k, start.withComponents(zip(w0, w1).map { $0 + y * ($1 - $0) })) {
                return false
            }
            return Self.matches(values[k].components, zip(v0, v1).map { $0 + y * ($1 - $0) })
        }
    }

    /// Today's rule over samples `start`...`end`: a linear keyframe at the start and at each
    /// frame inside (held where the shape changes), without those on the line between
    /// neighbours; the keyframe at `end` that follows ends the last line.
    private func sampledKeyframes<V: LottieSampled>(_ values: [V], from start: Int, to end: Int) -> [LottieKeyframe<V>] {
        let points = [start] + ((start + 1)..<end).filter(timeline.isFrame) + [end]
        let t = timeline.frames
        var kept: [Int] = [points[0]]
        for n in 1..<(points.count - 1) {
            let next = points[n + 1]
            // Point n may go if every point since the last kept one lies on the line from that
            // keyframe to point n + 1.
            if let prev = kept.last, values[prev].blends(with: values[next]),
               points[1...n].filter({ $0 > prev }).allSatisfy({ j in
                   values[j].blends(with: values[prev])
                       && Self.onLine(values[prev].components, values[j].components, values[next].components,
                                      at: (t[j] - t[prev]) / (t[next] - t[prev]))
               }) {
                continue
            }
            kept.append(points[n])
        }
        return kept.enumerated().map { n, k in
            let next = n + 1 < kept.count ? kept[n + 1] : end
            return values[k].blends(with: values[next])
                ? LottieKeyframe(time: t[k], startValue: values[k], inTangent: .linearIn, outTangent: .linearOut)
                : LottieKeyframe(time: t[k], startValue: values[k], hold: true)
        }
    }

    /// A control point as a handle, to 1e-9: 1 − 0.42 is written 0.58, and no value moves by
    /// a visible amount.
    static func handle(_ p: Point) -> LottieEasing { LottieEasing(x: LottieNumber.round(p.x, 1e9), y: LottieNumber.round(p.y, 1e9)) }

    /// How far a value may stray from the curve: the export rounds geometry, percent and
    /// degrees to 1/10000, so two rounded values on one curve can differ by one step.
    static let tolerance = 1.5e-4

    /// Whether `value` is `expected` to within the export's rounding, component by component.
    static func matches(_ value: [Double], _ expected: [Double]) -> Bool {
        value.count == expected.count && zip(value, expected).allSatisfy { abs($0 - $1) <= tolerance + 1e-6 * abs($1) }
    }

    /// Whether `mid` is `a` + u · (`b` − `a`) to within rounding, component by component.
    static func onLine(_ a: [Double], _ mid: [Double], _ b: [Double], at u: Double) -> Bool {
        guard a.count == mid.count, mid.count == b.count else { return false }
        for k in a.indices {
            let expected = a[k] + u * (b[k] - a[k])
            if abs(expected - mid[k]) > 1e-6 * max(1, abs(mid[k])) { return false }
        }
        return true
    }
}
