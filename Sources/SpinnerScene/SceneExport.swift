#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerAnimation
import SpinnerJSON

/// A layer tree written as a scene file that decodes back to the same tree: every property that
/// differs from Core Animation's default, every animation and every recorded change, with
/// numbers and colours exact (so a render of the file is byte-identical to a render of the tree).
public enum SceneExport {
    /// What cannot be written as a scene, with the layer it was found on.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The scene file's bytes. `image` is given each `contents` image with a suggested file
    /// name and returns the name to write (the caller saves the PNG beside the scene file).
    public static func encode(root: Layer, name: String?, loop: Double?, background: Color?,
                              image: (PixelBuffer, String) throws -> String) throws -> Data {
        var images = 0
        var document: [JSONMember] = [JSONMember("spinnergen", .number(Double(SceneDocument.formatVersion)))]
        if let name { document.append(JSONMember("name", .string(name))) }
        if let loop { document.append(JSONMember("loop", .number(loop))) }
        if let background { document.append(JSONMember("background", color(background))) }
        document.append(JSONMember("root", try layer(root, path: "root") { pixels in
            images += 1
            return try image(pixels, "image\(images).png")
        }))
        return Data((JSONValue.object(document).indentedText + "\n").utf8)
    }

    // MARK: - Layers

    static func layer(_ l: Layer, path: String, image: (PixelBuffer) throws -> String) throws -> JSONValue {
        var out: [JSONMember] = []
        let plain: Layer
        switch l {
        case is ShapeLayer: out.append(JSONMember("type", .string("shape"))); plain = ShapeLayer()
        case is GradientLayer: out.append(JSONMember("type", .string("gradient"))); plain = GradientLayer()
        case is TextLayer: out.append(JSONMember("type", .string("text"))); plain = TextLayer()
        case is ReplicatorLayer where type(of: l) == ReplicatorLayer.self: out.append(JSONMember("type", .string("replicator"))); plain = ReplicatorLayer()
        case is TransformLayer where type(of: l) == TransformLayer.self: out.append(JSONMember("type", .string("transform"))); plain = TransformLayer()
        default:
            guard type(of: l) == Layer.self else { throw Failure(description: "\(path): a \(type(of: l)) cannot be written as a scene layer") }
            plain = Layer()
        }
        func put(_ key: String, _ value: JSONValue) { out.append(JSONMember(key, value)) }
        if let n = l.name { put("name", .string(n)) }
        // Each property that differs from a new layer's, in the table's order.
        for property in type(of: l).properties {
            let key = property.keyPath.rawValue
            switch property.field {
            case .part: continue
            case .value(let model):
                let value = model.get(l)
                guard value != model.get(plain) else { continue }
                guard let value else { put(key, .null); continue }
                guard let json = encoded(value, as: property.kind) else {
                    throw Failure(description: "\(path): a value of '\(key)' has a kind the scene format does not give it")
                }
                put(key, json)
            case .custom:
                if let json = try custom(key, of: l, plain: plain, path: path, image: image) { put(key, json) }
            }
        }
        if let mask = l.mask { put("mask", try layer(mask, path: path + ".mask", image: image)) }
        if !l.sublayers.isEmpty {
            put("sublayers", .array(try l.sublayers.enumerated().map { try layer($1, path: path + ".sublayers[\($0)]", image: image) }))
        }
        let (animations, changes) = try timeline(l, path: path)
        if !animations.isEmpty { put("animations", .array(animations)) }
        if !changes.isEmpty { put("changes", .array(changes)) }
        return .object(out)
    }

    /// A field that is no animation value, when it differs from a new layer's.
    static func custom(_ key: String, of l: Layer, plain: Layer, path: String, image: (PixelBuffer) throws -> String) throws -> JSONValue? {
        switch (key, l, plain) {
        case ("transform", _, _): return l.transform != .identity ? matrix(l.transform) : nil
        case ("sublayerTransform", _, _): return l.sublayerTransform != .identity ? matrix(l.sublayerTransform) : nil
        case ("contents", _, _): return try l.contents.map { .string(try image($0)) }
        case ("contentsGravity", _, _): return l.contentsGravity != plain.contentsGravity ? .string(l.contentsGravity.rawValue) : nil
        case ("compositingFilter", _, _): return l.compositingFilter != plain.compositingFilter ? .string(l.compositingFilter.rawValue) : nil
        case ("fillRule", let s as ShapeLayer, let p as ShapeLayer): return s.fillRule != p.fillRule ? .string(s.fillRule.rawValue) : nil
        case ("lineCap", let s as ShapeLayer, let p as ShapeLayer): return s.lineCap != p.lineCap ? .string(s.lineCap.rawValue) : nil
        case ("lineJoin", let s as ShapeLayer, let p as ShapeLayer): return s.lineJoin != p.lineJoin ? .string(s.lineJoin.rawValue) : nil
        case ("gradientType", let g as GradientLayer, let p as GradientLayer): return g.type != p.type ? .string(g.type.rawValue) : nil
        case ("instanceCount", let r as ReplicatorLayer, let p as ReplicatorLayer):
            guard r.instanceCount != p.instanceCount else { return nil }
            // A scene file holds 0...SceneLimits.instances copies; below 0 draws none, as 0 does.
            guard r.instanceCount <= SceneLimits.instances else {
                throw Failure(description: "\(path): an instanceCount above \(SceneLimits.instances) cannot be written as a scene layer")
            }
            return .number(Double(max(r.instanceCount, 0)))
        case ("instanceTransform", let r as ReplicatorLayer, _): return r.instanceTransform != .identity ? matrix(r.instanceTransform) : nil
        default: throw Failure(description: "\(path): '\(key)' cannot be written as a scene field")
        }
    }

    // MARK: - Animations and changes

    /// The layer's animations, and its recorded changes (whose implicit animations the decoder
    /// makes again, so they are not written).
    static func timeline(_ l: Layer, path: String) throws -> ([JSONValue], [JSONValue]) {
        let records = l.animations.filter { $0.animation is ModelChanges }.map(\.key)
        var animations: [JSONValue] = [], changes: [JSONValue] = []
        var animated: Set<AnimationKeyPath> = []
        for (key, a) in l.animations {
            if let record = a as? ModelChanges {
                // The decoder adds a layer's animations before its changes: a change recorded
                // after an animation of the same key path would apply in another order.
                guard animated.isDisjoint(with: [record.keyPath]) else {
                    throw Failure(description: "\(path): changes of '\(record.keyPath)' come after an animation of it, which a scene file cannot order")
                }
                let implicit = l.animations.contains { $0.key.hasPrefix(key + ".implicit.") }
                for change in record.changes {
                    changes.append(.fields(["time": .number(change.time), "keyPath": .string(record.keyPath.rawValue),
                                            "value": try value(change.value, record.keyPath, path), "implicit": .bool(implicit)]))
                }
                continue
            }
            // A recorded change's implicit animation: the decoder starts it again.
            if records.contains(where: { key.hasPrefix($0 + ".implicit.") }) { continue }
            animated.formUnion(a.keyPaths)
            var entry = try animation(a, path: path)
            if case .object(var pairs) = entry { pairs.insert(JSONMember("key", .string(key)), at: 0); entry = .object(pairs) }
            animations.append(entry)
        }
        return (animations, changes)
    }

    static func animation(_ a: any Animation, path: String) throws -> JSONValue {
        var out: [JSONMember] = []
        func put(_ key: String, _ value: JSONValue) { out.append(JSONMember(key, value)) }
        switch a {
        case let b as BasicAnimation:
            try basic(b, path: path, into: &out)
        case let s as SpringAnimation:
            put("type", .string("spring"))
            try basic(s.basic, path: path, into: &out)
            let plain = SpringAnimation(keyPath: s.keyPath)
            // The decoder refuses what the engine replaces by a default (a mass of 0): write the
            // values the spring uses (its own damping; the cap at critical is the flag's).
            let motion = SpringMotion(mass: s.mass, stiffness: s.stiffness, damping: s.damping, initialVelocity: s.initialVelocity)
            if motion.mass != plain.mass { put("mass", .number(motion.mass)) }
            if motion.stiffness != plain.stiffness { put("stiffness", .number(motion.stiffness)) }
            if motion.damping != plain.damping { put("damping", .number(motion.damping)) }
            if motion.initialVelocity != plain.initialVelocity { put("initialVelocity", .number(motion.initialVelocity)) }
            if s.allowsOverdamping { put("allowsOverdamping", .bool(true)) }
        case let k as KeyframeAnimation:
            put("type", .string("keyframe"))
            put("keyPath", .string(k.keyPath.rawValue))
            timing(k.timing, into: &out)
            if let f = k.timingFunction, !k.calculationMode.isPaced { put("timingFunction", function(f)) }
            // A path replaces the values (CA ignores them), and the decoder refuses both at once.
            if let p = k.path {
                guard !p.isEmpty else { throw Failure(description: "\(path): a keyframe animation of '\(k.keyPath.rawValue)' has an empty path, which a scene file cannot hold") }
                put("path", .string(svg(p)))
            } else { put("values", .array(try k.values.map { try value($0, k.keyPath, path) })) }
            // Only what the animation uses: the decoder refuses key times that do nothing.
            if let times = k.keyTimesInEffect { put("keyTimes", .array(times.map { .number($0) })) }
            if let fs = k.timingFunctions, !k.calculationMode.isPaced { put("timingFunctions", .array(fs.map(function))) }
            if k.calculationMode != .linear { put("calculationMode", .string(k.calculationMode.rawValue)) }
            if let mode = k.rotationMode, k.path != nil { put("rotationMode", .string(mode.rawValue)) }
            // Only on a colour key path, where it does something (the decoder refuses it elsewhere).
            if k.colorInterpolation != .sRGB, SceneKeyPath.kinds[k.keyPath.rawValue] == .color {
                put("colorInterpolation", .string(k.colorInterpolation.rawValue))
            }
            let keyframes = k.path.map { 1 + $0.subpaths.reduce(0) { $0 + $1.segments.count } } ?? k.values.count
            for (name, list) in [("tensionValues", k.tensionValues), ("continuityValues", k.continuityValues), ("biasValues", k.biasValues)] {
                guard let list else { continue }
                guard list.count <= keyframes, list.allSatisfy(\.isFinite) else {
                    throw Failure(description: "\(path): the \(name) of a keyframe animation of '\(k.keyPath.rawValue)' are not finite numbers, at most one per keyframe")
                }
                put(name, .array(list.map { .number($0) }))
            }
            if k.isAdditive { put("additive", .bool(true)) }
            if k.isCumulative { put("cumulative", .bool(true)) }
        case let g as AnimationGroup:
            put("type", .string("group"))
            timing(g.timing, into: &out)
            if let f = g.timingFunction { put("timingFunction", function(f)) }
            put("animations", .array(try g.animations.map { try animation($0, path: path) }))
        default:
            throw Failure(description: "\(path): a \(type(of: a)) cannot be written as a scene animation")
        }
        return .object(out)
    }

    /// A basic animation's fields, also written for a spring.
    static func basic(_ b: BasicAnimation, path: String, into out: inout [JSONMember]) throws {
        func put(_ key: String, _ value: JSONValue) { out.append(JSONMember(key, value)) }
        put("keyPath", .string(b.keyPath.rawValue))
        timing(b.timing, into: &out)
        if let f = b.timingFunction { put("timingFunction", function(f)) }
        if let v = b.fromValue { put("fromValue", try value(v, b.keyPath, path)) }
        if let v = b.toValue { put("toValue", try value(v, b.keyPath, path)) }
        if let v = b.byValue { put("byValue", try value(v, b.keyPath, path)) }
        if b.isAdditive { put("additive", .bool(true)) }
        if b.isCumulative { put("cumulative", .bool(true)) }
    }

    static func timing(_ t: MediaTiming, into out: inout [JSONMember]) {
        let plain = MediaTiming()
        if t.beginTime != plain.beginTime { out.append(JSONMember("beginTime", .number(t.beginTime))) }
        if t.duration != plain.duration { out.append(JSONMember("duration", .number(t.duration))) }
        if t.speed != plain.speed { out.append(JSONMember("speed", .number(t.speed))) }
        if t.timeOffset != plain.timeOffset { out.append(JSONMember("timeOffset", .number(t.timeOffset))) }
        if t.repeatCount != plain.repeatCount { out.append(JSONMember("repeatCount", t.repeatCount.isInfinite ? .string("infinity") : .number(t.repeatCount))) }
        if t.repeatDuration != plain.repeatDuration { out.append(JSONMember("repeatDuration", .number(t.repeatDuration))) }
        if t.autoreverses { out.append(JSONMember("autoreverses", .bool(true))) }
        if t.fillMode != plain.fillMode { out.append(JSONMember("fillMode", .string(t.fillMode.rawValue))) }
    }

    static func function(_ f: TimingFunction) -> JSONValue {
        if f.solver != .exact { return solvedFunction(f) }
        let named: [(String, TimingFunction)] = [("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
                                                 ("easeInEaseOut", .easeInEaseOut), ("default", .default),
                                                 ("androidFastOutSlowIn", .androidFastOutSlowIn)]
        if let n = named.first(where: { $0.1 == f }) { return .string(n.0) }
        if let form = formFunction(f) { return form }
        return .array([.number(f.c1.x), .number(f.c1.y), .number(f.c2.x), .number(f.c2.y)])
    }

    // MARK: - Values

    /// A value as its key path's kind reads it back.
    static func value(_ v: AnimationValue, _ keyPath: AnimationKeyPath, _ path: String) throws -> JSONValue {
        guard let kind = SceneKeyPath.kinds[keyPath.rawValue] else {
            throw Failure(description: "\(path): key path '\(keyPath.rawValue)' cannot be written as a scene key path")
        }
        guard let json = encoded(v, as: kind) else {
            throw Failure(description: "\(path): a value of '\(keyPath.rawValue)' has a kind the scene format does not give it")
        }
        return json
    }

    /// `v` as a property of `kind` is written; nil when `v` is of another kind.
    static func encoded(_ v: AnimationValue, as kind: LayerProperty.Kind) -> JSONValue? {
        switch (kind, v) {
        case (.bool, .number(let n)): return .bool(n >= 0.5)
        case (.number, .number(let n)), (.angle, .number(let n)): return .number(n)
        case (_, .color(let c)): return color(c)
        case (_, .point(let p)): return point(p)
        case (_, .size(let s)): return .array([.number(s.width), .number(s.height)])
        case (_, .rect(let r)): return rect(r)
        case (_, .colors(let cs)): return .array(cs.map(color))
        case (_, .numbers(let ns)): return .array(ns.map { .number($0) })
        case (.string, .string(let s)): return .string(s)
        case (.path, .path(let p)): return .string(svg(p))
        case (.transform, .transform(let t)): return matrix(t)
        default: return nil
        }
    }

    static func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }
    static func rect(_ r: Rect) -> JSONValue { .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)]) }
    static func matrix(_ t: SpinnerCore.AffineTransform) -> JSONValue { matrix(Transform3D(t)) }

    /// A transform as a scene file's `matrix` (`Transform3D.numbers`: 6 numbers while affine, else 16).
    static func matrix(_ t: Transform3D) -> JSONValue {
        .object([JSONMember("matrix", .array(t.numbers.map { .number($0) }))])
    }

    /// `#RRGGBB(AA)` when the colour is exactly 8-bit, else `{"rgba": [r, g, b, a]}`, exact.
    static func color(_ c: Color) -> JSONValue {
        let q = c.rgba8
        if Color(r8: q.r, g8: q.g, b8: q.b, a8: q.a) == c {
            return .string(c.hexString)
        }
        return .object([JSONMember("rgba", .array([c.red, c.green, c.blue, c.alpha].map { .number($0) }))])
    }

    /// SVG path data with every coordinate exact.
    static func svg(_ p: Path) -> String { p.svgData }
}
