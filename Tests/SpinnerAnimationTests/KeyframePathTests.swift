import Foundation
import SpinnerCore
import Testing
@testable import SpinnerAnimation

/// Keyframe animations along a `path`, with `rotationMode` (issue 12, item 3), against closed forms.
@Suite struct KeyframePathTests {
    static let center = Point(x: 50, y: 40), radius = 20.0

    /// A clockwise circle (y down) from 3 o'clock made of twelve 30° arcs. Each arc is a cubic whose
    /// midpoint lies exactly on the circle, and by symmetry halfway along its length: so the
    /// points at every 15° of the circle are closed forms, whatever the Bézier's small radial error.
    static var circle: Path {
        func on(_ a: Double) -> Point { Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        // The cubic arc whose midpoint is on the circle: handles 4/3 · tan(θ/4) · r along the tangents.
        let k = 4.0 / 3 * tan(Double.pi / 24) * radius
        var p = Path()
        p.move(to: on(0))
        for i in 0..<12 {
            let a0 = Double(i) * .pi / 6, a1 = Double(i + 1) * .pi / 6
            let p0 = on(a0), p3 = i == 11 ? on(0) : on(a1)
            p.addCurve(to: p3, control1: Point(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                       control2: Point(x: p3.x + k * sin(a1), y: p3.y - k * cos(a1)))
        }
        return p
    }

    static func along(_ path: Path, mode: CalculationMode, keyTimes: [Double]? = nil, rotation: RotationMode? = nil) -> KeyframeAnimation {
        var a = KeyframeAnimation(keyPath: "position")
        a.path = path
        a.calculationMode = mode
        a.keyTimes = keyTimes
        a.rotationMode = rotation
        a.duration = 1
        return a
    }

    static func presented(_ a: KeyframeAnimation, at t: Double, model: PropertyValues = PropertyValues()) -> (Point?, Double?) {
        let v = a.presentation(of: model, atParentTime: t)
        return (v["position"]?.point, v["transform.rotation.z"]?.number)
    }

    /// The difference of two angles folded into −π...π.
    static func angleGap(_ a: Double, _ b: Double) -> Double {
        let d = (a - b).truncatingRemainder(dividingBy: 2 * .pi)
        return d > .pi ? d - 2 * .pi : (d < -.pi ? d + 2 * .pi : d)
    }

    @Test func pacedCirclePositionsAreTheClosedFormPoints() {
        let a = Self.along(Self.circle, mode: .paced, rotation: .auto)
        for j in 0..<24 {
            let angle = 2 * Double.pi * Double(j) / 24
            let (p, rotation) = Self.presented(a, at: Double(j) / 24)
            let expected = Point(x: Self.center.x + Self.radius * cos(angle), y: Self.center.y + Self.radius * sin(angle))
            #expect((p?.distance(to: expected) ?? 1) < 1e-9, "j = \(j): \(String(describing: p)) vs \(expected)")
            // Moving clockwise on screen the direction of travel is 90° past the radius.
            #expect(abs(Self.angleGap(rotation ?? .nan, angle + .pi / 2)) < 1e-9, "j = \(j): rotation \(String(describing: rotation))")
        }
        // Between those points the circle is the Bézier's, within its tiny radial error, and the
        // angle still grows with the time.
        for f in stride(from: 0.01, to: 1, by: 0.0625) {
            let p = Self.presented(a, at: f).0!
            #expect(abs(p.distance(to: Self.center) - Self.radius) < 1e-5 * Self.radius)
            #expect(abs(Self.angleGap(atan2(p.y - Self.center.y, p.x - Self.center.x), 2 * .pi * f)) < 1e-5)
        }
    }

    @Test func autoReverseFacesBackwards() {
        let a = Self.along(Self.circle, mode: .paced, rotation: .autoReverse)
        let (_, rotation) = Self.presented(a, at: 0.25)
        // At 6 o'clock the layer moves left (π); reversed it faces right.
        #expect(abs(Self.angleGap(rotation ?? .nan, 0)) < 1e-9)
    }

    @Test func rotationIsAddedToTheLayersOwnRotation() {
        let a = Self.along(Self.circle, mode: .paced, rotation: .auto)
        var model = PropertyValues()
        model["transform.rotation.z"] = .number(0.3)
        let (_, rotation) = Self.presented(a, at: 0, model: model)
        #expect(close(rotation, 0.3 + .pi / 2, 1e-9))
        #expect(a.keyPaths == ["position", "transform.rotation.z"])
        // Without a rotation mode the rotation is left alone and not claimed.
        let plain = Self.along(Self.circle, mode: .paced)
        #expect(Self.presented(plain, at: 0.4, model: model).1 == 0.3 && plain.keyPaths == ["position"])
    }

    static let polyline: Path = {
        var p = Path()
        p.move(to: .zero)
        p.addLine(to: Point(x: 10, y: 0))
        p.addLine(to: Point(x: 10, y: 20))
        p.addLine(to: Point(x: 0, y: 20))
        return p
    }()

    @Test func linearPathUsesItsKeyTimesPerVertex() {
        var a = Self.along(Self.polyline, mode: .linear, keyTimes: [0, 0.5, 0.6, 1], rotation: .auto)
        a.fillMode = .forwards
        for (t, x, y, angle) in [(0.25, 5.0, 0.0, 0.0), (0.55, 10, 10, Double.pi / 2), (0.8, 5, 20, Double.pi), (1, 0, 20, Double.pi)] {
            let (p, rotation) = Self.presented(a, at: t)
            #expect(close(p?.x, x, 1e-12) && close(p?.y, y, 1e-12), "t = \(t): \(String(describing: p))")
            #expect(abs(Self.angleGap(rotation ?? .nan, angle)) < 1e-12, "t = \(t)")
        }
        // Key times that do not fit the four vertices: even thirds.
        let even = Self.along(Self.polyline, mode: .linear, keyTimes: [0, 1])
        #expect(close(Self.presented(even, at: 0.5).0?.y, 10, 1e-12))
    }

    @Test func pacedPolylineAndDiscreteVertices() {
        // Lengths 10, 20, 10: half way is half way down the long side.
        let paced = Self.along(Self.polyline, mode: .paced, keyTimes: [0, 0.9, 0.95, 1])
        #expect(Self.presented(paced, at: 0.5).0 == Point(x: 10, y: 10))
        #expect(Self.presented(paced, at: 0.125).0 == Point(x: 5, y: 0))
        let discrete = Self.along(Self.polyline, mode: .discrete, rotation: .auto)
        let (p, rotation) = Self.presented(discrete, at: 0.3)
        #expect(p == Point(x: 10, y: 0) && close(rotation, .pi / 2, 1e-12))
        #expect(Self.presented(discrete, at: 0.8).0 == Point(x: 0, y: 20))
    }

    @Test func positionsFollowTheCurveNotTheChord() {
        let path = try! Path(svgData: "M 0 0 Q 10 20 20 0")
        // Linear: the Bézier parameter; t = 1/2 is (10, 10), where the chord's midpoint is (10, 0).
        #expect(Self.presented(Self.along(path, mode: .linear), at: 0.5).0 == Point(x: 10, y: 10))
        // Paced by arc length; by symmetry half the length is the same apex.
        let apex = Self.presented(Self.along(path, mode: .cubicPaced), at: 0.5).0
        #expect((apex?.distance(to: Point(x: 10, y: 10)) ?? 1) < 1e-9)
    }

    @Test func moveToJumpsAndCloseReturns() {
        // Vertices (0,0), (10,0), (110,100): the second move is reached by a jump.
        let jump = Self.along(try! Path(svgData: "M 0 0 L 10 0 M 100 100 L 110 100"), mode: .linear)
        #expect(Self.presented(jump, at: 0.25).0 == Point(x: 5, y: 0))
        #expect(Self.presented(jump, at: 0.75).0 == Point(x: 105, y: 100))
        let closed = try! Path(svgData: "M 0 0 L 10 0 L 10 10 Z")
        var a = Self.along(closed, mode: .paced)
        a.fillMode = .forwards
        #expect(a.keyedValues.count == 4)
        #expect(Self.presented(a, at: 5).0 == Point(x: 0, y: 0))
        let total = 20 + 200.0.squareRoot()
        let p = Self.presented(a, at: 25 / total).0  // 5 along the closing diagonal, from (10, 10)
        #expect(close(p?.x, 10 - 5 / 2.0.squareRoot(), 1e-9) && close(p?.y, 10 - 5 / 2.0.squareRoot(), 1e-9))
    }

    @Test func cumulativePathMovesOnEachRepeat() {
        var a = Self.along(try! Path(svgData: "M 0 0 L 10 0"), mode: .linear)
        a.isCumulative = true
        a.repeatCount = 3
        #expect(Self.presented(a, at: 1.5).0 == Point(x: 15, y: 0))
        #expect(Self.presented(a, at: 2.25).0 == Point(x: 22.5, y: 0))
    }

    @Test func pathsWithoutLengthOrPoints() {
        // One point: held, with no direction to turn to.
        let still = Self.along(try! Path(svgData: "M 5 6"), mode: .paced, rotation: .auto)
        #expect(Self.presented(still, at: 0.5).0 == Point(x: 5, y: 6) && Self.presented(still, at: 0.5).1 == nil)
        let flat = Self.along(try! Path(svgData: "M 5 6 L 5 6"), mode: .paced)
        #expect(Self.presented(flat, at: 0.5).0 == Point(x: 5, y: 6))
        #expect(Self.presented(Self.along(Path(), mode: .linear), at: 0.5).0 == nil)
    }

    /// Through a Scene: the layer's anchor lands on the circle and its x axis points along the
    /// direction of travel; a path on a number key path is refused.
    @Test func sceneDrawsTheLayerOnThePathTurned() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 80)
        let dot = Layer()
        dot.name = "dot"
        dot.bounds = Rect(x: 0, y: 0, width: 8, height: 4)
        root.addSublayer(dot)
        var a = Self.along(Self.circle, mode: .paced, rotation: .auto)
        a.repeatCount = .infinity
        dot.add(a, forKey: "orbit")
        let scene = try Scene(root: root)
        for j in [0, 3, 8, 13] {
            let angle = 2 * Double.pi * Double(j) / 24
            let t = try #require(scene.presentedLayers(at: Double(j) / 24).first { $0.name == "dot" }?.transform)
            let centre = t.apply(Point(x: 4, y: 2))
            #expect(centre.distance(to: Point(x: Self.center.x + Self.radius * cos(angle), y: Self.center.y + Self.radius * sin(angle))) < 1e-9)
            let axis = t.applyToVector(Point(x: 1, y: 0))
            #expect(abs(Self.angleGap(atan2(axis.y, axis.x), angle + .pi / 2)) < 1e-9)
            // The parts of an animated whole agree with it, as `spinnergen values` prints them.
            let values = try #require(scene.presentedLayers(at: Double(j) / 24).first { $0.name == "dot" }?.values)
            let position = try #require(values["position"]?.point)
            #expect(values["position.x"] == .number(position.x) && values["position.y"] == .number(position.y))
            #expect(abs(position.x - (Self.center.x + Self.radius * cos(angle))) < 1e-9)
        }
        var wrong = KeyframeAnimation(keyPath: "opacity")
        wrong.path = Self.circle
        dot.add(wrong, forKey: "wrong")
        #expect(throws: SceneError.self) { try Scene(root: root) }
    }

    /// The motion along `path` is made when `path` is set, once, not each frame: it follows a
    /// new path, a cleared one, and a copy's own.
    @Test func theMotionFollowsThePath() {
        var a = Self.along(Self.circle, mode: .linear)
        #expect(a.keyframeCount == 13)
        let copy = a
        var line = Path()
        line.move(to: Point(x: 0, y: 0))
        line.addLine(to: Point(x: 10, y: 20))
        a.path = line
        #expect(a.keyframeCount == 2)
        let (p, _) = Self.presented(a, at: 0.5)
        #expect(p == Point(x: 5, y: 10))
        #expect(a.keyedValues.map(\.value) == [.point(Point(x: 0, y: 0)), .point(Point(x: 10, y: 20))])
        // The copy made before still moves round the circle: 3 o'clock at the start.
        #expect(copy.keyframeCount == 13)
        let (q, _) = Self.presented(copy, at: 0)
        #expect(abs(q!.x - 70) < 1e-9 && abs(q!.y - 40) < 1e-9)
        a.path = nil
        a.values = [.point(Point(x: 1, y: 2))]
        #expect(a.keyframeCount == 1 && Self.presented(a, at: 0.5).0 == Point(x: 1, y: 2))
    }
}
