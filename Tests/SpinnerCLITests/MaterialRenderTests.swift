import Foundation
import Testing
import SpinnerCore
import SpinnerEncode
import SpinnerGolden

/// The README's first command (run as the README's quick start writes it) and the geometry promise
/// of issue 2, end to end through the binary.
@Suite(.serialized) struct MaterialRenderTests {
    /// the gmd closed form of docs/presets.md: (t, strokeStart, strokeEnd, rotation in degrees, colour).
    static let samples: [(t: Double, start: Double, end: Double, rotation: Double, color: String)] = [
        (0.25, 0, 0.093465, 45, "#4885ED"),
        (0.50, 0, 0.315357, 90, "#4885ED"),
        (0.75, 0.378138, 0.621862, 135, "#4885ED"),
        (1.00, 0.684643, 1.0, 180, "#4885ED"),
        (1.25, 0.906535, 1.0, 225, "#4885ED"),
        (2.00, 0, 0.315357, 0, "#DB3236"),
        // Further cycles start at 1.5 s, 3.0 s, 4.5 s; the rotation runs on its own 2 s period.
        (2.25, 0.378138, 0.621862, 45, "#DB3236"),
        (3.75, 0.378138, 0.621862, 315, "#F4C20D"),
        (5.50, 0.684643, 1.0, 270, "#3CBA54"),
    ]

    @Test func pngSequenceArcEndsFollowTheClosedForm() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("f"), withIntermediateDirectories: true)
        let r = try CLIRunner.run(["material", "--size", "512", "--scale", "1", "--line-width", "40.96", "--fps", "60",
                                   "--compression", "1", "-q", "-o", "f/%04d.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let files = CLIRunner.contents(of: dir.appendingPathComponent("f"))
        #expect(files.count == 360)
        #expect(files.first == "0000.png" && files.last == "0359.png")

        let radius = 256 - 40.96 / 2
        for s in Self.samples {
            let frame = Int((s.t * 60).rounded())
            let image = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("f/" + String(format: "%04d.png", frame)).path)
            let arc = try #require(ArcProbe(image, radius: radius).arc, "no arc at t=\(s.t)")
            let head = 90 + 360 * s.end + s.rotation, tail = 90 + 360 * s.start + s.rotation
            #expect(ArcProbe.angleDistance(arc.head, head) < 0.5, "t=\(s.t): head \(arc.head)° vs \(head)°")
            #expect(ArcProbe.angleDistance(arc.tail, tail) < 0.5, "t=\(s.t): tail \(arc.tail)° vs \(tail)°")
            let mid = (tail + head) / 2 * .pi / 180
            let px = image[Int(256 + radius * cos(mid)), Int(256 + radius * sin(mid))]
            #expect(Color(r8: px.r, g8: px.g, b8: px.b, a8: px.a).hexString == s.color, "t=\(s.t)")
        }
        // At a cycle boundary the arc has no length: the frame is empty.
        let boundary = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("f/0090.png").path)
        #expect(boundary.pixels.allSatisfy { $0 == 0 })
    }

    /// The README's quick start: exactly these two commands, the first described as the MP4 that
    /// `mp4IsTaggedTimedAndMatchesThePNGRender` checks.
    @Test func theReadmeQuickStartIsTheCommandTestedHere() throws {
        #expect(try Array(ProjectDocs.commands(in: "README.md").prefix(2)) == [Self.quickStart, "scripts/test"])
        #expect(ProjectDocs.flat(try ProjectDocs.page("README.md")).contains(
            "The first writes `out.mp4`: the Material spinner, 200×200 px, 60 fps, one seamless 6 s loop (360 frames), H.264 yuv420p tagged BT.709."))
    }

    static let quickStart = "scripts/spinnergen material --fps 60 -o out.mp4"

    @Test func mp4IsTaggedTimedAndMatchesThePNGRender() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The README's first command, as the README shows it (`scripts/spinnergen` is the binary).
        let readme = try #require(try ProjectDocs.commands(in: "README.md").first)
        #expect(readme == Self.quickStart)
        let r = try CLIRunner.run(Array(ProjectDocs.arguments(readme).dropFirst()), in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(CLIRunner.contents(of: dir) == ["out.mp4"])
        let path = dir.appendingPathComponent("out.mp4").path
        let info = try VideoDecoder.probe(path: path)
        #expect(info.codecName == "h264")
        #expect(info.pixelFormatName == "yuv420p")
        #expect(info.width == 200 && info.height == 200)
        #expect(info.colorPrimaries == "bt709" && info.colorTransfer == "bt709" && info.colorMatrix == "bt709")
        #expect(info.colorRange == "tv")
        #expect(info.frameRate == Rational(60))
        #expect(info.frameCount == 360)
        #expect(info.isFastStart)
        for (i, t) in info.timestamps.enumerated() { #expect(abs(t - Double(i) / 60) < 1e-6) }

        try FileManager.default.createDirectory(at: dir.appendingPathComponent("f"), withIntermediateDirectories: true)
        let png = try CLIRunner.run(["material", "--fps", "60", "--background", "#FFFFFF", "--frames", "0-359",
                                     "-q", "-o", "f/"], in: dir)
        #expect(png.status == 0, "\(png.stderr)")
        let decoded = try VideoDecoder.decodeFrames(path: path)
        #expect(decoded.count == 360)
        var worstMean = 0.0
        for i in stride(from: 0, to: 360, by: 7) {
            let expected = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("f/" + String(format: "frame_%04d.png", i)).path)
            let d = try #require(FrameDifference(expected, decoded[i]))
            #expect(d.channels == 3)
            worstMean = max(worstMean, d.meanDelta)
        }
        #expect(worstMean < 3, "mean difference \(worstMean) levels")
    }

    @Test func sameBytesOnEveryRunAndThreadCount() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for sub in ["a", "b", "c"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        let common = ["material", "--fps", "30", "--duration", "2", "-q"]
        #expect(try CLIRunner.run(common + ["-o", "a/"], in: dir).status == 0)
        #expect(try CLIRunner.run(common + ["-o", "b/"], in: dir).status == 0)
        #expect(try CLIRunner.run(common + ["--threads", "1", "-o", "c/"], in: dir).status == 0)
        let names = CLIRunner.contents(of: dir.appendingPathComponent("a"))
        #expect(names.count == 60)
        for name in names {
            let a = try Data(contentsOf: dir.appendingPathComponent("a/" + name))
            #expect(a == (try Data(contentsOf: dir.appendingPathComponent("b/" + name))), "\(name) differs between runs")
            #expect(a == (try Data(contentsOf: dir.appendingPathComponent("c/" + name))), "\(name) differs at --threads 1")
        }
    }

    @Test func stillAtATimeAndHelp() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["material", "--time", "0.75", "-o", "still.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("still.png").path)
        #expect(image.width == 200 && image.height == 200)
        // At 0.75 s the arc runs clockwise from 90° + 136.1° + 135° (≈ 1°) to 90° + 223.9° + 135° (≈ 89°):
        // the lower right quarter, centre line at 92 px from the middle.
        let r45 = 92 * 0.5.squareRoot()
        #expect(image[Int(100 + r45), Int(100 + r45)] == PremultipliedRGBA8(r: 0x48, g: 0x85, b: 0xED, a: 255))
        #expect(image[100, 8].a == 0)
        #expect(image[8, 100].a == 0)

        let help = try CLIRunner.run(["material", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--line-cap") && help.stdout.contains("spinnergen material --fps 60 -o out.mp4"))
        let list = try CLIRunner.run(["list"])
        #expect(list.status == 0 && list.stdout.hasPrefix("material"))
        let version = try CLIRunner.run(["--version"])
        // The newest version the changelog names, as `spinnergen --version` prints it.
        let changelog = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0.dropFirst(3).split(separator: ".").count == 3 }
        #expect(version.status == 0 && version.stdout == "spinnergen \(newest?.dropFirst(3) ?? "?")\n", "\(version.stdout)")
    }
}
