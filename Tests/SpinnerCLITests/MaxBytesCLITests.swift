import Foundation
import Testing

/// `--max-bytes SIZE` (GIF, APNG, WebP, WebM): what the command line says it chose, that a loose
/// budget writes the exact file, that nothing fitting writes nothing, and that the chosen file
/// is the same at any thread count.
@Suite struct MaxBytesCLITests {
    /// 30 frames of a 48 px spinner: about 4,000 (GIF) to 8,600 (APNG) bytes exact.
    static let render = ["material", "--size", "24", "--scale", "2", "--duration", "0.5"]

    static func bytes(_ name: String, in dir: URL) throws -> Data {
        try Data(contentsOf: dir.appendingPathComponent(name))
    }

    /// The budget the exact file already meets: the same bytes as without `--max-bytes`, one
    /// encode, and the note says so.
    @Test(arguments: ["a.gif", "a.apng", "a.webp", "a.webm"])
    func aLooseBudgetWritesTheExactFile(file: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(Self.render + ["-q", "-o", "exact-" + file], in: dir).status == 0)
        let r = try CLIRunner.run(Self.render + ["--max-bytes", "1M", "-o", file], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let exact = try Self.bytes("exact-" + file, in: dir)
        #expect(try Self.bytes(file, in: dir) == exact)
        let size = exact.count.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
        #expect(r.stderr.contains("spinnergen: note: \(file) fits 1 MiB unchanged (\(size) bytes, 1 encode)\n"), "\(r.stderr)")
    }

    /// WebM: the crf chosen is named, the file fits, it is that crf's file, and one crf finer
    /// does not fit.
    @Test func webMNamesTheCRFItChose() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(Self.render + ["--max-bytes", "5KiB", "-o", "s.webm"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let note = try #require(r.stderr.split(separator: "\n").first { $0.hasPrefix("spinnergen: note: s.webm fits 5 KiB at crf ") })
        let crf = try #require(Int(note.split(separator: " ")[8]))
        let kept = try Self.bytes("s.webm", in: dir)
        #expect(kept.count <= 5 * 1024)
        #expect(note.hasSuffix("(\(kept.count.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) bytes, \(note.split(separator: " ")[11]) encodes)"))
        #expect(try CLIRunner.run(Self.render + ["-q", "--crf", "\(crf)", "-o", "same.webm"], in: dir).status == 0)
        #expect(try Self.bytes("same.webm", in: dir) == kept)
        #expect(try CLIRunner.run(Self.render + ["-q", "--crf", "\(crf - 1)", "-o", "finer.webm"], in: dir).status == 0)
        #expect(try Self.bytes("finer.webm", in: dir).count > 5 * 1024)
    }

    /// Every way to write a size: `2.5K`, `2.5KiB`, `2.5kb`, `2560`: the same budget, the same file (WebM,
    /// whose search is the quickest).
    @Test func sizesAreReadAsMemoryLimitReadsThem() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [Data] = []
        for (k, size) in ["2.5K", "2.5KiB", "2.5kb", "2560"].enumerated() {
            let r = try CLIRunner.run(Self.render + ["-q", "--max-bytes", size, "-o", "w\(k).webm"], in: dir)
            #expect(r.status == 0, "\(size): \(r.stderr)")
            files.append(try Self.bytes("w\(k).webm", in: dir))
        }
        #expect(Set(files).count == 1)
        #expect(files[0].count <= 2560)
    }

    /// Nothing fits: one line, status 64, nothing written and no temporary left.
    @Test(arguments: ["a.gif", "a.apng", "a.webp", "a.webm"])
    func nothingFittingIsRefusedInOneLine(file: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(Self.render + ["--max-bytes", "200", "-o", file], in: dir)
        #expect(r.status == 64)
        #expect(r.stderr.hasPrefix("spinnergen: error: '\(file)' does not fit 200 bytes: its smallest setting, at "), "\(r.stderr)")
        #expect(r.stderr.hasSuffix(" bytes (raise --max-bytes, or lower --size, --scale or --duration)\n"))
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(CLIRunner.contents(of: dir).isEmpty)
    }

    /// The same job gives the same bytes at one thread and at four (WebP lossy, WebM at a crf,
    /// APNG at fewer bits). GIF's palette and dithering are the same at any thread count
    /// (`GIFOptions.threads`); its search takes about 25 s in a debug build, so it is not
    /// repeated here.
    @Test(arguments: [("d.webp", "3K"), ("d.webm", "4K"), ("d.apng", "5K")])
    func theChoiceIsTheSameAtAnyThreadCount(file: String, budget: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [Data] = []
        for threads in ["1", "4"] {
            let r = try CLIRunner.run(Self.render + ["-q", "--threads", threads, "--max-bytes", budget, "-o", threads + file], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            files.append(try Self.bytes(threads + file, in: dir))
        }
        #expect(files[0] == files[1])
    }

    @Test(arguments: [
        (["--max-bytes", "1M", "-o", "a.mp4"], "--max-bytes applies to .webm, .gif, .apng and .webp outputs (drop it, or write one of those)"),
        (["--max-bytes", "1M", "--bitrate", "1M", "-o", "a.webm"],
         "--max-bytes and --bitrate cannot be used together: the budget chooses the quality (drop --bitrate; --crf sets the finest quality tried)"),
        (["--max-bytes", "0", "-o", "a.gif"], "invalid value '0' for --max-bytes (expected a size such as 256K, 1.5M or 300000 bytes (K and M are powers of 1024))"),
    ])
    func badUsesAreRefused(arguments: [String], line: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(Self.render + arguments, in: dir)
        #expect(r.status == 64)
        #expect(r.stderr == "spinnergen: error: \(line)\n")
        #expect(CLIRunner.contents(of: dir).isEmpty)
    }

    /// A FIFO cannot be measured or written twice: refused before anything is written to it.
    @Test func aStreamIsRefused() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(mkfifo(dir.appendingPathComponent("pipe.gif").path, 0o644) == 0)
        let r = try CLIRunner.run(Self.render + ["--max-bytes", "1M", "-o", "pipe.gif"], in: dir)
        #expect(r.status == 64)
        #expect(r.stderr == "spinnergen: error: --max-bytes needs a regular file to measure and replace; 'pipe.gif' is a stream "
                + "(write a file, then copy it where it goes)\n")
        #expect(CLIRunner.contents(of: dir) == ["pipe.gif"])
    }

    /// docs/formats.md's sticker command, as the page writes it, prints the note the page quotes.
    @Test func theStickerExampleWritesWhatTheDocsSay() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let command = try #require(try ProjectDocs.commands(in: "formats.md").first { $0.hasSuffix("-o sticker.webm") })
        let page = ProjectDocs.flat(try ProjectDocs.page("formats.md"))
        let r = try CLIRunner.run(Array(ProjectDocs.arguments(command).dropFirst()), in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let note = try #require(r.stderr.split(separator: "\n").first { $0.hasPrefix("spinnergen: note: sticker.webm") })
        #expect(page.contains("It prints `\(note)`"))
        #expect(try Self.bytes("sticker.webm", in: dir).count <= 256 * 1024)
    }

    /// A batch job takes `max-bytes` as an option and names its choice on its own line.
    @Test func aBatchJobSaysWhatItChose() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let batch = #"{ "spinnergen-batch": 1, "jobs": [ { "preset": "material", "options": { "size": 24, "scale": 2, "duration": 0.5, "max-bytes": "5K" }, "outputs": ["out/m.webm"] } ] }"#
        try Data(batch.utf8).write(to: dir.appendingPathComponent("b.json"))
        let r = try CLIRunner.run(["batch", "b.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("spinnergen: job 0: note: out/m.webm fits 5 KiB at crf "), "\(r.stderr)")
        #expect(try Self.bytes("out/m.webm", in: dir).count <= 5 * 1024)
    }

    /// A manifest describes the job's own frames, also when a lower rate was chosen, and
    /// `verify` replays the job to the same frames.
    @Test func aManifestOfABudgetedOutputVerifies() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(Self.render + ["--max-bytes", "3K", "-o", "v.webp", "--manifest", "v.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("spinnergen: note: v.webp fits 3 KiB at quality 0 and 30 fps"), "\(r.stderr)")
        let v = try CLIRunner.run(["verify", "v.json"], in: dir)
        #expect(v.status == 0, "\(v.stderr)")
        #expect(v.stdout == "ok: all 30 frames match v.json\n")
    }
}
