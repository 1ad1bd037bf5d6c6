/// A value that keyframes can interpolate: its numbers, and whether two values have the same
/// shape (a path's vertex count), so that a player can blend them.
public protocol LottieSampled: Hashable, Sendable, LottieJSONRepresentable {
    var components: [Double] { get }
    /// The value as a keyframe's `s`: numbers are written as one-element arrays there.
    var keyframeJSON: LottieJSON { get }
    func blends(with other: Self) -> Bool
}

extension Double: LottieSampled {
    public var components: [Double] { [self] }
    public var json: LottieJSON { .number(self) }
    public var keyframeJSON: LottieJSON { .array([.number(self)]) }
    public func blends(with other: Double) -> Bool { true }
}

extension Array: LottieJSONRepresentable, LottieSampled where Element == Double {
    public var components: [Double] { self }
    public var json: LottieJSON { .array(map(LottieJSON.number)) }
    public var keyframeJSON: LottieJSON { json }
    public func blends(with other: [Double]) -> Bool { count == other.count }
}

extension LottieBezier: LottieSampled {
    public var components: [Double] { (v + i + o).flatMap { $0 } + [c ? 1 : 0] }
    /// A path keyframe's `s` is a list of contours.
    public var keyframeJSON: LottieJSON { .array([json]) }
    public func blends(with other: LottieBezier) -> Bool { v.count == other.v.count && c == other.c }
}

/// One value per frame turned into a property: a fixed value when it never changes, else one
/// linear keyframe per frame (held where the shape changes), without the keyframes that lie
/// on the line between their neighbours, which a player interpolates back exactly.
public enum LottieTrack {
    public static func property<V: LottieSampled>(_ values: [V]) -> LottieProperty<V> {
        guard let first = values.first else { preconditionFailure("a track needs at least one frame") }
        if values.allSatisfy({ $0 == first }) { return .fixed(first) }
        var kept: [Int] = [0]
        for f in 1..<values.count {
            // Frame f may go if every frame since the last kept one lies on the line from that
            // keyframe to frame f + 1.
            if f + 1 < values.count, let prev = kept.last, values[prev].blends(with: values[f + 1]),
               (prev + 1...f).allSatisfy({ j in
                   values[j].blends(with: values[prev])
                       && onLine(values[prev].components, values[j].components, values[f + 1].components,
                                 at: Double(j - prev) / Double(f + 1 - prev))
               }) {
                continue
            }
            kept.append(f)
        }
        var frames: [LottieKeyframe<V>] = []
        for (n, f) in kept.enumerated() {
            guard n + 1 < kept.count else {
                frames.append(LottieKeyframe(t: Double(f), s: values[f]))
                break
            }
            if values[f].blends(with: values[kept[n + 1]]) {
                frames.append(LottieKeyframe(t: Double(f), s: values[f], i: .linearIn, o: .linearOut))
            } else {
                frames.append(LottieKeyframe(t: Double(f), s: values[f], hold: true))
            }
        }
        return .animated(frames)
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
