import Foundation
import Testing

/// Issue 28, items 3 to 5 through the built binary, beyond the refusal table: signals against
/// staged outputs (timed by the progress the run prints, never by sleeps), endless FIFOs with
/// data, help pages, the HTML report's legend, alpha a codec drops.
@Suite struct StagedOutputsCLITests {
    /// Reads `handle` line by line until `stop` accepts one; returns every line read.
    static func lines(from handle: FileHandle, until stop: (String) -> Bool) -> [String] {
        var pending = Data(), seen: [String] = []
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { return seen }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[(newline + 1)...])
                seen.append(line)
                if stop(line) { return seen }
            }
        }
    }

    static func entries(_ dir: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: dir.path)
        return ((walker?.allObjects as? [String]) ?? []).sorted()
    }

    /// A batch stages every job and moves them all at the end: SIGTERM once job 0 has drawn its
    /// last frame (its outputs and record are then staged, or being staged) leaves nothing of it,
    /// nor of job 1 still rendering, and says so truthfully.
    @Test func aSignalAfterTheFirstJobLeavesNoJobBehind() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let batch = #"""
            {"spinnergen-batch": 1, "matrix": {"size": [32, 256]},
             "jobs": [{"preset": "material", "options": {"scale": 2, "frames": "0-59"}, "outputs": ["out/m{size}.webp", "out/m{size}/%04d.png"]}]}
            """#
        try Data(batch.utf8).write(to: dir.appendingPathComponent("b.json"))
        let p = try CLIRunner.start(["batch", "b.json", "--jobs", "1", "--progress-format", "json", "--manifest", "m.json"], in: dir)
        let before = Self.lines(from: p.stderr.fileHandleForReading) {
            $0.contains(#""job":0"#) && $0.contains(#""frame":60,"#)
        }
        #expect(before.last?.contains(#""frame":60,"#) == true, "\(before)")
        kill(p.process.processIdentifier, SIGTERM)
        let rest = String(decoding: p.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.process.waitUntilExit()
        #expect(p.process.terminationStatus == 143, "\(rest)")
        #expect(rest.contains("SIGTERM received"), "\(rest)")
        #expect(!rest.contains(#""event":"done""#), "a done line says an output is in place: \(rest)")
        #expect(Self.entries(dir) == ["b.json"], "\(rest)")
    }

    /// SIGTERM sent as soon as the first output is reported in place: whether it lands before
    /// the process ends or not, the outputs stay whole and no line claims they were removed.
    @Test func aSignalAfterTheOutputsLandDoesNotClaimTheyWereRemoved() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let p = try CLIRunner.start(["material", "--scale", "1,2,3,4", "--frames", "0-9", "--progress-format", "json",
                                     "-o", "a@{scale}x.webp", "-o", "f@{scale}x/%04d.png"], in: dir)
        _ = Self.lines(from: p.stderr.fileHandleForReading) { $0.contains(#""event":"done""#) }
        kill(p.process.processIdentifier, SIGTERM)
        let rest = String(decoding: p.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.process.waitUntilExit()
        let status = p.process.terminationStatus
        #expect(status == 0 || status == 143, "\(rest)")
        #expect(!rest.contains("no partial output was left"), "\(rest)")
        if status == 143 { #expect(rest.contains("after every output was complete") || rest.contains("nothing was being written"), "\(rest)") }
        let files = Self.entries(dir)
        for scale in 1...4 {
            #expect(files.contains("a@\(scale)x.webp") && (0...9).allSatisfy { files.contains(String(format: "f@%dx/%04d.png", scale, $0)) },
                    "\(files)")
        }
        #expect(!files.contains { $0.contains(".spinnergen-") }, "\(files)")
    }

    /// An endless FIFO of valid-looking data is read to its limit and refused, never until
    /// memory runs out: text to 64 MiB, a PNG as far as its IHDR's image can need.
    @Test(arguments: [("progress.csv", ["ring", "--progress-file"], "longer than 64 MiB"),
                      ("logo.png", ["ring", "--logo"], "goes on past the 16 MiB")])
    func anEndlessFIFOIsReadToItsLimit(_ name: String, _ arguments: [String], _ says: String) throws {
        signal(SIGPIPE, SIG_IGN)
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent(name).path
        #expect(mkfifo(fifo, 0o644) == 0)
        let p = try CLIRunner.start(arguments + [fifo, "-o", "out.mp4"], in: dir)
        // The writer: a header once (for the PNG, a 1x1 image's), then the same bytes forever.
        let ihdr1x1: [UInt8] = [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1F, 0x15, 0xC4, 0x89]
        let head = name.hasSuffix(".png") ? Array(BadInputTableTests.zeroByZeroPNG().prefix(16)) + ihdr1x1 : Array("time,progress\n".utf8)
        let body = [UInt8](repeating: name.hasSuffix(".png") ? 0x41 : 0, count: 1 << 16).enumerated().map { k, b in
            name.hasSuffix(".png") ? b : Array("0,0\n".utf8)[k % 4]
        }
        let fd = open(fifo, O_WRONLY)
        #expect(fd >= 0)
        var written = head.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
        while written > 0 { written = body.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) } }
        close(fd)
        p.process.waitUntilExit()
        let err = String(decoding: p.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.process.terminationStatus == 65, "\(err)")
        #expect(err.contains(says), "\(err)")
        #expect(Self.entries(dir) == [name])
    }

    /// Every help page ends in exactly one newline, and the main page and each verb's list every
    /// exit status spinnergen returns.
    @Test func helpPagesEndInOneNewlineAndListEveryStatus() throws {
        let pages = [["--help"], ["material", "--help"], ["ring", "--help"], ["render", "--help"], ["check", "--help"], ["scene", "--help"],
                     ["export", "--help"], ["batch", "--help"], ["verify", "--help"], ["values", "--help"], ["compare", "--help"],
                     ["sheet", "--help"], ["sheet", "material", "--help"], ["plot", "--help"], ["list"], ["--version"]]
        for page in pages {
            let r = try CLIRunner.run(page)
            #expect(r.status == 0 && r.stdout.hasSuffix("\n") && !r.stdout.hasSuffix("\n\n"), "\(page): \(r.stdout.suffix(80).debugDescription)")
        }
        let main = try CLIRunner.run(["--help"]).stdout
        for status in ["0 done", "1 a comparison", "64 bad usage", "65 bad data", "66 missing input", "69 a library", "70 a bug",
                       "73 cannot create", "74 I/O error", "128+n after signal n"] {
            #expect(main.replacingOccurrences(of: "\n", with: " ").contains(status), "\(status)")
        }
        for verb in ["batch", "verify", "compare"] {
            let text = try CLIRunner.run([verb, "--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
            #expect(text.contains("69 ") && text.contains("70 a bug") && text.contains("74 I/O error"), "\(verb)")
        }
    }

    /// The legend says what the frames were drawn over: the matte when one was used.
    @Test(arguments: [(["--matte", "#336699"], "over the matte <code>#336699</code>"), ([String](), "the actual frame over white")])
    func theLegendNamesTheMatte(_ extra: [String], _ says: String) throws {
        let dir = try BadInputTableTests.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["compare", "one.png", "two.png", "--html", "r.html"] + extra, in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        let page = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(page.contains(says))
        #expect(extra.isEmpty || !page.contains("over white"))
    }

    /// A .mov or .webm whose codec keeps no alpha says that its frames went over white, unless a
    /// background was chosen.
    @Test func aCodecWithoutAlphaInAnAlphaContainerWarns() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["material", "--size", "64", "--scale", "1", "--frames", "0-1"]
        let h265 = try CLIRunner.run(base + ["--codec", "h265", "-o", "a.mov"], in: dir)
        #expect(h265.status == 0 && h265.stderr.contains("warning: h265 yuv420p MOV has no alpha channel, so its frames are drawn over white"),
                "\(h265.stderr)")
        let webm = try CLIRunner.run(base + ["--pixel-format", "yuv420p", "-o", "a.webm"], in: dir)
        #expect(webm.status == 0 && webm.stderr.contains("vp9 yuv420p WEBM has no alpha channel"), "\(webm.stderr)")
        let chosen = try CLIRunner.run(base + ["--codec", "h265", "--background", "navy", "-o", "b.mov"], in: dir)
        #expect(chosen.status == 0 && !chosen.stderr.contains("warning"), "\(chosen.stderr)")
        let prores = try CLIRunner.run(base + ["-o", "c.mov"], in: dir)
        #expect(prores.status == 0 && !prores.stderr.contains("warning"), "\(prores.stderr)")
    }

    /// Each input is read once a run: a scene from a FIFO is decoded and hashed from the same
    /// bytes (a second open would wait for a writer that has gone, or find nothing), so its
    /// manifest records the scene's SHA-256 as the regular file's does.
    @Test func aSceneFromAFIFOIsHashedFromTheBytesDecoded() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = Data(#"{"spinnergen": 1, "root": {"bounds": [0, 0, 10, 10], "backgroundColor": "teal", "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1}]}}"#.utf8)
        try scene.write(to: dir.appendingPathComponent("s.json"))
        let fifo = dir.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let args = ["--frames", "0-2", "-q", "-o"]
        let p = try CLIRunner.start(["render", "pipe.json"] + args + ["a.webp", "--manifest", "a.json"], in: dir)
        try scene.write(to: URL(fileURLWithPath: fifo))
        p.process.waitUntilExit()
        let err = String(decoding: p.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.process.terminationStatus == 0, "\(err)")
        let plain = try CLIRunner.run(["render", "s.json"] + args + ["b.webp", "--manifest", "b.json"], in: dir)
        #expect(plain.status == 0, "\(plain.stderr)")
        func sceneHash(_ name: String) throws -> String? {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent(name))) as? [String: Any]
            return (json?["job"] as? [String: Any])?["sceneSHA256"] as? String
        }
        let fromFIFO = try sceneHash("a.json"), fromFile = try sceneHash("b.json")
        #expect(fromFIFO != nil && fromFIFO == fromFile)
    }
}
