import Foundation
import SpinnerCore
import SpinnerEncode
import Testing

/// Every preset (each `--style`) and every scene in Examples/Scenes, exported and played by
/// each player: rlottie, and lottie-web's SVG and canvas renderers. Over all frames of one loop
/// at 12 fps, the covered pixels (alpha > 127) of the player's frames and spinnergen's own,
/// pooled, must overlap with IoU ≥ 0.975: a player that draws nothing, or a mask it ignores,
/// fails, where a pixel's worth of anti-aliasing does not.
@Suite struct LottiePlayersCLITests {
    enum Player: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case rlottie, svg, canvas
        var testDescription: String { self == .rlottie ? "rlottie" : "lottie-web \(rawValue)" }
    }

    static let bar = 0.975
    static let inputs: [String] = LottieExportCLITests.presets
        + ["android", "android-retreat", "flutter", "web", "mdc-ios"].map { "material --style \($0)" }
        + LottieExportCLITests.sceneFiles

    /// The inputs lottie-web plays in the everyday run: one of each mapping it got wrong before
    /// (a mask's `x`, a path keeping its vertex count, a fractional view, clips joined as one
    /// mask, an image) and the lowest pooled figures. `scripts/lottie-players` plays every input
    /// in every player (about 10 minutes on 2 cores, most of it Chromium starting per case).
    static let webEveryRun: Set<String> = ["ring", "gradient-bar", "image-progress", "material --style mdc-ios",
                                           "ring.json", "pulsing-rings.json", "three-dots.json"]

    /// Everyday: rlottie on the inputs LottieExportCLITests does not already play in it (the
    /// styles), lottie-web on `webEveryRun`; every input in every player with
    /// `SPINNERGEN_ALL_PLAYERS=1`.
    static let cases: [(String, Player)] = {
        let all = ProcessInfo.processInfo.environment["SPINNERGEN_ALL_PLAYERS"] == "1"
        let playedElsewhere = Set(LottieExportCLITests.presets + LottieExportCLITests.sceneFiles)
        return inputs.flatMap { input in
            Player.allCases.filter { player in
                all || (player == .rlottie ? !playedElsewhere.contains(input) : webEveryRun.contains(input))
            }.map { (input, $0) }
        }
    }()

    @Test func theEverydaySubsetNamesRealInputs() {
        #expect(Self.webEveryRun.isSubset(of: Set(Self.inputs)), "\(Self.webEveryRun.subtracting(Self.inputs))")
    }

    @Test(arguments: cases)
    func playerDrawsTheExport(_ input: String, _ player: Player) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let words = input.split(separator: " ").map(String.init)
        let argument = words[0].hasSuffix(".json") ? LottieExportCLITests.scenes.appendingPathComponent(words[0]).path : words[0]
        let arguments = [argument] + words.dropFirst()
        let json = dir.appendingPathComponent("anim.json")
        let fps = LottieExportCLITests.fps
        let export = try CLIRunner.run(["export"] + arguments + ["--fps", "\(fps)", "-q", "-o", json.path])
        #expect(export.status == 0 && export.stderr.isEmpty, "\(export.stderr)")
        let data = try Data(contentsOf: json)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let w = try #require(document["w"] as? Int), h = try #require(document["h"] as? Int)
        let scale = LottiePlayback.scale(w: w, h: h)
        let width = Int((Double(w) * scale).rounded()), height = Int((Double(h) * scale).rounded())
        // A view of a fractional size is written magnified by a whole factor (the root null
        // `canvas.scale`), so spinnergen draws it that much larger to fill the same pixels.
        let factor = LottiePlayback.canvasFactor(document)
        let frames = dir.appendingPathComponent("frames").path
        let render = try CLIRunner.run((argument.hasSuffix(".json") ? ["render"] : []) + arguments
            + ["--fps", "\(fps)", "--scale", "\(scale * factor)", "--background", "transparent", "-q", "-o", frames + "/f_%04d.png"])
        #expect(render.status == 0, "\(render.stderr)")
        let count = CLIRunner.contents(of: URL(fileURLWithPath: frames)).count
        let theirs: [PixelBuffer]
        switch player {
        case .rlottie:
            let p = try #require(RlottiePlayer(json: data, key: "\(input)-\(data.count)-\(data.hashValue)"))
            theirs = (0..<p.frameCount).map { p.render($0, width: width, height: height) }
        case .svg, .canvas:
            theirs = try LottieWebPlayer.find(player == .svg ? .svg : .canvas).frames(json: data, width: width, height: height, in: dir)
        }
        #expect(theirs.count == count)
        var both = 0, either = 0, worst = (frame: 0, iou: 1.0)
        for (f, other) in theirs.prefix(count).enumerated() {
            let ours = try PNGCodec.decode(contentsOf: frames + String(format: "/f_%04d.png", f))
            try #require(ours.width == other.width && ours.height == other.height,
                         "spinnergen drew \(ours.width)×\(ours.height), \(player.testDescription) \(other.width)×\(other.height)")
            let c = CoverageComparison.covered(ours, other)
            both += c.both
            either += c.either
            let iou = c.either == 0 ? 1 : Double(c.both) / Double(c.either)
            if iou < worst.iou { worst = (f, iou) }
        }
        let pooled = either == 0 ? 1 : Double(both) / Double(either)
        let figures = "\(input) in \(player.testDescription): pooled IoU \(DecimalText.fixed(pooled, decimals: 4)) over \(count) frames, "
            + "worst frame \(worst.frame) at \(DecimalText.fixed(worst.iou, decimals: 3))"
        print(figures)
        #expect(pooled >= LottiePlayersCLITests.bar, "\(figures)")
    }
}
