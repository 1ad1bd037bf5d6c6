import Foundation
import Testing

/// A GIF of a real animation with at most 256 colours decodes to its PNG frames exactly (issue
/// 15, item 3): the one-colour Material spinner on an opaque page has its colour, the page and
/// the anti-aliased blends between them, and nothing is dithered.
@Suite struct GIFExactCLITests {
    @Test(arguments: ["bayer", "floyd-steinberg"])
    func aFewColouredSpinnerDecodesExactly(dither: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let job = ["material", "--colors", "#1A73E8", "--background", "#FAFAFA", "--size", "24", "--scale", "1",
                   "--fps", "25", "--duration", "1", "-q"]
        let gif = try CLIRunner.run(job + ["--dither", dither, "-o", "a.gif"], in: dir)
        #expect(gif.status == 0, "\(gif.stderr)")
        let png = try CLIRunner.run(job + ["-o", "f/%04d.png"], in: dir)
        #expect(png.status == 0, "\(png.stderr)")
        let compared = try CLIRunner.run(["compare", "a.gif", "f/%04d.png", "--max-delta", "0", "--max-mismatch", "0"], in: dir)
        #expect(compared.status == 0 && compared.stdout.hasPrefix("PASS: 25 frames"), "\(compared.stdout)\(compared.stderr)")
    }
}
