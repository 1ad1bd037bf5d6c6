import Foundation
import Testing

/// `spinnergen batch` end to end: shards in separate processes merged equal one unsharded run;
/// up-to-date skipping re-renders exactly the jobs a change affects; collisions and bad merges
/// are refused before anything is written.
struct BatchCLITests {
    /// 2 themes × 3 scales × 4 jobs (three presets and a scene reading an image) = 24 jobs.
    static func batch(darkBackground: String = "#202124") -> String {
        """
        {"spinnergen-batch": 1,
         "matrix": {"theme": {"light": {"background": "#FFFFFF"}, "dark": {"background": "\(darkBackground)"}}, "scale": [1, 2, 3]},
         "jobs": [
          {"preset": "material", "options": {"size": 12, "frames": "0-1"},
           "outputs": ["out/{theme}/material@{scale}x.gif", "out/{theme}/material@{scale}x/%04d.png"]},
          {"preset": "ring", "options": {"size": 12, "frames": "0-1"}, "outputs": ["out/{theme}/ring@{scale}x.gif"]},
          {"preset": "gradient-bar", "options": {"size": 12, "frames": "0-2"}, "outputs": ["out/{theme}/bar@{scale}x.apng"]},
          {"scene": "scenes/image-progress.json", "options": {"size": 12, "frames": "0-1"}, "outputs": ["out/{theme}/image@{scale}x.gif"]}
         ]}
        """
    }

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Scenes")

    /// A folder holding `p.json` and its scene with the scene's image.
    static func project(_ text: String = batch()) throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        let scenes = dir.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        for name in ["image-progress.json", "image-progress.image1.png"] {
            try FileManager.default.copyItem(at: examples.appendingPathComponent(name), to: scenes.appendingPathComponent(name))
        }
        try Data(text.utf8).write(to: dir.appendingPathComponent("p.json"))
        return dir
    }

    /// Every file under `out/`, by relative path, with its bytes.
    static func outputs(_ dir: URL) -> [String: Data] {
        let root = dir.appendingPathComponent("out")
        var out: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: root.path) ?? FileManager.DirectoryEnumerator() {
            var isDir: ObjCBool = false
            let full = root.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDir), !isDir.boolValue {
                out[path] = FileManager.default.contents(atPath: full)
            }
        }
        return out
    }

    /// Each output file's inode and modification time.
    static func stamps(_ dir: URL) throws -> [String: String] {
        var out: [String: String] = [:]
        for path in outputs(dir).keys {
            let a = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("out/" + path).path)
            out[path] = "\(a[.systemFileNumber]!) \((a[.modificationDate] as! Date).timeIntervalSince1970)"
        }
        return out
    }

    /// The `R rendered, U up to date` of the summary line.
    static func counts(_ r: CLIRunner.Result) -> String? {
        r.stderr.split(separator: "\n").last { $0.hasPrefix("spinnergen: batch: ") }
            .map { String($0.dropFirst("spinnergen: batch: ".count).prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces) }
    }

    @Test func threeShardsInSeparateProcessesMergeIntoTheUnshardedRunsFilesAndManifest() throws {
        let whole = try Self.project(), sharded = try Self.project()
        // Run from another folder: every path is the batch file's folder's.
        let r = try CLIRunner.run(["batch", whole.appendingPathComponent("p.json").path, "--manifest", "all.json"], in: whole.deletingLastPathComponent())
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.counts(r) == "24 rendered, 0 up to date")
        let allJSON = whole.deletingLastPathComponent().appendingPathComponent("all.json")
        defer { try? FileManager.default.removeItem(at: allJSON) }
        let file = sharded.appendingPathComponent("p.json").path
        let shards = [
            try CLIRunner.start(["batch", file, "--shard", "0/3", "--manifest", "s0.json"], in: sharded),
            try CLIRunner.start(["batch", file, "--shards", "3", "--manifest", "s1.json"], in: sharded, environment: ["JOB_COMPLETION_INDEX": "1"]),
            try CLIRunner.start(["batch", file, "--shards", "3", "--shard-from-env", "IDX", "--manifest", "s2.json"], in: sharded,
                                environment: ["IDX": "2", "JOB_COMPLETION_INDEX": "0"]),
        ]
        for (k, s) in shards.enumerated() {
            let err = String(decoding: s.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            s.process.waitUntilExit()
            #expect(s.process.terminationStatus == 0, "shard \(k): \(err)")
            #expect(err.contains("8 rendered, 0 up to date (shard \(k)/3 of 24 jobs: 8)"), "\(err)")
        }
        let m = ["s0.json", "s1.json", "s2.json"].map { sharded.appendingPathComponent($0).path }
        let merged = try CLIRunner.run(["batch", "--merge", m[2], m[0], m[1], "-o", "merged.json"], in: sharded)
        #expect(merged.status == 0, "\(merged.stderr)")
        let wholeFiles = Self.outputs(whole)
        #expect(wholeFiles.count == 36)
        #expect(Self.outputs(sharded) == wholeFiles)
        let mergedBytes = try Data(contentsOf: sharded.appendingPathComponent("merged.json"))
        #expect(mergedBytes == (try Data(contentsOf: allJSON)))
        #expect(String(decoding: mergedBytes, as: UTF8.self).contains("\"jobs\" : 24"))

        // Merging refuses a shard given twice and a missing shard, and writes nothing.
        let twice = try CLIRunner.run(["batch", "--merge", m[0], m[1], m[1], m[2], "-o", "bad.json"], in: sharded)
        #expect(twice.status == 65 && twice.stderr.contains("job 1 is in both"), "\(twice.stderr)")
        let missing = try CLIRunner.run(["batch", "--merge", m[0], m[2], "-o", "bad.json"], in: sharded)
        #expect(missing.status == 65 && missing.stderr.contains("job 1 is in none of the manifests (8 jobs are missing)"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sharded.appendingPathComponent("bad.json").path))
        #expect(twice.stderr.split(separator: "\n").count == 1 && missing.stderr.split(separator: "\n").count == 1)
    }

    @Test func eachJobsFilesEqualItsCommandLineRunAlone() throws {
        let dir = try Self.project(), alone = try Self.project()
        let r = try CLIRunner.run(["batch", "p.json", "--shard", "0/12", "--manifest", "m.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("m.json"))) as! [String: Any]
        let outputs = manifest["outputs"] as! [[String: Any]]
        // Jobs 0 and 12: the material job (two outputs from one render) and the scene job.
        #expect(Set(outputs.map { $0["job"] as! Int }) == [0, 12])
        for arguments in Set(outputs.map { $0["arguments"] as! [String] }) {
            let single = try CLIRunner.run(arguments + ["-q"], in: alone)
            #expect(single.status == 0, "\(single.stderr)")
        }
        let files = Self.outputs(dir)
        #expect(files.count == 4)
        #expect(Self.outputs(alone) == files)
    }

    @Test func upToDateJobsAreSkippedAndAChangeRendersExactlyTheJobsItAffects() throws {
        let dir = try Self.project()
        func run(_ extra: [String] = []) throws -> CLIRunner.Result { try CLIRunner.run(["batch", "p.json"] + extra, in: dir) }
        #expect(Self.counts(try run()) == "24 rendered, 0 up to date")
        let before = try Self.stamps(dir)
        let again = try run()
        #expect(Self.counts(again) == "0 rendered, 24 up to date")
        #expect(try Self.stamps(dir) == before)
        // Records stay out of the output folders.
        #expect(CLIRunner.contents(of: dir.appendingPathComponent("out/light")).allSatisfy { !$0.hasSuffix(".json") })
        #expect(CLIRunner.contents(of: dir.appendingPathComponent(".spinnergen/outputs")).count == 30)

        // The dark variant's colour: its 12 jobs only.
        try Data(Self.batch(darkBackground: "#000000").utf8).write(to: dir.appendingPathComponent("p.json"))
        let changed = try run()
        #expect(Self.counts(changed) == "12 rendered, 12 up to date")
        let after = try Self.stamps(dir)
        #expect(after.filter { $0.key.hasPrefix("light/") } == before.filter { $0.key.hasPrefix("light/") })
        #expect(after.filter { $0.key.hasPrefix("dark/") }.allSatisfy { before[$0.key] != $0.value })

        #expect(Self.counts(try run(["--force", "--jobs", "2"])) == "24 rendered, 0 up to date")

        // A deleted output, and an edited one: their jobs only.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("out/dark/ring@2x.gif"))
        try Data("x".utf8).write(to: dir.appendingPathComponent("out/light/material@1x/0001.png"))
        let repaired = try run()
        #expect(Self.counts(repaired) == "2 rendered, 22 up to date")
        #expect(repaired.stderr.contains("job 10: wrote out/dark/ring@2x.gif") && repaired.stderr.contains("job 0: wrote out/light/material@1x/%04d.png"))

        // The scene's image changed: the scene's 6 jobs.
        let image = dir.appendingPathComponent("scenes/image-progress.image1.png")
        try FileManager.default.removeItem(at: image)
        try FileManager.default.copyItem(at: dir.appendingPathComponent("out/light/material@3x/0000.png"), to: image)
        #expect(Self.counts(try run()) == "6 rendered, 18 up to date")
    }

    @Test func outputCollisionsAcrossTheWholeBatchAreRefusedBeforeAnythingIsWritten() throws {
        let text = """
        {"spinnergen-batch": 1, "matrix": {"theme": {"light": {}, "dark": {}}},
         "jobs": [{"preset": "ring", "options": {"size": 12, "frames": "0-1"}, "outputs": ["out/{theme}.gif"]},
                  {"preset": "material", "options": {"size": 12, "frames": "0-1"}, "axes": [], "outputs": ["out/./dark.gif"]}]}
        """
        let dir = try Self.project(text)
        // Shard 0/2 holds jobs 0 and 2 only, yet job 1 and job 2 collide.
        let r = try CLIRunner.run(["batch", "p.json", "--shard", "0/2"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr == "spinnergen: error: job 1 and job 2 write the same output ('out/dark.gif' and 'out/./dark.gif') (put an axis such as {theme} in the output names)\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(".spinnergen").path))
    }

    /// `verify` takes a batch manifest: every output's job rendered again in the batch's folder,
    /// from any working directory; a changed hash fails with status 1 and names the frame.
    @Test func verifyRendersEveryOutputOfABatchManifestAgain() throws {
        let dir = try Self.project()
        #expect(try CLIRunner.run(["batch", "p.json", "--shard", "1/3", "--manifest", "m.json"], in: dir).status == 0)
        let elsewhere = try CLIRunner.temporaryDirectory()
        let manifest = dir.appendingPathComponent("m.json").path
        let ok = try CLIRunner.run(["verify", manifest], in: elsewhere)
        #expect(ok.status == 0, "\(ok.stderr)")
        // Shard 1 of 3 holds 8 jobs: 6 of them write one GIF or APNG (2 or 3 frames), 2 a GIF and a PNG sequence.
        #expect(ok.stdout.hasPrefix("ok: all ") && ok.stdout.hasSuffix(" frames of 10 outputs match \(manifest)\n"), "\(ok.stdout)")

        var text = try String(contentsOfFile: manifest, encoding: .utf8)
        let hash = try #require(text.range(of: #""sha256" : ""#))
        text.replaceSubrange(hash.upperBound..<text.index(hash.upperBound, offsetBy: 1), with: text[hash.upperBound] == "0" ? "1" : "0")
        try Data(text.utf8).write(to: URL(fileURLWithPath: manifest))
        let bad = try CLIRunner.run(["verify", manifest, "--root", dir.path], in: elsewhere)
        #expect(bad.status == 1)
        #expect(bad.stdout.split(separator: "\n").count == 1 && bad.stdout.hasSuffix(" frame 0 (t = 0 s) differs\n"), "\(bad.stdout)")
        #expect(bad.stderr.hasPrefix("spinnergen: error: 1 of "))
        let against = try CLIRunner.run(["verify", manifest, "--against", "out"], in: dir)
        #expect(against.status == 64 && against.stderr.contains("--against hashes the PNG files of one render"))
    }

    /// A job's `--scale` set makes one render per scale, each output named as the command line
    /// names it, recorded and skipped per name; names collide across jobs after that naming.
    @Test func scaleSetsInAJobWriteEveryScaleAndCollideByTheirFinalNames() throws {
        let dir = try Self.project("""
        {"spinnergen-batch": 1,
         "jobs": [{"preset": "ring", "options": {"size": 12, "frames": "0-1", "scale": "ios"}, "outputs": ["out/ios/ring.gif"]},
                  {"preset": "ring", "options": {"size": 12, "frames": "0-1", "scale": "android"}, "outputs": ["out/res/ring.gif"]}]}
        """)
        let first = try CLIRunner.run(["batch", "p.json", "--manifest", "all.json"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(Set(Self.outputs(dir).keys) == ["ios/ring.gif", "ios/ring@2x.gif", "ios/ring@3x.gif",
            "res/drawable-mdpi/ring.gif", "res/drawable-hdpi/ring.gif", "res/drawable-xhdpi/ring.gif",
            "res/drawable-xxhdpi/ring.gif", "res/drawable-xxxhdpi/ring.gif"])
        // Each file is what its own command line writes alone.
        let alone = try CLIRunner.run(["ring", "--size", "12", "--frames", "0-1", "--scale", "1.5", "-o", "lone.gif"], in: dir)
        #expect(alone.status == 0)
        #expect(FileManager.default.contents(atPath: dir.appendingPathComponent("lone.gif").path)
                == Self.outputs(dir)["res/drawable-hdpi/ring.gif"])
        let manifest = try String(contentsOf: dir.appendingPathComponent("all.json"), encoding: .utf8)
        #expect(manifest.contains("\"output\" : \"out/res/drawable-xxxhdpi/ring.gif\""))
        #expect(Self.counts(try CLIRunner.run(["batch", "p.json"], in: dir)) == "0 rendered, 2 up to date")

        // out/a.gif at --scale ios is out/a@2x.gif, which the other job names outright.
        let clash = try Self.project("""
        {"spinnergen-batch": 1,
         "jobs": [{"preset": "ring", "options": {"size": 12, "frames": "0-1", "scale": "ios"}, "outputs": ["out/a.gif"]},
                  {"preset": "ring", "options": {"size": 12, "frames": "0-1", "scale": 2}, "outputs": ["out/a@2x.gif"]}]}
        """)
        let r = try CLIRunner.run(["batch", "p.json"], in: clash)
        #expect(r.status == 65)
        #expect(r.stderr == "spinnergen: error: job 0 and job 1 both write 'out/a@2x.gif' (put an axis such as {theme} in the output names)\n")
        #expect(!FileManager.default.fileExists(atPath: clash.appendingPathComponent("out").path))
    }

    /// A file where the records' folder should be is refused before any job renders.
    @Test func aFileInPlaceOfTheRecordsFolderIsRefusedBeforeRendering() throws {
        let dir = try Self.project(#"{"spinnergen-batch": 1, "jobs": [{"preset": "ring", "options": {"size": 12, "frames": "0-1"}, "outputs": ["a.gif"]}]}"#)
        try Data().write(to: dir.appendingPathComponent(".spinnergen"))
        let r = try CLIRunner.run(["batch", "p.json"], in: dir)
        #expect(r.status == 73)
        #expect(r.stderr == "spinnergen: error: '.spinnergen' beside the batch file is not a folder (spinnergen keeps its records of what is up to date in .spinnergen/outputs/; move that file away)\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("a.gif").path))
    }

    @Test(arguments: [
        RefusalCase(arguments: ["batch"], mentions: "batch needs a batch file"),
        RefusalCase(arguments: ["batch", "missing.json"], status: 66, mentions: "batch file 'missing.json' does not exist"),
        RefusalCase(arguments: ["batch", "p.json", "--shard", "3/3"], mentions: "shard 3 does not exist among 3"),
        RefusalCase(arguments: ["batch", "p.json", "--shards", "2"], mentions: "none of JOB_COMPLETION_INDEX and SLURM_ARRAY_TASK_ID is set"),
        RefusalCase(arguments: ["batch", "p.json", "--jobs", "0"], mentions: "--jobs"),
        RefusalCase(arguments: ["batch", "bad.json"], status: 65, mentions: "bad.json: jobs[0].options.fps: expected a string, a number or a boolean, found an array"),
        RefusalCase(arguments: ["batch", "typo.json"], status: 64, mentions: "job 0 (jobs[0]): unknown option '--colour'"),
        RefusalCase(arguments: ["batch", "--merge", "a.json"], mentions: "--merge needs -o"),
        RefusalCase(arguments: ["batch", "--merge", "nope.json", "-o", "all.json"], status: 66, mentions: "nope.json"),
        RefusalCase(arguments: ["batch", "--merge", "p.json", "-o", "all.json"], status: 65, mentions: "not a spinnergen batch manifest"),
    ])
    func badBatchesAreRefusedInOneLine(_ c: RefusalCase) throws {
        let dir = try Self.project(#"{"spinnergen-batch": 1, "jobs": [{"preset": "ring", "outputs": ["a.gif"]}]}"#)
        try Data(#"{"spinnergen-batch": 1, "jobs": [{"preset": "ring", "options": {"fps": [1]}, "outputs": ["a.gif"]}]}"#.utf8)
            .write(to: dir.appendingPathComponent("bad.json"))
        try Data(#"{"spinnergen-batch": 1, "jobs": [{"preset": "ring", "options": {"colour": "red"}, "outputs": ["a.gif"]}]}"#.utf8)
            .write(to: dir.appendingPathComponent("typo.json"))
        let r = try CLIRunner.run(c.arguments, in: dir)
        #expect(r.status == c.status, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("spinnergen: error: ") && r.stderr.contains(c.mentions), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("a.gif").path))
    }
}
