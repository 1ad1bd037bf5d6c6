import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
import SpinnerGolden
import SpinnerScene

/// Scene files decode to the layer tree Core Animation code would build (issue 10).
@Suite struct SceneDecodingTests {
    static func decode(_ json: String, parameters: [String: String] = [:]) throws -> SceneDocument {
        try SceneDocument.decode(Data(json.utf8), file: "t.json", parameters: parameters)
    }

    static func scene(root: String, extra: String = "") -> String {
        #"{"spinnergen": 1\#(extra), "root": \#(root)}"#
    }

    @Test func valuesInEveryForm() throws {
        let doc = try Self.decode(Self.scene(root: """
            {"bounds": [0, 0, 50, 40], "backgroundColor": "#F00", "borderColor": "rebeccapurple",
             "transform": {"rotation": "90deg", "scale": [2, 3], "translation": [5, 6]},
             "sublayers": [
               {"type": "shape", "frame": [10, 10, 20, 20], "fillColor": null, "strokeColor": "#00FF0080",
                "lineWidth": 3, "lineCap": "round", "path": {"arc": {"center": [10, 10], "radius": 8, "startAngle": "0.25turn", "endAngle": 6.283185307179586}}},
               {"type": "gradient", "bounds": [0, 0, 10, 10], "colors": ["red", "blue"], "locations": [0, 1], "gradientType": "conic"}
             ]}
            """, extra: #", "loop": 1.5, "background": "white", "name": "x""#))
        #expect(doc.loop == 1.5 && doc.name == "x" && doc.background == .white)
        let root = doc.root
        #expect(root.bounds == Rect(x: 0, y: 0, width: 50, height: 40))
        #expect(root.backgroundColor?.rgba8.r == 255 && root.backgroundColor?.rgba8.g == 0)
        #expect(root.borderColor?.rgba8.r == 0x66 && root.borderColor?.rgba8.g == 0x33 && root.borderColor?.rgba8.b == 0x99)
        // Scale, then rotation, then translation.
        let t = root.transform.affine
        let expected = AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(rotationAngle: .pi / 2))
            .concatenating(AffineTransform(translationX: 5, y: 6))
        for (a, b) in [(t.a, expected.a), (t.b, expected.b), (t.c, expected.c), (t.d, expected.d), (t.tx, expected.tx), (t.ty, expected.ty)] {
            #expect(abs(a - b) < 1e-12)
        }
        let shape = try #require(root.sublayers[0] as? ShapeLayer)
        #expect(shape.bounds.size == Size(width: 20, height: 20) && shape.position == Point(x: 20, y: 20))
        #expect(shape.fillColor == nil && shape.strokeColor?.rgba8.a == 0x80 && shape.lineWidth == 3 && shape.lineCap == .round)
        var reference = Path()
        reference.addArc(center: Point(x: 10, y: 10), radius: 8, startAngle: .pi / 2, endAngle: 2 * .pi, clockwise: true)
        #expect(shape.path == reference)
        let gradient = try #require(root.sublayers[1] as? GradientLayer)
        #expect(gradient.colors.count == 2 && gradient.type == .conic && gradient.locations == [0, 1])
    }

    @Test func svgPathDataIsTheSameAsTheParser() throws {
        let doc = try Self.decode(Self.scene(root: #"{"bounds": [0, 0, 50, 50], "sublayers": [{"type": "shape", "path": "M 25 0 A 25 25 0 1 1 25 50 A 25 25 0 1 1 25 0 Z"}]}"#))
        let shape = try #require(doc.root.sublayers[0] as? ShapeLayer)
        #expect(shape.path == (try Path(svgData: "M 25 0 A 25 25 0 1 1 25 50 A 25 25 0 1 1 25 0 Z")))
        #expect(shape.path?.elements.count ?? 0 > 2)
    }

    @Test func animationsTimingAndParameters() throws {
        let doc = try Self.decode(Self.scene(root: """
            {"bounds": [0, 0, 10, 10], "sublayers": [{"type": "shape", "bounds": [0, 0, 10, 10], "fillColor": "$c",
              "animations": [
                {"key": "spin", "keyPath": "transform.rotation.z", "fromValue": 0, "toValue": "360deg", "duration": "$d",
                 "repeatCount": "infinity", "timingFunction": [0.4, 0, 0.2, 1], "fillMode": "both", "beginTime": 0.5},
                {"type": "keyframe", "keyPath": "strokeEnd", "values": [0, 1, 0], "keyTimes": [0, 0.25, 1],
                 "timingFunctions": ["easeIn", "linear"], "calculationMode": "discrete"},
                {"type": "group", "duration": 2, "animations": [{"keyPath": "opacity", "toValue": 0.5}]}
              ]}]}
            """, extra: ##", "parameters": {"c": "#000000", "d": 2}"##), parameters: ["c": "#FF0000"])
        let layer = doc.root.sublayers[0]
        #expect((layer as? ShapeLayer)?.fillColor?.rgba8.r == 255)
        #expect(layer.animations.map(\.key) == ["spin", "animation.1", "animation.2"])
        let spin = try #require(layer.animations[0].animation as? BasicAnimation)
        #expect(spin.toValue == .number(2 * .pi) && spin.timing.duration == 2 && spin.timing.repeatCount == .infinity)
        #expect(spin.timing.fillMode == .both && spin.timing.beginTime == 0.5)
        #expect(spin.timingFunction == TimingFunction(controlPoints: 0.4, 0, 0.2, 1))
        let keyframes = try #require(layer.animations[1].animation as? KeyframeAnimation)
        #expect(keyframes.values == [.number(0), .number(1), .number(0)] && keyframes.keyTimes == [0, 0.25, 1])
        #expect(keyframes.calculationMode == .discrete && keyframes.timingFunctions == [.easeIn, .linear])
        let group = try #require(layer.animations[2].animation as? AnimationGroup)
        #expect(group.timing.duration == 2 && group.animations.count == 1)
    }

    @Test func changesWithAndWithoutImplicitAnimations() throws {
        let doc = try Self.decode(Self.scene(root: """
            {"bounds": [0, 0, 10, 10], "sublayers": [{"type": "shape", "name": "bar", "bounds": [0, 0, 10, 10], "strokeEnd": 0,
              "changes": [{"time": 0.5, "keyPath": "strokeEnd", "value": 0.4, "implicit": true},
                          {"time": 1, "keyPath": "hidden", "value": true}]}]}
            """))
        let scene = try Scene(root: doc.root)
        func strokeEnd(_ t: Double) -> Double? { scene.presentedLayers(at: t).first { $0.name == "bar" }?.values.values["strokeEnd"]?.number }
        #expect(strokeEnd(0.4) == 0)
        // 0.125 s into the 0.25 s implicit animation with the default curve.
        let expected = 0.4 * TimingFunction.default.value(at: 0.5)
        #expect(abs((strokeEnd(0.625) ?? -1) - expected) < 1e-9)
        #expect(abs((strokeEnd(0.9) ?? -1) - 0.4) < 1e-12)
        #expect(strokeEnd(1.1) == nil, "hidden from 1 s")
    }

    /// The moments of three-dots.json pinned as goldens (`GoldenOrphanTests` declares their names).
    static let threeDotsTimes = [0, 0.3, 0.6, 0.9]

    /// Opacity keyframes 0.3 → 1 → 0.3 over 1.2 s, linear, at a dot's local time.
    static func threeDotsOpacity(_ local: Double) -> Double {
        let f = (local.truncatingRemainder(dividingBy: 1.2) + 1.2).truncatingRemainder(dividingBy: 1.2) / 1.2
        return f < 0.5 ? 0.3 + 0.7 * f / 0.5 : 1 - 0.7 * (f - 0.5) / 0.5
    }

    /// The three-dot loader of docs/scene-files.md (Examples/Scenes/three-dots.json), as a user
    /// writes it: frames pinned as goldens, and the staggered scale and opacity checked against
    /// the keyframes' arithmetic.
    @Test func threeDotsPlaysAsWritten() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Scenes/three-dots.json")
        let doc = try SceneDocument.load(contentsOf: url.path)
        #expect(doc.loop == 1.2)
        let scene = try Scene(root: doc.root, scale: 2)
        #expect(scene.pixelWidth == 120 && scene.pixelHeight == 40)
        func opacity(_ name: String, _ t: Double) -> Double { scene.presentedLayers(at: t).first { $0.name == name }?.values.values["opacity"]?.number ?? -1 }
        // dot2 and dot3 lag 0.4 s and 0.8 s.
        let reference = Self.threeDotsOpacity
        for t in stride(from: 0.0, to: 1.2, by: 0.1) {
            #expect(abs(opacity("dot1", t) - reference(t)) < 1e-9)
            #expect(abs(opacity("dot2", t) - reference(t - 0.4)) < 1e-9)
            #expect(abs(opacity("dot3", t) - reference(t - 0.8)) < 1e-9)
        }
        let report = try GoldenFrames.check(scene, at: Self.threeDotsTimes, named: "three-dots")
        #expect(report.passed, "\(report)")
    }

    /// The scene shown in docs/scene-files.md ("A scene is a JSON object") decodes and plays as
    /// the dot it is: three-dots.json's opacity keyframes, begun 0.4 s early.
    @Test func theDocumentedSceneDecodesAndPlays() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/scene-files.md"), encoding: .utf8)
        let after = try #require(page.range(of: "A scene is a JSON object:\n\n```json\n"), "docs/scene-files.md no longer shows a scene")
        let end = try #require(page.range(of: "\n```", range: after.upperBound..<page.endIndex))
        let doc = try SceneDocument.decode(Data(page[after.upperBound..<end.lowerBound].utf8), file: "scene-files.md")
        #expect(doc.loop == 1.2)
        let scene = try Scene(root: doc.root, scale: 2)
        #expect(scene.pixelWidth == 120 && scene.pixelHeight == 40)
        for t in stride(from: 0.0, to: 2.4, by: 0.15) {
            let dot = scene.presentedLayers(at: t).first { $0.depth == 1 }
            #expect(abs((dot?.values.values["opacity"]?.number ?? -1) - Self.threeDotsOpacity(t + 0.4)) < 1e-9, "t = \(t)")
        }
    }

    /// `lineDashPattern` and `lineDashPhase` decode, export and draw: painted where the
    /// pattern paints, empty in its gaps, at 2 pixels per point.
    @Test func dashedStrokesDrawTheirPattern() throws {
        let doc = try Self.decode(Self.scene(root: """
            {"bounds": [0, 0, 40, 4], "sublayers": [{"type": "shape", "frame": [0, 0, 40, 4], "fillColor": null,
              "strokeColor": "#000", "lineWidth": 2, "path": "M 0 2 L 40 2", "lineDashPattern": [6, 4], "lineDashPhase": 2}]}
            """))
        let shape = try #require(doc.root.sublayers[0] as? ShapeLayer)
        #expect(shape.lineDashPattern == [6, 4] && shape.lineDashPhase == 2)
        let image = Rasterizer().render(try Scene(root: doc.root, scale: 2).presentation(at: 0))
        // Phase 2 skips into the first dash: painted 0..4, gap 4..8, painted 8..14, gap 14..18 (points).
        let y = 4
        for (x, painted) in [(1.0, true), (3.5, true), (6.0, false), (10.0, true), (13.5, true), (16.0, false), (20.0, true)] {
            let alpha = image[Int(x * 2), y].a
            #expect(painted ? alpha == 255 : alpha == 0, "x = \(x) pt: alpha \(alpha)")
        }
        let exported = try SceneExport.encode(root: doc.root, name: nil, loop: nil, background: nil) { _, name in name }
        let again = try SceneDocument.decode(exported, file: "again.json")
        let copy = try #require(again.root.sublayers[0] as? ShapeLayer)
        #expect(copy.lineDashPattern == [6, 4] && copy.lineDashPhase == 2)
    }
}
