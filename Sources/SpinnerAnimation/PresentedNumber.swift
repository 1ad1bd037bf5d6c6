/// One number-valued key path of one layer of a scene (a ring's `strokeEnd`, a bar's
/// `bounds.size.width`) as Core Animation presents it on the scene's clock: every animation and
/// model change of the layer applied, through the media timing of the layer and of every layer
/// above it (`beginTime`, `speed`, `timeOffset`; a mask runs in its masked layer's time).
/// `Scene.presentedNumber(layer:keyPath:)` makes one.
///
/// It answers the first moment the value reaches a given number (`firstTime(reaching:until:)`)
/// by inverting the animations rather than by looking at frames.
public struct PresentedNumber: Sendable {
    let layer: LayerSnapshot
    public let keyPath: AnimationKeyPath
    /// The layer's local time for scene time t is `scale` · t + `shift`.
    let scale: Double
    let shift: Double

    /// The value at scene time `time` (NaN if the layer has no such number).
    public func value(at time: Double) -> Double {
        PresentationValues(layer: layer, time: scale * time + shift).values[keyPath]?.number ?? .nan
    }

    /// A value this close to the target counts as reaching it: interpolation between keyframes
    /// can land a few ulps short of the number meant.
    public static let valueSlack = 1e-12

    /// The first scene time in 0...`end` at which the value is `target`, or has passed it (a
    /// discrete keyframe or a model change that jumps over it), coming from the side the value
    /// starts on at 0; nil when it never gets there. `map` turns a presented value into what is
    /// compared (a progress from a width, say).
    ///
    /// The moments at which something of the layer's animations turns (a begin, a repeat, a
    /// reversal, an end, a keyframe's key time, a model change) cut 0...`end` into stretches over
    /// which one set of animations moves the value along smooth curves. Each stretch is sampled
    /// (every millisecond, at least 64 times, and just before its end); the first sample that
    /// reaches the target is narrowed down by bisection on the presented value itself until the
    /// bracket is two neighbouring doubles, so the answer agrees with what is drawn to far
    /// better than 1e-9 s.
    public func firstTime(reaching target: Double, until end: Double, map: @escaping (Double) -> Double = { $0 }) -> Double? {
        guard target.isFinite, end.isFinite, end >= 0 else { return nil }
        let read = { (t: Double) in map(self.value(at: t)) }
        let first = read(0)
        guard first.isFinite else { return nil }
        if abs(first - target) <= Self.valueSlack { return 0 }
        let below = first < target
        let reached = { (t: Double) -> Bool in
            let v = read(t)
            return below ? v >= target - Self.valueSlack : v <= target + Self.valueSlack
        }
        var previous = 0.0
        for t in samples(until: end) {
            guard t > previous else { continue }
            if reached(t) {
                var lo = previous, hi = t
                for _ in 0..<2100 {
                    let mid = lo + (hi - lo) / 2
                    guard mid > lo, mid < hi else { break }
                    if reached(mid) { hi = mid } else { lo = mid }
                }
                return hi
            }
            previous = t
        }
        return nil
    }

    /// The least and the most the value is in 0...`end` (through `map`), and when, among the
    /// moments `firstTime(reaching:until:)` looks at: for a message saying what the value does.
    public func extremes(until end: Double, map: (Double) -> Double = { $0 }) -> (least: (value: Double, time: Double), most: (value: Double, time: Double))? {
        guard end.isFinite, end >= 0 else { return nil }
        var least: (value: Double, time: Double)?, most: (value: Double, time: Double)?
        for t in [0] + samples(until: end) {
            let v = map(value(at: t))
            guard v.isFinite else { continue }
            if least == nil || v < least!.value { least = (v, t) }
            if most == nil || v > most!.value { most = (v, t) }
        }
        guard let least, let most else { return nil }
        return (least, most)
    }

    /// The samples one search takes at most, about.
    static let maximumSamples = 1_000_000

    /// Every moment sampled in (0, `end`], in order: the marks, the moment just before each,
    /// and points in between.
    func samples(until end: Double) -> [Double] {
        let marks = self.marks(until: end)
        // Every millisecond, at least 64 and at most 4096 a stretch; at most about a million in
        // all (then fewer a stretch, at least 16), so a scene of many turns stays quick.
        var counts = marks.indices.dropLast().map { i in
            min(4096, max(64, Int(((marks[i + 1] - marks[i]) * 1000).rounded(.up))))
        }
        let total = counts.reduce(0, +)
        if total > Self.maximumSamples {
            counts = counts.map { max(16, $0 * Self.maximumSamples / total) }
        }
        var out: [Double] = []
        for (i, start) in marks.enumerated() {
            out.append(start)
            guard i + 1 < marks.count else { break }
            let next = marks[i + 1], length = next - start
            let count = counts[i]
            for k in 1..<count {
                let t = start + length * Double(k) / Double(count)
                if t > start, t < next { out.append(t) }
            }
            if next.nextDown > start { out.append(next.nextDown) }
        }
        return out.filter { $0 > 0 }
    }

    /// 0, `end`, and the scene times in between at which an animation or change of the layer
    /// turns, sorted.
    func marks(until end: Double) -> [Double] {
        var times: Set<Double> = [0, end]
        // A layer whose clock stands still shows one value throughout.
        guard scale != 0 else { return times.sorted() }
        let a = shift, b = scale * end + shift
        let range = min(a, b)...max(a, b)
        func scene(_ local: Double) -> Double { (local - shift) / scale }
        for (key, animation) in zip(layer.animationKeys, layer.animations) {
            if let changes = animation as? ModelChanges {
                for c in changes.changes { times.insert(scene(c.time)) }
                continue
            }
            for turn in Scene.turns(of: animation, key: key, inParentRange: range) { times.insert(scene(turn.time)) }
            for piece in Scene.easingSegments(of: animation, inParentRange: range) {
                times.insert(scene(piece.start))
                times.insert(scene(piece.end))
            }
        }
        return times.filter { $0.isFinite && $0 >= 0 && $0 <= end }.sorted()
    }
}

extension Scene {
    /// The key path `keyPath` of the first layer (depth first, a layer before its mask and its
    /// sublayers) named `name`, as presented; nil when no layer outside a replicator has that
    /// name, or when its value there is not a number.
    public func presentedNumber(layer name: String, keyPath: AnimationKeyPath) -> PresentedNumber? {
        func find(_ layer: LayerSnapshot, scale: Double, shift: Double) -> PresentedNumber? {
            // Local time l = (parent − beginTime) · speed + timeOffset, parent = scale · t + shift.
            let s = scale * layer.speed
            let c = (shift - layer.beginTime) * layer.speed + layer.timeOffset
            guard s.isFinite, c.isFinite else { return nil }
            if layer.name == name {
                let found = PresentedNumber(layer: layer, keyPath: keyPath, scale: s, shift: c)
                return found.value(at: 0).isNaN ? nil : found
            }
            for m in layer.mask { if let f = find(m, scale: s, shift: c) { return f } }
            guard layer.replicator == nil else { return nil }
            for sub in layer.sublayers { if let f = find(sub, scale: s, shift: c) { return f } }
            return nil
        }
        return find(root, scale: 1, shift: 0)
    }
}
