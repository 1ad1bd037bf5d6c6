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
        /// Export options beyond the rate (`--bake-trims`, ...).
        var flags: [String] = []
        var testDescription: String { ([input] + flags).joined(separator: " ") }

        /// The preset's name, or the scene file's path.
        var argument: String { input.hasSuffix(".json") ? LottieExportCLITests.scenes.appendingPathComponent(input).path : input }

        /// Exports the case at `fps` into `dir`; the file's bytes, and whether export succeeded quietly.
        func export(fps: Int, in dir: URL) throws -> Data {
            let json = dir.appendingPathComponent("anim.json").path
            let r = try CLIRunner.run(["export", argument, "--fps", "\(fps)"] + flags + ["-q", "-o", json])
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
            return try Data(contentsOf: URL(fileURLWithPath: json))
        }
    }

    /// Frames compared at most per case: every frame of a loop up to this many, else an even
    /// stride through the loop (every loop frame is still exported and rendered). The loops
    /// here are at most 216 frames at 12 fps, so every frame is compared (the issue's bar);
    /// with 20 a loop the material spinner's short-arc frames were never looked at.
    static let maxComparedFrames = 1000

    static let scenes: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Scenes")

    static let fps = 12

    static let presets = ["material", "ring", "gradient-bar", "image-progress"]
    static let sceneFiles = (try? FileManager.default.contentsOfDirectory(atPath: scenes.path))?
        .filter { $0.hasSuffix(".json") }.sorted() ?? []
    /// The cases that miss the bar, and why: each still runs, and passes as a known issue.
    static let knownIssues: [String: String] = [
        "material": LottieExportCLITests.shortArc,
        "material.json": LottieExportCLITests.shortArc,
        "material-0.8s.json": "40 of its 288 frames at 12 fps miss (10 in every 72: 1, 14, 15, 28, 29, 43, 44, 57, 58, 71; "
            + "IoU 0.755 to 0.978), arcs of 0.08 to 1.5 %: rlottie's direction-weighted trim length as for `material` (above; "
            + "a frozen trim gives the same figures), and at the slivers rlottie's rasteriser itself (v_ft_raster.cpp): frame "
            + "29's arc of 0.08 % (47 covered pixels) scores 0.79 even drawn untrimmed as the exact arc, frame 57's of 0.69 % "
            + "0.93, its butt end lying along pixel centres (a 45 degree diagonal) that spinnergen covers 128 to 133 and rlottie "
            + "109 to 126",
        "pulsing-rings.json": "frame 0 shows a ring 2.56 px wide of radius 23.04 px (IoU 0.973: 362 covered pixels against "
            + "368); rlottie's ring has 7.5 px less area, 13.5 less outside its centre line and 6.0 more inside, and the "
            + "export is exact (width 2, radius 18, scale 10 %, as here): rlottie's stroker splits the border into 22.5 degree "
            + "cubics (SW_FT_Stroker_CubicTo, src/vector/freetype/v_ft_stroker.cpp) and its rasteriser draws each as chords "
            + "once the control points are within 1/6 px of the chord (gray_render_cubic, v_ft_raster.cpp): 11.25 degree "
            + "chords, 0.117 px inside the outer edge and 0.105 px inside the inner one, and vraster.cpp truncates the pen's "
            + "radius to 1/64 px (1.28 to 81/64): -14.1 px outside and +7.6 inside predicted; written as 64 curves, the "
            + "chords shrink to 5.6 degrees (-6.3 and 0.0 px), still IoU 0.978",
    ]

    /// Why the Material spinner misses the bar on some frames (pinned by LottieTrimMeasureCLITests).
    static let shortArc = "rlottie 0.1 trims by a length of its own: VLine::length (src/vector/vline.h) is the "
        + "alpha-max-plus-beta-min estimate max(|dx|, |dy|) + 0.375 min(|dx|, |dy|), which VBezier::length and tAtLength "
        + "(vbezier.cpp) and VPath::length sum, and VPathMesure::trim (vpathmesure.cpp, through VDasher) cuts at "
        + "strokeStart / strokeEnd times that total; exact along the axes, 2.8 % short at 45 degrees and 6.8 % long at 20.6, "
        + "it measures the circle 150.32 for 144.51, so a trim end lands up to 1.4 px (at 512 px) from the true length's. "
        + "On the 11 of 72 frames where the arc is shortest (1, 17, 19, 35, 37, 51, 53, 55, 57, 69, 71 at 12 fps) that "
        + "costs the bar (IoU 0.956 to 0.9799): at frame 1 (strokeEnd 0.012017) rlottie's arc ends 4.434 degrees round "
        + "where the true length gives 4.326, and the same arc drawn untrimmed scores 0.9986; a frozen trim gives the same "
        + "figures (not timing), and splitting the curves finer changes nothing (the estimate weighs direction)"

    static let cases: [Case] = (presets + sceneFiles).map { Case(input: $0) }

    /// The known issues exported with what rlottie needs: the trims applied by spinnergen
    /// (rlottie trims by its length estimate), the thin ring as its outline (rlottie's
    /// chords and pen). These pass the same bar.
    static let bakedCases: [Case] = [
        Case(input: "material", flags: ["--bake-trims"]),
        Case(input: "material.json", flags: ["--bake-trims"]),
        Case(input: "material-0.8s.json", flags: ["--bake-trims"]),
        Case(input: "pulsing-rings.json", flags: ["--outline-strokes"]),
    ]
    /// The frames of a baked case that still miss, and why: every other frame must pass.
    static let bakedKnownIssues: [String: (frames: Set<Int>, reason: String)] = [
        "material-0.8s.json": (Set([29, 43, 57].flatMap { f in [f, f + 72, f + 144, f + 216] }),
                               "frames 29 and 43 of every 72 at 12 fps (arcs of 0.08 %, 0.116 pt, 47 covered pixels: IoU 0.792) "
                               + "and 57 (0.69 %, IoU 0.930) are slivers that rlottie's rasteriser covers differently from "
                               + "spinnergen's even drawn untrimmed as the exact arc (see knownIssues; the same figures), its "
                               + "butt end along pixel centres; the 28 other frames the default export misses (1, 14, 15, 28, 44, 58 "
                               + "and 71 of every 72) pass baked"),
    ]

    @Test(arguments: bakedCases)
    func rlottiePlaysTheBakedExport(_ c: Case) throws {
        let known = LottieExportCLITests.bakedKnownIssues[c.input]
        try expectPlayback(c, knownIssue: known?.reason, knownFrames: known?.frames)
    }

    @Test(arguments: cases)
    func rlottiePlaysTheExport(_ c: Case) throws {
        try expectPlayback(c, knownIssue: LottieExportCLITests.knownIssues[c.input])
    }

    /// Plays the case's export against spinnergen's frames; a known issue covers the frames in
    /// `knownFrames` (all, if nil), the others must pass.
    private func expectPlayback(_ c: Case, knownIssue: String?, knownFrames: Set<Int>? = nil) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let data = try c.export(fps: LottieExportCLITests.fps, in: dir)
        let pairs = try LottiePlayback(json: data, input: c.argument, fps: LottieExportCLITests.fps, in: dir)
        var lowIoU: [String] = [], colours: [String] = [], knownLowIoU: [String] = [], knownColours: [String] = []
        for (f, ours, theirs) in try pairs.frames(atMost: LottieExportCLITests.maxComparedFrames) {
            let result = CoverageComparison(reference: ours, other: theirs)
            let known = knownIssue != nil && (knownFrames?.contains(f) ?? true)
            if result.iou < 0.98 {
                let text = "\(f): \(DecimalText.fixed(result.iou, decimals: 3))"
                if known { knownLowIoU.append(text) } else { lowIoU.append(text) }
            }
            if result.flatMismatches > 0 {
                let text = "\(f): \(result.flatMismatches)/\(result.flatPixels)"
                if known { knownColours.append(text) } else { colours.append(text) }
            }
        }
        let stride = pairs.stride(atMost: LottieExportCLITests.maxComparedFrames)
        func check(_ lowIoU: [String], _ colours: [String]) {
            #expect(lowIoU.isEmpty, "\(c.input): frames with IoU below 0.98 (stride \(stride)): \(lowIoU.joined(separator: ", "))")
            #expect(colours.isEmpty, "\(c.input): frames whose flat pixels differ (stride \(stride)): \(colours.joined(separator: ", "))")
        }
        check(lowIoU, colours)
        if let reason = knownIssue {
            withKnownIssue(Comment(rawValue: reason), isIntermittent: true) { check(knownLowIoU, knownColours) }
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
        let assets = document["assets"] as? [[String: Any]] ?? []
        // A precomposition's layers follow the same rules, with numbers of their own.
        for list in [layers] + assets.compactMap({ $0["layers"] as? [[String: Any]] }) {
            try expectLayers(list, op: op, assets: assets)
        }
    }

    private func expectLayers(_ layers: [[String: Any]], op: Double, assets: [[String: Any]]) throws {
        let indices = Set(layers.compactMap { $0["ind"] as? Int })
        #expect(indices.count == layers.count, "every layer has its own ind")
        for layer in layers {
            for key in ["ty", "ks", "ip", "op", "st"] { #expect(layer[key] != nil, "layer \(layer["nm"] ?? "?") lacks \(key)") }
            #expect([0, 2, 3, 4].contains(layer["ty"] as? Int))
            if layer["ty"] as? Int == 2 {
                #expect(assets.contains { $0["id"] as? String == layer["refId"] as? String && ($0["p"] as? String)?.hasPrefix("data:image/png;base64,") == true })
            }
            if layer["ty"] as? Int == 0 {
                #expect(layer["w"] is Int && layer["h"] is Int)
                #expect(assets.contains { $0["id"] as? String == layer["refId"] as? String && $0["layers"] is [Any] })
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
        RefusalCase(arguments: ["export", "material", "-o", "a.mp4"], status: 64, mentions: "ends in neither .json (Lottie) nor .lottie"),
        RefusalCase(arguments: ["export", "material", "--format", "dotlottie", "-o", "a.json"], status: 64,
                    mentions: "--format dotlottie writes .lottie files"),
        RefusalCase(arguments: ["export", "material", "--format", "lottie", "-o", "a.lottie"], status: 64,
                    mentions: "--format lottie writes .json files"),
        RefusalCase(arguments: ["export", "material", "--format", "svg", "-o", "a.json"], status: 64, mentions: "unknown export format"),
        RefusalCase(arguments: ["export", "material", "--fps", "0", "-o", "a.json"], status: 64, mentions: "--fps"),
        RefusalCase(arguments: ["export", "material", "--duration", "1000", "-o", "a.json"], status: 64, mentions: "more than export writes"),
        RefusalCase(arguments: ["export", "nosuch.json", "-o", "a.json"], status: 66, mentions: "does not exist"),
        RefusalCase(arguments: ["export", "-o", "a.json"], status: 64, mentions: "a preset comes first"),
        RefusalCase(arguments: ["export", "material", "--bake-trims=yes", "-o", "a.json"], status: 64, mentions: "'--bake-trims' takes no value"),
        RefusalCase(arguments: ["export", "material", "--outline-strokes=0.01", "-o", "a.json"], status: 64,
                    mentions: "'--outline-strokes' takes no value"),
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
