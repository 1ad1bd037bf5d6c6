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

        /// The preset's name, or the scene file's path.
        var argument: String { input.hasSuffix(".json") ? LottieExportCLITests.scenes.appendingPathComponent(input).path : input }

        /// Exports the case at `fps` into `dir`; the file's bytes, and whether export succeeded quietly.
        func export(fps: Int, in dir: URL) throws -> Data {
            let json = dir.appendingPathComponent("anim.json").path
            let r = try CLIRunner.run(["export", argument, "--fps", "\(fps)", "-q", "-o", json])
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
            return try Data(contentsOf: URL(fileURLWithPath: json))
        }
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
        let input = c.argument
        let data = try c.export(fps: LottieExportCLITests.fps, in: dir)
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
        let document = try #require(try JSONSerialization.jsonObject(with: c.export(fps: 24, in: dir)) as? [String: Any])
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
            #expect([2, 3, 4].contains(layer["ty"] as? Int))
            if layer["ty"] as? Int == 2 {
                let assets = try #require(document["assets"] as? [[String: Any]])
                #expect(assets.contains { $0["id"] as? String == layer["refId"] as? String && ($0["p"] as? String)?.hasPrefix("data:image/png;base64,") == true })
            }
            #expect(layer["op"] as? Double == op)
            if let parent = layer["parent"] as? Int { #expect(indices.contains(parent)) }
            let ks = try #require(layer["ks"] as? [String: Any])
            for key in ["a", "p", "s", "r", "o"] { #expect(ks[key] != nil, "ks lacks \(key)") }
            if layer["ty"] as? Int == 4 { #expect((layer["shapes"] as? [Any])?.isEmpty == false) }
        }
    }
}

/// `export`'s refusals: one line, sysexits status, no file left behind.
@Suite struct LottieExportRefusalTests {
    static let refusals: [RefusalCase] = [
        RefusalCase(arguments: ["export"], status: 64, mentions: "export needs a preset or a scene file"),
        RefusalCase(arguments: ["export", "material"], status: 64, mentions: "no output given"),
        RefusalCase(arguments: ["export", "material", "-o", "a.mp4"], status: 64, mentions: "does not end in .json"),
        RefusalCase(arguments: ["export", "material", "--format", "svg", "-o", "a.json"], status: 64, mentions: "unknown export format"),
        RefusalCase(arguments: ["export", "material", "--fps", "0", "-o", "a.json"], status: 64, mentions: "--fps"),
        RefusalCase(arguments: ["export", "material", "--duration", "1000", "-o", "a.json"], status: 64, mentions: "more than export writes"),
        RefusalCase(arguments: ["export", "nosuch.json", "-o", "a.json"], status: 66, mentions: "does not exist"),
        RefusalCase(arguments: ["export", "-o", "a.json"], status: 64, mentions: "a preset comes first"),
    ]

    @Test(arguments: refusals)
    func refusesWithOneLine(_ c: RefusalCase) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIRunner.expectRefusal(c, in: dir)
    }

    /// The same job gives the same bytes, and stderr names what was sampled.
    @Test func exportIsDeterministicAndSaysWhatWasSampled() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try CLIRunner.run(["export", "material", "--fps", "10", "-o", dir.appendingPathComponent("a.json").path])
        let b = try CLIRunner.run(["export", "material", "--fps", "10", "-q", "-o", dir.appendingPathComponent("b.json").path])
        #expect(a.status == 0 && b.status == 0)
        #expect(try Data(contentsOf: dir.appendingPathComponent("a.json")) == Data(contentsOf: dir.appendingPathComponent("b.json")))
        #expect(a.stderr.contains("60 frames at 10 fps"))
        // The arc's trims follow the group's eased curves; only the opacity, 0 where the arc
        // is trimmed to nothing at each cycle's start, is sampled.
        #expect(a.stderr.contains("sampled") && a.stderr.contains("circularLayer.opacity"))
        #expect(!a.stderr.contains("circularLayer.strokeEnd") && !a.stderr.contains("circularLayer.strokeStart"))
        #expect(b.stderr.isEmpty)
        #expect(CLIRunner.contents(of: dir).sorted() == ["a.json", "b.json"])
    }
}
