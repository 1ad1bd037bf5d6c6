import Foundation
import Testing
import SpinnerEncode

/// `spinnergen render`, `check`, `values` and `verify` with scene files (issue 10, item 2).
@Suite struct SceneCLITests {
    static let threeDots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Scenes/three-dots.json").path

    @Test func theThreeDotLoaderRendersToEveryFormat() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for out in ["dots.mp4", "dots.gif", "seq/%04d.png"] {
            let r = try CLIRunner.run(["render", Self.threeDots, "--scale", "2", "-q", "-o", out], in: dir)
            #expect(r.status == 0, "\(out): \(r.stderr)")
        }
        // One 1.2 s loop at 60 fps: 72 frames of 120x40 px.
        #expect(CLIRunner.contents(of: dir.appendingPathComponent("seq")).count == 72)
        let frame = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("seq/0000.png").path)
        #expect(frame.width == 120 && frame.height == 40)
        let video = try VideoDecoder.probe(path: dir.appendingPathComponent("dots.mp4").path)
        #expect(video.width == 120 && video.height == 40 && video.frameCount == 72)
        // --size fits the 60x20 pt scene into 30 pt: half size, same aspect.
        let fit = try CLIRunner.run(["render", Self.threeDots, "--size", "30", "--scale", "2", "--time", "0.3", "-q", "-o", "fit.png"], in: dir)
        #expect(fit.status == 0, "\(fit.stderr)")
        let small = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("fit.png").path)
        #expect(small.width == 60 && small.height == 20)
    }

    @Test func parametersChangeTheColour() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["render", Self.threeDots, "--param", "color=#FF0000", "--background", "#FFFFFF",
                                   "--scale", "1", "--time", "0.6", "-q", "-o", "red.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("red.png").path)
        // The centre of dot1 at its peak (scale 1, opacity 1) is the parameter's colour.
        let p = image[10, 10]
        #expect(p.r == 255 && p.g == 0 && p.b == 0 && p.a == 255)
    }

    @Test func checkValuesAndVerify() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = try CLIRunner.run(["check", Self.threeDots])
        #expect(check.status == 0 && check.stdout.contains("ok: 4 layers, 6 animations, loop 1.2 s, canvas 60x20 pt"), "\(check.stdout)")
        let values = try CLIRunner.run(["values", Self.threeDots, "--times", "0.6", "--json"])
        #expect(values.status == 0, "\(values.stderr)")
        let dot1 = try ValuesCLITests.values(values.stdout, layer: "Layer/dot1")
        #expect(dot1.first?["opacity"] as? Double == 1)
        // A manifest of a scene render records the file's SHA-256; verify notices a changed file.
        try FileManager.default.copyItem(atPath: Self.threeDots, toPath: dir.appendingPathComponent("d.json").path)
        let render = try CLIRunner.run(["render", "d.json", "--scale", "1", "--frames", "0-3", "-q", "-o", "f/", "--manifest", "m.json"], in: dir)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try CLIRunner.run(["verify", "m.json"], in: dir).status == 0)
        let text = try String(contentsOf: dir.appendingPathComponent("d.json"), encoding: .utf8)
        try text.replacingOccurrences(of: "#6200EE", with: "#00FF00").write(to: dir.appendingPathComponent("d.json"), atomically: true, encoding: .utf8)
        let changed = try CLIRunner.run(["verify", "m.json"], in: dir)
        #expect(changed.status == 1 && changed.stderr.contains("scene file 'd.json' has changed since m.json was written"), "\(changed.stderr)")
    }
}
