import Testing
import SpinnerCore
import SpinnerAnimation
@testable import SpinnerLottie

/// Layers in 3D in the Lottie export: their projected shapes at every frame, said on stderr,
/// and counted against the same vertex budget as outlined strokes.
@Suite struct LottieProjectedTests {
    /// A 100 pt card turning about y from 0 to 60 degrees over a second under `m34 = -1/300`,
    /// with a bar across it; `flat` leaves out the turn and the perspective.
    static func scene(flat: Bool = false) throws -> Scene {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
        let card = Layer()
        card.name = "card"
        card.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        card.position = Point(x: 100, y: 100)
        card.backgroundColor = Color(hex: "#3366FF")
        let bar = Layer()
        bar.bounds = Rect(x: 0, y: 0, width: 80, height: 20)
        bar.position = Point(x: 50, y: 50)
        bar.backgroundColor = Color(hex: "#FF6600")
        card.addSublayer(bar)
        if !flat {
            card.transform = Transform3D(perspectiveDistance: 300)
            var turn = BasicAnimation(keyPath: "transform.rotation.y")
            turn.fromValue = .number(0)
            turn.toValue = .number(Double.pi / 3)
            turn.duration = 1
            card.add(turn, forKey: "turn")
        }
        root.addSublayer(card)
        return try Scene(root: root)
    }

    @Test func theExportSaysWhichLayersAreProjected() throws {
        let export = LottieExport(scene: try Self.scene(), name: "card", fps: Rational(10), frameCount: 10)
        #expect(export.notes.first == "layers in 3D are written as their projected shapes, sampled at every frame "
            + "(Lottie players draw no perspective): card")
        #expect(export.sampled.contains("card.path"))
        let plane = LottieExport(scene: try Self.scene(flat: true), name: "card", fps: Rational(10), frameCount: 10)
        #expect(plane.notes.isEmpty && !plane.sampled.contains("card.path"))
    }

    @Test func projectedVerticesCountAgainstTheBudget() throws {
        // Two rectangles, each a move and four edges (the closing one written out): 10 vertices
        // at every frame, whichever way the card faces.
        let scene = try Self.scene()
        #expect(LottieOutlineBudget.estimatedVertices(scene: scene, fps: Rational(10), frameCount: 10, outlineStrokes: false) == 100)
        #expect(LottieOutlineBudget.estimatedVertices(scene: scene, fps: Rational(600), frameCount: 36_000, outlineStrokes: false) == 360_000)
        // A scene in the plane writes nothing sampled unless its strokes are outlined.
        #expect(LottieOutlineBudget.estimatedVertices(scene: try Self.scene(flat: true), fps: Rational(10), frameCount: 10, outlineStrokes: false) == 0)
    }
}
