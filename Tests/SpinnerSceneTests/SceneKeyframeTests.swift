import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
import SpinnerGolden
import SpinnerScene

/// Keyframe fields in scene files (issue 12, items 3, 4 and 6): each decodes to the
/// CAKeyframeAnimation property, `scene` export writes it back, and the orbit example moves its
/// comet along the circle, turned to its direction of travel.
@Suite struct SceneKeyframeTests {
    static func decode(_ json: String) throws -> SceneDocument {
        try SceneDocument.decode(Data(json.utf8), file: "t.json")
    }

    static func layer(animations: String) -> String {
        #"{"spinnergen": 1, "root": {"bounds": [0, 0, 40, 40], "sublayers": [{"type": "shape", "name": "s", "bounds": [0, 0, 4, 4], "animations": [\#(animations)]}]}}"#
    }

    static func keyframes(_ doc: SceneDocument) throws -> [KeyframeAnimation] {
        try doc.root.sublayers[0].animations.map { try #require($0.animation as? KeyframeAnimation) }
    }

    @Test func everyKeyframeFieldDecodes() throws {
        let doc = try Self.decode(Self.layer(animations: """
            {"type": "keyframe", "keyPath": "position", "path": {"arc": {"center": [20, 20], "radius": 10, "startAngle": 0, "endAngle": "360deg"}},
             "calculationMode": "cubicPaced", "rotationMode": "autoReverse", "cumulative": true, "duration": 2},
            {"type": "keyframe", "keyPath": "anchorPoint", "path": "M 0 0 L 1 0 L 1 1", "keyTimes": [0, 0.3, 1],
             "timingFunctions": ["easeIn", "linear"], "calculationMode": "linear", "rotationMode": "auto"},
            {"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0.5], "calculationMode": "cubic",
             "tensionValues": [0.5], "continuityValues": [0, -1, 0], "biasValues": [0, 0.25]},
            {"type": "keyframe", "keyPath": "lineWidth", "values": [1, 3], "calculationMode": "paced"}
            """))
        let k = try Self.keyframes(doc)
        var circle = Path()
        circle.addArc(center: Point(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(k[0].path == circle && k[0].values.isEmpty && k[0].calculationMode == .cubicPaced)
        #expect(k[0].rotationMode == .autoReverse && k[0].isCumulative && k[0].keyPaths == ["position", "transform.rotation.z"])
        #expect(k[1].path == (try Path(svgData: "M 0 0 L 1 0 L 1 1")) && k[1].keyTimes == [0, 0.3, 1] && k[1].rotationMode == .auto)
        #expect(k[1].timingFunctions == [.easeIn, .linear] && !k[1].isCumulative)
        #expect(k[2].calculationMode == .cubic && k[2].tensionValues == [0.5] && k[2].continuityValues == [0, -1, 0] && k[2].biasValues == [0, 0.25])
        #expect(k[3].calculationMode == .paced && k[3].path == nil && k[3].rotationMode == nil)
    }

    /// decode(export(tree)) holds the same animations and draws the same pixels.
    @Test func exportWritesKeyframeFieldsBack() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        let comet = ShapeLayer()
        comet.name = "comet"
        comet.bounds = Rect(x: 0, y: 0, width: 6, height: 4)
        comet.path = try Path(svgData: "M 0 0 L 6 2 L 0 4 Z")
        root.addSublayer(comet)
        var orbit = KeyframeAnimation(keyPath: "position")
        var circle = Path()
        circle.addEllipse(in: Rect(x: 8, y: 8, width: 24, height: 20))
        orbit.path = circle
        orbit.values = [.point(.zero)]  // ignored beside a path, and not written
        orbit.calculationMode = .cubicPaced
        orbit.rotationMode = .auto
        orbit.isCumulative = true
        orbit.duration = 1.5
        orbit.repeatCount = .infinity
        comet.add(orbit, forKey: "orbit")
        var fade = KeyframeAnimation(keyPath: "opacity")
        fade.values = [.number(1), .number(0.2), .number(0.7), .number(1)]
        fade.keyTimes = [0, 0.2, 0.9, 1]
        fade.calculationMode = .cubic
        fade.tensionValues = [0, 0.3]
        fade.continuityValues = [0.1]
        fade.biasValues = [0, 0, -0.2]
        fade.duration = 1.5
        fade.repeatCount = .infinity
        comet.add(fade, forKey: "fade")

        let data = try SceneExport.encode(root: root, name: "orbit", loop: 1.5, background: nil) { _, name in name }
        let doc = try SceneDocument.decode(data, file: "again.json")
        let copy = doc.root.sublayers[0]
        let again = try #require(copy.animations.map(\.animation) as? [KeyframeAnimation])
        var expectedOrbit = orbit
        expectedOrbit.values = []
        #expect(again == [expectedOrbit, fade])
        let rasterizer = Rasterizer()
        let a = try Scene(root: root, scale: 2), b = try Scene(root: doc.root, scale: 2)
        for t in [0, 0.3, 0.77, 1.6] {
            #expect(rasterizer.render(a.presentation(at: t)) == rasterizer.render(b.presentation(at: t)), "t = \(t)")
        }
    }

    /// Discrete key times may end the last value at 1 (one more than the values, as the
    /// CAKeyframeAnimation documentation asks); key times a mode ignores or cannot use are
    /// not exported, so what `SceneExport` writes always reads back.
    @Test func keyTimesAsCoreAnimationUsesThem() throws {
        let doc = try Self.decode(Self.layer(animations: """
            {"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "calculationMode": "discrete", "keyTimes": [0, 0.25, 1], "duration": 1},
            {"type": "keyframe", "keyPath": "lineWidth", "values": [4], "keyTimes": [0]}
            """))
        let k = try Self.keyframes(doc)
        #expect(k[0].keyTimes == [0, 0.25, 1] && k[0].keyTimesInEffect == [0, 0.25, 1])
        #expect(k[0].value(atFraction: 0.2) == .number(0) && k[0].value(atFraction: 0.25) == .number(1))
        #expect(k[1].keyTimesInEffect == nil)

        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        var paced = KeyframeAnimation(keyPath: "opacity")
        paced.values = [.number(0), .number(1), .number(0.5)]
        paced.calculationMode = .paced
        paced.keyTimes = [0, 0.9, 1]
        paced.timingFunctions = [.easeIn, .easeOut]
        var uneven = KeyframeAnimation(keyPath: "cornerRadius")
        uneven.values = [.number(0), .number(5)]
        uneven.keyTimes = [0.5, 1]  // not from 0: CA spaces the values evenly instead
        root.add(paced, forKey: "p")
        root.add(uneven, forKey: "u")
        let data = try SceneExport.encode(root: root, name: "k", loop: 1, background: nil) { _, name in name }
        let again = try #require(try SceneDocument.decode(data, file: "k.json").root.animations.map(\.animation) as? [KeyframeAnimation])
        #expect(again.map(\.keyTimes) == [nil, nil] && again[0].timingFunctions == nil)
        for f in [0.1, 0.4, 0.8] {
            #expect(again[0].value(atFraction: f) == paced.value(atFraction: f))
            #expect(again[1].value(atFraction: f) == uneven.value(atFraction: f))
        }
    }

    // MARK: - The orbit example

    /// The moments of orbit.json pinned as goldens: eighths of the 2 s loop, where the quarter-arc
    /// Béziers of the circle meet it exactly (so the ideal point is the closed form).
    static let orbitTimes = [0, 0.25, 1, 1.75]

    @Test func orbitMovesTheCometAlongTheCircle() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Scenes/orbit.json")
        let doc = try SceneDocument.load(contentsOf: url.path)
        #expect(doc.loop == 2)
        let scale = 2.0
        let scene = try Scene(root: doc.root, scale: scale)
        #expect(scene.pixelWidth == 128 && scene.pixelHeight == 128)
        let rasterizer = Rasterizer()
        for t in Self.orbitTimes {
            // Clockwise from 12 o'clock at constant speed, once every 2 s.
            let angle = -Double.pi / 2 + Double.pi * t
            let ideal = Point(x: 32 + 22 * cos(angle), y: 32 + 22 * sin(angle))
            let heading = Point(x: -sin(angle), y: cos(angle))
            let comet = try #require(scene.presentedLayers(at: t).first { $0.name == "comet" })
            // The head's centre (11, 5) in the comet's bounds is its anchor point.
            let head = comet.transform.apply(Point(x: 11, y: 5))
            #expect(head.distance(to: Point(x: ideal.x * scale, y: ideal.y * scale)) < 1e-9, "t = \(t): \(head)")
            let axis = comet.transform.applyToVector(Point(x: 1, y: 0))
            #expect(abs(axis.x / scale - heading.x) < 1e-9 && abs(axis.y / scale - heading.y) < 1e-9, "t = \(t): \(axis)")

            let image = rasterizer.render(scene.presentation(at: t))
            func pixel(_ p: Point) -> PremultipliedRGBA8 { image[Int((p.x * scale).rounded(.down)), Int((p.y * scale).rounded(.down))] }
            // The head's centre is solid comet colour, and so is the tail 7 pt behind it (2 pt
            // from its edges there): only a comet turned to its heading has its tail there.
            for p in [ideal, ideal - 7 * heading] {
                let c = pixel(p)
                #expect(c.r == 0xFF && c.g == 0x6D && c.b == 0 && c.a == 255, "t = \(t) at \(p): \(c)")
            }
            // Ahead of the head's round front and 7 pt outside the track: nothing.
            let outward = Point(x: cos(angle), y: sin(angle))
            #expect(pixel(ideal + 7 * outward).a == 0, "t = \(t)")
            #expect(pixel(ideal + 7 * heading + 3 * outward).a == 0, "t = \(t)")
        }
        let report = try GoldenFrames.check(scene, at: Self.orbitTimes, named: "orbit")
        #expect(report.passed, "\(report)")
    }
}
