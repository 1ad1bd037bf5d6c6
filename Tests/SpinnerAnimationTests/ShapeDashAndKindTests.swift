import Testing
import SpinnerCore
@testable import SpinnerAnimation

/// `lineDashPattern` / `lineDashPhase` on ShapeLayer, and values of the wrong kind refused (issue 11).
@Suite struct ShapeDashAndKindTests {
    static func line(dashes: [Double]?) -> (root: Layer, shape: ShapeLayer) {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 40, height: 10)
        root.position = Point(x: 20, y: 5)
        let shape = ShapeLayer()
        shape.frame = root.bounds
        var p = Path()
        p.move(to: Point(x: 0, y: 5))
        p.addLine(to: Point(x: 40, y: 5))
        shape.path = p
        shape.fillColor = nil
        shape.strokeColor = .black
        shape.lineWidth = 2
        shape.lineDashPattern = dashes
        root.addSublayer(shape)
        return (root, shape)
    }

    static func strokeStyle(_ list: DisplayList) throws -> StrokeStyle {
        let d = try #require(list.drawings.first)
        guard case .stroke(let style, _, _) = d.style else { throw Failure("not a stroke: \(d.style)") }
        return style
    }

    struct Failure: Error, CustomStringConvertible { let description: String; init(_ d: String) { description = d } }

    @Test func dashPatternAndPhaseReachTheStroke() throws {
        let (root, shape) = Self.line(dashes: [4, 2])
        shape.lineDashPhase = 1
        let style = try Self.strokeStyle(try Scene(root: root, scale: 2).presentation(at: 0))
        // Points, as the layer holds them: the rasteriser scales them with the transform.
        #expect(style.dashPattern == [4, 2] && style.dashPhase == 1)
        let solid = try Self.strokeStyle(try Scene(root: Self.line(dashes: nil).root).presentation(at: 0))
        #expect(solid.dashPattern.isEmpty && solid.dashPhase == 0)
    }

    @Test func lineDashPhaseAnimates() throws {
        let (root, shape) = Self.line(dashes: [3, 3])
        var march = BasicAnimation(keyPath: "lineDashPhase")
        march.fromValue = .number(0)
        march.toValue = .number(6)
        march.duration = 1
        shape.add(march, forKey: "march")
        let scene = try Scene(root: root)
        #expect(abs(try Self.strokeStyle(scene.presentation(at: 0.25)).dashPhase - 1.5) < 1e-12)
        #expect(abs(try Self.strokeStyle(scene.presentation(at: 0.5)).dashPhase - 3) < 1e-12)
        #expect(ShapeLayer.animatableKeyPaths.contains("lineDashPhase"))
        // byValue alone runs from the model's phase; removed after, the model's phase again.
        let (byRoot, byShape) = Self.line(dashes: [4, 2])
        byShape.lineDashPhase = 1
        var by = BasicAnimation(keyPath: "lineDashPhase")
        by.byValue = .number(6)
        by.duration = 1
        byShape.add(by, forKey: "march")
        let byScene = try Scene(root: byRoot)
        for (t, phase) in [(0.0, 1.0), (0.3, 2.8), (0.75, 5.5), (2, 1)] {
            #expect(abs(try Self.strokeStyle(byScene.presentation(at: t)).dashPhase - phase) < 1e-9, "t \(t)")
        }
    }

    @Test func aValueOfTheWrongKindIsASceneError() {
        let (root, shape) = Self.line(dashes: nil)
        var wrong = BasicAnimation(keyPath: .strokeEnd)
        wrong.toValue = .color(.white)
        shape.name = "arc"
        shape.add(wrong, forKey: "w")
        #expect(throws: SceneError(kind: .valueKindMismatch(keyPath: "strokeEnd", expected: .number, found: .color), layer: "arc")) {
            try Scene(root: root)
        }
        let error = SceneError(kind: .valueKindMismatch(keyPath: "strokeEnd", expected: .number, found: .color), layer: "arc")
        #expect(error.description == "layer 'arc' animates 'strokeEnd' with a colour, but 'strokeEnd' holds a number")
    }

    @Test func partsOfCompoundValuesAndGroupsAreCheckedToo() {
        let (root, shape) = Self.line(dashes: nil)
        var x = KeyframeAnimation(keyPath: "position.x")
        x.values = [.number(0), .point(Point(x: 1, y: 1))]
        var group = AnimationGroup()
        group.animations = [x]
        shape.add(group, forKey: "g")
        #expect(throws: SceneError(kind: .valueKindMismatch(keyPath: "position.x", expected: .number, found: .point),
                                   layer: "ShapeLayer")) {
            try Scene(root: root)
        }
        // The right kinds, including a point for the whole position, are accepted.
        shape.removeAnimation(forKey: "g")
        var move = BasicAnimation(keyPath: "position")
        move.toValue = .point(Point(x: 3, y: 4))
        shape.add(move, forKey: "m")
        var changes = ModelChanges(keyPath: "strokeColor", changes: [.init(time: 0.5, value: .color(.white))])
        changes.timing.duration = 0
        shape.add(changes, forKey: "c")
        #expect(throws: Never.self) { try Scene(root: root) }
        shape.add(ModelChanges(keyPath: "strokeColor", changes: [.init(time: 0.5, value: .number(1))]), forKey: "c")
        #expect(throws: SceneError.self) { try Scene(root: root) }
    }
}
