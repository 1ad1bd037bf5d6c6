import Foundation
import Testing

/// `--memory-limit` reaches the video encoder: x264's settings, which it writes into every
/// H.264 stream it makes (an SEI message: "options: ... threads=2 ... bframes=3 ..."), follow
/// the budget.
@Suite struct VideoMemoryCLITests {
    /// x264's own record of the settings it encoded with.
    static func x264Options(_ file: URL) throws -> [String: String] {
        let bytes = try Data(contentsOf: file)
        let text = String(decoding: bytes.map { $0 >= 32 && $0 < 127 ? $0 : 10 }, as: UTF8.self)
        let line = try #require(text.split(separator: "\n").first { $0.contains("x264 - core") && $0.contains("options:") })
        let options = line.split(separator: " ").compactMap { word -> (String, String)? in
            let parts = word.split(separator: "=", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }
        return Dictionary(options, uniquingKeysWith: { a, _ in a })
    }

    @Test func theBudgetSetsX264sThreadsLookaheadAndBFrames() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let common = ["material", "--size", "512", "--scale", "1", "--fps", "10", "--duration", "1", "-q"]
        // The default budget: veryfast's own lookahead and B-frames, a thread a core up to four.
        var r = try CLIRunner.run(common + ["-o", "roomy.mp4"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let roomy = try Self.x264Options(dir.appendingPathComponent("roomy.mp4"))
        let threads = min(ProcessInfo.processInfo.activeProcessorCount, 4)
        #expect(roomy["threads"] == String(threads) && roomy["bframes"] == "3" && roomy["rc_lookahead"] == "10", "\(roomy)")
        // 16 MiB at 512x512: one thread, no B-frames, no lookahead (so no macroblock tree).
        r = try CLIRunner.run(common + ["--memory-limit", "16M", "-o", "tight.mp4"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let tight = try Self.x264Options(dir.appendingPathComponent("tight.mp4"))
        #expect(tight["threads"] == "1" && tight["bframes"] == "0" && tight["mbtree"] == "0", "\(tight)")
        // Where even that does not fit, one line before anything is written.
        r = try CLIRunner.run(["material", "--size", "1024", "--scale", "1", "--memory-limit", "16M", "-o", "big.mp4"], in: dir)
        #expect(r.status != 0 && r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains("encoder") && r.stderr.contains("memory limit of 16 MiB"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("big.mp4").path))
    }
}
