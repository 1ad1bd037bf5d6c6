import SpinnerCore
import Testing
@testable import SpinnerAnimation

/// `Layer.add(_:forKey:)` through its key index (issue 28, item 1): replacing a key keeps the
/// order of the others, and 100,000 keys are added in linear time.
@Suite struct LayerAnimationKeyTests {
    static func opacity(_ to: Double) -> BasicAnimation {
        var a = BasicAnimation(keyPath: "opacity")
        a.toValue = .number(to)
        return a
    }

    @Test func replacingAKeyMovesItLastAndKeepsTheOthers() {
        let layer = Layer()
        for (i, key) in ["a", "b", "c", "d"].enumerated() { layer.add(Self.opacity(Double(i)), forKey: key) }
        layer.add(Self.opacity(9), forKey: "b")
        #expect(layer.animations.map(\.key) == ["a", "c", "d", "b"])
        layer.removeAnimation(forKey: "a")
        layer.add(Self.opacity(8), forKey: "c")
        #expect(layer.animations.map(\.key) == ["d", "b", "c"])
        layer.removeAnimation(forKey: "missing")
        #expect((layer.animations.last?.animation as? BasicAnimation)?.toValue == .number(8))
    }

    @Test func implicitChangesStartFromWhatIsOnScreen() {
        // Sets 0.1 s apart, each implicit animation lasting 0.25 s: each starts from the value
        // the latest running one shows, as applying every running one in order gives.
        let layer = Layer()
        layer.opacity = 0
        let changes = (1...6).map { ModelChanges.Change(time: Double($0) / 10, value: .number(Double($0 % 2))) }
        layer.recordChanges(of: "opacity", changes, implicit: ImplicitAnimation())
        let implicit = layer.animations.compactMap { $0.animation as? BasicAnimation }
        #expect(implicit.count == 6)
        for (k, a) in implicit.enumerated().dropFirst() {
            var values = PropertyValues(["opacity": .number(Double(k % 2))])
            for earlier in implicit[..<k] { earlier.apply(atParentTime: a.beginTime, to: &values) }
            #expect(a.fromValue == values["opacity"], "set \(k)")
        }
        #expect(implicit[0].fromValue == .number(0))
    }
}
