import SpinnerJSON

/// A Bézier easing handle of a keyframe (`i` or `o`): x is time, y is progress, both 0...1
/// across the segment, as a CAMediaTimingFunction's control points are.
public struct LottieEasing: Hashable, Sendable, LottieJSONRepresentable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// A linear segment's handles: the line from (0, 0) to (1, 1).
    public static let linearOut = LottieEasing(x: 0, y: 0)
    public static let linearIn = LottieEasing(x: 1, y: 1)

    public var json: JSONValue { .fields(["x": .array([.number(x)]), "y": .array([.number(y)])]) }
}

/// One keyframe of an animated property, as lottie-ios models `Keyframe<T>`: the value `s`
/// from frame `t` on, eased towards the next keyframe by the out handle `o` and the next
/// keyframe's in handle `i` (stored on this keyframe, as Bodymovin does), or held (`h` 1).
/// The last keyframe carries only `t` and `s`.
public struct LottieKeyframe<Value: LottieSampled>: Hashable, Sendable, LottieJSONRepresentable {
    public var t: Double
    public var s: Value
    public var i: LottieEasing?
    public var o: LottieEasing?
    public var hold: Bool

    public init(t: Double, s: Value, i: LottieEasing? = nil, o: LottieEasing? = nil, hold: Bool = false) {
        self.t = t
        self.s = s
        self.i = i
        self.o = o
        self.hold = hold
    }

    public var json: JSONValue {
        .fields(["t": .number(t), "s": s.keyframeJSON, "i": i?.json, "o": o?.json, "h": hold ? .number(1) : nil])
    }
}

/// A property that is either one value (`a` 0) or keyframes (`a` 1).
public enum LottieProperty<Value: LottieSampled>: Hashable, Sendable, LottieJSONRepresentable {
    case fixed(Value)
    case animated([LottieKeyframe<Value>])

    /// The keyframes, or nil for a fixed value.
    public var keyframes: [LottieKeyframe<Value>]? {
        if case .animated(let k) = self { return k }
        return nil
    }

    public var json: JSONValue {
        switch self {
        case .fixed(let v): return .fields(["a": .number(0), "k": v.json])
        case .animated(let frames): return .fields(["a": .number(1), "k": .array(frames.map(\.json))])
        }
    }
}
