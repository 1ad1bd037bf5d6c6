import Foundation
import Testing
import SpinnerCore
import SpinnerEncode

/// Every output format through the binary: picked by extension or --format, with the alpha,
/// loop and colour promises of the format table in docs/formats.md.
@Suite struct FormatCLITests {
    @Test func eachExtensionWritesItsFormat() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let common = ["material", "--size", "24", "--scale", "2", "--fps", "20", "-q"]
        let cases: [(String, [String], String, String, Bool)] = [
            ("a.mp4", [], "h264", "yuv420p", false),
            ("b.mp4", ["--codec", "h265"], "hevc", "yuv420p", false),
            ("c.mov", [], "prores", "yuva444p12le", true),
            ("d.webm", [], "vp9", "yuva420p", true),
            ("e.mov", ["--codec", "h264", "--pixel-format", "yuv444p", "--range", "full"], "h264", "yuvj444p", false),
        ]
        for (name, extra, codec, pixelFormat, alpha) in cases {
            var args = common
            // libx265 is given frames at least 64 px wide (VideoCodec.minimumWidth).
            if name == "b.mp4" { args[2] = "32x24" }
            let r = try CLIRunner.run(args + extra + ["-o", name], in: dir)
            #expect(r.status == 0, "\(name): \(r.stderr)")
            let info = try VideoDecoder.probe(path: dir.appendingPathComponent(name).path)
            #expect(info.codecName == codec, "\(name)")
            #expect(info.pixelFormatName == pixelFormat, "\(name)")
            #expect(info.hasAlpha == alpha, "\(name)")
            #expect(info.frameCount == 120, "\(name)")
            #expect(info.width == (name == "b.mp4" ? 64 : 48), "\(name)")
            if alpha {
                // Transparent by default where the format carries alpha: a corner is clear.
                let frame = try VideoDecoder.decodeFrames(path: dir.appendingPathComponent(name).path)[30]
                #expect(frame[0, 0].a <= 1, "\(name)")
            }
        }
        #expect(try VideoDecoder.probe(path: dir.appendingPathComponent("b.mp4").path).codecTag == "hvc1")
        #expect(try VideoDecoder.probe(path: dir.appendingPathComponent("e.mov").path).color.range == "pc")

        for (name, extra) in [("f.gif", ["--loop-count", "3"]), ("g.apng", []), ("h.png", ["--animated"]), ("i.webp", [])] {
            let r = try CLIRunner.run(common + extra + ["-o", name], in: dir)
            #expect(r.status == 0, "\(name): \(r.stderr)")
        }
        // GIF: exact palette for this few-colour spinner, 120 frames, loop count stored (3 plays: NETSCAPE 2).
        let gif = try Data(contentsOf: dir.appendingPathComponent("f.gif"))
        #expect(gif.prefix(6) == Data("GIF89a".utf8))
        let netscape = try #require(gif.range(of: Data("NETSCAPE2.0".utf8)))
        #expect(gif[netscape.upperBound + 2] == 2 && gif[netscape.upperBound + 3] == 0)
        #expect(try VideoDecoder.probe(path: dir.appendingPathComponent("f.gif").path).frameCount == 120)
        // APNG from .apng or from .png --animated: the same bytes.
        let apng = try Data(contentsOf: dir.appendingPathComponent("g.apng"))
        #expect(apng == (try Data(contentsOf: dir.appendingPathComponent("h.png"))))
        #expect(apng.range(of: Data("acTL".utf8)) != nil)
        let webp = try Data(contentsOf: dir.appendingPathComponent("i.webp"))
        #expect(webp.prefix(4) == Data("RIFF".utf8) && webp.range(of: Data("ANIM".utf8)) != nil)
    }

    @Test func framesGoToStandardOutput() throws {
        let y4m = try CLIRunner.run(["material", "--size", "24", "--scale", "2", "--fps", "10", "--format", "y4m", "-o", "-", "-q"])
        #expect(y4m.status == 0, "\(y4m.stderr)")
        let header = try #require(y4m.stdout.split(separator: "\n").first)
        #expect(header.hasPrefix("YUV4MPEG2 W48 H48 F10:1"))
        #expect(y4m.stdout.components(separatedBy: "FRAME").count - 1 == 60)
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Raw RGBA: exactly width·height·4 bytes a frame.
        let p = try CLIRunner.start(["material", "--size", "24", "--scale", "2", "--fps", "10", "--format", "rgba", "-o", "-", "-q"], in: dir)
        let bytes = p.stdout.fileHandleForReading.readDataToEndOfFile()
        p.process.waitUntilExit()
        #expect(p.process.terminationStatus == 0)
        #expect(bytes.count == 48 * 48 * 4 * 60)
        #expect(CLIRunner.contents(of: dir).isEmpty)
    }

    /// Every row of docs/formats.md's format table: its example runs as the page writes it (made
    /// small and short by options put in front) and writes a file or a stream, and the table lists
    /// exactly the extensions `eachExtensionWritesItsFormat` and `framesGoToStandardOutput` test.
    @Test func theFormatTableExamplesRun() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let rows = try ProjectDocs.page("formats.md").split(separator: "\n").filter { $0.hasPrefix("| `.") }
        var extensions: [String] = []
        for row in rows {
            // `\|` is a pipe inside a cell.
            let cells = row.replacingOccurrences(of: "\\|", with: "\u{1}").split(separator: "|")
                .map { $0.trimmingCharacters(in: .whitespaces) }
            extensions.append(String(cells[0].split(separator: "`")[0]))
            let example = cells[cells.count - 1].replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "\u{1}", with: "|")
            // What a pipe feeds is another program's business: the example up to it must write the stream.
            let words = ProjectDocs.arguments(example.components(separatedBy: " | ")[0])
            #expect(words.prefix(2) == ["spinnergen", "material"], "\(example)")
            let args = ["material", "--size", "24", "--scale", "2", "--fps", "10", "--duration", "0.5", "-q"] + words.dropFirst(2)
            let r = try CLIRunner.run(args, in: dir)
            #expect(r.status == 0, "\(example): \(r.stderr)")
            let output = try #require(args.lastIndex(of: "-o").map { args[$0 + 1] }, "\(example)")
            if output == "-" {
                #expect(r.stdoutBytes.count > 48 * 48, "\(example)")
            } else {
                let first = dir.appendingPathComponent(output.replacingOccurrences(of: "%04d", with: "0000"))
                #expect(FileManager.default.fileExists(atPath: first.path), "\(example)")
            }
        }
        #expect(extensions.sorted() == [".apng", ".gif", ".mov", ".mp4", ".png", ".rgba", ".webm", ".webp", ".y4m"])
    }

    typealias Case = RefusalCase

    static let cases: [Case] = [
        Case(arguments: ["--background", "transparent", "-o", "o.mp4"], mentions: "formats with alpha: .mov (ProRes 4444), .webm (VP9)"),
        Case(arguments: ["--background", "#00000080", "-o", "o.y4m"], mentions: "no alpha channel"),
        Case(arguments: ["--codec", "vp9", "-o", "o.mp4"], mentions: "mp4 cannot hold vp9"),
        Case(arguments: ["--codec", "prores", "--range", "full", "-o", "o.mov"], mentions: "limited range only"),
        Case(arguments: ["--pixel-format", "yuva420p", "-o", "o.mp4"], mentions: "yuva420p"),
        Case(arguments: ["--crf", "10", "--bitrate", "4M", "-o", "o.mp4"], mentions: "cannot be used together"),
        Case(arguments: ["--bitrate", "fast", "-o", "o.mp4"], mentions: "--bitrate"),
        Case(arguments: ["--preset", "realtime", "-o", "o.mp4"], mentions: "--preset"),
        Case(arguments: ["--dither", "floyd-steinberg", "-o", "o.png", "--time", "1"], mentions: "--dither"),
        Case(arguments: ["--dither", "sparkle", "-o", "o.gif"], mentions: "floyd-steinberg"),
        Case(arguments: ["--codec", "h264", "-o", "o.gif"], mentions: "video outputs"),
        Case(arguments: ["-o", "-"], mentions: "--format y4m or --format rgba"),
        Case(arguments: ["--format", "gif", "-o", "-"], mentions: "--format y4m or --format rgba"),
        Case(arguments: ["--format", "avi", "-o", "o.avi"], mentions: "--format"),
    ]

    @Test(arguments: cases)
    func refusesWhatAFormatCannotDo(_ c: Case) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["material"] + c.arguments, mentions: c.mentions), in: dir)
    }
}

/// A video written twice by the same job has the same bytes (WebM's Matroska UIDs included).
@Suite struct VideoBytesCLITests {
    @Test(arguments: ["a.webm", "a.mp4", "a.mov"])
    func theSameJobWritesTheSameVideo(_ name: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [Data] = []
        for run in 0..<2 {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("\(run)"), withIntermediateDirectories: true)
            let r = try CLIRunner.run(["material", "--size", "32x32", "--fps", "12", "--duration", "0.5", "-q", "-o", "\(run)/\(name)"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            files.append(try Data(contentsOf: dir.appendingPathComponent("\(run)/\(name)")))
        }
        #expect(files[0].count > 100)
        #expect(files[0] == files[1], "\(name): two runs of one job differ")
    }

    /// x264 reads memory of its own it never wrote (macroblock tree with B-frames), so its
    /// bitstream followed whatever the heap held: an MP4 beside a WebP differed from run to run.
    /// glibc's MALLOC_PERTURB_ fills fresh and freed memory with a byte of its choosing, which
    /// made every value give other bytes; the zeroed memalign libx264 now gets makes them all
    /// the MP4 a fresh heap gives.
    @Test func anMP4DoesNotDependOnWhatTheHeapHeld() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let job = ["material", "--size", "48x48", "--scale", "3", "--fps", "30", "--duration", "1", "--threads", "1",
                   "--background", "#336699", "-q"]
        let runs: [(String, [String], [String: String])] = [
            ("alone", [], [:]), ("perturbed 7", [], ["MALLOC_PERTURB_": "7"]),
            ("perturbed 165", [], ["MALLOC_PERTURB_": "165"]), ("beside a WebP", ["-o", "beside.webp"], [:]),
        ]
        var files: [(String, Data)] = []
        for (i, (label, extra, environment)) in runs.enumerated() {
            let r = try CLIRunner.run(job + ["-o", "\(i).mp4"] + extra, in: dir, environment: environment)
            #expect(r.status == 0, "\(label): \(r.stderr)")
            files.append((label, try Data(contentsOf: dir.appendingPathComponent("\(i).mp4"))))
        }
        for (label, bytes) in files.dropFirst() {
            #expect(bytes == files[0].1, "the MP4 written \(label) differs from the one written alone")
        }
    }
}
