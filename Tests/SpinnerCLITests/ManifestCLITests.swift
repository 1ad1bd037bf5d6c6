import Foundation
import Testing
import SpinnerCore
import SpinnerEncode

/// `--manifest` and `spinnergen verify`, end to end through the binary (issue 6, item 2).
@Suite(.serialized) struct ManifestCLITests {
    /// A small Material render into `f/` with a manifest beside it.
    static func render(in dir: URL, manifest: String = "m.json", extra: [String] = []) throws -> CLIRunner.Result {
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("f"), withIntermediateDirectories: true)
        return try CLIRunner.run(["material", "--scale", "1", "--frames", "0-7", "-q", "-o", "f/", "--manifest", manifest] + extra,
                                 in: dir)
    }

    static func json(_ url: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: url)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func frames(_ url: URL) throws -> [[String: Any]] {
        try #require(try json(url)["frames"] as? [[String: Any]])
    }

    /// SHA-256 of a file by the system's `sha256sum`, independent of spinnergen's own.
    static func systemSHA256(_ path: String) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        p.arguments = [path]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(String(decoding: data, as: UTF8.self).prefix(64))
    }

    @Test func roundTripVerifies() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Self.render(in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try Self.frames(dir.appendingPathComponent("m.json"))
        #expect(frames.map { $0["index"] as? Int } == Array(0...7))
        // Each hash is of the PNG file on disk, as sha256sum sees it.
        for frame in frames {
            let i = try #require(frame["index"] as? Int)
            let file = dir.appendingPathComponent(String(format: "f/frame_%04d.png", i)).path
            #expect(frame["sha256"] as? String == (try Self.systemSHA256(file)))
        }
        let v = try CLIRunner.run(["verify", "m.json"], in: dir)
        #expect(v.status == 0, "\(v.stderr)")
        #expect(v.stdout.contains("all 8 frames match"))
        let against = try CLIRunner.run(["verify", "m.json", "--against", "f"], in: dir)
        #expect(against.status == 0, "\(against.stderr)")
    }

    @Test func alteredPNGFailsNamingItsFrame() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Self.render(in: dir).status == 0)
        // Frame 5 altered by one level in one pixel, re-encoded as a valid PNG.
        let path = dir.appendingPathComponent("f/frame_0005.png").path
        var image = try PNGCodec.decode(contentsOf: path)
        image.pixels[0] = image.pixels[0] == 255 ? 254 : image.pixels[0] &+ 1
        image.pixels[3] = 255
        try Data(try PNGCodec.encode(image, options: PNGOptions())).write(to: URL(fileURLWithPath: path))

        let against = try CLIRunner.run(["verify", "m.json", "--against", "f/"], in: dir)
        #expect(against.status == 1)
        #expect(against.stdout.contains("frame 5 "), "\(against.stdout)")
        #expect(!against.stdout.contains("frame 4 ") && !against.stdout.contains("frame 6 "))
        #expect(against.stderr.contains("1 of 8 frames differ") && against.stderr.contains("frame 5"), "\(against.stderr)")
        // A pattern names the same files.
        #expect(try CLIRunner.run(["verify", "m.json", "--against", "f/frame_%04d.png"], in: dir).status == 1)
        // Rendering again does not look at the files, so it still passes.
        let rerender = try CLIRunner.run(["verify", "m.json"], in: dir)
        #expect(rerender.status == 0, "\(rerender.stderr)")
        // A missing frame file is a difference too.
        try FileManager.default.removeItem(atPath: dir.appendingPathComponent("f/frame_0002.png").path)
        let missing = try CLIRunner.run(["verify", "m.json", "--against", "f"], in: dir)
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("frame 2 ") && missing.stdout.contains("missing"))
    }

    @Test func alteredHashInManifestFailsRerender() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Self.render(in: dir).status == 0)
        let url = dir.appendingPathComponent("m.json")
        var text = try String(contentsOf: url, encoding: .utf8)
        let frames = try Self.frames(url)
        let hash = try #require(frames[3]["sha256"] as? String)
        let flipped = (hash.first == "0" ? "1" : "0") + hash.dropFirst()
        text = text.replacingOccurrences(of: hash, with: flipped)
        try text.write(to: url, atomically: true, encoding: .utf8)
        let v = try CLIRunner.run(["verify", "m.json"], in: dir)
        #expect(v.status == 1)
        #expect(v.stdout.contains("frame 3 "), "\(v.stdout)")
    }

    @Test func hashesAgreeAcrossThreadCountsAndRuns() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Self.render(in: dir, manifest: "a.json", extra: ["--threads", "1"]).status == 0)
        #expect(try Self.render(in: dir, manifest: "b.json").status == 0)
        #expect(try Self.render(in: dir, manifest: "c.json").status == 0)
        let a = try Self.frames(dir.appendingPathComponent("a.json")).map { $0["sha256"] as? String }
        let b = try Self.frames(dir.appendingPathComponent("b.json")).map { $0["sha256"] as? String }
        #expect(a.count == 8 && a == b)
        #expect(Set(a).count > 1, "frames of a turning spinner differ from each other")
        // Same job, same arguments: the same manifest bytes.
        #expect(try Self.render(in: dir, manifest: "b.json").status == 0)
        let first = try Data(contentsOf: dir.appendingPathComponent("c.json"))
        let again = try Data(contentsOf: dir.appendingPathComponent("b.json"))
        #expect(String(decoding: first, as: UTF8.self).replacingOccurrences(of: "c.json", with: "b.json")
                == String(decoding: again, as: UTF8.self))
    }

    @Test func manifestBytesIdenticalAcrossRuns() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try Self.render(in: dir).status == 0)
        let first = try Data(contentsOf: dir.appendingPathComponent("m.json"))
        #expect(try Self.render(in: dir).status == 0)
        let second = try Data(contentsOf: dir.appendingPathComponent("m.json"))
        #expect(first == second)
        // Keys are sorted: "format" comes before "frames", "frames" before "job".
        let text = String(decoding: first, as: UTF8.self)
        let f = try #require(text.range(of: "\"format\"")), fr = try #require(text.range(of: "\"frames\"")),
            j = try #require(text.range(of: "\"job\""))
        #expect(f.lowerBound < fr.lowerBound && fr.lowerBound < j.lowerBound)
        #expect(!CLIRunner.contents(of: dir).contains { $0.hasPrefix(".spinnergen") }, "no temporary left behind")
    }

    @Test func rationalTimesAtNTSCRate() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["material", "--scale", "1", "--fps", "30000/1001", "--frames", "0-4", "-q", "-o", "v.y4m",
                                   "--manifest", "m.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let root = try Self.json(dir.appendingPathComponent("m.json"))
        let job = try #require(root["job"] as? [String: Any])
        #expect(job["fps"] as? String == "30000/1001")
        #expect(job["frames"] as? String == "0-4")
        #expect(job["outputFormat"] as? String == "y4m")
        #expect(job["arguments"] as? [String] == ["material", "--scale", "1", "--fps", "30000/1001", "--frames", "0-4", "-q",
                                                  "-o", "v.y4m", "--manifest", "m.json"])
        let frames = try Self.frames(dir.appendingPathComponent("m.json"))
        #expect(frames.map { $0["time"] as? String } == ["0", "1001/30000", "1001/15000", "1001/10000", "1001/7500"])
        for (i, frame) in frames.enumerated() {
            #expect(frame["seconds"] as? Double == Double(i * 1001) / 30000)
        }
        // A video's frames are named by their PNG encoding, so the re-render check holds for it too.
        #expect(try CLIRunner.run(["verify", "m.json"], in: dir).status == 0)
    }

    @Test func badManifestsHaveTheirOwnStatuses() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["verify", "absent.json"], in: dir).status == 66)
        try "{\"format\": ".write(to: dir.appendingPathComponent("cut.json"), atomically: true, encoding: .utf8)
        let cut = try CLIRunner.run(["verify", "cut.json"], in: dir)
        #expect(cut.status == 65)
        #expect(cut.stderr.hasPrefix("spinnergen: error: manifest 'cut.json'"))
        #expect(cut.stderr.contains("not valid JSON: unexpected end at line 1, column 12"))
        try "[1, 2]".write(to: dir.appendingPathComponent("list.json"), atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["verify", "list.json"], in: dir).status == 65)
        // Valid JSON whose hash is not 64 hex digits.
        #expect(try Self.render(in: dir).status == 0)
        let url = dir.appendingPathComponent("m.json")
        let hash = try #require(try Self.frames(url)[0]["sha256"] as? String)
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: hash, with: "xyz")
        try text.write(to: dir.appendingPathComponent("short.json"), atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["verify", "short.json"], in: dir).status == 65)
        // Arguments that no longer make a job.
        let broken = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\"material\",", with: "\"nosuchpreset\",")
        try broken.write(to: dir.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["verify", "broken.json"], in: dir).status == 65)
        #expect(try CLIRunner.run(["verify"], in: dir).status == 64)
        #expect(try CLIRunner.run(["verify", "m.json", "--bogus"], in: dir).status == 64)
        #expect(try CLIRunner.run(["verify", "m.json", "--against", "nowhere"], in: dir).status == 66)
        // A manifest whose folder is a file is refused before rendering, leaving no output.
        let refused = try CLIRunner.run(["material", "--scale", "1", "--frames", "0-1", "-q", "-o", "g.y4m",
                                         "--manifest", "m.json/m.json"], in: dir)
        #expect(refused.status == 73)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("g.y4m").path))
    }
}
