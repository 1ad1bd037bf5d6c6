import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerScene

/// Scene files with `spring` animations, `path` values, `additive` / `cumulative` and the
/// `transform.*` key paths (issue 12, items 2, 4 and 5): what they decode to, what they present,
/// and that `SceneExport` writes them back to a file that presents the same.
@Suite struct SpringAndPathSceneTests {
    static func decode(_ json: String) throws -> SceneDocument {
        try SceneDocument.decode(Data(json.utf8), file: "t.json")
    }

    /// One 40 × 40 shape layer named "s" with these animations, in a 40 × 40 root.
    static func shape(_ animations: String, extra: String = "") throws -> SceneDocument {
        try decode(#"{"spinnergen": 1, "root": {"bounds": [0, 0, 40, 40], "sublayers": [{"type": "shape", "name": "s", "frame": [0, 0, 40, 40]\#(extra), "animations": [\#(animations)]}]}}"#)
    }

    static func value(_ doc: SceneDocument, _ key: AnimationKeyPath, at t: Double) throws -> AnimationValue? {
        try Scene(root: doc.root).presentedLayers(at: t).first { $0.name == "s" }?.values[key]
    }

    /// The under-damped x(t) with x(0) = 1 and x′(0) = −v, from ζ and ω0.
    static func underdamped(m: Double, k: Double, c: Double, v: Double, _ t: Double) -> Double {
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot()), wd = w0 * (1 - zeta * zeta).squareRoot()
        return exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v) / wd * sin(wd * t))
    }

    @Test func springsDecodeWithTheirFields() throws {
        let doc = try Self.shape(#"""
            {"type": "spring", "key": "drop", "keyPath": "position.y", "fromValue": 0, "toValue": 30, "mass": 2, "stiffness": 300,
             "damping": 3, "initialVelocity": 4, "repeatCount": 2, "additive": true},
            {"type": "spring", "keyPath": "opacity", "toValue": 0.5},
            {"type": "spring", "keyPath": "cornerRadius", "toValue": 4, "damping": 50, "allowsOverdamping": true}
            """#)
        let layer = doc.root.sublayers[0]
        let drop = try #require(layer.animations[0].animation as? SpringAnimation)
        #expect(drop.mass == 2 && drop.stiffness == 300 && drop.damping == 3 && drop.initialVelocity == 4)
        #expect(drop.keyPath == "position.y" && drop.fromValue == .number(0) && drop.toValue == .number(30))
        #expect(drop.isAdditive && drop.repeatCount == 2 && drop.duration == 0)
        let plain = try #require(layer.animations[1].animation as? SpringAnimation)
        #expect(plain.mass == 1 && plain.stiffness == 100 && plain.damping == 10 && plain.initialVelocity == 0)
        #expect(!plain.allowsOverdamping && (layer.animations[2].animation as? SpringAnimation)?.allowsOverdamping == true)
        // Model y 20 plus the spring's 30·(1 − x) (additive), the opacity from 1 towards 0.5.
        let y = try Self.value(doc, "position", at: 0.4)?.point?.y
        #expect(abs((y ?? 0) - (20 + 30 * (1 - Self.underdamped(m: 2, k: 300, c: 3, v: 4, 0.4)))) < 1e-9)
        let opacity = try Self.value(doc, "opacity", at: 0.3)?.number
        #expect(abs((opacity ?? 0) - (1 - 0.5 * (1 - Self.underdamped(m: 1, k: 100, c: 10, v: 0, 0.3)))) < 1e-9)
    }

    @Test func pathValuesInEveryPathForm() throws {
        let doc = try Self.shape(#"""
            {"keyPath": "path", "fromValue": "M 0 0 L 10 0 L 10 10 L 0 10 Z", "toValue": {"rect": [0, 0, 20, 30]}, "duration": 1},
            {"type": "keyframe", "keyPath": "path", "beginTime": 2, "duration": 1,
             "values": [{"ellipse": [0, 0, 8, 8]}, {"ellipse": [0, 0, 16, 16]}, {"arc": {"center": [0, 0], "radius": 4, "startAngle": 0, "endAngle": "90deg"}}]}
            """#, extra: #", "path": "M 0 0 L 1 1""#)
        let basic = try #require(doc.root.sublayers[0].animations[0].animation as? BasicAnimation)
        #expect(basic.fromValue == .path(try Path(svgData: "M 0 0 L 10 0 L 10 10 L 0 10 Z")))
        var rect = Path()
        rect.addRect(Rect(x: 0, y: 0, width: 20, height: 30))
        #expect(basic.toValue == .path(rect))
        // Halfway: the corners' midpoints.
        #expect(try Self.value(doc, "path", at: 0.5) == .path(try Path(svgData: "M 0 0 L 15 0 L 15 20 L 0 20 Z")))
        // Keyframes: an ellipse of 12 a quarter of the way, then the arc (another structure) from
        // halfway through the second segment.
        var twelve = Path()
        twelve.addEllipse(in: Rect(x: 0, y: 0, width: 12, height: 12))
        let quarter = try #require(try Self.value(doc, "path", at: 2.25)?.path)
        #expect(zip(quarter.elements, twelve.elements).allSatisfy { Self.near($0, $1) } && quarter.elements.count == twelve.elements.count)
        var arc = Path()
        arc.addArc(center: .zero, radius: 4, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(try Self.value(doc, "path", at: 2.8) == .path(arc))
        // The model path outside the animations.
        #expect(try Self.value(doc, "path", at: 1.5) == .path(try Path(svgData: "M 0 0 L 1 1")))
    }

    static func near(_ a: PathElement, _ b: PathElement) -> Bool {
        func pts(_ e: PathElement) -> [Point] {
            switch e {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let p, let c): [p, c]
            case .cubicCurve(let p, let c1, let c2): [p, c1, c2]
            case .closeSubpath: []
            }
        }
        let p = pts(a), q = pts(b)
        return p.count == q.count && zip(p, q).allSatisfy { abs($0.x - $1.x) < 1e-12 && abs($0.y - $1.y) < 1e-12 }
    }

    @Test func cumulativeAndAdditiveFromAScene() throws {
        let doc = try Self.shape(#"""
            {"keyPath": "transform.rotation.z", "fromValue": 0, "toValue": "360deg", "duration": 1, "repeatCount": 3, "cumulative": true, "fillMode": "forwards"},
            {"keyPath": "position.x", "fromValue": 0, "toValue": 10, "duration": 1, "repeatCount": 3, "cumulative": true, "additive": true},
            {"keyPath": "transform.scale", "fromValue": 1, "toValue": 3, "duration": 1},
            {"keyPath": "transform.translation.x", "byValue": 8, "duration": 1},
            {"keyPath": "transform.translation.y", "fromValue": 2, "toValue": -2, "duration": 1},
            {"keyPath": "lineDashPhase", "fromValue": 0, "toValue": 10, "duration": 1}
            """#)
        let turn = 2 * Double.pi
        for (t, angle) in [(1.25, turn * 1.25), (2.999999, turn * 2.999999), (3.5, 3 * turn)] {
            #expect(abs((try Self.value(doc, "transform.rotation.z", at: t)?.number ?? 0) - angle) < 1e-9, "t \(t)")
        }
        // The model x is 20 (the frame's centre): plus one whole step and half of the second.
        #expect(abs((try Self.value(doc, "position", at: 1.5)?.point?.x ?? 0) - 35) < 1e-12)
        let layer = try #require(try Scene(root: doc.root).presentedLayers(at: 0.25).first { $0.name == "s" })
        #expect(layer.values.number("transform.scale.y") == 1.5 && layer.values.number("transform.translation.x") == 2)
        #expect(layer.values.number("transform.translation.y") == 1 && layer.values.number("lineDashPhase") == 2.5)
        // The box's centre (20, 20) goes to its position (20 + 2.5 from position.x) plus the translation.
        let centre = layer.transform.apply(Point(x: 20, y: 20))
        #expect(abs(centre.x - (22.5 + 2)) < 1e-9 && abs(centre.y - (20 + 1)) < 1e-9)
        // A corner: scaled by 1.5 and turned a quarter turn (0.25 s of a 1 s turn) about the centre.
        let corner = layer.transform.apply(Point(x: 40, y: 20))
        #expect(abs(corner.x - 24.5) < 1e-9 && abs(corner.y - (21 + 30)) < 1e-9)
    }

    @Test func aPathChangeAnimatesImplicitly() throws {
        let doc = try Self.decode(#"""
            {"spinnergen": 1, "root": {"bounds": [0, 0, 40, 40], "sublayers": [{"type": "shape", "name": "s", "frame": [0, 0, 40, 40],
              "path": "M 0 0 L 10 0 L 10 10 Z",
              "changes": [{"time": 1, "keyPath": "path", "value": "M 0 0 L 30 0 L 30 20 Z", "implicit": true}]}]}}
            """#)
        // 0.125 s into the 0.25 s implicit animation: the default curve's value at a half, per coordinate.
        let f = TimingFunction.default.value(at: 0.5)
        let got = try #require(try Self.value(doc, "path", at: 1.125)?.path)
        let want: [Point] = [Point(x: 0, y: 0), Point(x: 10 + 20 * f, y: 0), Point(x: 10 + 20 * f, y: 10 + 10 * f)]
        var points: [Point] = []
        for e in got.elements { if case .move(let p) = e { points.append(p) } else if case .line(let p) = e { points.append(p) } }
        #expect(points.count == 3 && zip(points, want).allSatisfy { abs($0.x - $1.x) < 1e-12 && abs($0.y - $1.y) < 1e-12 })
        #expect(try Self.value(doc, "path", at: 0.5) == .path(try Path(svgData: "M 0 0 L 10 0 L 10 10 Z")))
        #expect(try Self.value(doc, "path", at: 2) == .path(try Path(svgData: "M 0 0 L 30 0 L 30 20 Z")))
    }

    @Test func exportWritesSpringsAndPathAnimations() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        let shape = ShapeLayer()
        shape.name = "s"
        shape.frame = root.bounds
        shape.path = try Path(svgData: "M 4 4 L 36 4 L 36 36 Z")
        var spring = SpringAnimation(keyPath: "transform.scale")
        spring.fromValue = .number(0.2)
        spring.toValue = .number(1)
        spring.mass = 0.7; spring.stiffness = 220; spring.damping = 6.5; spring.initialVelocity = -1.25
        var creep = SpringAnimation(keyPath: "opacity")
        creep.toValue = .number(0.5)
        creep.damping = 80
        creep.allowsOverdamping = true
        shape.add(creep, forKey: "creep")
        spring.isCumulative = true
        spring.repeatCount = .infinity
        spring.timingFunction = .easeOut
        shape.add(spring, forKey: "spring")
        var morph = BasicAnimation(keyPath: "path")
        morph.duration = 0.8
        morph.autoreverses = true
        morph.repeatCount = .infinity
        morph.toValue = .path(try Path(svgData: "M 0 0 L 40 0.1 L 20.333 39 Z"))
        shape.add(morph, forKey: "morph")
        var steps = KeyframeAnimation(keyPath: "path")
        steps.values = [.path(shape.path!), .path(try Path(svgData: "M 1 1 Q 5 5 9 1"))]
        steps.beginTime = 3
        shape.add(steps, forKey: "steps")
        root.addSublayer(shape)

        let data = try SceneExport.encode(root: root, name: nil, loop: nil, background: nil) { _, name in name }
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""type": "spring""#) && text.contains(#""mass": 0.7"#) && text.contains(#""initialVelocity": -1.25"#))
        #expect(text.contains(#""toValue": "M 0 0 L 40 0.1 L 20.333 39 Z""#))
        let again = try SceneDocument.decode(data, file: "again.json")
        let copy = try #require(again.root.sublayers[0].animations.first { $0.key == "spring" }?.animation as? SpringAnimation)
        #expect(copy == spring)
        #expect(again.root.sublayers[0].animations.first { $0.key == "creep" }?.animation as? SpringAnimation == creep)
        let a = try Scene(root: root), b = try Scene(root: again.root)
        for t in [0, 0.1, 0.37, 0.8, 1.3, 2.2, 3.05, 3.2, 5] {
            #expect(a.presentedLayers(at: t) == b.presentedLayers(at: t), "t \(t)")
            #expect(a.presentation(at: t) == b.presentation(at: t), "t \(t)")
        }
    }
}
