import Foundation
import Testing
import SpinnerCore
import SpinnerEncode

/// Stills and story lengths of the determinate presets through the binary: a still at any
/// moment, `--duration` on a still, keyframes after the download, short renders of the
/// simulated download, and `--at-progress`.
@Suite struct DeterminatePresetStillTests {
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
