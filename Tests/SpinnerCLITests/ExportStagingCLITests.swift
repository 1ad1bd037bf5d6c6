import Foundation
import Testing

/// Issue 28's leftovers through the binary: a Lottie export into an Xcode data set, export's
/// write failures and signals (staged as a render's outputs are), sheet's signals, and the
/// alpha-dropped warning of batch jobs.
@Suite struct ExportStagingCLITests {
    @Test func aLottieExportIntoADataSetIsListed() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (file, uti) in [("spinner.json", "public.json"), ("spinner.lottie", "public.data")] {
            let r = try CLIRunner.run(["export", "material", "--fps", "10", "-q", "-o", "Assets.xcassets/spinner.dataset/" + file], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(try AssetCatalogCLITests.text(dir, "Assets.xcassets/spinner.dataset/Contents.json") == """
            {
              "data" : [
                {
                  "filename" : "\(file)",
                  "idiom" : "universal",
                  "universal-type-identifier" : "\(uti)"
                }
              ],
            \(AssetCatalogCLITests.info)
            }

            """)
        }
        #expect(try AssetCatalogCLITests.text(dir, "Assets.xcassets/Contents.json").contains(#""author" : "xcode""#))
        // The Lottie file itself is the one written outside a set.
        let r = try CLIRunner.run(["export", "material", "--fps", "10", "-q", "-o", "plain.json"], in: dir)
        #expect(r.status == 0)
        #expect(try Data(contentsOf: dir.appendingPathComponent("plain.json"))
                == Data(contentsOf: dir.appendingPathComponent("Assets.xcassets/spinner.dataset/spinner.json")))
        // An image set holds PNG stills; nothing is written.
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["export", "material", "-o", "B.xcassets/s.imageset/s.json"],
                                                mentions: "an image set holds PNG stills, and this is a Lottie file"), in: dir)
    }

    @Test func exportWriteFailuresAnswerLikeEveryCommand() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A full device: 74, as a render's output to /dev/full.
        var r = try CLIRunner.run(["export", "material", "--format", "lottie", "-o", "/dev/full"], in: dir)
        #expect(r.status == 74 && r.stderr.contains("No space left on device"), "\(r.stderr)")
        r = try CLIRunner.run(["material", "--format", "y4m", "--frames", "0-1", "-o", "/dev/full"], in: dir)
        #expect(r.status == 74, "\(r.stderr)")
        // A place where no file can be made: 73.
        r = try CLIRunner.run(["export", "material", "-o", "/proc/self/x.json"], in: dir)
        #expect(r.status == 73, "\(r.stderr)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("folder.json"), withIntermediateDirectories: false)
        r = try CLIRunner.run(["export", "material", "-o", "folder.json"], in: dir)
        #expect(r.status == 73 && r.stderr.contains("is a folder"), "\(r.stderr)")
        // A file already there is untouched by a failed export, and no temporary is left.
        try Data("old".utf8).write(to: dir.appendingPathComponent("old.json"))
        r = try CLIRunner.run(["export", "material", "--duration", "1000", "--fps", "60", "-o", "old.json"], in: dir)
        #expect(r.status == 64, "\(r.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("old.json")) == Data("old".utf8))
        #expect(CLIRunner.contents(of: dir) == ["folder.json", "old.json"])
        // A symlink to a file is written through (as cp does), and stays a link.
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.json").path, withDestinationPath: "old.json")
        r = try CLIRunner.run(["export", "material", "--fps", "10", "-q", "-o", "link.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(OutputSafetyTests.kind(dir.appendingPathComponent("link.json").path) == .symlink)
        #expect(try Data(contentsOf: dir.appendingPathComponent("old.json")).starts(with: Data("{".utf8)))
    }

    /// A FIFO no one reads blocks the write (as `cat > fifo` does), inside the run's cancellable
    /// section: a signal then ends the run with 143, leaves the FIFO a FIFO and nothing beside it.
    @Test(arguments: [
        ["export", "material", "--fps", "10"],
        ["sheet", "material", "--size", "16", "--every", "60"],
    ])
    func aSignalWhileTheOutputIsBlockedLeavesNothing(_ command: [String]) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let name = command[0] == "export" ? "out.json" : "out.png"
        let fifo = dir.appendingPathComponent(name).path
        #expect(mkfifo(fifo, 0o644) == 0)
        let p = try CLIRunner.start(command + ["-o", fifo], in: dir)
        #expect(CLIRunner.waitUntilBlockedOnAFIFO(p.process), "the run never waited for the FIFO's reader")
        kill(p.process.processIdentifier, SIGTERM)
        let (_, err) = p.readBothToEnd()
        p.process.waitUntilExit()
        let text = String(decoding: err, as: UTF8.self)
        #expect(p.process.terminationStatus == 143, "\(text)")
        #expect(text.contains("SIGTERM received"), "\(text)")
        #expect(OutputSafetyTests.kind(fifo) == .fifo)
        #expect(CLIRunner.contents(of: dir) == [name])
    }

    /// A signal during a long export or sheet into a regular file, sent once the run is under
    /// way (the process has used CPU time in its cancellable section): nothing is left, and a file
    /// already there is untouched.
    @Test(arguments: [
        ["export", "material", "--fps", "240", "--duration", "120"],
        ["sheet", "material", "--size", "200", "--scale", "2", "--every", "2"],
    ])
    func aSignalDuringTheWorkLeavesTheOldFile(_ command: [String]) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let name = command[0] == "export" ? "out.json" : "out.png"
        try Data("old".utf8).write(to: dir.appendingPathComponent(name))
        let p = try CLIRunner.start(command + ["-o", name], in: dir)
        // Readiness: the process has spent half a second of CPU time, past parsing and setup.
        #expect(Self.waitForCPU(p.process, seconds: 0.3))
        kill(p.process.processIdentifier, SIGTERM)
        let (_, err) = p.readBothToEnd()
        p.process.waitUntilExit()
        let text = String(decoding: err, as: UTF8.self)
        #expect(p.process.terminationStatus == 143, "\(text)")
        #expect(try Data(contentsOf: dir.appendingPathComponent(name)) == Data("old".utf8))
        #expect(CLIRunner.contents(of: dir) == [name], "\(text)")
    }

    /// Waits until `process` has used `seconds` of CPU time (utime + stime in /proc/PID/stat);
    /// false if it ended first or a minute passed.
    static func waitForCPU(_ process: Process, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        while process.isRunning && Date() < deadline {
            if let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
               let close = stat.lastIndex(of: ")") {
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                // Fields after the name: state is 0, utime 11, stime 12.
                if fields.count > 12, let u = Double(fields[11]), let s = Double(fields[12]), (u + s) / ticks >= seconds { return true }
            }
            usleep(10_000)
        }
        return false
    }

    @Test func aBatchJobSaysWhenItsFormatDropsAlpha() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let batch = #"""
            {"spinnergen-batch": 1, "matrix": {"scale": [1, 2]},
             "jobs": [{"preset": "material", "options": {"size": 64, "frames": "0-1", "codec": "h264"}, "outputs": ["a{scale}.mov", "b{scale}.mp4"]},
                      {"preset": "material", "options": {"size": 64, "frames": "0-1", "codec": "h264", "background": "navy"}, "outputs": ["c{scale}.mov"]}]}
            """#
        try Data(batch.utf8).write(to: dir.appendingPathComponent("b.json"))
        let r = try CLIRunner.run(["batch", "b.json", "--jobs", "1"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let warnings = r.stderr.split(separator: "\n").filter { $0.contains("warning") }.map(String.init)
        // Once per job output, naming the job and the output; not for the MP4 (no alpha to keep there), nor with a background.
        #expect(warnings.count == 2, "\(r.stderr)")
        for (k, line) in warnings.enumerated() {
            #expect(line.hasPrefix("spinnergen: job \(k): warning: a\(k + 1).mov: h264 yuv420p MOV has no alpha channel, so its frames are drawn over white; "),
                    "\(line)")
        }
        // Quiet batches say nothing.
        let quiet = try CLIRunner.run(["batch", "b.json", "--jobs", "1", "--force", "-q"], in: dir)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }
}
