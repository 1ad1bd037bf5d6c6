import Testing
import SpinnerCore
@testable import SpinnerAnimation

/// `zPosition` (CALayer's), the property added through the one table to show what adding one
/// takes: its variable and row in `Layer.swift`, its drawing in `LayerRenderer.swift` and the
/// presented tree. Siblings draw lowest `zPosition` first, equal ones in array order.
@Suite struct ZPositionTests {
    /// Three overlapping squares, red, green, blue in array order.
    static func siblings(_ z: [Double]) -> (Layer, [Layer]) {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
        root.position = Point(x: 15, y: 15)
        let colors: [Color] = [Color(hex: "#FF0000"), Color(hex: "#00FF00"), Color(hex: "#0000FF")]
        var subs: [Layer] = []
        for (i, color) in colors.enumerated() {
            let l = Layer()
            l.frame = Rect(x: Double(i) * 5, y: 0, width: 20, height: 20)
            l.backgroundColor = color
            l.zPosition = z[i]
            root.addSublayer(l)
            subs.append(l)
        }
        return (root, subs)
    }

    static func paintOrder(_ root: Layer, at time: Double = 0) throws -> [String] {
        try Scene(root: root).presentation(at: time).drawings.map { d -> String in
            guard case .solid(let c) = d.paint else { return "?" }
            return c.hexString
        }
    }

    @Test func siblingsDrawByZPositionThenArrayOrder() throws {
        #expect(try Self.paintOrder(Self.siblings([0, 0, 0]).0) == ["#FF0000", "#00FF00", "#0000FF"])
        #expect(try Self.paintOrder(Self.siblings([2, 1, 0]).0) == ["#0000FF", "#00FF00", "#FF0000"])
        // Equal positions keep their array order; a negative one goes below.
        #expect(try Self.paintOrder(Self.siblings([1, -1, 1]).0) == ["#00FF00", "#FF0000", "#0000FF"])
        // A non-finite position counts as 0.
        #expect(try Self.paintOrder(Self.siblings([.nan, 0.5, 0]).0) == ["#FF0000", "#0000FF", "#00FF00"])
    }

    /// Animated, the order follows the presented value at each moment.
    @Test func anAnimatedZPositionReordersOverTime() throws {
        let (root, subs) = Self.siblings([0, 0, 0])
        var a = BasicAnimation(keyPath: "zPosition")
        a.fromValue = .number(0)
        a.toValue = .number(10)
        a.duration = 1
        subs[0].add(a, forKey: "z")
        #expect(try Self.paintOrder(root, at: 0) == ["#FF0000", "#00FF00", "#0000FF"])
        #expect(try Self.paintOrder(root, at: 0.5) == ["#00FF00", "#0000FF", "#FF0000"])
    }

    /// The presented tree (what `values` and the Lottie export read) lists siblings in the same order.
    @Test func thePresentedTreeFollowsTheDrawingOrder() throws {
        let (root, subs) = Self.siblings([3, 0, 0])
        for (l, name) in zip(subs, ["r", "g", "b"]) { l.name = name }
        let tree = try Scene(root: root).presentedTree(at: 0)
        #expect(tree.children.map(\.name) == ["g", "b", "r"])
    }
}
