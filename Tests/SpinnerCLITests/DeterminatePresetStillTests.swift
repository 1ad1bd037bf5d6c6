import Foundation
import Testing
import SpinnerCore
import SpinnerEncode

/// Stills and story lengths of the determinate presets through the binary: a still at any
/// moment, `--duration` on a still, keyframes after the download, short renders of the
/// simulated download, and `--at-progress`.
@Suite struct DeterminatePresetStillTests {
    static func decode(_ dir: URL, _ name: String) throws -> PixelBuffer {
        try PNGCodec.decode(contentsOf: dir.appendingPathComponent(name).path)
    }

    @Test func keyframesAfterTheDownloadAndDurationOnAStill() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Done at 0 s: the finish callback at 0.1 s removes the ring; the keyframe at 10 s comes
        // after the download completed, so the app never hears it.
        var r = try CLIRunner.run(["ring", "--progress", "0:1,10:1", "--time", "1", "--scale", "1", "-o", "s.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.decode(dir, "s.png").pixels.allSatisfy { $0 == 0 })
        r = try CLIRunner.run(["ring", "--progress", "0:1,10:1", "--time", "0.05", "--scale", "1", "-o", "full.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        // Full: the stroke is inked at 9 o'clock (the last quarter of the way round).
        #expect(try Self.decode(dir, "full.png")[4, 50].a == 255)
        r = try CLIRunner.run(["ring", "--progress", "0:1,10:1", "--fps", "10", "-q", "-o", "r.mp4"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try VideoDecoder.probe(path: dir.appendingPathComponent("r.mp4").path).frameCount == 6)

        // --duration on a still: the length the story is built for.
        for (name, extra) in [("a.png", [String]()), ("b.png", ["--duration", "5"])] {
            r = try CLIRunner.run(["ring", "--progress", "0:0,2:1", "--time", "1", "-q", "-o", name] + extra, in: dir)
            #expect(r.status == 0, "\(r.stderr)")
        }
        #expect(try Data(contentsOf: dir.appendingPathComponent("a.png")) == Data(contentsOf: dir.appendingPathComponent("b.png")))
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["ring", "--progress", "0:0,2:1", "--duration", "1.5", "--time", "1", "-o", "c.png"],
                                                mentions: "keyframe 2 '2:1' of --progress at 2.0 s lies outside the 1.5 s render"), in: dir)
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["ring", "--duration", "2", "--time", "3", "-o", "c.png"],
                                                mentions: "--time 3 lies past the 2 s the story is built for"), in: dir)
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["ring", "--loops", "2", "--time", "1", "-o", "c.png"],
                                                mentions: "--frames and --loops do not apply to a single .png"), in: dir)
    }

    @Test func simulatedDownloadIsCutByAShortRender() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var r = try CLIRunner.run(["ring", "--duration", "0.5", "--fps", "30", "-q", "-o", "r.mp4"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try VideoDecoder.probe(path: dir.appendingPathComponent("r.mp4").path).frameCount == 15)
        for preset in ["gradient-bar", "image-progress"] {
            r = try CLIRunner.run([preset, "--duration", "0.5", "--fps", "10", "--scale", "1", "-q", "-o", "\(preset).mp4"], in: dir)
            #expect(r.status == 0, "\(preset): \(r.stderr)")
        }
        r = try CLIRunner.run(["values", "ring", "--duration", "0.5", "--times", "0.4"], in: dir)
        #expect(r.status == 0 && r.stdout.contains("strokeEnd"), "\(r.stderr)")
        // Keyframes the user wrote are still refused, by the user's own words.
        try "time,progress\n0,0\n9,1\n".write(to: dir.appendingPathComponent("late.csv"), atomically: true, encoding: .utf8)
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["ring", "--progress-file", "late.csv", "--duration", "4", "-o", "o.mp4"],
                                                mentions: "keyframe late.csv:3 '9,1' at 9.0 s lies outside the 4.0 s render"), in: dir)
    }
}
