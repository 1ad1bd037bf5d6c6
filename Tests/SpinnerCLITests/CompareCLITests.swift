import Foundation
import Testing
import SpinnerCore
import SpinnerEncode

/// `spinnergen compare` through the binary, on files the binary itself rendered.
@Suite struct CompareCLITests {
    static let small = ["material", "--size", "24", "--scale", "2", "--fps", "10", "--background", "#FFFFFF", "-q"]

    /// Renders the 60-frame small material loop as `dir/name/frame_NNNN.png`.
    static func renderFolder(_ name: String, in dir: URL) throws -> URL {
        let folder = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let r = try CLIRunner.run(small + ["-o", name + "/"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        return folder
    }

    static func copyFolder(_ from: URL, to name: String, in dir: URL) throws -> URL {
        let to = dir.appendingPathComponent(name)
        try FileManager.default.copyItem(at: from, to: to)
        return to
    }

    static func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    @Test func aRenderMatchesItself() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try Self.renderFolder("a", in: dir)
        let r = try CLIRunner.run(["compare", "a", "a/frame_%04d.png", "--report", "r.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("PASS: 60 frames within tolerance"))
        let report = try Self.json(dir.appendingPathComponent("r.json"))
        let totals = try #require(report["totals"] as? [String: Any])
        #expect(totals["pass"] as? Bool == true && totals["maxDelta"] as? Int == 0 && totals["frameCount"] as? Int == 60)
        #expect(totals["minPSNR"] is NSNull)
        let quiet = try CLIRunner.run(["compare", "a", "a", "-q"], in: dir)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty)
    }

    @Test func aFrameShiftedByOneFailsAndIsNamed() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try Self.renderFolder("a", in: dir)
        let b = try Self.copyFolder(a, to: "b", in: dir)
        let five = b.appendingPathComponent("frame_0005.png")
        try FileManager.default.removeItem(at: five)
        try FileManager.default.copyItem(at: a.appendingPathComponent("frame_0006.png"), to: five)

        let r = try CLIRunner.run(["compare", "a", "b", "--report", "r.json", "--diff", "d"], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("frame 5: "))
        #expect(r.stdout.contains("FAIL"))
        #expect(r.stderr.contains("FAIL: 1 of 60 frames beyond tolerance") && r.stderr.contains("frame 5 ("))
        let report = try Self.json(dir.appendingPathComponent("r.json"))
        let totals = try #require(report["totals"] as? [String: Any])
        #expect(totals["failedFrames"] as? [Int] == [5] && totals["pass"] as? Bool == false && totals["worstFrame"] as? Int == 5)
        let frames = try #require(report["frames"] as? [[String: Any]])
        #expect(frames.count == 60)
        let f5 = frames[5]
        for key in ["index", "maxDelta", "meanDelta", "mismatchedPixels", "fraction", "psnr", "ssim", "pass", "channels"] {
            #expect(f5[key] != nil, "\(key)")
        }
        #expect(f5["index"] as? Int == 5 && f5["pass"] as? Bool == false && f5["channels"] as? Int == 3)
        #expect((f5["mismatchedPixels"] as? Int ?? 0) > 0)
        #expect((f5["ssim"] as? Double ?? 1) < 1 && (f5["psnr"] as? Double ?? .infinity) < 60)
        #expect(frames[4]["pass"] as? Bool == true && frames[4]["psnr"] is NSNull)
        let tolerance = try #require(report["tolerance"] as? [String: Any])
        #expect(tolerance["maxDelta"] as? Int == 0 && tolerance["maxMismatch"] as? Double == 0 && tolerance["minSSIM"] is NSNull)
        // One diff image, for the one differing frame.
        #expect(CLIRunner.contents(of: dir.appendingPathComponent("d")) == ["diff_0005.png"])

        // Same inputs, same report bytes (the diff images are named relative to their folder).
        let again = try CLIRunner.run(["compare", "a", "b", "--report", "r2.json", "--diff", "d2", "-q"], in: dir)
        #expect(again.status == 1)
        let first = try String(contentsOf: dir.appendingPathComponent("r.json"), encoding: .utf8)
        #expect(first == (try String(contentsOf: dir.appendingPathComponent("r2.json"), encoding: .utf8)))
    }

    @Test func oneLevelPassesUnderDeltaOneAndFailsUnderZero() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r0 = try CLIRunner.run(Self.small + ["--time", "0.3", "-o", "e.png"], in: dir)
        #expect(r0.status == 0, "\(r0.stderr)")
        var image = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("e.png").path)
        // A pixel on the arc (not white), one level down in green.
        let (x, y) = try #require(Self.firstColoured(image))
        var p = image[x, y]
        p.g = p.g > 0 ? p.g - 1 : 1
        image[x, y] = p
        try Data(try PNGCodec.encode(image, options: PNGOptions())).write(to: dir.appendingPathComponent("a.png"))

        let loose = try CLIRunner.run(["compare", "e.png", "a.png", "--max-delta", "1"], in: dir)
        #expect(loose.status == 0, "\(loose.stderr)")
        #expect(loose.stdout.contains("frame 0: max delta 1,") && loose.stdout.contains("PASS"))
        let strict = try CLIRunner.run(["compare", "e.png", "a.png", "--diff", "d"], in: dir)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("1 px"))

        // The diff: the changed pixel yellow, everything else grey (r = g = b) and faded to at
        // least 255 − 0.3·255.
        let diff = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("d/diff_0000.png").path)
        #expect(diff.width == image.width && diff.height == image.height)
        #expect(diff[x, y] == PremultipliedRGBA8(r: 255, g: 215, b: 0, a: 255))
        var others = 0
        for j in 0..<diff.height {
            for i in 0..<diff.width where (i, j) != (x, y) {
                let q = diff[i, j]
                if q.r == q.g && q.g == q.b && q.a == 255 && q.r >= 178 { others += 1 }
            }
        }
        #expect(others == diff.width * diff.height - 1)
        // The arc shows: some grey is darker than white.
        #expect(diff[x, y] != image[x, y])
    }

    static func firstColoured(_ image: PixelBuffer) -> (Int, Int)? {
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                if p.a == 255 && p.r < 128 { return (x, y) }
            }
        }
        return nil
    }

    /// H.264 4:2:0 at crf 18 against the PNG render of the same frames on the same white: at the
    /// default 200×200 px, measured over 60 frames at 10 fps, at most 0.71% of pixels differ by
    /// more than 40 levels, PSNR ≥ 37.1 dB, SSIM ≥ 0.998.
    @Test func aVideoMatchesItsPNGRenderWithin420Tolerances() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("png"), withIntermediateDirectories: true)
        let common = ["material", "--fps", "10", "--background", "#FFFFFF", "-q"]
        #expect(try CLIRunner.run(common + ["-o", "png/%04d.png"], in: dir).status == 0)
        #expect(try CLIRunner.run(common + ["-o", "v.mp4"], in: dir).status == 0)
        let r = try CLIRunner.run(["compare", "png/%04d.png", "v.mp4", "--max-delta", "40", "--max-mismatch", "0.01",
                                   "--min-psnr", "35", "--min-ssim", "0.99", "--report", "r.json"], in: dir)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let totals = try #require(try Self.json(dir.appendingPathComponent("r.json"))["totals"] as? [String: Any])
        #expect(totals["frameCount"] as? Int == 60)
        // Lossy, so not exact: without tolerances it fails.
        #expect((totals["maxDelta"] as? Int ?? 0) > 40)
        #expect(try CLIRunner.run(["compare", "png", "v.mp4", "-q"], in: dir).status == 1)
    }

    @Test func inputErrorsHaveTheirOwnStatuses() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = try Self.renderFolder("a", in: dir)
        let b = try Self.copyFolder(a, to: "b", in: dir)
        try FileManager.default.removeItem(at: b.appendingPathComponent("frame_0059.png"))
        #expect(try CLIRunner.run(Self.small + ["--time", "0", "-o", "s24.png"], in: dir).status == 0)
        let s30 = try CLIRunner.run(["material", "--size", "30", "--scale", "2", "--time", "0", "-q", "-o", "s30.png"], in: dir)
        #expect(s30.status == 0)
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("bad.png"))

        let cases: [([String], Int32, String)] = [
            (["a", "b"], 65, "frame counts differ: expected has 60 frames, actual has 59"),
            (["s24.png", "s30.png"], 65, "sizes differ at frame 0: expected is 48x48 px, actual is 60x60 px"),
            (["a", "missing.png"], 66, "missing.png: no such file or folder"),
            (["a", "nothing/%04d.png"], 66, "cannot be listed"),
            (["s24.png", "bad.png"], 65, "bad.png: not a valid PNG"),
            (["a"], 64, "compare needs two inputs"),
            (["a", "a", "--max-delta", "256"], 64, "invalid value '256' for --max-delta"),
            (["a", "a", "--max-mismatch", "2"], 64, "invalid value '2' for --max-mismatch"),
            (["a", "a", "--tolerance", "3"], 64, "unknown option '--tolerance'"),
            (["a", "notes.txt"], 66, "notes.txt"),
        ]
        for (args, status, message) in cases {
            let r = try CLIRunner.run(["compare"] + args, in: dir)
            #expect(r.status == status, "\(args): \(r.stderr)")
            #expect(r.stderr.hasPrefix("spinnergen: error: ") && r.stderr.contains(message), "\(args): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        }
        let help = try CLIRunner.run(["compare", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--max-mismatch F"))
    }
}
