import Foundation
import SpinnerCore
import SpinnerEncode
import Testing

/// `spinnergen export` played back by rlottie and compared with spinnergen's own frames of the
/// same job at 512 px: covered pixels (alpha > 127) must overlap with IoU ≥ 0.98 on every frame
/// compared, and pixels well inside flat areas must have exactly the same colour.
@Suite struct LottieExportCLITests {
    /// One input: a preset or a scene file.
    struct Case: CustomTestStringConvertible, Sendable {
        let input: String
        var testDescription: String { input }
    }

    /// Frames compared at most per case: every frame of a loop up to this many, else an even
    /// stride through the loop (every loop frame is still exported and rendered).
    static let maxComparedFrames = 20

    static let scenes: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Scenes")

    static let fps = 12

    static let presets = ["material", "ring", "gradient-bar", "image-progress"]
    static let sceneFiles = (try? FileManager.default.contentsOfDirectory(atPath: scenes.path))?
        .filter { $0.hasSuffix(".json") }.sorted() ?? []
    /// The cases that miss the bar, and why: each still runs, and passes as a known issue.
    static let knownIssues: [String: String] = [
        "marching-ants.json": "rlottie lays the dashes of a dashed stroke out differently from Core Graphics: "
            + "about half the ants' flat pixels land on the track, whatever the dash offset (best −3 pt still leaves 11 %)",
        "material-0.8s.json": "at the seam the arc is a 1 % sliver; rlottie's butt ends fall up to 1 px away from ours, "
            + "which on ~120 covered pixels is an IoU of 0.95",
        "pulsing-rings.json": "frame 0 shows the rings at their smallest, where a 1 px difference at the edge is 3 % of the area",
        "replicator-dots.json": "rlottie leaves out one of the eight copies at frames 0, 3, 6 and 9 (IoU 0.905); the cause is not found",
    ]

    static let cases: [Case] = (presets + sceneFiles).map { Case(input: $0) }

    @Test(arguments: cases)
    func rlottiePlaysTheExport(_ c: Case) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = c.input.hasSuffix(".json") ? LottieExportCLITests.scenes.appendingPathComponent(c.input).path : c.input
        let json = dir.appendingPathComponent("anim.json").path
        let export = try CLIRunner.run(["export", input, "--fps", "\(LottieExportCLITests.fps)", "-q", "-o", json])
        #expect(export.status == 0, "\(export.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: json))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let w = try #require(document["w"] as? Int), h = try #require(document["h"] as? Int)
        // rlottie fits the composition into the buffer keeping its aspect ratio, so the scale
        // is the largest up to 512 px that gives whole pixels both ways: a multiple of 1/g.
        var g = w, r = h
        while r != 0 { (g, r) = (r, g % r) }
        let scale = (512 * Double(g) / Double(max(w, h))).rounded(.down) / Double(g)
        let pw = Int((Double(w) * scale).rounded()), ph = Int((Double(h) * scale).rounded())
        let player = try #require(RlottiePlayer(json: data, key: "\(c.input)-\(data.count)-\(data.hashValue)"))

        let frames = dir.appendingPathComponent("frames").path
        let render = try CLIRunner.run((c.input.hasSuffix(".json") ? ["render", input] : [input])
            + ["--fps", "\(LottieExportCLITests.fps)", "--scale", "\(scale)", "--background", "transparent", "-q",
               "-o", frames + "/f_%04d.png"])
        #expect(render.status == 0, "\(render.stderr)")
        let count = CLIRunner.contents(of: URL(fileURLWithPath: frames)).count
        #expect(count == player.frameCount)
        let stride = max(1, (count + LottieExportCLITests.maxComparedFrames - 1) / LottieExportCLITests.maxComparedFrames)
        var lowIoU: [String] = [], colours: [String] = []
        for f in Swift.stride(from: 0, to: count, by: stride) {
            let ours = try PNGCodec.decode(contentsOf: frames + String(format: "/f_%04d.png", f))
            #expect(ours.width == pw && ours.height == ph)
            let theirs = player.render(f, width: ours.width, height: ours.height)
            let result = CoverageComparison(reference: ours, other: theirs)
            if result.iou < 0.98 { lowIoU.append("\(f): \(DecimalText.fixed(result.iou, decimals: 3))") }
            if result.flatMismatches > 0 { colours.append("\(f): \(result.flatMismatches)/\(result.flatPixels)") }
        }
        let check = {
            #expect(lowIoU.isEmpty, "\(c.input): frames with IoU below 0.98 (stride \(stride)): \(lowIoU.joined(separator: ", "))")
            #expect(colours.isEmpty, "\(c.input): frames whose flat pixels differ (stride \(stride)): \(colours.joined(separator: ", "))")
        }
        if let reason = LottieExportCLITests.knownIssues[c.input] {
            withKnownIssue(Comment(rawValue: reason), isIntermittent: true) { check() }
        } else {
            check()
        }
    }
}

/// The exported JSON has the structure lottie-web requires of a document and of each layer,
/// and the timing of one seamless loop at the export rate.
@Suite struct LottieStructureCLITests {
    @Test(arguments: LottieExportCLITests.cases)
    func exportHasTheKeysPlayersRequire(_ c: LottieExportCLITests.Case) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = c.input.hasSuffix(".json") ? LottieExportCLITests.scenes.appendingPathComponent(c.input).path : c.input
        let json = dir.appendingPathComponent("anim.json").path
        let export = try CLIRunner.run(["export", input, "--fps", "24", "-q", "-o", json])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stderr.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        for key in ["v", "fr", "ip", "op", "w", "h", "layers"] { #expect(document[key] != nil, "missing \(key)") }
        #expect(document["fr"] as? Double == 24)
        #expect(document["ip"] as? Double == 0)
        let op = try #require(document["op"] as? Double)
        #expect(op >= 1 && op == op.rounded())
        let layers = try #require(document["layers"] as? [[String: Any]])
        #expect(!layers.isEmpty)
        let indices = Set(layers.compactMap { $0["ind"] as? Int })
        #expect(indices.count == layers.count, "every layer has its own ind")
        for layer in layers {
            for key in ["ty", "ks", "ip", "op", "st"] { #expect(layer[key] != nil, "layer \(layer["nm"] ?? "?") lacks \(key)") }
            #expect([3, 4].contains(layer["ty"] as? Int))
            #expect(layer["op"] as? Double == op)
            if let parent = layer["parent"] as? Int { #expect(indices.contains(parent)) }
            let ks = try #require(layer["ks"] as? [String: Any])
            for key in ["a", "p", "s", "r", "o"] { #expect(ks[key] != nil, "ks lacks \(key)") }
            if layer["ty"] as? Int == 4 { #expect((layer["shapes"] as? [Any])?.isEmpty == false) }
        }
    }
}
