import Foundation
import Testing

/// Issue 10, item 4: `spinnergen scene P ... -o p.json` then `spinnergen render p.json` gives
/// the PNG frames of `spinnergen P ...`, byte for byte, for every preset and a spread of options.
@Suite struct SceneRoundTripTests {
    static let logo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Stills/logo.png").path

    static let cases: [[String]] = [
        ["material"],
        ["material", "--colors", "#FF0000,#00FF00,#0000FF", "--line-cap", "round", "--speed", "1.5", "--size", "64", "--line-width", "6"],
        ["ring", "--logo", logo],
        ["ring", "--label", "percent", "--progress", "0:0,1:0.4,2:1"],
        ["ring", "--seed", "7", "--download-time", "2", "--stroke-color", "#FF00FF"],
        ["gradient-bar"],
        ["gradient-bar", "--position", "bottom", "--progress", "0:0,1.5:0.5,2:1"],
        ["image-progress", "--image", logo],
        ["image-progress", "--image", logo, "--seed", "3", "--size", "150x100"],
        ["material", "--style", "android"],
        ["material", "--style", "android", "--android-ms-truncation", "--colors", "#FF0000,#00FF00,#0000FF"],
        ["material", "--style", "android-retreat"],
        ["material", "--style", "flutter"],
        ["material", "--style", "web"],
        ["material", "--style", "mdc-ios", "--line-cap", "round"],
    ]

    @Test(arguments: cases)
    func sceneRendersThePresetsFrames(_ preset: [String]) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try CLIRunner.run(["scene"] + preset + ["-o", "p.json"], in: dir)
        #expect(scene.status == 0, "\(scene.stderr)")
        let direct = try CLIRunner.run(preset + ["--scale", "1", "-q", "-o", "direct/"], in: dir)
        let viaScene = try CLIRunner.run(["render", "p.json", "--scale", "1", "-q", "-o", "scene/"], in: dir)
        #expect(direct.status == 0 && viaScene.status == 0, "\(direct.stderr) \(viaScene.stderr)")
        let names = CLIRunner.contents(of: dir.appendingPathComponent("direct"))
        #expect(names.count > 1)
        #expect(CLIRunner.contents(of: dir.appendingPathComponent("scene")) == names)
        var differing: [String] = []
        for name in names {
            let a = try Data(contentsOf: dir.appendingPathComponent("direct/\(name)"))
            let b = try Data(contentsOf: dir.appendingPathComponent("scene/\(name)"))
            if a != b { differing.append(name) }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(names.count) frames differ, first \(differing.first ?? "")")
    }

    /// The examples of the seed indicators are these exports: they must still check and render.
    @Test(arguments: ["material", "ring", "gradient-bar", "image-progress", "three-dots", "activity-spokes", "pulsing-rings", "material-0.8s",
                      "orbit", "spring-bounce", "marching-ants", "replicator-dots"])
    func everyExampleChecks(_ name: String) throws {
        let path = URL(fileURLWithPath: Self.logo).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenes/\(name).json").path
        let r = try CLIRunner.run(["check", path])
        #expect(r.status == 0 && r.stdout.contains(": ok: "), "\(r.stderr)")
    }
}
