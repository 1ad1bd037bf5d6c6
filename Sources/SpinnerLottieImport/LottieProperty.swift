import SpinnerJSON

/// The easing handles of one keyframe end, one entry per dimension (`o` leaving a keyframe,
/// `i` entering the next): Bodymovin writes one value for all dimensions or one per dimension.
public struct LottieEasingHandle: Hashable, Sendable {
    /// Time coordinate of the handle, per dimension, 0 to 1 of the segment.
    public var x: [Double]
    /// Value coordinate of the handle, per dimension, in segment progress (may leave 0 to 1).
    public var y: [Double]

    public init(x: [Double], y: [Double]) {
        self.x = x
        self.y = y
    }

    /// The handle of dimension `i` as the file writes it; a handle written once applies to every
    /// dimension. (The import eases every dimension by the first's: see
    /// `LottieKeyframeMapping.timingFunction(leaving:)`.)
    public func point(_ i: Int) -> (x: Double, y: Double) {
        (x.isEmpty ? 0 : x[min(i, x.count - 1)], y.isEmpty ? 0 : y[min(i, y.count - 1)])
    }
}

/// One keyframe of an animated property, normalised from either Bodymovin form: `s` is this
/// keyframe's value and the segment after it runs to the next keyframe's value (old files write
/// that as `e` here instead; the reader carries it over).
public struct LottieKeyframe<Value: Hashable & Sendable>: Hashable, Sendable {
    /// Frame, in the composition's (or precomposition's) frames.
    public var time: Double
    /// The value at `time`.
    public var value: Value
    /// The value the segment after this keyframe ends at; nil on the last keyframe.
    public var endValue: Value?
    /// Hold (`h: 1`): the value stays until the next keyframe, then jumps.
    public var hold: Bool
    /// Out handle (`o`) of the segment leaving this keyframe; nil means linear.
    public var easeOut: LottieEasingHandle?
    /// In handle (`i`) of the same segment, at its end.
    public var easeIn: LottieEasingHandle?
    /// Spatial tangent leaving this keyframe (`to`), relative to `value`, for positions.
    public var spatialOut: [Double]?
    /// Spatial tangent entering the next keyframe (`ti`), relative to the next value.
    public var spatialIn: [Double]?

    public init(time: Double, value: Value, endValue: Value? = nil, hold: Bool = false, easeOut: LottieEasingHandle? = nil,
                easeIn: LottieEasingHandle? = nil, spatialOut: [Double]? = nil, spatialIn: [Double]? = nil) {
        self.time = time
        self.value = value
        self.endValue = endValue
        self.hold = hold
        self.easeOut = easeOut
        self.easeIn = easeIn
        self.spatialOut = spatialOut
        self.spatialIn = spatialIn
    }
}

/// A property: one static value (`a: 0`) or keyframes (`a: 1`), with the expression noted.
public enum LottieProperty<Value: Hashable & Sendable>: Hashable, Sendable {
    case fixed(Value)
    case animated([LottieKeyframe<Value>])

    /// The value at the first keyframe: what a static render uses.
    public var initial: Value {
        switch self {
        case .fixed(let value): return value
        case .animated(let keys): return keys[0].value
        }
    }

    /// The keyframes, or none when static.
    public var keyframes: [LottieKeyframe<Value>] {
        if case .animated(let keys) = self { return keys }
        return []
    }
}

extension LottieProperty {
    /// Reads a property object `{a, k, x?}` with `parse` reading each value (`k`, `s`, `e`).
    static func read(_ node: LottieNode, _ parse: (LottieNode) throws(LottieImportError) -> Value) throws(LottieImportError) -> LottieProperty {
        let node = try node.object()
        if node.has("x") { node.context.note("expressions", at: node.path.appending("x")) }
        let k = try node.required("k")
        // `a` is optional in some exporters; keyframes are recognised by their shape too.
        if case .array(let items) = k.value, let first = items.first, case .object = first, first["t"] != nil {
            return .animated(try readKeyframes(k, parse))
        }
        if node.has("a"), try node.number("a") != 0, case .array(let items) = k.value, !items.isEmpty {
            return .animated(try readKeyframes(k, parse))
        }
        return .fixed(try parse(k))
    }

    private static func readKeyframes(_ k: LottieNode, _ parse: (LottieNode) throws(LottieImportError) -> Value) throws(LottieImportError) -> [LottieKeyframe<Value>] {
        let items = try k.array
        try k.context.countKeyframes(items.count, at: k.path)
        var keys: [LottieKeyframe<Value>] = []
        var carried: Value?  // the previous keyframe's `e`, for an old-format last keyframe
        for item in items {
            let item = try item.object()
            let time = try item.number("t")
            if let last = keys.last, time < last.time {
                throw try item.required("t").bad("keyframe times must not decrease (\(time) after \(last.time))")
            }
            let start: Value
            if let s = item.child("s") {
                start = try parse(s)
            } else if let carried {
                start = carried
            } else {
                throw LottieImportError(.missing, at: item.path.appending("s"))
            }
            let end = try item.child("e").map { (e) throws(LottieImportError) in try parse(e) }
            carried = end
            var key = LottieKeyframe(time: time, value: start, endValue: end, hold: try item.bool("h", default: false))
            key.easeOut = try item.child("o").map(readHandle)
            key.easeIn = try item.child("i").map(readHandle)
            key.spatialOut = try item.child("to").map { (n) throws(LottieImportError) in try n.numbers }
            key.spatialIn = try item.child("ti").map { (n) throws(LottieImportError) in try n.numbers }
            keys.append(key)
        }
        guard !keys.isEmpty else { throw k.bad("expected at least one keyframe") }
        // The segment after a keyframe ends at the next keyframe's value unless `e` says otherwise.
        for i in keys.indices.dropLast() where keys[i].endValue == nil { keys[i].endValue = keys[i + 1].value }
        keys[keys.count - 1].endValue = nil
        return keys
    }

    private static func readHandle(_ node: LottieNode) throws(LottieImportError) -> LottieEasingHandle {
        let node = try node.object()
        return LottieEasingHandle(x: try node.required("x").numbers, y: try node.required("y").numbers)
    }
}

/// The value kinds properties hold.
enum LottieValues {
    /// Numbers of a multi-dimensional value (position, scale, colour): a list, or one number.
    static func vector(_ node: LottieNode) throws(LottieImportError) -> [Double] { try node.numbers }

    /// One number (rotation, opacity), written bare or as a one-element list.
    static func scalar(_ node: LottieNode) throws(LottieImportError) -> Double { try node.scalar }
}
