import Foundation
import Testing
import SpinnerPipeline

/// Flags only some formats take (`FormatOption`, read from the format table): a render takes a
/// flag when one of its outputs does and applies it there; GIF outputs, rendered apart at their
/// own rate, keep the flags they take and leave the others to the rest. Before, that split kept
/// only the video flags apart, so `--loop-count` or `--dither` beside a GIF and a video, or
/// `--compression` beside a GIF and PNGs, were refused.
@Suite struct FormatFlagsCLITests {
    @Test(arguments: [
        (["--compression", "9"], ["a.gif", "f/%04d.png"]),
        (["--dither", "bayer"], ["a.gif", "b.webp"]),
        (["--loop-count", "2"], ["a.gif", "b.mp4"]),
        (["--animated"], ["a.gif", "b.png"]),
        (["--crf", "10", "--matte", "#102030"], ["a.gif", "c.mp4"]),
    ])
    func aFlagOneOutputTakesIsAppliedThere(flags: [String], outputs: [String]) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["material", "--size", "12", "--frames", "0-3", "-q"] + flags + outputs.flatMap { ["-o", $0] }, in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(outputs[1].replacingOccurrences(of: "%04d", with: "0003")).path))
    }

    /// The GIF beside the WebP is the GIF written alone with the same flags: the flag went to it.
    @Test func theGIFGetsItsFlagsWhenRenderedBesideOthers() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["material", "--size", "12", "--frames", "0-3", "-q", "--dither", "bayer", "--loop-count", "3"]
        #expect(try CLIRunner.run(base + ["-o", "alone.gif"], in: dir).status == 0)
        #expect(try CLIRunner.run(base + ["-o", "beside.gif", "-o", "beside.webp"], in: dir).status == 0)
        let alone = try Data(contentsOf: dir.appendingPathComponent("alone.gif"))
        let beside = try Data(contentsOf: dir.appendingPathComponent("beside.gif"))
        #expect(alone == beside)
        #expect(try CLIRunner.run(["material", "--size", "12", "--frames", "0-3", "-q", "-o", "plain.gif"], in: dir).status == 0)
        let plain = try Data(contentsOf: dir.appendingPathComponent("plain.gif"))
        #expect(alone != plain)
    }

    /// A flag no output takes is refused, naming the formats that do (from the table).
    @Test(arguments: [
        (["--dither", "bayer"], "b.mp4", "--dither and --matte apply to .gif outputs (drop them, or write a .gif)"),
        (["--loop-count", "2"], "b.mp4", "--loop-count applies to .gif, .apng and .webp outputs (drop it, or write one of those)"),
        (["--crf", "10"], "b.webp", "--crf applies to video outputs (write .mp4, .mov, .webm or .y4m)"),
        (["--compression", "9"], "b.gif", "--compression is the zlib level of PNG and APNG outputs; it does not apply to gif (for video quality use --crf or --bitrate)"),
    ])
    func aFlagNoOutputTakesIsRefused(flags: [String], output: String, line: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["material", "--frames", "0-3"] + flags + ["-o", output], in: dir)
        #expect(r.status == 64)
        #expect(r.stderr == "spinnergen: error: \(line)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// Each flag's formats are the table's.
    @Test func theTableSaysWhichFormatsTakeEachFlag() {
        #expect(FormatOption.loopCount.formats == [.gif, .apng, .webp])
        #expect(FormatOption.dither.formats == [.gif])
        #expect(FormatOption.compression.formats == [.apng, .png])
        #expect(FormatOption.crf.formats == [.mp4, .mov, .webm, .y4m])
        #expect(OutputFormat.rgba.traits.options.isEmpty)
    }
}
