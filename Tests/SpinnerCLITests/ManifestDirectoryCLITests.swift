import Foundation
import Testing

/// A manifest's paths start in the folder the render ran in, recorded relative to the manifest's
/// own folder (`job.directory`), so `verify` works from any folder and after the whole tree moves;
/// manifests written before it keep starting in verify's folder (issue 28, item 6).
@Suite struct ManifestDirectoryCLITests {
    /// `top/j3/spokes.json` (a scene) and a render of it from `top/run` into `top/run/out/`.
    static func project() throws -> URL {
        let top = try CLIRunner.temporaryDirectory()
        let fm = FileManager.default
        for sub in ["j3", "run", "elsewhere"] { try fm.createDirectory(at: top.appendingPathComponent(sub), withIntermediateDirectories: true) }
        let scene = try CLIRunner.run(["scene", "material", "--size", "24", "-o", "j3/spokes.json"], in: top)
        #expect(scene.status == 0, "\(scene.stderr)")
        let r = try CLIRunner.run(["render", "../j3/spokes.json", "--frames", "0-2", "-q", "-o", "out/f/%02d.png", "--manifest", "out/m.json"],
                                  in: top.appendingPathComponent("run"))
        #expect(r.status == 0, "\(r.stderr)")
        return top
    }

    static func job(_ manifest: URL) throws -> [String: Any] {
        try #require(try ManifestCLITests.json(manifest)["job"] as? [String: Any])
    }

    @Test func verifyFromAnotherFolderByTheManifestsFullPath() throws {
        let top = try Self.project()
        defer { try? FileManager.default.removeItem(at: top) }
        let manifest = top.appendingPathComponent("run/out/m.json")
        let job = try Self.job(manifest)
        // The command line as typed; the folder it ran in, seen from out/.
        #expect(job["arguments"] as? [String] == ["render", "../j3/spokes.json", "--frames", "0-2", "-q", "-o", "out/f/%02d.png", "--manifest", "out/m.json"])
        #expect(job["directory"] as? String == "..")
        let v = try CLIRunner.run(["verify", manifest.path], in: top.appendingPathComponent("elsewhere"))
        #expect(v.status == 0, "\(v.stderr)")
        #expect(v.stdout == "ok: all 3 frames match \(manifest.path)\n")
        #expect(v.stderr.isEmpty, "no 'scene file has changed' warning: \(v.stderr)")
        // --against is the user's own path, from where verify runs.
        let against = try CLIRunner.run(["verify", "../run/out/m.json", "--against", "../run/out/f/%02d.png"], in: top.appendingPathComponent("elsewhere"))
        #expect(against.status == 0, "\(against.stderr)")
        // A changed frame on disk is still found from there.
        try Data("x".utf8).write(to: top.appendingPathComponent("run/out/f/01.png"))
        let changed = try CLIRunner.run(["verify", "run/out/m.json", "--against", "run/out/f"], in: top)
        #expect(changed.status == 1 && changed.stdout.hasPrefix("frame 1 (t = 1/60 s) differs"), "\(changed.stdout)\(changed.stderr)")
    }

    /// The paths are relative: the whole tree moved (or checked out elsewhere) still verifies.
    @Test func theTreeMovedStillVerifies() throws {
        let top = try Self.project()
        let moved = top.deletingLastPathComponent().appendingPathComponent(top.lastPathComponent + "-moved")
        try FileManager.default.moveItem(at: top, to: moved)
        defer { try? FileManager.default.removeItem(at: moved) }
        let v = try CLIRunner.run(["verify", moved.appendingPathComponent("run/out/m.json").path])
        #expect(v.status == 0, "\(v.stderr)")
    }

    /// A manifest from before `job.directory` reads as it always did: from the folder verify runs in.
    @Test func anOlderManifestStartsInVerifysFolder() throws {
        let top = try Self.project()
        defer { try? FileManager.default.removeItem(at: top) }
        let manifest = top.appendingPathComponent("run/out/m.json")
        var whole = try ManifestCLITests.json(manifest)
        var job = try Self.job(manifest)
        job.removeValue(forKey: "directory")
        whole["job"] = job
        try JSONSerialization.data(withJSONObject: whole, options: [.sortedKeys]).write(to: manifest)
        let fromRun = try CLIRunner.run(["verify", "out/m.json"], in: top.appendingPathComponent("run"))
        #expect(fromRun.status == 0, "\(fromRun.stderr)")
        // From the project's top, `../j3/spokes.json` names nothing.
        let fromElsewhere = try CLIRunner.run(["verify", manifest.path], in: top)
        #expect(fromElsewhere.status == 65 && fromElsewhere.stderr.contains("'../j3/spokes.json'"), "\(fromElsewhere.stderr)")
    }

    /// A recorded folder that is not there is a missing input, said in one line.
    @Test func aFolderThatIsGoneIsRefused() throws {
        let top = try Self.project()
        defer { try? FileManager.default.removeItem(at: top) }
        let manifest = top.appendingPathComponent("run/out/m.json")
        let text = try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: "\"directory\" : \"..\"", with: "\"directory\" : \"../gone\"")
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let v = try CLIRunner.run(["verify", manifest.path])
        #expect(v.status == 66, "\(v.stderr)")
        #expect(v.stderr.hasPrefix("spinnergen: error: cannot enter") && v.stderr.contains("'../gone'") && v.stderr.filter { $0 == "\n" }.count == 1, "\(v.stderr)")
    }
}
