import Foundation
import Testing
import SpinnerCore
@testable import SpinnerAnimation

/// The documentation's Swift example of replicators, springs and keyframe paths, in
/// docs/library.md: the code between the markers below is the page's, line for line (checked
/// against every page of README.md and docs/, so the example moving or shown twice is noticed),
/// and it does what its comments say.
@Suite struct ReadmeSwiftExampleTests {
    static let projectRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The lines of `text` after the first line `start` accepts up to the next line that is
    /// exactly `end`, each trimmed of spaces at both ends, blank lines dropped.
    static func lines(of text: String, after start: (String) -> Bool, until end: String) -> [String] {
        let all = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let a = all.firstIndex(where: start),
              let b = all[(a + 1)...].firstIndex(of: end) else { return [] }
        return all[(a + 1)..<b].filter { !$0.isEmpty }
    }

    /// README.md and every page under docs/, by path relative to the project.
    static func documentationPages() throws -> [(path: String, text: String)] {
        let docs = Self.projectRoot.appendingPathComponent("docs")
        let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return try (["README.md"] + pages.map { "docs/" + $0 }).map { path in
            (path, try String(contentsOf: Self.projectRoot.appendingPathComponent(path), encoding: .utf8))
        }
    }

    @Test func theDocumentationShowsThisCode() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let here = Self.lines(of: source, after: { $0 == "// README begin" }, until: "// README end")
        // One page introduces the example as a test; its code block is this test's code.
        let showing = try Self.documentationPages().filter { $0.text.contains("this code is also a test") }
        #expect(showing.map(\.path) == ["docs/library.md"])
        for page in showing {
            let example = Self.lines(of: page.text, after: { $0.contains("this code is also a test") }, until: "```")
            let shown = Array(example.drop { $0 != "```swift" }.dropFirst())
            #expect(here.count > 20 && shown == here, "\(page.path)")
        }
        #expect(!showing.isEmpty)
    }

    @Test func itDoesWhatItSays() throws {
        // README begin
        let dots = ReplicatorLayer()                       // CAReplicatorLayer
        dots.frame = Rect(x: 0, y: 0, width: 60, height: 60)
        dots.instanceCount = 8
        dots.instanceTransform = AffineTransform(rotationAngle: .pi / 4)
        dots.instanceDelay = 0.125                         // copy k runs k · 0.125 s behind copy 0
        let dot = ShapeLayer()
        dot.frame = Rect(x: 27, y: 2, width: 6, height: 6)
        var round = Path()
        round.addEllipse(in: dot.bounds)
        dot.path = round
        var pop = SpringAnimation(keyPath: "transform.scale")   // CASpringAnimation
        pop.fromValue = .number(0.3)
        pop.toValue = .number(1)
        pop.damping = 6                                    // duration 0: the settling duration
        pop.repeatCount = .infinity
        dot.add(pop, forKey: "pop")
        dots.addSublayer(dot)

        var ring = Path()
        ring.addEllipse(in: Rect(x: 10, y: 10, width: 40, height: 40))
        var orbit = KeyframeAnimation(keyPath: "position")  // CAKeyframeAnimation along a path
        orbit.path = ring
        orbit.calculationMode = .paced
        orbit.rotationMode = .auto
        orbit.duration = 2
        // README end

        let scene = try Scene(root: dots)
        func scale(_ name: String, _ t: Double) -> Double? {
            scene.presentedLayers(at: t).first { $0.name == name }?.values["transform.scale"]?.number
        }
        // The spring's closed form for m 1, k 100, c 6 (ζ 0.3, ω0 10), x(0) = 1, x'(0) = 0.
        let wd = 10 * (1 - 0.09).squareRoot()
        func spring(_ t: Double) -> Double { 0.3 + 0.7 * (1 - exp(-3 * t) * (cos(wd * t) + 3 / wd * sin(wd * t))) }
        #expect(abs(pop.settlingDuration - SpringMotion(damping: 6).settlingDuration) < 1e-12 && pop.settlingDuration > 1)
        for k in [0, 3, 7] {
            let t = 2.0
            #expect(abs((scale("ShapeLayer[\(k)]", t) ?? -1) - spring(t - Double(k) * 0.125)) < 1e-9, "copy \(k)")
        }
        // Paced on the circle: a quarter of the time, a quarter of the way round from the
        // ellipse's start (its rightmost point, clockwise on screen), heading left.
        let orbiter = Layer()
        orbiter.bounds = Rect(x: 0, y: 0, width: 60, height: 60)
        let rider = Layer()
        rider.name = "rider"
        orbiter.addSublayer(rider)
        rider.add(orbit, forKey: "orbit")
        let at = try Scene(root: orbiter).presentedLayers(at: 0.5).first { $0.name == "rider" }
        let p = try #require(at?.values["position"]?.point)
        #expect(abs(p.x - 30) < 1e-9 && abs(p.y - 50) < 1e-9, "\(p)")
        #expect(abs((at?.values["transform.rotation.z"]?.number ?? 0) - .pi) < 1e-9)
    }
}
