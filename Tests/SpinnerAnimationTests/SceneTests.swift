import Testing
import SpinnerCore
@testable import SpinnerAnimation

@Suite struct SceneTests {
    @Test func anchorPointPositionAndTransformPlaceTheLayer() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        let child = Layer()
        child.name = "child"
        child.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
        child.anchorPoint = Point(x: 0, y: 0)
        child.position = Point(x: 30, y: 5)
        child.backgroundColor = Color(hex: "#FF0000")
        root.addSublayer(child)
        let scene = try Scene(root: root, scale: 2)
        #expect(scene.pixelWidth == 200 && scene.pixelHeight == 100)
        let layer = try #require(scene.presentedLayers(at: 0).first { $0.name == "child" })
        #expect(layer.transform.apply(Point(x: 0, y: 0)) == Point(x: 60, y: 10))
        #expect(layer.transform.apply(Point(x: 20, y: 10)) == Point(x: 100, y: 30))
        #expect(child.frame == Rect(x: 30, y: 5, width: 20, height: 10))

        child.anchorPoint = Point(x: 0.5, y: 0.5)
        child.transform = Transform3D(AffineTransform(rotationAngle: .pi / 2))
        let turned = try Scene(root: root, scale: 1).presentedLayers(at: 0).first { $0.name == "child" }!
        // The centre of the bounds stays on the position; the top-left corner turns about it.
        let c = turned.transform.apply(Point(x: 10, y: 5))
        #expect(abs(c.x - 30) < 1e-12 && abs(c.y - 5) < 1e-12)
        let corner = turned.transform.apply(Point(x: 0, y: 0))
        #expect(abs(corner.x - 35) < 1e-12 && abs(corner.y + 5) < 1e-12)
    }

    /// `with(scale:background:)` puts the frozen layers on another canvas: the same display list
    /// as freezing the tree at that scale, and the same refusal of a canvas that cannot be made.
    @Test func aFrozenTreeOnAnotherCanvasIsTheTreeFrozenAtThatScale() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 30, height: 20)
        root.position = Point(x: 40, y: 40)
        let dot = ShapeLayer()
        dot.name = "dot"
        dot.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        dot.position = Point(x: 12, y: 7)
        var circle = Path()
        circle.addEllipse(in: Rect(x: 0, y: 0, width: 10, height: 10))
        dot.path = circle
        dot.fillColor = Color(hex: "#3366CC")
        var turn = BasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = .number(0)
        turn.toValue = .number(.pi)
        turn.duration = 1
        dot.add(turn, forKey: "turn")
        root.addSublayer(dot)
        let checked = try Scene(root: root, scale: 4)
        let moved = try checked.with(scale: 2.5, background: .white)
        let fresh = try Scene(root: root, scale: 2.5, background: .white)
        #expect(moved.pixelWidth == 75 && moved.pixelHeight == 50)
        #expect(moved.background == .white && checked.background == .clear)
        for t in [0, 0.3, 0.75] {
            #expect(moved.presentation(at: t) == fresh.presentation(at: t))
            #expect(moved.presentedLayers(at: t) == fresh.presentedLayers(at: t))
        }
        #expect(throws: SceneError.self) { try checked.with(scale: 0.01, background: .clear) }
        #expect(throws: SceneError.self) { try checked.with(scale: .infinity, background: .clear) }
    }

    @Test func partKeyPathsAnimateTheirWhole() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        let child = Layer()
        child.name = "child"
        child.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        child.position = Point(x: 10, y: 20)
        var slide = BasicAnimation(keyPath: "position.x")
        slide.fromValue = .number(10)
        slide.toValue = .number(90)
        slide.duration = 2
        child.add(slide, forKey: "slide")
        var grow = BasicAnimation(keyPath: "bounds.size.width")
        grow.toValue = .number(30)
        grow.duration = 1
        child.add(grow, forKey: "grow")
        root.addSublayer(child)
        let scene = try Scene(root: root)
        let v = try #require(scene.presentedLayers(at: 0.5).first { $0.name == "child" }).values
        #expect(v["position"]?.point == Point(x: 30, y: 20))
        #expect(v["bounds"]?.rect == Rect(x: 0, y: 0, width: 20, height: 10))
        // After its active time an animation leaves the model value.
        let after = try #require(scene.presentedLayers(at: 3).first { $0.name == "child" }).values
        #expect(after["position"]?.point == Point(x: 10, y: 20))
        #expect(after["bounds"]?.rect == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func layerSpeedAndBeginTimeShiftItsAnimations() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        root.speed = 2
        let child = Layer()
        child.name = "child"
        child.beginTime = 1
        var fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = .number(0)
        fade.toValue = .number(1)
        fade.duration = 4
        child.add(fade, forKey: "fade")
        root.addSublayer(child)
        let scene = try Scene(root: root)
        // Root time 2·1.5 = 3, child time 3 − 1 = 2: halfway.
        let v = try #require(scene.presentedLayers(at: 1.5).first { $0.name == "child" }).values
        #expect(abs(v.number("opacity")! - 0.5) < 1e-12)
    }

    @Test func opacityGroupsALayerAndHiddenLayersDrawNothing() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        root.opacity = 0.5
        let shape = ShapeLayer()
        var p = Path()
        p.addRect(Rect(x: 1, y: 1, width: 4, height: 4))
        shape.path = p
        shape.opacity = 0.5
        shape.strokeColor = Color(hex: "#00FF00")
        shape.lineWidth = 2
        root.addSublayer(shape)
        let hidden = Layer()
        hidden.backgroundColor = .black
        hidden.bounds = Rect(x: 0, y: 0, width: 5, height: 5)
        hidden.isHidden = true
        root.addSublayer(hidden)
        let list = try Scene(root: root).presentation(at: 0)
        // The shape's fill and stroke overlap, so its opacity needs a group of its own; the
        // root holds only that group, whose opacity folds into... nothing: groups nest.
        guard list.commands.count == 1, case .group(let outer) = list.commands[0] else {
            Issue.record("expected one group: \(list.commands)"); return
        }
        #expect(outer.opacity == 0.5)
        guard outer.commands.count == 1, case .group(let inner) = outer.commands[0] else {
            Issue.record("expected a nested group"); return
        }
        #expect(inner.opacity == 0.5 && inner.commands.count == 2)
        #expect(list.drawings.map(\.style) == [.fill(.nonZero), .stroke(StrokeStyle(lineWidth: 2), start: 0, end: 1)])
        #expect(list.drawings.allSatisfy { $0.opacity == 1 })

        // A layer drawing one thing folds its opacity into that drawing: no buffer needed.
        shape.fillColor = nil
        let single = try Scene(root: root).presentation(at: 0)
        #expect(single.commands.count == 1)
        #expect(single.drawings.first?.opacity == 0.25)
    }

    @Test func unknownKeyPathIsRefusedWhenTheSceneIsMade() {
        let root = Layer()
        root.name = "view"
        root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        root.add(BasicAnimation(keyPath: "strokeEnd"), forKey: "bad")
        #expect(throws: SceneError(kind: .unsupportedKeyPath("strokeEnd"), layer: "view")) {
            _ = try Scene(root: root)
        }
        let empty = Layer()
        #expect(throws: SceneError.self) { _ = try Scene(root: empty) }
    }
}
