import Foundation
import Testing

/// One render, many outputs (issue 14, item 1), through the binary: each output of a render
/// with several `-o` is the output that render gives alone, and a failure leaves nothing of any.
@Suite struct MultiOutputCLITests {
    /// At one rate for every output: alone, a GIF's default rate is 50 fps, not 60 (issue 28).
    static let small = ["material", "--scale", "1", "--fps", "60", "--frames", "0-9", "-q"]
    /// Transparent by default (PNG, APNG, GIF, WebP) and white by default (y4m, MP4) together.
    static let outputs = ["a.gif", "a.apng", "a.webp", "a.y4m", "seq/%04d.png", "a.mp4"]
    static let sequence = (0..<10).map { "seq/" + String(repeating: "0", count: 3) + "\($0).png" }

    static func bytes(_ dir: URL, _ name: String) throws -> Data {
        try Data(contentsOf: dir.appendingPathComponent(name))
    }

    @Test func eachOutputIsByteForByteTheOutputRenderedAlone() throws {
        let together = try CLIRunner.temporaryDirectory(), alone = try CLIRunner.temporaryDirectory()
        defer { for d in [together, alone] { try? FileManager.default.removeItem(at: d) } }
        let r = try CLIRunner.run(Self.small + Self.outputs.flatMap { ["-o", $0] }, in: together)
        #expect(r.status == 0, "\(r.stderr)")
        for out in Self.outputs {
            let one = try CLIRunner.run(Self.small + ["-o", out], in: alone)
            #expect(one.status == 0, "\(out): \(one.stderr)")
        }
        #expect(CLIRunner.contents(of: together) == CLIRunner.contents(of: alone))
        #expect(CLIRunner.contents(of: together.appendingPathComponent("seq")) == Self.sequence.map { String($0.dropFirst(4)) })
        for name in ["a.gif", "a.apng", "a.webp", "a.y4m"] + Self.sequence {
            let a = try Self.bytes(together, name), b = try Self.bytes(alone, name)
            #expect(!a.isEmpty && a == b, "\(name) differs from the output rendered alone")
        }
        // The y4m was drawn over white (limited-range luma 235 in the corner) ...
        let y4m = try Self.bytes(together, "a.y4m")
        let frame = y4m.range(of: Data("FRAME\n".utf8))!
        #expect(y4m[frame.upperBound] == 235)
        // ... and the PNG frames were not: they differ from the same frame over white.
        let white = try CLIRunner.run(Self.small + ["--background", "#FFFFFF", "-o", "white/%04d.png"], in: alone)
        #expect(white.status == 0, "\(white.stderr)")
        #expect(try Self.bytes(together, "seq/0000.png") != Self.bytes(alone, "white/0000.png"))
        // H.264 is compared decoded (the encoder is not bound to repeat its bitstream): every
        // frame of the shared render matches the lone one exactly.
        let compare = try CLIRunner.run(["compare", alone.appendingPathComponent("a.mp4").path,
                                         together.appendingPathComponent("a.mp4").path], in: together)
        #expect(compare.status == 0 && compare.stdout.contains("10 frames") && compare.stdout.contains("max delta 0"),
                "\(compare.stdout) \(compare.stderr)")
    }

    /// Without --fps a GIF renders at its own 50 fps, apart from the videos; the video flags
    /// given for those stay theirs, so the GIF is the one `--codec` would never have reached.
    @Test func videoFlagsBesideAGIFAtItsOwnRate() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let line = ["material", "--scale", "2", "--duration", "0.2", "-q"]
        let r = try CLIRunner.run(line + ["--codec", "h265", "--crf", "20", "-o", "a.mov", "-o", "b.gif"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let alone = try CLIRunner.run(line + ["-o", "c.gif"], in: dir)
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("b.gif")) == Data(contentsOf: dir.appendingPathComponent("c.gif")))
        // The MOV is HEVC: its sample entry is hvc1 or hev1.
        let mov = try Data(contentsOf: dir.appendingPathComponent("a.mov"))
        #expect(mov.range(of: Data("hvc1".utf8)) != nil || mov.range(of: Data("hev1".utf8)) != nil)
    }

    @Test func everyOutputIsReportedOnItsOwnLine() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["material", "--scale", "1", "--fps", "50", "--frames", "0-1", "--matte", "white", "-o", "a.gif", "-o", "f/"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 2 && lines[0].hasPrefix("spinnergen: wrote a.gif: 2 frames")
                && lines[1].hasPrefix("spinnergen: wrote 2 files f/frame_0000.png … f/frame_0001.png"), "\(r.stderr)")
    }

    /// A write failing in one output (a GIF streamed into /dev/full through a symlink) leaves
    /// nothing of the others, and the file one of them would replace keeps its bytes.
    @Test func aFailureInOneOutputLeavesNothingOfTheOthers() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("full.gif").path, withDestinationPath: "/dev/full")
        let old = Data("the old render\n".utf8)
        try old.write(to: dir.appendingPathComponent("a.webp"))
        let r = try CLIRunner.run(Self.small + ["-o", "a.webp", "-o", "new/seq/%04d.png", "-o", "a.apng", "-o", "full.gif"], in: dir)
        #expect(r.status == 74, "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("full.gif"), "\(r.stderr)")
        #expect(CLIRunner.contents(of: dir) == ["a.webp", "full.gif"])
        #expect(try Self.bytes(dir, "a.webp") == old)
    }

    /// Interrupted part way, a render of several outputs leaves none of them, nor the folders
    /// made for them.
    @Test func aSignalLeavesNoOutputBehind() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (p, _) = try CLIRunner.startRendering(["material", "--size", "400", "--scale", "2", "--duration", "120",
                                                   "-o", "long.mp4", "-o", "x/long.webp", "-o", "y/z/%04d.png"], in: dir)
        #expect(!CLIRunner.contents(of: dir).isEmpty, "the outputs are staged while the render runs")
        p.process.terminate()
        p.process.waitUntilExit()
        #expect(p.process.terminationStatus == 143)
        #expect(CLIRunner.contents(of: dir) == [])
    }
}
