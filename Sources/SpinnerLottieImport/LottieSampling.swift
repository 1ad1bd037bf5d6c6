import SpinnerAnimation

/// A property's value at one frame, worked out the way the keyframe animations made from it
/// play (`LottieKeyframeMapping`): before the first keyframe its value, after the last its
/// value, a hold stays until the next keyframe, and each segment eases with its `o`/`i`
/// handles (`LottieKeyframeMapping.timingFunction(leaving:)`: one curve for every dimension).
///
/// It serves what the engine cannot animate as one property: a path built from several
/// animated values (a rectangle's size and roundness, a star's radii, several paths under one
/// fill) is sampled frame by frame into one `path` animation.
enum LottieSampling {
    /// The eased progress (0 at `key`, 1 at the next keyframe) at `frame`.
    static func progress<V>(leaving key: LottieKeyframe<V>, next: LottieKeyframe<V>, frame: Double) -> Double {
        guard next.time > key.time else { return 1 }
        if key.hold { return frame >= next.time ? 1 : 0 }
        let x = (frame - key.time) / (next.time - key.time)
        return LottieKeyframeMapping.timingFunction(leaving: key).value(at: x)
    }

    /// Where `frame` falls: on a held end value (static, before the first keyframe or after the
    /// last), or inside the segment from `from` to `to` at the eased fraction `progress`.
    private enum Place<V: Hashable & Sendable> {
        case still(V)
        case between(from: V, to: V, progress: Double)
    }

    private static func place<V>(_ property: LottieProperty<V>, _ frame: Double) -> Place<V> {
        let keys = property.keyframes
        guard let first = keys.first, let last = keys.last else { return .still(property.initial) }
        if frame <= first.time { return .still(first.value) }
        if frame >= last.time { return .still(last.value) }
        var i = 0
        while i + 1 < keys.count - 1, keys[i + 1].time <= frame { i += 1 }
        let key = keys[i], next = keys[i + 1]
        return .between(from: key.value, to: key.endValue ?? next.value, progress: progress(leaving: key, next: next, frame: frame))
    }

    /// A number property at `frame`.
    static func value(_ property: LottieProperty<Double>, at frame: Double) -> Double {
        switch place(property, frame) {
        case .still(let v): return v
        case .between(let from, let to, let progress): return from + (to - from) * progress
        }
    }

    /// A vector property (position, size, colour) at `frame`.
    static func value(_ property: LottieProperty<[Double]>, at frame: Double) -> [Double] {
        switch place(property, frame) {
        case .still(let v): return v
        case .between(let from, let to, let progress):
            return from.indices.map { d in from[d] + ((d < to.count ? to[d] : from[d]) - from[d]) * progress }
        }
    }

    /// A path property at `frame`: vertices and tangents blended point by point (paths of
    /// different vertex counts jump at the segment's end, as they cannot blend).
    static func value(_ property: LottieProperty<LottieBezier>, at frame: Double) -> LottieBezier {
        switch place(property, frame) {
        case .still(let v):
            return v
        case .between(let from, let to, let progress):
            guard from.vertices.count == to.vertices.count else { return from }
            let f = progress
            func blend(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
                zip(a, b).map { p, q in [p[safe: 0] + (q[safe: 0] - p[safe: 0]) * f, p[safe: 1] + (q[safe: 1] - p[safe: 1]) * f] }
            }
            return LottieBezier(vertices: blend(from.vertices, to.vertices), inTangents: blend(from.inTangents, to.inTangents),
                                outTangents: blend(from.outTangents, to.outTangents), closed: from.closed)
        }
    }

    /// The frames a property changes over: its first and last keyframe, or nil when static.
    static func span<V>(_ property: LottieProperty<V>) -> ClosedRange<Double>? {
        let keys = property.keyframes
        guard let first = keys.first, let last = keys.last, last.time > first.time else { return nil }
        return first.time...last.time
    }
}
