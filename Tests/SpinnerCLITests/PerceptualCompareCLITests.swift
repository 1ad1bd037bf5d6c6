import Foundation
import Testing
import SpinnerCore
import SpinnerEncode

/// `--max-delta-e`, `--precision` and `--perceptual-precision` through the binary, in `compare`
/// and in `verify --against`.
@Suite struct PerceptualCompareCLITests {
    static let small = ["material", "--size", "24", "--scale", "2", "--fps", "10", "--duration", "0.5", "--background", "#FFFFFF", "-q"]

    /// `dir/a/` as rendered, and `dir/b/` the same frames with frame 2's pixels nudged by `levels`
    /// in red wherever they are not white (the spinner's colour, not the background).
    static func pair(nudge levels: Int, in dir: URL) throws {
        let r = try CLIRunner.run(small + ["-o", "a/", "--manifest", "m.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        try FileManager.default.copyItem(at: dir.appendingPathComponent("a"), to: dir.appendingPathComponent("b"))
        let path = dir.appendingPathComponent("b/frame_0002.png").path
        var frame = try PNGCodec.decode(contentsOf: path)
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame[x, y] != PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255) {
                var p = frame[x, y]
                p.r = UInt8(min(255, Int(p.r) + levels))
                frame[x, y] = p
            }
        }
        try Data(try PNGCodec.encode(frame, options: PNGOptions())).write(to: URL(fileURLWithPath: path))
    }

    @Test func compareJudgesPixelsByDeltaE() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.pair(nudge: 2, in: dir)
        // Two levels of red fail the exact test and pass ΔE 3 (the nudge is about ΔE 1).
        #expect(try CLIRunner.run(["compare", "a", "b", "-q"], in: dir).status == 1)
        let perceptual = try CLIRunner.run(["compare", "a", "b", "--max-delta-e", "3", "--report", "r.json"], in: dir)
        #expect(perceptual.status == 0, "\(perceptual.stderr)")
        #expect(perceptual.stdout.contains("max ΔE ") && perceptual.stdout.contains("0 px (0.000%) beyond ΔE 3"))
        #expect(perceptual.stdout.hasSuffix("PASS: 5 frames within tolerance (--max-delta-e 3 --max-mismatch 0); max delta 2\n"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("r.json"))) as? [String: Any])
        let tolerance = try #require(report["tolerance"] as? [String: Any])
        #expect(tolerance["maxDeltaE"] as? Double == 3)
        let frames = try #require(report["frames"] as? [[String: Any]])
        let e2 = try #require(frames[2]["maxDeltaE"] as? Double)
        #expect(e2 > 0.2 && e2 < 3)
        #expect(frames[1]["maxDeltaE"] as? Double == 0)
        // swift-snapshot-testing's spelling: perceptual precision 0.99 is ΔE 1, and the same frame
        // passes or fails by the same numbers.
        let strict = try CLIRunner.run(["compare", "a", "b", "--perceptual-precision", String(1 - e2 / 100 + 1e-4)], in: dir)
        #expect(strict.status == 1 && strict.stderr.contains("FAIL: 1 of 5 frames beyond tolerance (--max-delta-e "))
        let loose = try CLIRunner.run(["compare", "a", "b", "--perceptual-precision", String(1 - e2 / 100 - 1e-4), "-q"], in: dir)
        #expect(loose.status == 0, "\(loose.stderr)")
        // --precision allows that frame's pixels.
        let some = try CLIRunner.run(["compare", "a", "b", "--precision", "0.5", "--perceptual-precision", "0.999"], in: dir)
        #expect(some.status == 0 && some.stdout.contains("(--max-delta-e 0.1 --max-mismatch 0.5)"), "\(some.stdout)\(some.stderr)")
    }

    @Test func aLargeColourChangeFailsAndTheHTMLShowsTheDeltaEMap() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.pair(nudge: 120, in: dir)
        let r = try CLIRunner.run(["compare", "a", "b", "--max-delta-e", "3", "--max-mismatch", "0.015", "--html", "r.html", "--diff", "d"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("FAIL: 1 of 5 frames beyond tolerance (--max-delta-e 3 --max-mismatch 0.015): frame 2"))
        #expect(r.stdout.contains("beyond ΔE 3"))
        let html = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(html.contains("<code>--max-delta-e 3</code>") && html.contains("largest ΔE") && html.contains("just beyond ΔE 3"))
        #expect(CLIRunner.contents(of: dir.appendingPathComponent("d")) == ["diff_0002.png"])
        // The diff image paints the changed pixels from yellow to red, not the per-channel scale's.
        let diff = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("d/diff_0002.png").path)
        var warm = 0
        for y in 0..<diff.height { for x in 0..<diff.width where diff[x, y].r >= 220 && diff[x, y].b == 0 { warm += 1 } }
        #expect(warm > 20)
    }

    @Test func conflictingAndBadFlagsAreRefused() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.pair(nudge: 2, in: dir)
        for (args, text) in [
            (["--max-delta", "3", "--max-delta-e", "3"], "--max-delta and --max-delta-e both set how a frame is judged"),
            (["--max-mismatch", "0.1", "--precision", "0.9"], "--max-mismatch and --precision both set how a frame is judged"),
            (["--max-delta-e", "3", "--perceptual-precision", "0.97"], "--max-delta-e and --perceptual-precision both"),
            (["--max-delta-e", "-1"], "invalid value '-1' for --max-delta-e"),
            (["--max-delta-e", "nan"], "invalid value 'nan' for --max-delta-e"),
            (["--precision", "1.5"], "invalid value '1.5' for --precision"),
            (["--perceptual-precision", "x"], "invalid value 'x' for --perceptual-precision"),
        ] {
            let r = try CLIRunner.run(["compare", "a", "b"] + args, in: dir)
            #expect(r.status == 64, "\(args)")
            #expect(r.stderr.hasPrefix("spinnergen: error: " + text) && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        }
    }

    @Test func verifyAgainstFilesByATolerance() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.pair(nudge: 2, in: dir)
        // By hash, frame 2 of b differs; within ΔE 3 every frame is as the job renders it.
        #expect(try CLIRunner.run(["verify", "m.json", "--against", "b", "-q"], in: dir).status == 1)
        let within = try CLIRunner.run(["verify", "m.json", "--against", "b", "--max-delta-e", "3"], in: dir)
        #expect(within.status == 0, "\(within.stderr)")
        #expect(within.stdout == "ok: all 5 frames are within tolerance (--max-delta-e 3 --max-mismatch 0) of b\n")
        let strict = try CLIRunner.run(["verify", "m.json", "--against", "b", "--perceptual-precision", "0.999", "--threads", "2"], in: dir)
        #expect(strict.status == 1)
        #expect(strict.stdout.hasPrefix("frame 2 (t = 1/5 s): max delta 2") && strict.stdout.contains("FAIL: "))
        #expect(strict.stderr.hasPrefix("spinnergen: error: 1 of 5 frames beyond tolerance (--max-delta-e 0.1 --max-mismatch 0) of b: frame 2"))
        // A missing file fails its frame; a tolerance without files to compare is refused.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("b/frame_0004.png"))
        let missing = try CLIRunner.run(["verify", "m.json", "--against", "b", "--max-delta-e", "3"], in: dir)
        #expect(missing.status == 1 && missing.stdout.contains("frame 4 (t = 2/5 s): file ") && missing.stdout.contains("missing or unreadable"))
        let alone = try CLIRunner.run(["verify", "m.json", "--max-delta-e", "3"], in: dir)
        #expect(alone.status == 64 && alone.stderr.hasPrefix("spinnergen: error: --max-delta-e compares frames with files on disk (give --against"))
    }
}
