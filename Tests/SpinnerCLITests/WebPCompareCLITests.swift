import Foundation
import Testing

/// `compare` reads WebP, which spinnergen writes: animated and still, through libwebp (issue 28,
/// item 6). A lossless WebP holds the render's exact colours.
@Suite struct WebPCompareCLITests {
    @Test func aLosslessAnimationMatchesItsPNGsExactly() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run(["material", "--frames", "0-9", "--size", "24", "-q", "-o", "f/%02d.png", "-o", "a.webp"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let same = try CLIRunner.run(["compare", "f/", "a.webp", "--max-delta", "0"], in: dir)
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout.hasPrefix("PASS: 10 frames within tolerance (--max-delta 0 --max-mismatch 0); max delta 0"), "\(same.stdout)")
        // Both sides WebP, and the other way round.
        let back = try CLIRunner.run(["compare", "a.webp", "f/%02d.png", "--max-delta", "0"], in: dir)
        #expect(back.status == 0, "\(back.stdout)\(back.stderr)")
        // Another colour is told apart, frame by frame.
        let other = try CLIRunner.run(["material", "--frames", "0-9", "--size", "24", "--colors", "#FF0000", "-q", "-o", "red.webp"], in: dir)
        #expect(other.status == 0, "\(other.stderr)")
        let differ = try CLIRunner.run(["compare", "a.webp", "red.webp"], in: dir)
        #expect(differ.status == 1, "\(differ.stdout)\(differ.stderr)")
        #expect(differ.stdout.contains("FAIL: ") && differ.stdout.contains("frame 9: max delta"), "\(differ.stdout)")
    }

    /// A one-frame render written as WebP (frame 15 at 60 fps) compares with the PNG still at that moment.
    @Test func aOneFrameWebPAgainstAStill() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["ring", "--progress", "0:0.4", "--frames", "15-15", "--size", "40", "-q", "-o", "one.webp"], in: dir).status == 0)
        #expect(try CLIRunner.run(["ring", "--progress", "0:0.4", "--time", "0.25", "--size", "40", "-q", "-o", "still.png"], in: dir).status == 0)
        let r = try CLIRunner.run(["compare", "still.png", "one.webp", "--max-delta", "0"], in: dir)
        #expect(r.status == 0 && r.stdout.hasPrefix("PASS: 1 frame within tolerance"), "\(r.stdout)\(r.stderr)")
    }

    @Test func aDamagedWebPIsOneLine() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIRunner.run(["material", "--frames", "0-3", "--size", "24", "-q", "-o", "a.webp", "-o", "f/"], in: dir).status == 0)
        let whole = try Data(contentsOf: dir.appendingPathComponent("a.webp"))
        try whole.prefix(whole.count / 2).write(to: dir.appendingPathComponent("cut.webp"))
        try Data("RIFF....WEBPjunk".utf8).write(to: dir.appendingPathComponent("junk.webp"))
        for name in ["cut.webp", "junk.webp"] {
            let r = try CLIRunner.run(["compare", "f/", name], in: dir)
            #expect(r.status == 65, "\(name): \(r.stderr)")
            #expect(r.stderr.hasPrefix("spinnergen: error: \(name): not a readable WebP") && r.stderr.filter { $0 == "\n" }.count == 1, "\(r.stderr)")
        }
    }
}
