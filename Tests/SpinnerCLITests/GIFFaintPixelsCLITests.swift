import Foundation
import Testing
import SpinnerCore
import SpinnerEncode

/// A GIF keeps what is faint (issue 28, item 2), through the binary: a 20 %-opaque tail is
/// blended over `--matte`, not dropped; `--transparent-below` moves the cut; and when edges
/// are blended over the default white matte, stderr says so once.
@Suite struct GIFFaintPixelsCLITests {
    /// A 20 %-opaque orange tail (#FFAA0033: alpha 51) and an orange head whose opacity pulses,
    /// on pixel-aligned squares, so the tail's inner pixels are exactly alpha 51.
    static let scene = """
    {
      "spinnergen": 1, "name": "comet", "loop": 1,
      "root": {
        "bounds": [0, 0, 40, 20],
        "sublayers": [
          { "type": "shape", "name": "tail", "bounds": [0, 0, 16, 16], "position": [10, 10],
            "path": { "rect": [0, 0, 16, 16] }, "fillColor": "#FFAA0033" },
          { "type": "shape", "name": "head", "bounds": [0, 0, 16, 16], "position": [30, 10],
            "path": { "ellipse": [0, 0, 16, 16] }, "fillColor": "#FFAA00",
            "animations": [
              { "type": "keyframe", "keyPath": "opacity", "values": [1, 0.4, 1], "keyTimes": [0, 0.5, 1],
                "duration": 1, "repeatCount": "infinity" } ] }
        ]
      }
    }
    """

    static func fixture() throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        try scene.write(to: dir.appendingPathComponent("comet.json"), atomically: true, encoding: .utf8)
        return dir
    }

    static let job = ["render", "comet.json", "--scale", "1", "--fps", "10"]

    static func frames(_ dir: URL, _ name: String) throws -> [PixelBuffer] {
        try VideoDecoder.decodeFrames(path: dir.appendingPathComponent(name).path)
    }

    /// Over #121212 the tail is premultiplied (51, 34, 0, 51) + 18·204/255 → (65, 48, 14) in
    /// every frame (it vanished before: alpha 51 was under the old 50 % cut), the clear page
    /// stays transparent, and the GIF is the PNG frames over the same matte exactly.
    @Test func aTwentyPercentTailIsBlendedOverTheMatte() throws {
        let dir = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let gif = try CLIRunner.run(Self.job + ["--matte", "#121212", "-o", "a.gif"], in: dir)
        #expect(gif.status == 0, "\(gif.stderr)")
        #expect(!gif.stderr.contains("note"), "a --matte was given: \(gif.stderr)")
        let frames = try Self.frames(dir, "a.gif")
        #expect(frames.count == 10)
        for (i, f) in frames.enumerated() {
            #expect(f[10, 10] == PremultipliedRGBA8(r: 65, g: 48, b: 14, a: 255), "frame \(i): \(f[10, 10])")
            #expect(f[3, 3] == PremultipliedRGBA8(r: 65, g: 48, b: 14, a: 255), "frame \(i)")
            #expect(f[0, 0].a == 0 && f[39, 19].a == 0, "frame \(i): the page stays clear")
        }
        // Frame 0: the head at full opacity is its own colour.
        #expect(frames[0][30, 10] == PremultipliedRGBA8(r: 255, g: 170, b: 0, a: 255))
        // Frame 5: the head at 40 % is (102, 68, 0, 102) + 18·153/255 → (113, 79, 11).
        #expect(frames[5][30, 10] == PremultipliedRGBA8(r: 113, g: 79, b: 11, a: 255), "\(frames[5][30, 10])")
        let png = try CLIRunner.run(Self.job + ["-q", "-o", "f/%04d.png"], in: dir)
        #expect(png.status == 0, "\(png.stderr)")
        let compared = try CLIRunner.run(["compare", "a.gif", "f/%04d.png", "--matte", "#121212", "--max-delta", "0", "--max-mismatch", "0"], in: dir)
        #expect(compared.status == 0 && compared.stdout.hasPrefix("PASS: 10 frames"), "\(compared.stdout)\(compared.stderr)")
    }

    /// The cut: pixels less opaque than ALPHA are transparent. 0.2 keeps alpha 51 (exactly
    /// 20 %), 0.21 and 50 % drop it, 0 makes every pixel opaque (the clear page becomes the matte).
    @Test(arguments: [("0.2", true, false), ("20%", true, false), ("0.21", false, false), ("50%", false, false),
                      ("0.5", false, false), ("0", true, true), ("1", false, false)])
    func theCutIsAnAlpha(value: String, keepsTail: Bool, opaquePage: Bool) throws {
        let dir = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(Self.job + ["-q", "--matte", "#121212", "--transparent-below", value, "-o", "a.gif"], in: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let f = try Self.frames(dir, "a.gif")[0]
        #expect(f[10, 10] == (keepsTail ? PremultipliedRGBA8(r: 65, g: 48, b: 14, a: 255) : PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)),
                "\(value): \(f[10, 10])")
        #expect(f[0, 0] == (opaquePage ? PremultipliedRGBA8(r: 18, g: 18, b: 18, a: 255) : PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)),
                "\(value): \(f[0, 0])")
        // The head is fully opaque in frame 0: kept by every cut, even 1.
        #expect(f[30, 10] == PremultipliedRGBA8(r: 255, g: 170, b: 0, a: 255), "\(value)")
    }

    /// Without --matte, translucent pixels go over white and stderr says so once, naming
    /// --matte; not with -q, not with --matte, not when nothing is translucent (an opaque page).
    @Test func theDefaultMatteIsNamedOnceWhenItShows() throws {
        let dir = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: dir) }
        let note = "spinnergen: note: a.gif blends its translucent edges over white, the default --matte, which shows as light halos on a darker page (give --matte with the page's colour, such as --matte '#121212')"
        let r = try CLIRunner.run(Self.job + ["-o", "a.gif", "-o", "b.gif", "-o", "c.webp"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").filter { $0.contains("note") } == [Substring(note)], "\(r.stderr)")
        let quiet = try CLIRunner.run(Self.job + ["-q", "-o", "a.gif"], in: dir)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
        let matted = try CLIRunner.run(Self.job + ["--matte", "white", "-o", "a.gif"], in: dir)
        #expect(matted.status == 0 && !matted.stderr.contains("note"), "\(matted.stderr)")
        let opaque = try CLIRunner.run(Self.job + ["--background", "#121212", "-o", "a.gif"], in: dir)
        #expect(opaque.status == 0 && !opaque.stderr.contains("note"), "\(opaque.stderr)")
        // A hard cut that leaves nothing translucent: nothing to say.
        let hard = try CLIRunner.run(Self.job + ["--transparent-below", "1", "-o", "a.gif"], in: dir)
        #expect(hard.status == 0, "\(hard.stderr)")
        #expect(hard.stderr.contains("note") == false, "\(hard.stderr)")
    }
}
