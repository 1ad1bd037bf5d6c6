import Foundation
import Testing
import SpinnerEncode

/// The library example in Examples/ builds with the package and renders what it says.
@Suite struct ExampleTests {
    @Test func customSpinnerRendersItsSequence() throws {
        let example = URL(fileURLWithPath: try CLIRunner.binary).deletingLastPathComponent().appendingPathComponent("CustomSpinner")
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let process = Process()
        process.executableURL = example
        process.arguments = ["out/"]
        process.currentDirectoryURL = dir
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let files = CLIRunner.contents(of: dir.appendingPathComponent("out"))
        #expect(files.count == 30)
        // Frame 0: a quarter arc from 12 o'clock clockwise, round caps, 4 pt wide, radius 16 pt, at @4x.
        let first = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("out/frame_0000.png").path)
        #expect(first.width == 160 && first.height == 160)
        let r45 = 64 * 0.5.squareRoot()
        #expect(first[Int(80 + r45), Int(80 - r45)] == .init(r: 0x62, g: 0x00, b: 0xEE, a: 255))
        #expect(first[Int(80 - r45), Int(80 + r45)].a == 0)
    }
}

/// Examples/Pipelines: the batch file plans as its README says, and parallel.sh (the script the
/// GNU parallel / xargs example is) renders a batch in shards whose merged manifest is the
/// unsharded run's, byte for byte.
@Suite struct PipelineExampleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Pipelines")

    @Test func theAssetBatchPlansNineJobsAndEachShardTakesEveryFourth() throws {
        let batch = Self.folder.appendingPathComponent("assets.json").path
        let whole = try CLIRunner.run(["batch", batch, "--dry-run"])
        #expect(whole.status == 0, "\(whole.stderr)")
        let lines = whole.stdout.split(separator: "\n")
        #expect(lines.count == 9)
        #expect(lines[0] == "job 0: to render: out/ios/light/material.apng, out/ios/light/material@2x.apng, out/ios/light/material@3x.apng")
        #expect(lines[3].hasPrefix("job 3: to render: out/android/dark/drawable-mdpi/material.webp, out/android/dark/drawable-hdpi/material.webp"))
        #expect(lines[8] == "job 8: to render: out/web/dots.webp")
        var seen: [Substring] = []
        for k in 0..<4 {
            let shard = try CLIRunner.run(["batch", batch, "--dry-run", "--shard", "\(k)/4"])
            let jobs = shard.stdout.split(separator: "\n")
            #expect(jobs.allSatisfy { Int($0.dropFirst(4).prefix { $0 != ":" })! % 4 == k })
            seen += jobs
        }
        #expect(seen.sorted() == lines.sorted())
        // A dry run writes nothing, not even the records' folder.
        #expect(!FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(".spinnergen").path))
    }

    @Test func parallelScriptMergesShardsIntoTheUnshardedManifest() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = """
        {"spinnergen-batch": 1, "matrix": {"theme": {"light": {}, "dark": {"background": "#202124"}}, "scale": [1, 2]},
         "jobs": [{"preset": "ring", "options": {"size": 12, "frames": "0-1"}, "outputs": ["out/{theme}/ring@{scale}x.gif"]},
                  {"preset": "material", "options": {"size": 12, "frames": "0-1"}, "outputs": ["out/{theme}/m@{scale}x/%02d.png"]}]}
        """
        for name in ["sharded", "whole"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(name), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: dir.appendingPathComponent("\(name)/p.json"))
        }
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/bin/bash")
        script.arguments = [Self.folder.appendingPathComponent("parallel.sh").path, dir.appendingPathComponent("sharded/p.json").path]
        script.environment = ProcessInfo.processInfo.environment.merging(["SHARDS": "3", "SPINNERGEN": try CLIRunner.binary]) { $1 }
        script.standardOutput = FileHandle.nullDevice
        try script.run()
        script.waitUntilExit()
        #expect(script.terminationStatus == 0)
        let whole = try CLIRunner.run(["batch", "p.json", "--quiet", "--manifest", "manifest.json"], in: dir.appendingPathComponent("whole"))
        #expect(whole.status == 0, "\(whole.stderr)")
        let merged = try Data(contentsOf: dir.appendingPathComponent("sharded/manifest.json"))
        #expect(merged == (try Data(contentsOf: dir.appendingPathComponent("whole/manifest.json"))))
        #expect(CLIRunner.contents(of: dir.appendingPathComponent("sharded/manifests")).count == 3)
        #expect(String(decoding: merged, as: UTF8.self).contains("\"output\" : \"out/dark/m@2x/%02d.png\""))
    }
}
