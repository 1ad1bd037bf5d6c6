import Foundation
import Testing
import SpinnerCore
import SpinnerEncode

/// The determinate presets through the binary: their outputs, and their bad inputs.
@Suite struct DeterminatePresetCLITests {
    static func writeLogo(to url: URL) throws {
        let logo = PixelBuffer(width: 16, height: 16, fill: PremultipliedRGBA8(r: 200, g: 40, b: 40, a: 255))
        try Data(try PNGCodec.encode(logo, options: PNGOptions())).write(to: url)
    }

    @Test func eachPresetRendersItsStoryAsVideoAndSequence() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.writeLogo(to: dir.appendingPathComponent("logo.png"))
        for sub in ["ring", "bar", "img"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        let runs: [[String]] = [
            ["ring", "--logo", "logo.png", "--fps", "30", "-q", "-o", "ring.mp4"],
            ["gradient-bar", "--fps", "30", "-q", "-o", "bar.mp4"],
            ["image-progress", "--type", "border", "--image", "logo.png", "--scale", "1", "--fps", "30", "-q", "-o", "img.mp4"],
            ["ring", "--label", "percent", "--progress", "0:0,1:1", "--fps", "10", "-q", "-o", "ring/%03d.png"],
            ["gradient-bar", "--progress", "0:0,1:1", "--fps", "10", "-q", "-o", "bar/"],
            ["image-progress", "--type", "frame", "--progress", "0:0,1:1", "--scale", "1", "--fps", "10", "-q", "-o", "img/%03d.png"],
        ]
        for args in runs {
            let r = try CLIRunner.run(args, in: dir)
            #expect(r.status == 0, "\(args): \(r.stderr)")
        }
        // The default story: a 3 s simulated download, the finish 0.1 s later, and 0.5 s more.
        for name in ["ring.mp4", "bar.mp4", "img.mp4"] {
            let info = try VideoDecoder.probe(path: dir.appendingPathComponent(name).path)
            #expect(info.frameCount == 108, "\(name)")
        }
        #expect(try VideoDecoder.probe(path: dir.appendingPathComponent("ring.mp4").path).width == 400)
        #expect(try VideoDecoder.probe(path: dir.appendingPathComponent("img.mp4").path).width == 300)
        // 1 s of progress, finish at 1.1 s, end at 1.6 s: 16 frames at 10 fps.
        #expect(CLIRunner.contents(of: dir.appendingPathComponent("ring")).count == 16)
        #expect(CLIRunner.contents(of: dir.appendingPathComponent("bar")).count == 16)
        // The ring is gone after the finish callback.
        let last = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("ring/015.png").path)
        #expect(last.pixels.allSatisfy { $0 == 0 })
        let mid = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("ring/005.png").path)
        #expect(mid.pixels.contains { $0 != 0 })
    }

    typealias Case = RefusalCase

    static let cases: [Case] = [
        Case(arguments: ["ring", "--progress", "0:0,abc", "-o", "o.mp4"], status: 64, mentions: "keyframe 2"),
        Case(arguments: ["ring", "--progress", "0:0,2:0.5,1:1", "-o", "o.mp4"], status: 64, mentions: "does not come after"),
        Case(arguments: ["ring", "--progress", "0:0,9:1", "--duration", "4", "-o", "o.mp4"], status: 64, mentions: "outside the 4.0 s render"),
        Case(arguments: ["ring", "--progress-file", "missing.csv", "-o", "o.mp4"], status: 66, mentions: "missing.csv"),
        Case(arguments: ["ring", "--progress-file", "bad.csv", "-o", "o.mp4"], status: 65, mentions: "bad.csv:3"),
        Case(arguments: ["ring", "--logo", "nope.png", "-o", "o.mp4"], status: 66, mentions: "nope.png"),
        Case(arguments: ["ring", "--logo", "corrupt.png", "-o", "o.mp4"], status: 65, mentions: "corrupt.png"),
        Case(arguments: ["image-progress", "--image", "corrupt.png", "-o", "o.mp4"], status: 65, mentions: "not a readable PNG"),
        Case(arguments: ["image-progress", "--type", "ring", "-o", "o.mp4"], status: 64, mentions: "border, frame"),
        Case(arguments: ["gradient-bar", "--position", "left", "-o", "o.mp4"], status: 64, mentions: "top or bottom"),
        Case(arguments: ["ring", "--size", "100x50", "-o", "o.mp4"], status: 64, mentions: "square"),
        Case(arguments: ["ring", "--label", "digits", "-o", "o.mp4"], status: 64, mentions: "percent"),
    ]

    @Test(arguments: cases)
    func refusesBadProgressAndImages(_ c: Case) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "time,progress\n0,0\n1;0.5\n".write(to: dir.appendingPathComponent("bad.csv"), atomically: true, encoding: .utf8)
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 1, 2, 3]).write(to: dir.appendingPathComponent("corrupt.png"))
        try CLIRunner.expectRefusal(c, in: dir)
    }

    @Test func progressFileDrivesTheRing() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "# time, progress\ntime,progress\n0,0\n0.5,0.25\n1,0.5\n".write(to: dir.appendingPathComponent("p.csv"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["ring", "--progress-file", "p.csv", "--time", "0.51", "--scale", "1", "-o", "s.png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        // A quarter of the ring from 12 o'clock: the right edge of the ring is inked, the left not.
        let image = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("s.png").path)
        let r45 = 46 * 0.5.squareRoot()
        #expect(image[Int(50 + r45), Int(50 - r45)].a == 255)
        #expect(image[Int(50 - r45), Int(50 + r45)] == image[Int(50 - r45), Int(50 - r45)])
        // Every preset lists itself and has help with an example.
        for preset in ["ring", "gradient-bar", "image-progress"] {
            let help = try CLIRunner.run([preset, "--help"])
            #expect(help.status == 0 && help.stdout.contains("spinnergen \(preset) ") && help.stdout.contains("--progress"))
        }
        // One line a preset; a preset's styles are indented beneath it.
        #expect(try CLIRunner.run(["list"]).stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.count == 4)
    }
}
