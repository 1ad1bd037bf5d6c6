import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A file `check` passes renders (issue 28, item 1): scenes at the limits, each asking for far
/// more derived work than its bytes suggest, are checked and then rendered through the built
/// binary under a memory limit, and no run, check or render, may peak at 1 GiB resident.
@Suite(.serialized) struct WorkBudgetCLITests {
    static let names = HostileScenes.renderable.keys.sorted()

    @Test(arguments: names)
    func renderWhatCheckPasses(_ name: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try HostileScenes.write(HostileScenes.renderable.filter { $0.key == name }, into: dir)
        let (check, checkPeak) = try CLIRunner.runMeasuringPeak(["check", name], in: dir)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(checkPeak > 1 << 10 && checkPeak < 1 << 20, "check's peak \(checkPeak) KiB")
        let (render, renderPeak) = try CLIRunner.runMeasuringPeak(["render", name, "--scale", "2", "--frames", "0-1", "--memory-limit", "256M", "-o", "f/"], in: dir)
        #expect(render.status == 0, "\(render.stderr)")
        // Each run's own peak resident set (GNU time's wait4 on the binary), in KiB.
        #expect(renderPeak > 1 << 10 && renderPeak < 1 << 20, "render's peak \(renderPeak) KiB")
        #expect(!render.stderr.contains("Fatal error"))
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("f").path).sorted()
        #expect(frames == ["frame_0000.png", "frame_0001.png"])
        #expect(CLIRunner.contents(of: dir).allSatisfy { !$0.contains(".spinnergen-") })
    }

    /// `check` and `render` refuse a file past a budget with the same line and status (65),
    /// before anything is drawn: the 200,000-character line peaked at 628 MB and took 90 s a
    /// frame before the text budget.
    @Test(arguments: ["long-text.json", "snowmen.json", "replicated-text.json", "huge-root.json", "wide-root.json"])
    func checkAndRenderRefuseTheSameWay(_ name: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try HostileScenes.write(HostileScenes.refused.filter { $0.key == name }, into: dir)
        let (check, checkPeak) = try CLIRunner.runMeasuringPeak(["check", name], in: dir)
        let (render, renderPeak) = try CLIRunner.runMeasuringPeak(["render", name, "--frames", "0", "-o", "f/"], in: dir)
        #expect(check.status == 65 && render.status == 65, "\(check.stderr)\(render.stderr)")
        #expect(check.stderr == render.stderr)
        #expect(check.stderr.hasPrefix("spinnergen: error: \(name): the layer tree cannot be drawn: ") && check.stderr.hasSuffix(")\n"))
        #expect(checkPeak < 64 << 10 && renderPeak < 64 << 10, "peaks \(checkPeak), \(renderPeak) KiB")
        #expect(CLIRunner.contents(of: dir) == [name])
    }

    @Test func aLongPathStillDrawsItsShape() throws {
        // The zigzag's teeth hang from y = 0 and close to points at y = 20, each 0.0004 pt
        // wide at the top: at depth y they fill 1 − y/20 of every pixel across 19.8 pt.
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try HostileScenes.write(HostileScenes.renderable.filter { $0.key == "zigzag.json" }, into: dir)
        let r = try CLIRunner.run(["render", "zigzag.json", "--scale", "1", "--frames", "0", "-o", "out.rgba"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let rgba = [UInt8](try Data(contentsOf: dir.appendingPathComponent("out.rgba")))
        try #require(rgba.count == 20 * 20 * 4)
        for row in 0..<20 {
            let want = 255 * (1 - (Double(row) + 0.5) / 20)
            for x in 1..<19 {
                let alpha = Double(rgba[(row * 20 + x) * 4 + 3])
                #expect(abs(alpha - want) <= 2, "row \(row), x \(x): \(alpha), want \(want)")
            }
        }
    }
}
