#if canImport(Glibc)
import Glibc
#endif
import Testing
import SpinnerCore
@testable import SpinnerAnimation

/// Layers in 3D as Core Animation flattens them: a square turned about y under its superlayer's
/// `m34 = -1/d` lands where the pinhole formula puts its corners.
@Suite struct Layer3DTests {
    /// A 200 pt parent with a perspective of `d`, holding a 100 pt square at its centre turned by
    /// `theta` about y (about x with `aboutX`).
    private func scene(theta: Double, d: Double, aboutX: Bool = false, doubleSided: Bool = true, scale: Double = 1) throws -> Scene {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
        root.sublayerTransform = Transform3D(perspectiveDistance: d)
        let card = Layer()
        card.name = "card"
        card.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        card.position = Point(x: 100, y: 100)
        card.backgroundColor = Color(hex: "#3366FF")
        card.isDoubleSided = doubleSided
        card.transform = Transform3D(rotationAngle: theta, x: aboutX ? 1 : 0, y: aboutX ? 0 : 1, z: 0)
        root.addSublayer(card)
        return try Scene(root: root, scale: scale)
    }

    private func onlyItem(_ list: DisplayList) throws -> DisplayItem {
        #expect(list.commands.count == 1)
        guard case .draw(let item) = try #require(list.commands.first) else { throw Missing() }
        return item
    }
    private struct Missing: Error {}

    @Test(arguments: [0.3, 1.0, 1.4, 2.2, -0.7])
    func cornersLandWhereThePinholePutsThem(theta: Double) throws {
        let d = 300.0
        let item = try onlyItem(try scene(theta: theta, d: d, scale: 2).presentation(at: 0))
        let projection = try #require(item.projection)
        for (x, y) in [(0.0, 0.0), (100, 0), (100, 100), (0, 100), (25, 60)] {
            let (u, v) = (x - 50, y - 50)
            let w = 1 + u * sin(theta) / d
            let expected = Point(x: 2 * (u * cos(theta) / w + 100), y: 2 * (v / w + 100))
            let got = try #require(projection.apply(Point(x: x, y: y)))
            #expect(abs(got.x - expected.x) < 1e-9 && abs(got.y - expected.y) < 1e-9, "(\(x), \(y)) at \(theta)")
        }
    }

    @Test func aboutXTheBottomEdgeComesNearer() throws {
        let d = 250.0, theta = 0.6
        let item = try onlyItem(try scene(theta: theta, d: d, aboutX: true).presentation(at: 0))
        let projection = try #require(item.projection)
        for (x, y) in [(0.0, 0.0), (100, 100), (70, 20)] {
            let (u, v) = (x - 50, y - 50)
            let w = 1 - v * sin(theta) / d
            let expected = Point(x: u / w + 100, y: v * cos(theta) / w + 100)
            let got = try #require(projection.apply(Point(x: x, y: y)))
            #expect(abs(got.x - expected.x) < 1e-9 && abs(got.y - expected.y) < 1e-9)
        }
    }

    @Test func aBackFacingLayerIsHiddenExactlyPastNinetyDegreesWhenSingleSided() throws {
        for (theta, shown) in [(1.5707, true), (1.5709, false), (3.0, false), (4.7122, false), (4.7125, true)] {
            let single = try scene(theta: theta, d: 400, doubleSided: false).presentation(at: 0)
            #expect(single.commands.isEmpty == !shown, "\(theta)")
            // Double-sided (the default) draws it either way.
            #expect(try scene(theta: theta, d: 400).presentation(at: 0).commands.count == 1)
        }
    }

    @Test func aPlaneLayerKeepsItsAffineItemAndTheIdentityNeedsNoProjection() throws {
        let item = try onlyItem(try scene(theta: 0, d: 300).presentation(at: 0))
        #expect(item.projection == nil)
        #expect(item.transform == AffineTransform(translationX: 50, y: 50))
    }

    @Test func transformRotationYAnimatesThroughThePerspective() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
        let card = Layer()
        card.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        card.position = Point(x: 100, y: 100)
        card.backgroundColor = Color(hex: "#000000")
        // The idiom: the perspective on the layer's own transform, then a part animated.
        card.transform = Transform3D(perspectiveDistance: 200)
        var spin = BasicAnimation(keyPath: "transform.rotation.y")
        spin.fromValue = .number(0)
        spin.toValue = .number(.pi)
        spin.duration = 1
        card.add(spin, forKey: "flip")
        root.addSublayer(card)
        let scene = try Scene(root: root)
        let theta = Double.pi / 4
        let item = try onlyItem(scene.presentation(at: 0.25))
        let projection = try #require(item.projection)
        // Ry then the layer's own perspective, about the anchor: the right edge (u = 50) turns away.
        for (x, y) in [(100.0, 0.0), (0, 100)] {
            let (u, v) = (x - 50, y - 50)
            let w = 1 + u * sin(theta) / 200
            let got = try #require(projection.apply(Point(x: x, y: y)))
            #expect(abs(got.x - (u * cos(theta) / w + 100)) < 1e-9 && abs(got.y - (v / w + 100)) < 1e-9)
        }
        let values = try #require(scene.presentedLayers(at: 0.25).last).values
        #expect(abs((values["transform.rotation.y"]?.number ?? 0) - theta) < 1e-12)
    }
}

/// CATransformLayer: sublayers share one 3D space (depth kept until the transform layer's
/// superlayer flattens it) and are drawn far to near.
@Suite struct TransformLayerTests {
    /// Two 20 pt faces 10 pt in front of and behind a container's plane, the near one first in
    /// the array, under an eye 100 pt in front of the root.
    private func scene(container: Layer) throws -> Scene {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        root.sublayerTransform = Transform3D(perspectiveDistance: 100)
        container.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        container.position = Point(x: 50, y: 50)
        for (z, hex): (Double, StaticString) in [(10.0, "#FF0000"), (-10.0, "#0000FF")] {
            let face = Layer()
            face.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
            face.position = Point(x: 50, y: 50)
            face.zPosition = z
            face.backgroundColor = Color(hex: hex)
            container.addSublayer(face)
        }
        root.addSublayer(container)
        return try Scene(root: root)
    }

    private func items(_ list: DisplayList) -> [DisplayItem] {
        list.commands.compactMap { if case .draw(let item) = $0 { item } else { nil } }
    }

    @Test func facesKeepTheirDepthAndTheNearOneIsDrawnLast() throws {
        let drawn = items(try scene(container: TransformLayer()).presentation(at: 0))
        #expect(drawn.count == 2)
        // Far (blue, z −10) first, then near (red, z +10), whatever the array order.
        #expect(drawn.map { $0.paint } == [.solid(Color(hex: "#0000FF")), .solid(Color(hex: "#FF0000"))])
        // The near face is 1 / (1 − 10/100) times its size about the centre, the far one 1 / (1 + 10/100).
        for (item, z) in zip(drawn, [-10.0, 10]) {
            let k = 1 / (1 - z / 100)
            let corner = try #require(item.projection?.apply(Point(x: 0, y: 0)) ?? Optional(item.transform.apply(Point(x: 0, y: 0))))
            #expect(abs(corner.x - (50 - 10 * k)) < 1e-9 && abs(corner.y - (50 - 10 * k)) < 1e-9, "z \(z)")
        }
    }

    @Test func aPlainLayerFlattensItsSublayersFirst() throws {
        // The same faces in a plain layer: flattened into its plane, so both are drawn at their
        // own size, in zPosition order (the far one first).
        let drawn = items(try scene(container: Layer()).presentation(at: 0))
        #expect(drawn.map { $0.paint } == [.solid(Color(hex: "#0000FF")), .solid(Color(hex: "#FF0000"))])
        for item in drawn {
            #expect(item.projection == nil)
            #expect(item.transform.apply(Point(x: 0, y: 0)) == Point(x: 40, y: 40))
        }
    }
}
