import Foundation
import Testing

/// What lottie-web needs of the document, checked in the exported JSON of every preset and
/// scene (the players themselves draw them in `LottiePlayersCLITests`): issue 28's defects,
/// each at its cause.
@Suite struct LottieWebCompatibilityCLITests {
    static func export(_ arguments: [String], in dir: URL) throws -> [String: Any] {
        let json = dir.appendingPathComponent("anim.json")
        let r = try CLIRunner.run(["export"] + arguments + ["--fps", "12", "-q", "-o", json.path])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
    }

    static let inputs: [[String]] = LottiePlayersCLITests.inputs.map { input in
        let words = input.split(separator: " ").map(String.init)
        return [words[0].hasSuffix(".json") ? LottieExportCLITests.scenes.appendingPathComponent(words[0]).path : words[0]]
            + words.dropFirst()
    }

    /// Every mask carries its expansion `x` (lottie-web's SVG renderer throws without it and
    /// draws nothing), and every animated path, a shape's or a mask's, has one vertex count in
    /// all its keyframes (lottie-web draws nothing between keyframes whose counts differ: the
    /// gradient bar's mask went 1, then 4).
    @Test(arguments: inputs)
    func masksHaveExpansionAndPathsOneVertexCount(_ arguments: [String]) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let document = try Self.export(arguments, in: dir)
        var masks = 0, paths = 0
        func walk(_ value: Any, _ key: String) {
            if let list = value as? [Any] {
                for item in list { walk(item, key) }
                return
            }
            guard let object = value as? [String: Any] else { return }
            if key == "masksProperties" {
                masks += 1
                let x = object["x"] as? [String: Any]
                #expect(x?["a"] as? Int == 0 && x?["k"] as? Double == 0, "mask \(object["nm"] ?? "?") lacks x")
            }
            // A path property: keyframes whose values are lists of one Bézier.
            if object["a"] as? Int == 1, let frames = object["k"] as? [[String: Any]],
               frames.contains(where: { (($0["s"] as? [Any])?.first as? [String: Any])?["v"] != nil }) {
                paths += 1
                let counts = Set(frames.compactMap { (($0["s"] as? [[String: Any]])?.first?["v"] as? [Any])?.count })
                #expect(counts.count == 1, "a path's keyframes have \(counts.sorted()) vertices")
            }
            for (k, v) in object { walk(v, k) }
        }
        walk(document, "")
        if arguments[0] == "gradient-bar" { #expect(masks == 1 && paths >= 1) }
    }

    /// The ring's logo, clipped by its bounds and then its round mask, is masked by the circle
    /// alone (the bounds contain it), as one add: lottie-web's canvas renderer joins a layer's
    /// masks as a union whatever their modes, so add(bounds) + intersect(circle) showed the
    /// logo square.
    @Test func ringLogoIsMaskedByTheCircleAlone() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let document = try Self.export([LottieExportCLITests.scenes.appendingPathComponent("ring.json").path], in: dir)
        var layers = document["layers"] as? [[String: Any]] ?? []
        for asset in document["assets"] as? [[String: Any]] ?? [] { layers += asset["layers"] as? [[String: Any]] ?? [] }
        let masked = layers.filter { $0["masksProperties"] != nil }
        #expect(!masked.isEmpty)
        for layer in masked {
            let modes = (layer["masksProperties"] as? [[String: Any]] ?? []).compactMap { $0["mode"] as? String }
            #expect(modes == ["a"], "\(layer["nm"] ?? "?") is masked by \(modes)")
        }
        let logo = try #require(masked.first { $0["nm"] as? String == "logo.contents" })
        // The circle: four curves, not the bounds' four corners with no handles.
        let mask = try #require((logo["masksProperties"] as? [[String: Any]])?.first)
        let shape = try #require((mask["pt"] as? [String: Any])?["k"] as? [String: Any])
        #expect((shape["o"] as? [[Double]])?.contains { $0 != [0, 0] } == true)
    }

    /// A view of a fractional size is exported magnified by the smallest whole factor that
    /// makes the canvas whole, its centre at the canvas's centre to 0.01: `mdc-ios` (26.5 pt)
    /// is 53 wide at 2×, `--size 50.4` is 252 at 5×. Rounded to 27 it sat 0.25 pt off centre
    /// and every player drew it 1.9 % small.
    @Test(arguments: [(["material", "--style", "mdc-ios"], 53, 2.0), (["material", "--size", "50.4"], 252, 5.0),
                      (["material", "--size", "50"], 50, 1.0)])
    func fractionalViewIsMagnifiedWholeAndCentred(_ arguments: [String], _ side: Int, _ factor: Double) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let document = try Self.export(arguments, in: dir)
        #expect(document["w"] as? Int == side && document["h"] as? Int == side)
        #expect(LottiePlayback.canvasFactor(document) == factor)
        let layers = try #require(document["layers"] as? [[String: Any]])
        let root = try #require(layers.last { $0["ty"] as? Int == 3 && $0["nm"] as? String != "canvas.scale" })
        let ks = try #require(root["ks"] as? [String: Any])
        let p = try #require((ks["p"] as? [String: Any])?["k"] as? [Double])
        let a = try #require((ks["a"] as? [String: Any])?["k"] as? [Double])
        // The root's bounds centre (its anchor, the middle of its bounds) lands at p, magnified.
        #expect(abs(p[0] * factor - Double(side) / 2) <= 0.01 && abs(p[1] * factor - Double(side) / 2) <= 0.01, "root at \(p)")
        #expect(abs(a[0] * 2 * factor - Double(side)) <= 0.01, "anchor \(a)")
    }
}
