import Foundation
import Testing
import SpinnerCore
import SpinnerEncode

/// The conformance report's measure, through the binary on a small subset of the shared corpus:
/// `spinnergen render` at a reference's frame and size, then `spinnergen compare --max-delta-e 3
/// --max-mismatch 0.015`, which must count the very pixels the corpus README's measure counts
/// (written out again here, plainly) and so give its verdicts; and no frame of the subset that
/// `docs/conformance/figures.tsv` (committed by scripts/conformance) records as passing may fail
/// now. The frames are ones near the 98.5 % line, where a difference in the measure would show.
@Suite struct ConformanceMeasureCLITests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = package.deletingLastPathComponent().appendingPathComponent("shared/lottie")

    /// (file, reference PNG, `--frame` (the file's own frame number), `--scale`).
    static let subset: [(String, String, String, String)] = [
        ("features/properties/scalar-linear.json", "scalar-linear-00.png", "0", "1"),
        ("features/properties/scalar-linear.json", "scalar-linear-05.png", "5", "1"),
        ("features/properties/scalar-linear.json", "scalar-linear-30.png", "30", "1"),
        ("features/shapes/ellipse.json", "ellipse-00.png", "0", "1"),
        ("features/shapes/star-round.json", "star-round-00.png", "0", "1"),
        ("features/shape-modifiers/round-corners.json", "round-corners-00.png", "0", "1"),
        // Core Animation's snapshots of a 45-point composition at @2x: ip 50, op 180.
        ("lottie-ios/Issues/issue_1979.json", "issue_1979.ca-25.png", "82.5", "2"),
        ("lottie-ios/Issues/issue_1979.json", "issue_1979.ca-75.png", "147.5", "2"),
    ]

    /// The README's measure, spelled out: both frames (premultiplied, as decoded) composited over
    /// white and over black, to CIE L*a*b* (D65), a pixel matching when ΔE*ab ≤ 3 in both.
    static func mismatchedPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        func lab(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
            func linear(_ v: Double) -> Double {
                let c = v / 255
                return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            let (lr, lg, lb) = (linear(r), linear(g), linear(b))
            let x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047
            let y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
            let z = (0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb) / 1.08883
            func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
            return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
        }
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                var matches = true
                for g in [0.0, 255.0] {
                    func over(_ c: UInt8, _ alpha: UInt8) -> Double { Double(c) + (255 - Double(alpha)) * g / 255 }
                    let l1 = lab(over(p.r, p.a), over(p.g, p.a), over(p.b, p.a))
                    let l2 = lab(over(q.r, q.a), over(q.g, q.a), over(q.b, q.a))
                    let d2 = (l1.0 - l2.0) * (l1.0 - l2.0) + (l1.1 - l2.1) * (l1.1 - l2.1) + (l1.2 - l2.2) * (l1.2 - l2.2)
                    if d2 > 9 { matches = false }
                }
                if !matches { count += 1 }
            }
        }
        return count
    }

    /// Committed verdicts of spinnergen's frames: "file reference" → passed.
    static func committedVerdicts() throws -> [String: Bool] {
        let text = try String(contentsOf: package.appendingPathComponent("docs/conformance/figures.tsv"), encoding: .utf8)
        var verdicts: [String: Bool] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let cells = line.split(separator: "\t").map(String.init)
            if cells.count == 5, cells[2] == "spinnergen" { verdicts[cells[0] + " " + cells[1]] = cells[4] == "pass" }
        }
        return verdicts
    }

    @Test func compareGivesTheCorpusMeasuresVerdictsAndNoCommittedPassIsLost() throws {
        try #require(FileManager.default.fileExists(atPath: Self.corpus.path), "the corpus at \(Self.corpus.path)")
        let committed = try Self.committedVerdicts()
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var passes = 0, near = 0
        for (file, reference, frame, scale) in Self.subset {
            let source = Self.corpus.appendingPathComponent(file).path
            let expected = Self.corpus.appendingPathComponent(file).deletingLastPathComponent().appendingPathComponent(reference).path
            let render = try CLIRunner.run(["render", source, "--frame", frame, "--scale", scale, "-q", "-o", "mine.png"], in: dir)
            try #require(render.status == 0, "\(file): \(render.stderr)")
            let compare = try CLIRunner.run(["compare", expected, "mine.png", "--max-delta-e", "3", "--max-mismatch", "0.015",
                                             "--report", "r.json", "-q"], in: dir)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("r.json"))) as? [String: Any])
            let counted = try #require((report["frames"] as? [[String: Any]])?.first?["mismatchedPixels"] as? Int)

            let a = try PNGCodec.decode(contentsOf: expected), b = try PNGCodec.decode(contentsOf: dir.appendingPathComponent("mine.png").path)
            try #require(a.width == b.width && a.height == b.height, "\(file): \(b.width)x\(b.height), the reference \(a.width)x\(a.height)")
            let mismatched = Self.mismatchedPixels(a, b)
            let fraction = 1 - Double(mismatched) / Double(a.width * a.height)
            #expect(counted == mismatched, "\(reference): compare counts \(counted) px beyond ΔE 3, the README's measure \(mismatched)")
            let readmePasses = fraction >= 0.985
            #expect((compare.status == 0) == readmePasses, "\(reference): compare exit \(compare.status), README fraction \(fraction)")
            if readmePasses { passes += 1 }
            if abs(fraction - 0.985) < 0.01 { near += 1 }
            if committed[file + " " + reference] == true {
                #expect(compare.status == 0, "\(reference) passed in docs/conformance/figures.tsv and fails now (\(fraction))")
            }
            #expect(committed[file + " " + reference] != nil, "\(file) \(reference) is not in docs/conformance/figures.tsv")
        }
        // The subset straddles the line: both verdicts occur, most frames within 1 % of it.
        #expect(passes > 0 && passes < Self.subset.count && near >= Self.subset.count / 2, "\(passes) pass, \(near) near the line")
    }
}
