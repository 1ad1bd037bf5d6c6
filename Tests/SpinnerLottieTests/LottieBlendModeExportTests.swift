import Testing
import SpinnerCore
import SpinnerAnimation
@testable import SpinnerLottie

/// A layer with a `compositingFilter` is written as a precomposition with that blend mode
/// (`bm`), so players blend the layer and its sublayers as one, as they draw here.
@Suite struct LottieBlendModeExportTests {
    static func composition(_ mode: BlendMode) throws -> LottieComposition {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        root.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        let holder = Layer()
        holder.name = "holder"
        holder.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        holder.compositingFilter = mode
        let shape = ShapeLayer()
        shape.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        var square = Path()
        square.addRect(Rect(x: 5, y: 5, width: 10, height: 10))
        shape.path = square
        shape.fillColor = Color(red: 1, green: 0.5, blue: 0)
        holder.addSublayer(shape)
        root.addSublayer(holder)
        return try LottieExport(scene: try Scene(root: root), name: "b", fps: Rational(10), frameCount: 1).composition
    }

    @Test func aBlendedLayerIsAPrecompositionWithItsMode() throws {
        let multiplied = try Self.composition(.multiply)
        let holder = try #require(multiplied.layers.first { $0.name == "holder" })
        #expect(holder.type == .precomposition)
        #expect(holder.blendMode == 1)
        #expect(holder.json["bm"] == .number(1))
        #expect(try Self.composition(.difference).layers.first { $0.name == "holder" }?.blendMode == 10)
        // Normal: no precomposition, and every layer's `bm` is 0.
        let plain = try Self.composition(.normal)
        #expect(plain.layers.allSatisfy { $0.blendMode == 0 && $0.type != .precomposition })
    }

    @Test func bodymovinsOrderRoundTrips() {
        for mode in BlendMode.allCases { #expect(BlendMode(lottie: mode.lottieIndex) == mode) }
        #expect(BlendMode(lottie: 16) == nil && BlendMode(lottie: -1) == nil)
        #expect(BlendMode(lottie: 1) == .multiply && BlendMode(lottie: 15) == .luminosity)
    }
}
