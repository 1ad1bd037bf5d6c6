import SpinnerCore
import SpinnerAnimation

/// One entry of `animations`: `basic`, `keyframe`, `spring` or `group` (CABasicAnimation,
/// CAKeyframeAnimation, CASpringAnimation, CAAnimationGroup), with CAMediaTiming's fields.
struct SceneAnimation: Decodable {
    let key: String?
    let animation: any Animation

    static let timingKeys: Set<String> = ["type", "key", "beginTime", "duration", "speed", "timeOffset", "repeatCount",
                                          "repeatDuration", "autoreverses", "fillMode", "timingFunction", "additive", "cumulative"]

    init(from decoder: any Decoder) throws {
        guard let c = try? decoder.container(keyedBy: AnyKey.self) else {
            throw SceneDecodingFailure(decoder, "expected an animation object")
        }
        let type = try c.value(SceneString.self, "type")?.value ?? "basic"
        key = try c.value(SceneString.self, "key")?.value
        let timing = try SceneAnimation.timing(c, decoder)
        let function = try c.value(SceneTimingFunction.self, "timingFunction")?.value
        let additive = try c.value(SceneBool.self, "additive")?.value ?? false
        let cumulative = try c.value(SceneBool.self, "cumulative")?.value ?? false
        switch type {
        case "basic":
            try c.refuseUnknownKeys(SceneAnimation.timingKeys.union(["keyPath", "fromValue", "toValue", "byValue"]), in: decoder)
            animation = try SceneAnimation.basic(c, decoder, timing: timing, function: function, additive: additive, cumulative: cumulative)
        case "keyframe":
            try c.refuseUnknownKeys(SceneAnimation.timingKeys.union(SceneKeyframeAnimation.keys), in: decoder)
            var a = try SceneKeyframeAnimation.decode(c, in: decoder)
            a.timing = timing
            a.timingFunction = function
            a.isAdditive = additive
            a.isCumulative = cumulative
            animation = a
        case "group":
            try c.refuseUnknownKeys(SceneAnimation.timingKeys.union(["animations"]), in: decoder)
            for name in ["additive", "cumulative"] where c.contains(AnyKey(name)) {
                throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey(name)], "'\(name)' does not apply to a group")
            }
            var g = AnimationGroup(animations: try SceneAnimation.list(c, "animations", decoder).map(\.animation))
            g.timing = timing
            g.timingFunction = function
            animation = g
        case "spring":
            try c.refuseUnknownKeys(SceneAnimation.timingKeys.union(["keyPath", "fromValue", "toValue", "byValue"])
                .union(SceneAnimation.springKeys), in: decoder)
            let basic = try SceneAnimation.basic(c, decoder, timing: timing, function: function, additive: additive, cumulative: cumulative)
            var a = SpringAnimation(keyPath: basic.keyPath)
            a.basic = basic
            try SceneAnimation.spring(c, decoder, into: &a)
            animation = a
        default:
            throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey("type")], "expected an animation type: basic, keyframe, group or spring")
        }
    }

    /// A basic animation's own fields (also a spring's, as CASpringAnimation is a CABasicAnimation).
    static func basic(_ c: KeyedDecodingContainer<AnyKey>, _ decoder: any Decoder, timing: MediaTiming, function: TimingFunction?,
                      additive: Bool, cumulative: Bool) throws -> BasicAnimation {
        let (keyPath, kind) = try SceneKeyPath.decode(c, in: decoder)
        var a = BasicAnimation(keyPath: keyPath)
        a.timing = timing
        a.timingFunction = function
        a.fromValue = try SceneAnimationValue.decode(kind, from: c, "fromValue")
        a.toValue = try SceneAnimationValue.decode(kind, from: c, "toValue")
        a.byValue = try SceneAnimationValue.decode(kind, from: c, "byValue")
        a.isAdditive = additive
        a.isCumulative = cumulative
        return a
    }

    /// The fields a spring adds to a basic animation.
    static let springKeys: Set<String> = ["mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping"]

    /// CASpringAnimation's parameters, refused where its header says they must not be: a mass or
    /// stiffness of 0 or less, a damping below 0.
    static func spring(_ c: KeyedDecodingContainer<AnyKey>, _ decoder: any Decoder, into a: inout SpringAnimation) throws {
        func at(_ key: String) -> [any CodingKey] { decoder.codingPath + [AnyKey(key)] }
        if let v = try c.value(SceneNumber.self, "mass")?.value {
            guard v > 0 else { throw SceneDecodingFailure(path: at("mass"), "expected a mass above 0") }
            a.mass = v
        }
        if let v = try c.value(SceneNumber.self, "stiffness")?.value {
            guard v > 0 else { throw SceneDecodingFailure(path: at("stiffness"), "expected a stiffness above 0") }
            a.stiffness = v
        }
        if let v = try c.value(SceneNumber.self, "damping")?.value {
            guard v >= 0 else { throw SceneDecodingFailure(path: at("damping"), "expected a damping of at least 0") }
            a.damping = v
        }
        if let v = try c.value(SceneNumber.self, "initialVelocity")?.value { a.initialVelocity = v }
        if let v = try c.value(SceneBool.self, "allowsOverdamping")?.value { a.allowsOverdamping = v }
    }

    /// The array of animations at `key`, within `SceneLimits.animations`.
    static func list(_ c: KeyedDecodingContainer<AnyKey>, _ key: String, _ decoder: any Decoder) throws -> [SceneAnimation] {
        guard c.contains(AnyKey(key)) else { return [] }
        guard var items = try? c.nestedUnkeyedContainer(forKey: AnyKey(key)) else {
            throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey(key)], "expected an array of animations")
        }
        var out: [SceneAnimation] = []
        while !items.isAtEnd {
            guard out.count < SceneLimits.animations else {
                throw SceneDecodingFailure(path: decoder.codingPath + [AnyKey(key)], "more than \(SceneLimits.animations) animations")
            }
            out.append(try items.decode(SceneAnimation.self))
        }
        return out
    }

    /// CAMediaTiming's fields.
    static func timing(_ c: KeyedDecodingContainer<AnyKey>, _ decoder: any Decoder) throws -> MediaTiming {
        var t = MediaTiming()
        func at(_ key: String) -> [any CodingKey] { decoder.codingPath + [AnyKey(key)] }
        if let v = try c.value(SceneNumber.self, "beginTime")?.value { t.beginTime = v }
        if let v = try c.value(SceneNumber.self, "duration")?.value {
            guard v >= 0 else { throw SceneDecodingFailure(path: at("duration"), "expected a duration of at least 0") }
            t.duration = v
        }
        if let v = try c.value(SceneNumber.self, "speed")?.value { t.speed = v }
        if let v = try c.value(SceneNumber.self, "timeOffset")?.value { t.timeOffset = v }
        if let v = try c.value(SceneRepeatCount.self, "repeatCount")?.value { t.repeatCount = v }
        if let v = try c.value(SceneNumber.self, "repeatDuration")?.value {
            guard v >= 0 else { throw SceneDecodingFailure(path: at("repeatDuration"), "expected a duration of at least 0") }
            t.repeatDuration = v
        }
        if let v = try c.value(SceneBool.self, "autoreverses")?.value { t.autoreverses = v }
        if let v = try c.value(SceneChoice<FillMode>.self, "fillMode")?.value { t.fillMode = v }
        return t
    }
}

/// A named curve (`linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`,
/// `androidFastOutSlowIn`), `[x1, y1, x2, y2]`, `{"cubic": [x1, y1, x2, y2], "solver": NAME}` for a
/// platform's solver (SceneTimingFunction+Solver), or `{"table": …}` / `{"steps": n}` for the
/// forms that are not a Bézier (SceneTimingFunction+Forms).
struct SceneTimingFunction: Decodable {
    let value: TimingFunction
    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: AnyKey.self) {
            let isForm = keyed.contains(AnyKey("table")) || keyed.contains(AnyKey("steps"))
            value = try isForm ? Self.form(keyed, in: decoder) : Self.solved(keyed, decoder)
            return
        }
        let expected = "expected linear, easeIn, easeOut, easeInEaseOut, default, androidFastOutSlowIn, or [x1, y1, x2, y2] with x1 and x2 from 0 to 1"
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            let named: [String: TimingFunction] = ["linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
                                                   "easeInEaseOut": .easeInEaseOut, "default": .default,
                                                   "androidFastOutSlowIn": .androidFastOutSlowIn]
            guard let f = named[name] else { throw SceneDecodingFailure(decoder, expected) }
            value = f
            return
        }
        let v = try sceneNumbers(decoder, count: 4, expected: expected)
        guard (0...1).contains(v[0]), (0...1).contains(v[2]) else { throw SceneDecodingFailure(decoder, expected) }
        value = TimingFunction(controlPoints: v[0], v[1], v[2], v[3])
    }
}
