import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
import SpinnerGolden
import SpinnerScene

/// The spring-bounce and marching-ants examples (issue 12, item 6): frames pinned as goldens, and
/// the geometry they show checked against closed forms worked out here: a dot's height is the
/// spring's, a dash sits where the phase puts it.
@Suite struct ExampleSceneTests {
    static func load(_ name: String) throws -> SceneDocument {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Scenes/\(name).json")
        return try SceneDocument.load(contentsOf: url.path)
    }

    /// The moments pinned as goldens (`GoldenOrphanTests` declares their names).
    static let springTimes = [0.6, 0.9, 1.2]
    static let antsTimes = [0, 0.3, 0.65]

    /// spring-bounce: in each 1.25 s loop a dot rises 20 → 7 over 0.25 s, then a spring
    /// (m 1, k 300, c 14, from rest) brings it back to 20 over the remaining second.
    static func springY(_ local: Double) -> Double {
        let a = 7.0, wd = (300.0 - 49).squareRoot()
        let x = exp(-a * local) * (cos(wd * local) + a / wd * sin(wd * local))
        return 7 + 13 * (1 - x)
    }

    @Test func springBounceDotsFollowTheSpring() throws {
        let doc = try Self.load("spring-bounce")
        #expect(doc.loop == 1.25)
        let scene = try Scene(root: doc.root, scale: 2)
        #expect(scene.pixelWidth == 120 && scene.pixelHeight == 60)
        let dots = [("dot1", 12.0, 0.0), ("dot2", 30, 0.15), ("dot3", 48, 0.3)]
        let red = PremultipliedRGBA8(r: 0xFF, g: 0x5A, b: 0x36, a: 255)
        for t in Self.springTimes + [0.55, 1.0] {
            let layers = scene.presentedLayers(at: t)
            let image = Rasterizer().render(scene.presentation(at: t))
            for (name, x, lag) in dots {
                let local = (t - lag).truncatingRemainder(dividingBy: 1.25)
                guard local >= 0.25 else { continue }
                let y = Self.springY(local - 0.25)
                let p = try #require(layers.first { $0.name == name }?.values["position"]?.point)
                #expect(abs(p.x - x) < 1e-12 && abs(p.y - y) < 1e-9, "\(name) at \(t)")
                // The dot (radius 5 pt) covers its centre pixel and nothing 6 pt above or below it.
                #expect(image[Int(x * 2), Int(y * 2)] == red, "\(name) at \(t)")
                #expect(image[Int(x * 2), Int((y - 6) * 2)].a == 0 && image[Int(x * 2), Int((y + 6) * 2)].a == 0, "\(name) at \(t)")
            }
        }
        // Seamless within a thousandth of the 13 pt travel: the spring has settled when the loop
        // starts the rise again (|x(1)| < 0.001), and the rise starts from rest.
        let end = try #require(scene.presentedLayers(at: 1.25 - 1e-9).first { $0.name == "dot1" }?.values["position"]?.point)
        #expect(abs(end.y - 20) < 0.013)
        let start = try #require(scene.presentedLayers(at: 1.25).first { $0.name == "dot1" }?.values["position"]?.point)
        #expect(start.y == 20)
        #expect(SpringMotion(stiffness: 300, damping: 14).settlingDuration < 1)
        let report = try GoldenFrames.check(scene, at: Self.springTimes, named: "spring-bounce")
        #expect(report.passed, "\(report)")
    }

    @Test func marchingAntsDashesSitWhereThePhasePutsThem() throws {
        let doc = try Self.load("marching-ants")
        #expect(doc.loop == 1)
        let scene = try Scene(root: doc.root, scale: 2)
        let ant = PremultipliedRGBA8(r: 0x1F, g: 0x6F, b: 0xEB, a: 255)
        let track = PremultipliedRGBA8(r: 0xD8, g: 0xE4, b: 0xF8, a: 255)
        // Pattern: a dash of 1.5π, a gap of 2.5π (one 4π pattern, 12 around the r = 24 circle);
        // the phase runs 4π → 0 each second, so the dashes advance 4π of arc length per second.
        let dash = 1.5 * Double.pi, length = 4 * Double.pi
        func pixel(_ s: Double) -> (Int, Int) {
            let angle = -Double.pi / 2 + s / 24
            return (Int((32 + 24 * cos(angle)) * 2), Int((32 + 24 * sin(angle)) * 2))
        }
        for t in Self.antsTimes + [0.9] {
            let image = Rasterizer().render(scene.presentation(at: t))
            let phase = length * (1 - t)
            for k in 0..<12 {
                // Phase p shifts the pattern back by p: dash k spans k·4π − p ... k·4π − p + 1.5π.
                let s = (Double(k) * length - phase + dash / 2 + 12 * length).truncatingRemainder(dividingBy: 12 * length)
                let (x, y) = pixel(s)
                #expect(image[x, y] == ant, "t \(t): dash \(k) at s \(s)")
                let (gx, gy) = pixel((s + length / 2).truncatingRemainder(dividingBy: 12 * length))
                #expect(image[gx, gy] == track, "t \(t): gap after dash \(k)")
            }
            #expect(image[64, 64].a == 0 && image[2, 2].a == 0)
        }
        // One loop is exactly one pattern length: the frame at the end of a loop is its first.
        #expect(Rasterizer().render(scene.presentation(at: 1)) == Rasterizer().render(scene.presentation(at: 0)))
        let report = try GoldenFrames.check(scene, at: Self.antsTimes, named: "marching-ants")
        #expect(report.passed, "\(report)")
    }
}
