import Foundation
import Testing

/// Numbers read as meant and -q everywhere something is printed (issue 28, item 8).
@Suite struct QuietAndDecimalsCLITests {
    /// The ring's story is its download (3 s) + 0.1 s + 0.5 s: 3.6000000000000005 in binary,
    /// written so in the scene file (it must read back as the same Double), shown as 3.6.
    @Test func checkShowsTheLoopAsMeant() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try CLIRunner.run(["scene", "ring", "-o", "r.json"], in: dir)
        #expect(scene.status == 0 && scene.stdout.isEmpty && scene.stderr.isEmpty, "\(scene.stderr)")
        let file = try String(contentsOf: dir.appendingPathComponent("r.json"), encoding: .utf8)
        #expect(file.contains("\"loop\": 3.6000000000000005"))
        let check = try CLIRunner.run(["check", "r.json"], in: dir)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "r.json: ok: 2 layers, 0 animations, loop 3.6 s, canvas 100x100 pt (400x400 px at --scale 4)\n")
    }

    @Test func checkAndSceneTakeQuiet() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for flag in ["-q", "--quiet"] {
            let scene = try CLIRunner.run(["scene", "material", flag, "-o", "m\(flag).json"], in: dir)
            #expect(scene.status == 0 && scene.stdout.isEmpty && scene.stderr.isEmpty, "\(scene.stderr)")
            let check = try CLIRunner.run(["check", "m\(flag).json", flag], in: dir)
            #expect(check.status == 0 && check.stdout.isEmpty && check.stderr.isEmpty, "\(check.stderr)")
        }
        // Quiet or not, the same scene file.
        #expect(try CLIRunner.run(["scene", "material", "-o", "m.json"], in: dir).status == 0)
        let plain = try Data(contentsOf: dir.appendingPathComponent("m.json"))
        #expect(try Data(contentsOf: dir.appendingPathComponent("m-q.json")) == plain)
        // An invalid file still says why, with -q.
        try Data("{}".utf8).write(to: dir.appendingPathComponent("bad.json"))
        let bad = try CLIRunner.run(["check", "bad.json", "-q"], in: dir)
        #expect(bad.status == 65 && bad.stderr.hasPrefix("spinnergen: error: ") && bad.stdout.isEmpty, "\(bad.stderr)")
    }
}
