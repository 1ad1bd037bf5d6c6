import Testing
import SpinnerCore
import SpinnerAnimation
@testable import SpinnerLottie

/// A layer whose mask is inverted (`invertsMask`) is written with masks that subtract: the
/// layer shows where the mask is not, as it draws here.
@Suite struct LottieInvertedMaskTests {
    static func modes(inverts: Bool) throws -> [[LottieMaskMode]] {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        let shape = ShapeLayer()
        shape.name = "shape"
        shape.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        var square = Path()
        square.addRect(Rect(x: 0, y: 0, width: 20, height: 20))
        shape.path = square
        shape.fillColor = Color(red: 1, green: 0, blue: 0)
        let mask = ShapeLayer()
        mask.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        var half = Path()
        half.addRect(Rect(x: 0, y: 0, width: 10, height: 20))
        half.addRect(Rect(x: 12, y: 0, width: 4, height: 20))
        mask.path = half
        mask.fillColor = .black
        shape.mask = mask
        shape.invertsMask = inverts
        root.addSublayer(shape)
        let export = try LottieExport(scene: try Scene(root: root), name: "m", fps: Rational(10), frameCount: 1)
        return export.composition.layers.map { $0.masks.map(\.mode) }.filter { !$0.isEmpty }
    }

    @Test func invertedMasksSubtractEachContour() throws {
        #expect(try Self.modes(inverts: false) == [[.add, .add]])
        #expect(try Self.modes(inverts: true) == [[.subtract, .subtract]])
    }
}
