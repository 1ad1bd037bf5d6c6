import SpinnerJSON

/// A Bézier easing handle of a keyframe (its in or out tangent): x is time, y is progress, both 0...1
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

    public var json: JSONValue { .bodymovin([.x: .array([.number(x)]), .y: .array([.number(y)])]) }
}

/// One keyframe of an animated property, as lottie-ios models `Keyframe<T>`: `startValue`
/// from frame `time` on, eased towards the next keyframe by `outTangent` and the next
/// keyframe's in handle `inTangent` (stored on this keyframe, as Bodymovin does), or held.
/// The last keyframe carries only its time and value.
public struct LottieKeyframe<Value: LottieSampled>: Hashable, Sendable, LottieJSONRepresentable {
    public var time: Double
    public var startValue: Value
    public var inTangent: LottieEasing?
    public var outTangent: LottieEasing?
    public var hold: Bool

    public init(time: Double, startValue: Value, inTangent: LottieEasing? = nil, outTangent: LottieEasing? = nil, hold: Bool = false) {
        self.time = time
        self.startValue = startValue
        self.inTangent = inTangent
        self.outTangent = outTangent
        self.hold = hold
    }

    public var json: JSONValue {
        .bodymovin([.time: .number(time), .startValue: startValue.keyframeJSON, .inTangent: inTangent?.json, .outTangent: outTangent?.json,
                    .hold: hold ? .number(1) : nil])
    }
}

/// A property that is either one value (`a` 0) or keyframes (`a` 1), its `k`.
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
        case .fixed(let v): return .bodymovin([.animated: .number(0), .value: v.json])
        case .animated(let frames): return .bodymovin([.animated: .number(1), .value: .array(frames.map(\.json))])
        }
    }
}
