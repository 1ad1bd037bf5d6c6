import Foundation
import Testing
import SpinnerEncode

/// `compare` reading its inputs frame by frame: counts from a video that only decoding can count,
/// and diff images that appear only when the comparison ran to its end.
extension CompareCLITests {
    /// The small material render at 10 fps for `seconds`, to `output` (a video or a folder).
    static func renderShort(_ seconds: String, to output: String, in dir: URL) throws {
        if output.hasSuffix("/") {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(output), withIntermediateDirectories: true)
        }
        let r = try CLIRunner.run(small + ["--duration", seconds, "-o", output], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func aVideoAndASequenceOfOtherLengthsGiveBothCounts() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (seconds, name) in [("0.3", "v3.mp4"), ("0.2", "v2.mp4"), ("0.3", "s3/"), ("0.2", "s2/")] {
            try Self.renderShort(seconds, to: name, in: dir)
        }
        let cases: [([String], String)] = [
            (["v3.mp4", "s2"], "expected has 3 frames, actual has 2"),   // the video read on past the sequence's end
            (["s2", "v3.mp4"], "expected has 2 frames, actual has 3"),
            (["s3", "v2.mp4"], "expected has 3 frames, actual has 2"),   // the sequence outlasts the video
            (["v2.mp4", "v3.mp4"], "expected has 2 frames, actual has 3"),
            (["s3", "s2/frame_%04d.png"], "expected has 3 frames, actual has 2"),
        ]
        for (args, message) in cases {
            let r = try CLIRunner.run(["compare"] + args, in: dir)
            #expect(r.status == 65, "\(args): \(r.stderr)")
            #expect(r.stderr == "spinnergen: error: frame counts differ: \(message) (compare renders of the same frames at the same size and scale)\n", "\(args)")
        }
        let same = try CLIRunner.run(["compare", "v3.mp4", "s3", "--max-delta", "255", "-q"], in: dir)
        #expect(same.status == 0, "\(same.stderr)")
    }

    @Test func aComparisonThatStopsLeavesTheDiffFolderAsItWas() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (seconds, name) in [("0.3", "v3.mp4"), ("0.3", "s3/"), ("0.2", "s2/")] {
            try Self.renderShort(seconds, to: name, in: dir)
        }
        // A folder compare would create (with a parent) is not left behind.
        let fresh = try CLIRunner.run(["compare", "v3.mp4", "s2", "--diff", "new/d"], in: dir)
        #expect(fresh.status == 65, "\(fresh.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("new").path))

        // An existing folder keeps what it held: no new image, no old one replaced, no staging folder.
        let d = dir.appendingPathComponent("d")
        let old = ["diff_0000.png", "diff_0001.png", "diff_0002.png"]
        try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        for name in old { try Data("old".utf8).write(to: d.appendingPathComponent(name)) }
        try Data("mine".utf8).write(to: d.appendingPathComponent("keep.txt"))
        let stopped = try CLIRunner.run(["compare", "v3.mp4", "s2", "--diff", "d"], in: dir)
        #expect(stopped.status == 65, "\(stopped.stderr)")
        #expect(CLIRunner.contents(of: d) == old + ["keep.txt"])
        for name in old { #expect(try Data(contentsOf: d.appendingPathComponent(name)) == Data("old".utf8)) }

        // Run to its end, new images replace the old for exactly the frames the report marks as
        // differing; the others are left alone (compare never cleared DIR).
        let done = try CLIRunner.run(["compare", "v3.mp4", "s3", "--diff", "d", "--report", "r.json", "-q"], in: dir)
        #expect(done.status == 1, "\(done.stderr)")
        let frames = try #require(try Self.json(dir.appendingPathComponent("r.json"))["frames"] as? [[String: Any]])
        #expect(frames.count == 3)
        let differing = frames.filter { ($0["mismatchedPixels"] as? Int ?? 0) > 0 || $0["pass"] as? Bool == false }
            .map { String(format: "diff_%04d.png", $0["index"] as? Int ?? -1) }
        #expect(!differing.isEmpty)
        #expect(CLIRunner.contents(of: d) == old + ["keep.txt"])
        for name in old {
            let bytes = try Data(contentsOf: d.appendingPathComponent(name))
            #expect((bytes == Data("old".utf8)) == !differing.contains(name), "\(name)")
            if differing.contains(name) { #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name) is a PNG") }
        }
    }
}

/// `compare --matte`: transparent PNG goldens against a video without alpha.
extension CompareCLITests {
    /// docs/compare-and-verify.md's example over 2 s at 5 fps (10 frames keep the suite fast):
    /// `material -o golden/%04d.png` (transparent) and `material -o out.mp4` (white, H.264 4:2:0),
    /// compared with the video tolerances the page's `compare` command gives.
    @Test func transparentGoldensMatchAnMP4OverItsWhiteBackground() throws {
        let documented = try ProjectDocs.commands(in: "compare-and-verify.md")
        #expect(documented.contains("spinnergen material -o golden/%04d.png") && documented.contains("spinnergen material -o out.mp4"))
        let example = try #require(documented.first { $0.hasPrefix("spinnergen compare golden/%04d.png out.mp4 ") })
        let words = ProjectDocs.arguments(example)
        // The tolerances are the page's (the words between the inputs and --diff).
        let video = Array(words[4..<(words.firstIndex(of: "--diff") ?? words.endIndex)])
        #expect(video == ["--max-delta", "40", "--max-mismatch", "0.01", "--min-psnr", "35", "--min-ssim", "0.99"])

        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("golden"), withIntermediateDirectories: true)
        #expect(try CLIRunner.run(["material", "--fps", "5", "--duration", "2", "-q", "-o", "golden/%04d.png"], in: dir).status == 0)
        #expect(try CLIRunner.run(["material", "--fps", "5", "--duration", "2", "-q", "-o", "out.mp4"], in: dir).status == 0)
        // The goldens really are transparent: the corner pixel has alpha 0.
        #expect(try PNGCodec.decode(contentsOf: dir.appendingPathComponent("golden/0000.png").path)[0, 0].a == 0)

        let r = try CLIRunner.run(["compare", "golden/%04d.png", "out.mp4"] + video + ["--report", "r.json"], in: dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("PASS: 10 frames within tolerance (\(video.joined(separator: " "))) over matte #FFFFFF"),
                "\(r.stdout)")
        let report = try Self.json(dir.appendingPathComponent("r.json"))
        let metrics = try #require(report["metrics"] as? [String: Any])
        #expect((metrics["values"] as? String)?.hasSuffix("both sides composited over #FFFFFF first") == true)
        let frames = try #require(report["frames"] as? [[String: Any]])
        #expect(frames.count == 10 && frames.allSatisfy { $0["channels"] as? Int == 3 })
        // Either order: the video may be the expected side.
        #expect(try CLIRunner.run(["compare", "out.mp4", "golden"] + video + ["-q"], in: dir).status == 0)

        // Without compositing the transparent background differs everywhere: every frame fails.
        let raw = try CLIRunner.run(["compare", "golden/%04d.png", "out.mp4", "--matte", "transparent"] + video
                                    + ["--report", "raw.json", "-q"], in: dir)
        #expect(raw.status == 1, "\(raw.stderr)")
        #expect(raw.stderr.contains("FAIL: 10 of 10 frames beyond tolerance"), "\(raw.stderr)")
        let rawTotals = try #require(try Self.json(dir.appendingPathComponent("raw.json"))["totals"] as? [String: Any])
        #expect(rawTotals["maxDelta"] as? Int == 255 && (rawTotals["maxFraction"] as? Double ?? 0) > 0.5)
        // Over a colour the video was not rendered on, it fails too.
        let black = try CLIRunner.run(["compare", "golden/%04d.png", "out.mp4", "--matte", "#000000"] + video + ["-q"], in: dir)
        #expect(black.status == 1, "\(black.stderr)")
        #expect(black.stderr.contains("over matte #000000"), "\(black.stderr)")

        // Two sides with alpha are compared as decoded: no matte named.
        let same = try CLIRunner.run(["compare", "golden", "golden/%04d.png"], in: dir)
        #expect(same.status == 0 && same.stdout.hasPrefix("PASS: 10 frames") && !same.stdout.contains("matte"), "\(same.stdout)")
        let refused = try CLIRunner.run(["compare", "golden", "out.mp4", "--matte", "#FFFFFF80"], in: dir)
        #expect(refused.status == 64)
        #expect(refused.stderr == "spinnergen: error: invalid colour '#FFFFFF80' for --matte: a matte must be opaque (give #RRGGBB, #RGB, a CSS colour name, or 'transparent' to compare as decoded)\n")
        let bad = try CLIRunner.run(["compare", "golden", "out.mp4", "--matte", "whit"], in: dir)
        #expect(bad.status == 64 && bad.stderr.contains("invalid colour 'whit' for --matte"), "\(bad.stderr)")
        #expect(bad.stderr.hasSuffix("; did you mean \"white\"?)\n"), "\(bad.stderr)")
        // A name is a colour like its hex form: the same comparison over the same matte.
        let named = try CLIRunner.run(["compare", "golden", "out.mp4", "--matte", "White"], in: dir)
        let hex = try CLIRunner.run(["compare", "golden", "out.mp4", "--matte", "#FFF"], in: dir)
        #expect(named.status == hex.status && named.stdout == hex.stdout && named.stderr == hex.stderr)
        #expect((named.stdout + named.stderr).contains("matte #FFFFFF"), "\(named.stdout)\(named.stderr)")
    }
}
