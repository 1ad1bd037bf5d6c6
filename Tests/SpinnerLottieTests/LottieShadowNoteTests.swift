import Testing
import SpinnerCore
import SpinnerAnimation
@testable import SpinnerLottie

/// The Lottie export does not write layer shadows yet: it says so, naming the layer, and says
/// nothing for a layer whose shadow is not seen (`shadowOpacity` 0).
@Suite struct LottieShadowNoteTests {
    static func export(shadowOpacity: Double) throws -> LottieExport {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        let card = Layer()
        card.name = "card"
        card.frame = Rect(x: 25, y: 25, width: 50, height: 50)
        card.backgroundColor = Color(hex: "#3366FF")
        card.shadowOpacity = shadowOpacity
        root.addSublayer(card)
        return LottieExport(scene: try Scene(root: root), name: "card", fps: Rational(10), frameCount: 2)
    }

    @Test func aShadowIsNotedAsLeftOut() throws {
        #expect(try Self.export(shadowOpacity: 0.5).notes == ["card: its shadow is left out (not written to Lottie yet)"])
        #expect(try Self.export(shadowOpacity: 0).notes.isEmpty)
    }
}
