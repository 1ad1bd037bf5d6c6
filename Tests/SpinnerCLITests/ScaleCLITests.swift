import Foundation
import Testing
import SpinnerEncode

/// `--scale` lists and sets through the binary (issue 14, item 2): the documented names, the
/// pixel sizes of each scale, each output byte for byte its lone render, and a manifest per scale.
@Suite struct ScaleCLITests {
    static let small = ["material", "--size", "24", "--frames", "0-1", "-q"]

    /// Every file under `dir`, as paths relative to it, sorted.
    static func files(_ dir: URL) -> [String] {
        let found = FileManager.default.enumerator(atPath: dir.path)?.compactMap { $0 as? String } ?? []
        return found.filter { name in
            var isDir: ObjCBool = false
            FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path, isDirectory: &isDir)
            return !isDir.boolValue
        }.sorted()
    }

    /// The width and height of a PNG file, decoded.
    static func pixels(_ dir: URL, _ name: String) throws -> [Int] {
        let image = try PNGCodec.decode(contentsOf: dir.appendingPathComponent(name).path)
        return [image.width, image.height]
    }

    @Test func theIOSSetWritesAt1x2x3x() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(Self.small + ["--scale", "ios", "-o", "ios/spinner.webp", "-o", "ios/f/%02d.png", "-o", "frames/"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        var expected: [String] = []
        // UIKit's 1x has no suffix; 2x and 3x carry @2x, @3x.
        func tag(_ k: Int) -> String { k == 1 ? "" : "@\(k)x" }
        for k in 1...3 {
            expected += ["frames\(tag(k))/frame_0000.png", "frames\(tag(k))/frame_0001.png", "ios/f/00\(tag(k)).png", "ios/f/01\(tag(k)).png", "ios/spinner\(tag(k)).webp"]
        }
        #expect(Self.files(dir) == expected.sorted())
        for k in 1...3 {
            #expect(try Self.pixels(dir, "ios/f/01\(tag(k)).png") == [24 * k, 24 * k])
            #expect(try Self.pixels(dir, "frames\(tag(k))/frame_0000.png") == [24 * k, 24 * k])
        }
        // A still takes the set too.
        let still = try CLIRunner.run(["material", "--size", "24", "--time", "0.5", "-q", "--scale", "ios", "-o", "s.png"], in: dir)
        #expect(still.status == 0, "\(still.stderr)")
        #expect(try ["s.png", "s@2x.png", "s@3x.png"].map { try Self.pixels(dir, $0) } == [[24, 24], [48, 48], [72, 72]])
    }

    @Test func theAndroidSetWritesFiveDensityFolders() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(Self.small + ["--scale", "android", "-o", "res/s.webp", "-o", "res/%02d.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let densities = ["hdpi": 36, "mdpi": 24, "xhdpi": 48, "xxhdpi": 72, "xxxhdpi": 96]
        #expect(Self.files(dir) == densities.keys.sorted().flatMap { d in ["00.png", "01.png", "s.webp"].map { "res/drawable-\(d)/\($0)" } })
        for (density, side) in densities {
            #expect(try Self.pixels(dir, "res/drawable-\(density)/00.png") == [side, side], "\(density)")
        }
    }

    /// Each output of each scale is the file a lone render at that one scale writes.
    @Test func aListEqualsTheSeparateRunsByteForByte() throws {
        let together = try CLIRunner.temporaryDirectory(), alone = try CLIRunner.temporaryDirectory()
        defer { for d in [together, alone] { try? FileManager.default.removeItem(at: d) } }
        let r = try CLIRunner.run(Self.small + ["--scale", "1,2", "-o", "a@{scale}x.gif", "-o", "f{scale}/%02d.png"], in: together)
        #expect(r.status == 0, "\(r.stderr)")
        for (scale, outputs) in [("1", ["a@1x.gif", "f1/%02d.png"]), ("2", ["a@2x.gif", "f2/%02d.png"])] {
            for output in outputs {
                let one = try CLIRunner.run(Self.small + ["--scale", scale, "-o", output], in: alone)
                #expect(one.status == 0, "\(one.stderr)")
            }
        }
        let names = Self.files(together)
        #expect(names == ["a@1x.gif", "a@2x.gif", "f1/00.png", "f1/01.png", "f2/00.png", "f2/01.png"])
        #expect(names == Self.files(alone))
        for name in names {
            let a = try Data(contentsOf: together.appendingPathComponent(name)), b = try Data(contentsOf: alone.appendingPathComponent(name))
            #expect(!a.isEmpty && a == b, "\(name) differs from its lone render")
        }
        #expect(try Data(contentsOf: together.appendingPathComponent("a@1x.gif")) != Data(contentsOf: together.appendingPathComponent("a@2x.gif")))
    }

    /// A result line per output per scale, and JSON lines naming the substituted outputs.
    @Test func everyOutputOfEveryScaleIsReported() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["material", "--size", "24", "--frames", "0-1", "--fps", "50", "--scale", "1,1.5", "--matte", "white"]
        let r = try CLIRunner.run(base + ["-o", "a{scale}.gif", "-o", "f{scale}/"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 4, "\(r.stderr)")
        #expect(lines.count == 4 && lines[0].hasPrefix("spinnergen: wrote a1.gif: 2 frames, 24x24 px")
                && lines[1].hasPrefix("spinnergen: wrote 2 files f1/frame_0000.png … f1/frame_0001.png: 2 frames, 24x24 px")
                && lines[2].hasPrefix("spinnergen: wrote a1.5.gif: 2 frames, 36x36 px")
                && lines[3].hasPrefix("spinnergen: wrote 2 files f1.5/frame_0000.png"), "\(r.stderr)")
        let json = try CLIRunner.run(base + ["--progress-format", "json", "-o", "b{scale}.gif", "-o", "g{scale}/"], in: dir)
        #expect(json.status == 0, "\(json.stderr)")
        let objects = try json.stderr.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        let done = objects.filter { $0["event"] as? String == "done" }
        #expect(done.map { $0["output"] as? String } == ["b1.gif", "g1/", "b1.5.gif", "g1.5/"])
        #expect(done.map { $0["path"] as? String } == ["b1.gif", "g1/", "b1.5.gif", "g1.5/"])
        let progressOutputs = objects.filter { $0["event"] as? String == "progress" }.compactMap { $0["output"] as? String }
        #expect(Set(progressOutputs) == ["b1.gif", "b1.5.gif"] && progressOutputs.first == "b1.gif" && progressOutputs.last == "b1.5.gif")
    }

    /// `--manifest` takes `{scale}` too: one manifest per scale, recording the command line of
    /// that scale alone, which `verify` renders again.
    @Test func eachScaleHasAManifestThatVerifies() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(Self.small + ["--scale", "ios", "-o", "f/%02d.png", "--manifest", "m@{scale}x.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("m@2x.json"))) as! [String: Any]
        let job = manifest["job"] as! [String: Any]
        #expect(job["arguments"] as? [String] == Self.small + ["--scale", "2", "-o", "f/%02d@2x.png", "--manifest", "m@2x.json"])
        #expect(job["pixelSize"] as? String == "48x48")
        for k in 1...3 {
            let v = try CLIRunner.run(["verify", "m@\(k)x.json", "--against", k == 1 ? "f/%02d.png" : "f/%02d@\(k)x.png"], in: dir)
            #expect(v.status == 0 && v.stdout.contains("all 2 frames match"), "\(v.stdout) \(v.stderr)")
        }
        let wrong = try CLIRunner.run(["verify", "m@3x.json", "--against", "f/%02d@2x.png"], in: dir)
        #expect(wrong.status == 1, "\(wrong.stdout)")
        let rerender = try CLIRunner.run(["verify", "m@1x.json"], in: dir)
        #expect(rerender.status == 0, "\(rerender.stderr)")
    }
}
