import Testing
import SpinnerCore
@testable import SpinnerAnimation

@Suite struct LayerFeatureTests {
    static func root() -> Layer {
        let r = Layer()
        r.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        r.position = Point(x: 50, y: 50)
        return r
    }

    /// A layer added inside its own subtree would make a tree that contains itself, which
    /// snapshotting would follow forever: `addSublayer` stops the program instead, at the call.
    @Test func addingAnAncestorAsASublayerStops() async {
        let outer = Layer(), inner = Layer()
        outer.addSublayer(inner)
        inner.addSublayer(Layer())  // an unrelated layer is fine
        #expect(inner.sublayers.count == 1)
        await #expect(processExitsWith: .failure) {
            let outer = Layer(), inner = Layer()
            outer.addSublayer(inner)
            inner.addSublayer(outer)
        }
        await #expect(processExitsWith: .failure) {
            let layer = Layer()
            layer.addSublayer(layer)
        }
    }

    /// A mask can still close a loop (`addSublayer` cannot see it): `Scene(root:)` refuses the
    /// tree, naming the layer met again, instead of walking it forever. A layer shared by two
    /// parents is not a loop.
    @Test func aTreeThatContainsItselfIsRefused() throws {
        let root = Self.root(), masked = Layer(), inner = Layer()
        masked.name = "masked"
        root.addSublayer(masked)
        let shared = Layer()
        masked.addSublayer(shared)
        inner.addSublayer(Layer())
        masked.mask = inner
        _ = try Scene(root: root)  // a mask of its own is fine
        inner.mask = shared  // shared by two parents: still a tree of drawings
        _ = try Scene(root: root)
        let outer = Layer()
        outer.name = "outer"
        outer.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        outer.addSublayer(Layer())
        inner.addSublayer(outer)
        outer.mask = masked  // masked → mask inner → outer → mask masked
        #expect(throws: SceneError(kind: .cycle, layer: "masked")) { try Scene(root: root) }
        #expect(SceneError(kind: .cycle, layer: "masked").description == "layer 'masked' contains itself (through its sublayers or mask)")
    }

    @Test func borderIsARingInsideTheRoundedBoundsAboveTheSublayers() throws {
        let root = Self.root()
        let view = Layer()
        view.frame = Rect(x: 10, y: 10, width: 40, height: 40)
        view.backgroundColor = .white
        view.cornerRadius = 20
        view.borderWidth = 3
        view.borderColor = Color(hex: "#E5E5E5")
        let child = Layer()
        child.frame = Rect(x: 5, y: 5, width: 30, height: 30)
        child.backgroundColor = .black
        view.addSublayer(child)
        root.addSublayer(view)
        let list = try Scene(root: root).presentation(at: 0)
        let d = list.drawings
        #expect(d.count == 3)
        #expect(d[0].paint == .solid(.white) && d[1].paint == .solid(.black))
        #expect(d[2].paint == .solid(Color(hex: "#E5E5E5")) && d[2].style == .fill(.evenOdd))
        // Outer rounded bounds and the inner one inset by the width: the ring's area is
        // π(20² − 17²) for a circle.
        let ring = d[2].path
        #expect(ring.subpaths.count == 2)
        #expect(abs(ring.controlPointBounds.width - 40) < 1e-9)
        let innerBounds = Path(subpaths: [ring.subpaths[1]]).controlPointBounds
        #expect(abs(innerBounds.width - 34) < 1e-9 && abs(innerBounds.minX - 3) < 1e-9)
    }

    @Test func masksToBoundsClipsContentAndSublayersButNotTheBorder() throws {
        let root = Self.root()
        let view = Layer()
        view.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        view.cornerRadius = 25
        view.masksToBounds = true
        view.borderWidth = 2
        let logo = Layer()
        logo.frame = Rect(x: -10, y: -10, width: 70, height: 70)
        logo.backgroundColor = .black
        view.addSublayer(logo)
        root.addSublayer(view)
        let list = try Scene(root: root).presentation(at: 0)
        #expect(list.commands.count == 2)
        guard case .group(let clipped) = list.commands[0], let clip = clipped.clip else {
            Issue.record("no clip group"); return
        }
        let cb = clip.path.controlPointBounds
        #expect(abs(cb.minX) < 1e-9 && abs(cb.minY) < 1e-9 && abs(cb.width - 50) < 1e-9 && abs(cb.height - 50) < 1e-9)
        #expect(clipped.commands.count == 1)
        guard case .draw(let border) = list.commands[1] else { Issue.record("no border"); return }
        #expect(border.style == .fill(.evenOdd))
    }

    @Test func maskLayerAlphaGroupsTheLayer() throws {
        let root = Self.root()
        let bar = GradientLayer()
        bar.frame = Rect(x: 0, y: 0, width: 100, height: 2)
        bar.colors = [Color(hex: "#FF0000"), Color(hex: "#0000FF")]
        bar.startPoint = Point(x: 0, y: 0.5)
        bar.endPoint = Point(x: 1, y: 0.5)
        let mask = Layer()
        mask.frame = Rect(x: 0, y: 0, width: 60, height: 2)
        mask.borderWidth = 2
        mask.borderColor = Color(hex: "#0000FF")
        bar.mask = mask
        root.addSublayer(bar)
        let list = try Scene(root: root).presentation(at: 0)
        guard list.commands.count == 1, case .group(let g) = list.commands[0], let m = g.mask else {
            Issue.record("no mask group: \(list.commands)"); return
        }
        guard case .draw(let fill) = g.commands[0], case .gradient(let gradient) = fill.paint else {
            Issue.record("no gradient"); return
        }
        #expect(gradient.startPoint == Point(x: 0, y: 1) && gradient.endPoint == Point(x: 100, y: 1))
        #expect(gradient.kind == .axial && gradient.colors.count == 2)
        guard case .draw(let maskBorder) = m[0] else { Issue.record("no mask border"); return }
        #expect(maskBorder.path.controlPointBounds == Rect(x: 0, y: 0, width: 60, height: 2))
        // A mask of nothing hides the layer.
        mask.borderWidth = 0
        #expect(try Scene(root: root).presentation(at: 0).commands.isEmpty)
    }

    @Test func contentsGravityPlacesTheImage() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        let image = Size(width: 20, height: 10)
        #expect(ContentsGravity.resize.placement(of: image, in: bounds) == bounds)
        #expect(ContentsGravity.center.placement(of: image, in: bounds) == Rect(x: 40, y: 20, width: 20, height: 10))
        let tall = Size(width: 10, height: 20)
        #expect(ContentsGravity.resizeAspect.placement(of: tall, in: bounds) == Rect(x: 37.5, y: 0, width: 25, height: 50))
        #expect(ContentsGravity.resizeAspectFill.placement(of: tall, in: bounds) == Rect(x: 0, y: -75, width: 100, height: 200))
    }

    @Test func imageContentsBecomeAnImagePaint() throws {
        let root = Self.root()
        let logo = Layer()
        logo.frame = Rect(x: 10, y: 10, width: 40, height: 20)
        logo.contents = PixelBuffer(width: 8, height: 8, fill: PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
        logo.contentsGravity = .resizeAspect
        root.addSublayer(logo)
        let d = try Scene(root: root, scale: 2).presentation(at: 0).drawings
        #expect(d.count == 1)
        guard case .image(let paint) = d[0].paint else { Issue.record("not an image"); return }
        // 8 px fit into 40×20 pt: 20×20 pt centred, at x 10...30 in the layer.
        #expect(paint.transform.apply(Point(x: 0, y: 0)) == Point(x: 10, y: 0))
        #expect(paint.transform.apply(Point(x: 8, y: 8)) == Point(x: 30, y: 20))
        #expect(d[0].transform.apply(Point(x: 10, y: 0)) == Point(x: 40, y: 20))
    }

    @Test func sublayerTransformTurnsChildrenAboutTheAnchor() throws {
        let root = Self.root()
        root.sublayerTransform = Transform3D(AffineTransform(rotationAngle: .pi))
        let child = Layer()
        child.name = "child"
        child.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(child)
        let layer = try #require(try Scene(root: root).presentedLayers(at: 0).first { $0.name == "child" })
        let p = layer.transform.apply(Point(x: 0, y: 0))
        #expect(abs(p.x - 100) < 1e-9 && abs(p.y - 100) < 1e-9)
    }

    @Test func newPropertiesAnimateByKeyPath() throws {
        let root = Self.root()
        let gradient = GradientLayer()
        gradient.name = "g"
        gradient.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        gradient.colors = [.black, .white]
        var colors = BasicAnimation(keyPath: "colors")
        colors.fromValue = .colors([.black, .white])
        colors.toValue = .colors([.white, .black])
        colors.duration = 1
        gradient.add(colors, forKey: "colors")
        var corner = BasicAnimation(keyPath: "cornerRadius")
        corner.toValue = .number(5)
        corner.duration = 1
        gradient.add(corner, forKey: "corner")
        root.addSublayer(gradient)
        let v = try #require(try Scene(root: root).presentedLayers(at: 0.25).first { $0.name == "g" }).values
        #expect(v["colors"] == .colors([Color(red: 0.25, green: 0.25, blue: 0.25), Color(red: 0.75, green: 0.75, blue: 0.75)]))
        #expect(v["cornerRadius"] == .number(1.25))
    }
}
