import Foundation
import SpinnerCore
import SpinnerEncode
import Testing

/// `spinnergen export` played back by rlottie and compared with spinnergen's own frames of the
/// same job at 512 px: covered pixels (alpha > 127) must overlap with IoU ≥ 0.98 on every frame
/// compared, and pixels well inside flat areas must have exactly the same colour.
@Suite struct LottieExportCLITests {
    /// One input: a preset or a scene file, and the frame stride compared (every frame of the
    /// loop is exported and rendered; long loops compare every k-th).
    struct Case: CustomTestStringConvertible, Sendable {
        let input: String
        let stride: Int
        var testDescription: String { input }
    }

    static let scenes: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Scenes")

    static let fps = 30

    static let cases: [Case] = ["material", "ring", "gradient-bar", "image-progress"].map { Case(input: $0, stride: 4) }

    @Test(arguments: cases)
    func rlottiePlaysTheExport(_ c: Case) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = c.input.hasSuffix(".json") ? LottieExportCLITests.scenes.appendingPathComponent(c.input).path : c.input
        let json = dir.appendingPathComponent("anim.json").path
        let export = try CLIRunner.run(["export", input, "--fps", "\(LottieExportCLITests.fps)", "-q", "-o", json])
        #expect(export.status == 0, "\(export.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: json))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let w = try #require(document["w"] as? Int), h = try #require(document["h"] as? Int)
        let scale = 512 / Double(max(w, h))
        let pw = Int((Double(w) * scale).rounded()), ph = Int((Double(h) * scale).rounded())
        let player = try #require(RlottiePlayer(json: data, key: "\(c.input)-\(data.count)-\(data.hashValue)"))

        let frames = dir.appendingPathComponent("frames").path
        let render = try CLIRunner.run((c.input.hasSuffix(".json") ? ["render", input] : [input])
            + ["--fps", "\(LottieExportCLITests.fps)", "--scale", "\(scale)", "--background", "transparent", "-q",
               "-o", frames + "/f_%04d.png"])
        #expect(render.status == 0, "\(render.stderr)")
        let count = CLIRunner.contents(of: URL(fileURLWithPath: frames)).count
        #expect(count == player.frameCount)
        for f in Swift.stride(from: 0, to: count, by: c.stride) {
            let ours = try PNGCodec.decode(contentsOf: frames + String(format: "/f_%04d.png", f))
            #expect(ours.width == pw && ours.height == ph)
            let theirs = player.render(f, width: ours.width, height: ours.height)
            let result = CoverageComparison(reference: ours, other: theirs)
            #expect(result.iou >= 0.98, "frame \(f): IoU \(result.iou)")
            #expect(result.flatMismatches == 0, "frame \(f): \(result.flatMismatches) of \(result.flatPixels) flat pixels differ")
        }
    }
}
