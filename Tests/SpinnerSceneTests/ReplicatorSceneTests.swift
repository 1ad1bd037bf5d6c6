import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
import SpinnerGolden
import SpinnerScene

/// `"type": "replicator"` in scene files: every field decodes, exports and decodes back to the
/// same frames, and the replicator-dots example draws its dots where the rotation puts them.
@Suite struct ReplicatorSceneTests {
    static let dotsTimes = [0.1, 0.35, 0.6, 0.85]

    static func decode(_ json: String) throws -> SceneDocument {
        try SceneDocument.decode(Data(json.utf8), file: "t.json")
    }

    static let everyField = """
        {"spinnergen": 1, "root": {"bounds": [0, 0, 40, 40], "sublayers": [
          {"type": "replicator", "name": "rep", "frame": [0, 0, 40, 40], "instanceCount": 6,
           "instanceTransform": {"rotation": "60deg", "translation": [1, 0]}, "instanceDelay": 0.1,
           "instanceColor": "#FF8040C0", "instanceRedOffset": -0.1, "instanceGreenOffset": 0.05,
           "instanceBlueOffset": 0.2, "instanceAlphaOffset": -0.125, "preservesDepth": true,
           "animations": [
             {"keyPath": "instanceDelay", "fromValue": 0, "toValue": 0.2, "duration": 1, "fillMode": "both"},
             {"keyPath": "instanceColor", "fromValue": "white", "toValue": "#808080", "duration": 2, "repeatCount": "infinity"},
             {"keyPath": "instanceAlphaOffset", "toValue": -0.2, "duration": 1}
           ],
           "sublayers": [
             {"type": "shape", "name": "bar", "frame": [18, 2, 4, 10], "path": {"rect": [0, 0, 4, 10]}, "fillColor": "#2040FF",
              "animations": [{"keyPath": "opacity", "fromValue": 1, "toValue": 0.2, "duration": 0.6, "repeatCount": "infinity"}]}
           ]}
        ]}}
        """

    /// A 12-spoke indicator from a replicator draws the pixels of the same indicator built by
    /// hand from 12 layers, each turned k·30° about the centre and faded to 1 − k/12, at moments
    /// across a turn (within one level: the two compose the same rotations in another order).
    @Test func replicatedSpokesAreTheHandLaidOnes() throws {
        let side = 96.0, centre = Point(x: 48, y: 48)
        let spokeFrame = Rect(x: 44, y: 8, width: 8, height: 25)
        func spokeShape(_ alpha: Double) -> ShapeLayer {
            let spoke = ShapeLayer()
            spoke.bounds = Rect(x: 0, y: 0, width: spokeFrame.width, height: spokeFrame.height)
            var path = Path()
            path.addRoundedRect(spoke.bounds, cornerRadius: 4, style: .circular)
            spoke.path = path
            spoke.fillColor = Color(red: 0.2, green: 0.4, blue: 0.8, alpha: alpha)
            return spoke
        }
        func turning(_ layer: Layer) {
            var turn = BasicAnimation(keyPath: .transformRotationZ)
            turn.fromValue = .number(0)
            turn.toValue = .number(2 * .pi)
            turn.duration = 1.2
            turn.repeatCount = .infinity
            layer.add(turn, forKey: "turn")
        }
        func root() -> Layer {
            let r = Layer()
            r.bounds = Rect(x: 0, y: 0, width: side, height: side)
            return r
        }
        let replicated = root()
        let replicator = ReplicatorLayer()
        replicator.frame = replicated.bounds
        replicator.instanceCount = 12
        replicator.instanceTransform = AffineTransform(rotationAngle: .pi / 6)
        replicator.instanceAlphaOffset = -1.0 / 12
        let spoke = spokeShape(1)
        spoke.frame = spokeFrame
        replicator.addSublayer(spoke)
        turning(replicator)
        replicated.addSublayer(replicator)

        let hand = root()
        let container = Layer()
        container.frame = hand.bounds
        for k in 0..<12 {
            let s = spokeShape(1 - Double(k) / 12)
            s.anchorPoint = Point(x: (centre.x - spokeFrame.minX) / spokeFrame.width, y: (centre.y - spokeFrame.minY) / spokeFrame.height)
            s.position = centre
            s.transform = Transform3D(AffineTransform(rotationAngle: Double(k) * .pi / 6))
            container.addSublayer(s)
        }
        turning(container)
        hand.addSublayer(container)

        let rasterizer = Rasterizer()
        let a = try Scene(root: replicated, background: .white), b = try Scene(root: hand, background: .white)
        for t in [0, 0.13, 0.5, 0.77, 1.1] {
            let x = rasterizer.render(a.presentation(at: t)), y = rasterizer.render(b.presentation(at: t))
            let worst = zip(x.pixels, y.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(x.pixels.count == y.pixels.count && worst <= 1, "t = \(t): worst channel difference \(worst)")
            // Not a blank frame: the opaque spoke's red is 0.2 · 255 over white.
            #expect(stride(from: 0, to: x.pixels.count, by: 4).contains { x.pixels[$0] < 60 }, "t = \(t)")
        }
    }

    @Test func everyFieldDecodes() throws {
        let doc = try Self.decode(Self.everyField)
        let r = try #require(doc.root.sublayers.first as? ReplicatorLayer)
        #expect(r.instanceCount == 6 && r.instanceDelay == 0.1 && r.preservesDepth)
        #expect(r.instanceColor == Color(r8: 0xFF, g8: 0x80, b8: 0x40, a8: 0xC0))
        #expect(r.instanceRedOffset == -0.1 && r.instanceGreenOffset == 0.05 && r.instanceBlueOffset == 0.2 && r.instanceAlphaOffset == -0.125)
        // Rotation, then translation.
        let t = r.instanceTransform, angle = Double.pi / 3
        for (a, b) in [(t.a, cos(angle)), (t.b, sin(angle)), (t.c, -sin(angle)), (t.d, cos(angle)), (t.tx, 1), (t.ty, 0)] {
            #expect(abs(a - b) < 1e-12)
        }
        #expect(r.animations.count == 3 && r.sublayers.count == 1)
        let plain = try #require(try Self.decode(#"{"spinnergen": 1, "root": {"bounds": [0, 0, 4, 4], "type": "replicator", "instanceColor": null}}"#)
            .root as? ReplicatorLayer)
        #expect(plain.instanceColor == .white && plain.instanceCount == 1 && plain.instanceTransform == .identity)
        // 6 copies of the bar in `presentedLayers`, named by copy.
        let names = try Scene(root: doc.root).presentedLayers(at: 0.3).map(\.name)
        #expect(names == ["Layer", "rep"] + (0..<6).map { "bar[\($0)]" })
    }

    /// decode(export(tree)) renders the tree's frames: the same display lists.
    @Test func exportRoundTrips() throws {
        let doc = try Self.decode(Self.everyField)
        let exported = try SceneExport.encode(root: doc.root, name: nil, loop: nil, background: nil) { _, name in name }
        let again = try SceneDocument.decode(exported, file: "again.json")
        let r = try #require(again.root.sublayers.first as? ReplicatorLayer)
        let o = try #require(doc.root.sublayers.first as? ReplicatorLayer)
        #expect(r.instanceCount == o.instanceCount && r.instanceTransform == o.instanceTransform && r.instanceDelay == o.instanceDelay)
        #expect(r.instanceColor == o.instanceColor && r.instanceAlphaOffset == o.instanceAlphaOffset && r.preservesDepth)
        let a = try Scene(root: doc.root), b = try Scene(root: again.root)
        for t in [0.0, 0.25, 0.7, 1.4, 3.05] {
            #expect(a.presentation(at: t) == b.presentation(at: t), "t = \(t)")
        }
        // A subclass has no scene type: refused, naming the layer.
        final class Custom: ReplicatorLayer {}
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 4, height: 4)
        root.addSublayer(Custom())
        #expect(throws: SceneExport.Failure.self) {
            try SceneExport.encode(root: root, name: nil, loop: nil, background: nil) { _, name in name }
        }
    }

    /// The example: 8 dots 45° apart on a circle of radius 17 pt about (24, 24), copy k
    /// lagging k/8 s; each shrinks from 1 to 0.4 and fades from 1 to 0.2 over its second.
    @Test func replicatorDotsPlaysAsWritten() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Scenes/replicator-dots.json")
        let doc = try SceneDocument.load(contentsOf: url.path)
        #expect(doc.loop == 1)
        let scene = try Scene(root: doc.root, scale: 2)
        #expect(scene.pixelWidth == 96 && scene.pixelHeight == 96)
        let rasterizer = Rasterizer()
        for t in Self.dotsTimes {
            let layers = scene.presentedLayers(at: t)
            let image = rasterizer.render(scene.presentation(at: t))
            for k in 0..<8 {
                let local = t - Double(k) / 8
                let phase = local - local.rounded(.down)
                let angle = Double(k) * Double.pi / 4
                let centre = Point(x: 2 * (24 + 17 * sin(angle)), y: 2 * (24 - 17 * cos(angle)))
                let dot = try #require(layers.first { $0.name == "dot[\(k)]" })
                #expect(abs((dot.values["opacity"]?.number ?? -1) - (1 - 0.8 * phase)) < 1e-9, "k = \(k), t = \(t)")
                let placed = dot.transform.apply(Point(x: 4, y: 4))
                #expect(abs(placed.x - centre.x) < 1e-9 && abs(placed.y - centre.y) < 1e-9)
                // Radius 8 · scale px: the pixel holding the centre is inside, its alpha the
                // opacity's; a pixel 1.5 px beyond the edge along the radius is empty.
                let radius = 8 * (1 - 0.6 * phase)
                let inside = image[Int(centre.x.rounded(.down)), Int(centre.y.rounded(.down))]
                #expect(abs(Double(inside.a) - 255 * (1 - 0.8 * phase)) <= 1, "k = \(k), t = \(t): \(inside.a)")
                let out = Point(x: centre.x + (radius + 1.5) * sin(angle), y: centre.y - (radius + 1.5) * cos(angle))
                #expect(image[Int(out.x.rounded(.down)), Int(out.y.rounded(.down))].a == 0)
            }
            #expect(image[48, 48].a == 0)
            // The loop is seamless: a second later every dot is where and as it was.
            let later = scene.presentedLayers(at: t + 1)
            for (a, b) in zip(layers, later) {
                #expect(a.name == b.name && abs((a.values["opacity"]?.number ?? 0) - (b.values["opacity"]?.number ?? 1)) < 1e-9)
            }
        }
        let report = try GoldenFrames.check(scene, at: Self.dotsTimes, named: "replicator-dots")
        #expect(report.passed, "\(report)")
    }
}
