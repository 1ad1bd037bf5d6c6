#if canImport(Glibc)
import Glibc
#endif
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
import SpinnerGolden
import SpinnerScene

/// The 3D examples (issue 30, item 5): frames pinned as goldens, and what they draw checked
/// against the pinhole camera: a square of half-side h turned by θ about y under an eye d in
/// front of the plane spans x = ±h·cosθ / (1 ± h·sinθ/d) about its centre, its near edge
/// 1/(1 − h·sinθ/d) times as tall as the flat square.
@Suite struct Example3DSceneTests {
    static let flipTimes = [0.15, 0.45, 0.8]
    static let coinTimes = [0.2, 0.6, 1.0]
    static let tumblingTimes = [0.1, 0.5, 1.2]
    static let cubeTimes = [0.2, 0.7]

    @Test func theCubesNearFaceIsDrawnOverItsFarFace() throws {
        let doc = try ExampleSceneTests.load("cube")
        let scene = try Scene(root: doc.root, scale: 4)
        // At 0 s the red face is the front one (nearest: z 0) and green the back (z −24), both
        // covering the canvas centre: red must win, though green comes later in the array.
        let image = Rasterizer().render(scene.presentation(at: 0))
        let centre = image[96, 96]
        #expect(centre.r == 0xEF && centre.g == 0x53 && centre.b == 0x50 && centre.a == 255)
        // Half a turn on, green is in front.
        let later = Rasterizer().render(scene.presentation(at: 1))[96, 96]
        #expect(later.r == 0x66 && later.g == 0xBB && later.b == 0x6A)
        let report = try GoldenFrames.check(scene, at: Self.cubeTimes, named: "cube")
        #expect(report.passed, "\(report)")
    }

    /// The covered fraction of a pixel's alpha.
    private func cover(_ image: PixelBuffer, _ x: Int, _ y: Int) -> Double { Double(image[x, y].a) / 255 }

    @Test func flipCardIsForeshortenedAsThePinholeSays() throws {
        let doc = try ExampleSceneTests.load("flip-card")
        let scale = 4.0
        let scene = try Scene(root: doc.root, scale: scale)
        for t in [0.1, 0.15, 0.2] {
            let theta = try #require(scene.presentedLayers(at: t).first { $0.name == "card" }?.values["transform.rotation.y"]?.number)
            #expect(theta > 0 && theta < .pi / 2)
            let image = Rasterizer().render(scene.presentation(at: t))
            let (h, d, centre) = (15.0, 120.0, 24.0)
            // The middle row: the square's left edge (turned toward the eye) and right edge.
            let left = centre - h * cos(theta) / (1 - h * sin(theta) / d)
            let right = centre + h * cos(theta) / (1 + h * sin(theta) / d)
            let row = Int(centre * scale)
            var covered = 0.0
            for x in 0..<image.width { covered += cover(image, x, row) }
            // The row's coverage is its span, to a hundredth of a pixel for these straight edges.
            #expect(abs(covered - (right - left) * scale) < 0.01, "\(t): \(covered) against \((right - left) * scale)")
            // The near edge is taller than the far one: each edge's column height in pixels.
            func height(atX x: Double) -> Double { (0..<image.height).reduce(0) { $0 + cover(image, Int(x * scale), $1) } }
            let nearHeight = height(atX: left + 1), farHeight = height(atX: right - 1)
            #expect(nearHeight > farHeight)
            // Away from the rounded corners, a column's height is the pinhole's: 2h·(1/w) at its u.
            func expectedHeight(atX x: Double) -> Double {
                // Solve x − centre = u·cosθ / (1 + u·sinθ/d) for u, then the height 2h / (1 + u·sinθ/d).
                let X = x - centre
                let u = X / (cos(theta) - X * sin(theta) / d)
                return 2 * h / (1 + u * sin(theta) / d) * scale
            }
            // Top and bottom edges are straight on the screen, so a column's coverage is the
            // height at its centre.
            for column in [Int(((left + right) / 2) * scale), Int((left + 6) * scale), Int((right - 6) * scale)] {
                let x = (Double(column) + 0.5) / scale
                #expect(abs(height(atX: x) - expectedHeight(atX: x)) < 0.01, "\(t): column \(column)")
            }
        }
        let report = try GoldenFrames.check(scene, at: Self.flipTimes, named: "flip-card")
        #expect(report.passed, "\(report)")
    }

    @Test func theCoinShowsItsBackThroughTheTurnAndIsAnEllipseEdgeOn() throws {
        let doc = try ExampleSceneTests.load("coin")
        let scene = try Scene(root: doc.root, scale: 4)
        // A quarter turn (0.4 s of 1.6 s) is exactly edge-on: nothing but the rim's projection.
        let edgeOn = Rasterizer().render(scene.presentation(at: 0.4))
        let inked = (0..<edgeOn.height).reduce(0) { acc, y in acc + (0..<edgeOn.width).filter { edgeOn[$0, y].a > 0 }.count }
        #expect(inked == 0)
        // Half a turn: the back faces the viewer and is drawn (double-sided), as wide as the front.
        func width(_ image: PixelBuffer) -> Double { (0..<image.width).reduce(0) { $0 + cover(image, $1, 96) } }
        let front = Rasterizer().render(scene.presentation(at: 0)), back = Rasterizer().render(scene.presentation(at: 0.8))
        #expect(abs(width(front) - width(back)) < 0.01)
        // The coin (radius 18 pt and a 3 pt rim: 19.5 pt across the middle row each side) at 4 px a point.
        #expect(abs(width(front) - 39 * 4) < 0.05)
        let report = try GoldenFrames.check(scene, at: Self.coinTimes, named: "coin")
        #expect(report.passed, "\(report)")
    }

    @Test func tumblingDotsStayInsideTheirPerspectiveBounds() throws {
        let doc = try ExampleSceneTests.load("tumbling-dots")
        let scene = try Scene(root: doc.root, scale: 2)
        for t in Self.tumblingTimes {
            let image = Rasterizer().render(scene.presentation(at: t))
            // A 14 pt dot turning under an eye 90 pt away: no point of it nearer than 90 − 7√2,
            // so it never reaches more than 7√2 · 90 / (90 − 7√2) pt from its centre.
            let reach = 7 * 2.0.squareRoot() * 90 / (90 - 7 * 2.0.squareRoot())
            for y in 0..<image.height {
                for x in 0..<image.width where image[x, y].a > 0 {
                    let px = (Double(x) + 0.5) / 2, py = (Double(y) + 0.5) / 2
                    let nearest = [14.0, 36, 58].map { abs(px - $0) }.min()!
                    #expect(nearest <= reach + 0.5 && abs(py - 12) <= reach + 0.5, "(\(x), \(y)) at \(t)")
                }
            }
        }
        let report = try GoldenFrames.check(scene, at: Self.tumblingTimes, named: "tumbling-dots")
        #expect(report.passed, "\(report)")
    }
}

/// A tree in 3D written as a scene file and read back draws the same pixels: 16-number matrices,
/// `anchorPointZ`, `zPosition`, `doubleSided`, and animations of a part and of the whole transform.
@Suite struct Scene3DRoundTripTests {
    @Test func aTreeIn3DRoundTripsToTheSamePixels() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 60, height: 60)
        root.sublayerTransform = Transform3D(perspectiveDistance: 140)
        let card = Layer()
        card.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
        card.position = Point(x: 30, y: 30)
        card.anchorPointZ = 4
        card.zPosition = 6
        card.isDoubleSided = false
        card.backgroundColor = Color(hex: "#3F51B5")
        card.transform = Transform3D(rotationAngle: 0.4, x: 1, y: 0.5, z: 0)
        var spin = BasicAnimation(keyPath: "transform.rotation.y")
        spin.fromValue = .number(0)
        spin.toValue = .number(2 * .pi)
        spin.duration = 2
        card.add(spin, forKey: "spin")
        let coin = ShapeLayer()
        coin.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        coin.position = Point(x: 15, y: 45)
        var path = Path()
        path.addEllipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
        coin.path = path
        coin.fillColor = Color(hex: "#FFC107")
        var flip = BasicAnimation(keyPath: "transform")
        flip.fromValue = .transform(.identity)
        flip.toValue = .transform(Transform3D(rotationAngle: 2.5, x: 1, y: 0, z: 0).concatenating(Transform3D(perspectiveDistance: 90)))
        flip.duration = 1
        coin.add(flip, forKey: "flip")
        root.addSublayer(card)
        root.addSublayer(coin)

        let data = try SceneExport.encode(root: root, name: "depth", loop: 2, background: nil) { _, name in name }
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"anchorPointZ\"") && text.contains("\"doubleSided\": false"))
        let doc = try SceneDocument.decode(data, file: "again.json")
        #expect(doc.root.sublayerTransform == root.sublayerTransform)
        #expect(doc.root.sublayers[0].transform == card.transform)
        let rasterizer = Rasterizer()
        let a = try Scene(root: root, scale: 2), b = try Scene(root: doc.root, scale: 2)
        var drawn = 0
        for t in [0, 0.3, 0.5, 0.77, 1.2, 1.6] {
            let image = rasterizer.render(a.presentation(at: t))
            #expect(image == rasterizer.render(b.presentation(at: t)), "t = \(t)")
            drawn += image.pixels.contains { $0 != 0 } ? 1 : 0
        }
        #expect(drawn == 6)
    }
}
