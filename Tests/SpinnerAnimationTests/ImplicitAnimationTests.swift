import Testing
import SpinnerCore
@testable import SpinnerAnimation

@Suite struct ImplicitAnimationTests {
    static func shape() -> (Layer, ShapeLayer) {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        let shape = ShapeLayer()
        shape.name = "shape"
        shape.strokeEnd = 0
        root.addSublayer(shape)
        return (root, shape)
    }

    static func strokeEnd(_ root: Layer, _ t: Double) throws -> Double {
        let layer = try #require(try Scene(root: root).presentedLayers(at: t).first { $0.name == "shape" })
        return try #require(layer.values.number("strokeEnd"))
    }

    @Test func directSetsStepTheModelValue() throws {
        let (root, shape) = Self.shape()
        shape.recordChanges(of: "strokeEnd", [.init(time: 1, value: .number(0.5)), .init(time: 2, value: .number(0.8))], implicit: nil)
        #expect(try Self.strokeEnd(root, 0.99) == 0)
        #expect(try Self.strokeEnd(root, 1) == 0.5)
        #expect(try Self.strokeEnd(root, 1.99) == 0.5)
        #expect(try Self.strokeEnd(root, 5) == 0.8)
    }

    @Test func implicitSetAnimatesFromTheValueOnScreen() throws {
        let (root, shape) = Self.shape()
        shape.recordChanges(of: "strokeEnd", [.init(time: 1, value: .number(0.5))], implicit: ImplicitAnimation())
        let eased = TimingFunction.default.value(at: 0.5)
        #expect(abs(eased - 0.802403) < 1e-6)
        #expect(try Self.strokeEnd(root, 1) == 0)
        #expect(abs(try Self.strokeEnd(root, 1.125) - 0.5 * eased) < 1e-12)
        #expect(try Self.strokeEnd(root, 1.25) == 0.5)
        #expect(try Self.strokeEnd(root, 3) == 0.5)
    }

    @Test func aSetInFlightStartsFromTheBlendOnScreen() throws {
        let (root, shape) = Self.shape()
        shape.recordChanges(of: "strokeEnd", [.init(time: 1, value: .number(0.5)), .init(time: 1.1, value: .number(1))],
                            implicit: ImplicitAnimation())
        let from = 0.5 * TimingFunction.default.value(at: 0.1 / 0.25)
        #expect(abs(try Self.strokeEnd(root, 1.1) - from) < 1e-12)
        let mid = from + (1 - from) * TimingFunction.default.value(at: 0.5)
        #expect(abs(try Self.strokeEnd(root, 1.225) - mid) < 1e-12)
        #expect(try Self.strokeEnd(root, 1.35) == 1)
    }
}

@Suite struct HiddenChangeTests {
    @Test func aLayerRemovedAtAMomentDisappearsThen() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        let child = Layer()
        child.frame = root.bounds
        child.backgroundColor = .black
        child.recordChanges(of: "hidden", [.init(time: 2, value: .number(1))], implicit: nil)
        root.addSublayer(child)
        let scene = try Scene(root: root)
        #expect(scene.presentation(at: 1.99).drawings.count == 1)
        #expect(scene.presentation(at: 2).drawings.isEmpty)
        #expect(scene.presentedLayers(at: 2).count == 1)
    }
}
