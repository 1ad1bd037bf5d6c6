#if canImport(Glibc)
import Glibc
#endif
import Testing
import SpinnerCore
@testable import SpinnerAnimation

/// The presented tree's layers in 3D (what the Lottie export reads): drawn flat, their shapes
/// projected into the superlayer's plane at each moment as the renderer draws them.
@Suite struct PresentedTree3DTests {
    /// A 200 pt root with a perspective of `d`, holding a 100 pt card at its centre turned by
    /// `theta` about y, with a 160 × 20 bar across it as a sublayer.
    private func scene(theta: Double, d: Double? = 300, masksToBounds: Bool = false, doubleSided: Bool = true) throws -> Scene {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
        if let d { root.sublayerTransform = Transform3D(perspectiveDistance: d) }
        let card = Layer()
        card.name = "card"
        card.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        card.position = Point(x: 100, y: 100)
        card.backgroundColor = Color(hex: "#3366FF")
        card.isDoubleSided = doubleSided
        card.masksToBounds = masksToBounds
        card.transform = Transform3D(rotationAngle: theta, x: 0, y: 1, z: 0)
        let bar = Layer()
        bar.name = "bar"
        bar.bounds = Rect(x: 0, y: 0, width: 160, height: 20)
        bar.position = Point(x: 50, y: 50)
        bar.backgroundColor = Color(hex: "#FF6600")
        card.addSublayer(bar)
        root.addSublayer(card)
        return try Scene(root: root)
    }

    private func projectedNodes(_ node: PresentedNode) -> [PresentedNode] {
        (node.isProjected ? [node] : []) + node.children.flatMap(projectedNodes)
    }

    private func vertices(_ path: Path) -> [Point] {
        path.elements.compactMap {
            switch $0 {
            case .move(let p), .line(let p): return p
            default: return nil
            }
        }
    }

    /// Where the pinhole puts a point (x, y) of the card, in the root's points.
    private func pinhole(_ x: Double, _ y: Double, theta: Double, d: Double = 300) -> Point {
        let (u, v) = (x - 50, y - 50)
        let w = 1 + u * sin(theta) / d
        return Point(x: u * cos(theta) / w + 100, y: v / w + 100)
    }

    @Test(arguments: [0.4, 1.1, 2.5])
    func theCardsCornersLandWhereThePinholePutsThem(theta: Double) throws {
        let tree = try scene(theta: theta).presentedTree(at: 0)
        let flat = projectedNodes(tree)
        #expect(flat.map(\.name) == ["card"])
        let card = try #require(flat.first)
        #expect(card.transform == .identity && card.children.isEmpty && card.projectionNotes == [])
        // The background and the bar, back to front, both solid fills.
        #expect(card.below.count == 2)
        let background = vertices(card.below[0].path)
        let corners = [(0.0, 0.0), (100, 0), (100, 100), (0, 100)].map { pinhole($0.0, $0.1, theta: theta) }
        // The rectangle's four corners, its edge back to the first written out.
        #expect(background.count == 5 && background.last == background.first)
        for (got, expected) in zip(background, corners) {
            #expect(got.distance(to: expected) < 1e-9, "\(got) vs \(expected) at \(theta)")
        }
        // The bar runs past the card's sides (x from -30 to 130), not clipped.
        let bar = vertices(card.below[1].path)
        #expect(bar.contains { $0.distance(to: pinhole(-30, 40, theta: theta)) < 1e-9 })
        #expect(bar.contains { $0.distance(to: pinhole(130, 60, theta: theta)) < 1e-9 })
    }

    @Test func aClipInPerspectiveCutsAtTheProjectedBounds() throws {
        let theta = 0.9
        let tree = try scene(theta: theta, masksToBounds: true).presentedTree(at: 0)
        let card = try #require(projectedNodes(tree).first)
        let bar = vertices(try #require(card.below.last).path)
        // Cut at the card's left and right edges, which stay vertical lines under a turn about y.
        let left = pinhole(0, 0, theta: theta).x, right = pinhole(100, 0, theta: theta).x
        #expect(abs((bar.map(\.x).min() ?? 0) - left) < 1e-9)
        #expect(abs((bar.map(\.x).max() ?? 0) - right) < 1e-9)
        // The cut edge runs where the bar's plane meets the card's edge: (0, 40) and (0, 60).
        #expect(bar.contains { $0.distance(to: pinhole(0, 40, theta: theta)) < 1e-9 })
        #expect(bar.contains { $0.distance(to: pinhole(100, 60, theta: theta)) < 1e-9 })
    }

    @Test func aBackFacingSingleSidedCardPresentsNothingAndAPlaneSceneNoFlatLayer() throws {
        let hidden = try #require(projectedNodes(try scene(theta: 2.0, doubleSided: false).presentedTree(at: 0)).first)
        #expect(hidden.below.isEmpty)
        let shown = try #require(projectedNodes(try scene(theta: 1.5, doubleSided: false).presentedTree(at: 0)).first)
        #expect(shown.below.count == 2)
        // Without the turn and the perspective the card is an ordinary node, kept affine.
        #expect(projectedNodes(try scene(theta: 0, d: nil).presentedTree(at: 0)).isEmpty)
    }
}
