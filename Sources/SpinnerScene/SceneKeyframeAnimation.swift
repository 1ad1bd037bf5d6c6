import SpinnerCore
import SpinnerAnimation

/// The `keyframe` entry of `animations`: CAKeyframeAnimation's fields.
///
/// `values` (one or more) or, for a point key path, `path` (not both: CA ignores the values of a
/// path animation, and a file must not carry what does nothing). `keyTimes` has one entry per
/// keyframe (per value, or per path vertex: the first point, then every segment's end);
/// `timingFunctions` one fewer. `rotationMode` needs a path. `tensionValues`, `continuityValues`
/// and `biasValues` give at most one number per keyframe.
enum SceneKeyframeAnimation {
    static let keys: Set<String> = ["keyPath", "values", "path", "keyTimes", "timingFunctions", "calculationMode",
                                    "rotationMode", "tensionValues", "continuityValues", "biasValues", "colorInterpolation"]

    static func decode(_ c: KeyedDecodingContainer<AnyKey>, in decoder: any Decoder) throws -> KeyframeAnimation {
        func at(_ key: String) -> [any CodingKey] { decoder.codingPath + [AnyKey(key)] }
        let (keyPath, kind) = try SceneKeyPath.decode(c, in: decoder)
        var a = KeyframeAnimation(keyPath: keyPath)
        let keyframes: Int
        let noun: String
        if c.contains(AnyKey("path")) {
            guard kind == .point else {
                throw SceneDecodingFailure(path: at("path"), "a path moves a point: it needs a point key path such as position or anchorPoint, not '\(keyPath.rawValue)'")
            }
            guard !c.contains(AnyKey("values")) else { throw SceneDecodingFailure(path: at("values"), "give values or path, not both") }
            let path = try c.required(ScenePath.self, "path", in: decoder).value
            guard !path.isEmpty else { throw SceneDecodingFailure(path: at("path"), "expected a path with at least one point") }
            a.path = path
            keyframes = 1 + path.subpaths.reduce(0) { $0 + $1.segments.count }
            noun = "path vertices"
        } else {
            guard c.contains(AnyKey("values")) else {
                throw SceneDecodingFailure(path: at("values"), kind == .point ? "is required, or a path to move along" : "is required")
            }
            let reading = SceneReading.of(decoder)
            reading.currentKind = kind
            a.values = try SceneAnimationValue.decodeList(kind, from: c, "values", in: decoder)
            reading.currentKind = nil
            guard !a.values.isEmpty else { throw SceneDecodingFailure(path: at("values"), "expected at least one value") }
            keyframes = a.values.count
            noun = "values"
        }
        if let mode = try c.value(SceneChoice<CalculationMode>.self, "calculationMode")?.value { a.calculationMode = mode }
        for name in ["keyTimes", "timingFunctions", "timingFunction"] where a.calculationMode.isPaced && c.contains(AnyKey(name)) {
            throw SceneDecodingFailure(path: at(name), "calculationMode '\(a.calculationMode.rawValue)' spaces keyframes by distance and ignores \(name); remove it")
        }
        if let times = try c.value(SceneNumberList.self, "keyTimes")?.value {
            a.keyTimes = try keyTimes(times, keyframes: keyframes, noun: noun, mode: a.calculationMode, at: at("keyTimes"))
        }
        if c.contains(AnyKey("timingFunctions")) {
            let list = try c.decode([SceneTimingFunction].self, forKey: AnyKey("timingFunctions")).map(\.value)
            guard list.count == max(0, keyframes - 1) else {
                throw SceneDecodingFailure(path: at("timingFunctions"),
                                           "expected one timing function between each pair of \(noun) (\(keyframes) \(noun), \(list.count) functions)")
            }
            a.timingFunctions = list
        }
        if let space = try c.value(SceneChoice<ColorInterpolation>.self, "colorInterpolation")?.value {
            guard kind == .color else {
                throw SceneDecodingFailure(path: at("colorInterpolation"), "colorInterpolation blends colours: it needs a colour key path, not '\(keyPath.rawValue)'")
            }
            a.colorInterpolation = space
        }
        if let mode = try c.value(SceneChoice<RotationMode>.self, "rotationMode")?.value {
            guard a.path != nil else { throw SceneDecodingFailure(path: at("rotationMode"), "rotationMode turns a layer along a path: it needs 'path'") }
            a.rotationMode = mode
        }
        for name in ["tensionValues", "continuityValues", "biasValues"] {
            guard let list = try c.value(SceneNumberList.self, name)?.value else { continue }
            guard list.count <= keyframes else {
                throw SceneDecodingFailure(path: at(name), "expected at most one number per keyframe (\(keyframes) \(noun), \(list.count) numbers)")
            }
            switch name {
            case "tensionValues": a.tensionValues = list
            case "continuityValues": a.continuityValues = list
            default: a.biasValues = list
            }
        }
        return a
    }

    /// `times` when Core Animation uses them as written: increasing from 0, one per keyframe and
    /// ending at 1, or for `discrete` also one more than the keyframes (each value's start and the
    /// end, as the CAKeyframeAnimation documentation asks) or one per keyframe from 0. Anything
    /// else CA silently replaces with even spacing, so a file that carries it is refused.
    private static func keyTimes(_ times: [Double], keyframes: Int, noun: String, mode: CalculationMode,
                                 at path: [any CodingKey]) throws -> [Double] {
        let one = noun == "values" ? "value" : "path vertex"
        let ordered = zip(times, times.dropFirst()).allSatisfy { $0 <= $1 } && times.allSatisfy { (0...1).contains($0) }
        let counts = mode == .discrete ? [keyframes, keyframes + 1] : [keyframes]
        guard ordered, counts.contains(times.count) else {
            let expected = mode == .discrete ? "one per \(one), or one more to end at 1" : "one per \(one)"
            throw SceneDecodingFailure(path: path, "expected numbers from 0 to 1 in increasing order, \(expected) (\(keyframes) \(noun), \(times.count) key times)")
        }
        guard times.first == 0 else { throw SceneDecodingFailure(path: path, "expected the first key time to be 0, not \(DecimalText.shortest(times[0]))") }
        let mustEndAtOne = keyframes > 1 && (mode != .discrete || times.count == keyframes + 1)
        if mustEndAtOne, let last = times.last, last != 1 {
            throw SceneDecodingFailure(path: path, "expected the last key time to be 1, not \(DecimalText.shortest(last))")
        }
        return times
    }
}
