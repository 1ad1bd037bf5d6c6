import Foundation
import Testing

/// Colours by name and as `#RGB` (issue 15, item 6): each form renders the bytes of its hex form,
/// on every flag and in scene files.
@Suite struct ColorNameCLITests {
    static func render(_ arguments: [String], _ name: String, in dir: URL) throws -> Data {
        let r = try CLIRunner.run(arguments + ["-q", "-o", name], in: dir)
        #expect(r.status == 0, "\(arguments): \(r.stderr)")
        return try Data(contentsOf: dir.appendingPathComponent(name))
    }

    @Test func presetFlagsTakeNamesAndShortHex() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let still = ["material", "--size", "24", "--scale", "2", "--time", "0.4"]
        let named = try Self.render(still + ["--background", "RebeccaPurple", "--colors", "tomato,#0F0"], "named.png", in: dir)
        let hex = try Self.render(still + ["--background", "#663399", "--colors", "#FF6347,#00FF00"], "hex.png", in: dir)
        let other = try Self.render(still + ["--background", "#663398", "--colors", "#FF6347,#00FF00"], "other.png", in: dir)
        #expect(named == hex)
        #expect(named != other)
        // `transparent` is a colour wherever one with alpha is allowed, as #00000000 is.
        let clear = try Self.render(still + ["--background", "transparent"], "clear.png", in: dir)
        #expect(clear == (try Self.render(still + ["--background", "#0000"], "zero.png", in: dir)))
        // The GIF matte by name.
        let gif = ["material", "--size", "16", "--scale", "1", "--fps", "25", "--duration", "0.2"]
        #expect(try Self.render(gif + ["--matte", "navy"], "navy.gif", in: dir)
                == (try Self.render(gif + ["--matte", "#000080"], "hex.gif", in: dir)))
    }

    @Test func sceneFilesAndParametersTakeNames() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = try String(contentsOfFile: SceneCLITests.threeDots, encoding: .utf8)
        #expect(text.contains("\"#6200EE\""))
        try text.replacingOccurrences(of: "\"#6200EE\"", with: "\"DarkOrange\"")
            .write(to: dir.appendingPathComponent("named.json"), atomically: true, encoding: .utf8)
        let still = ["--scale", "1", "--time", "0.6", "--background", "white"]
        let named = try Self.render(["render", "named.json"] + still, "named.png", in: dir)
        let hex = try Self.render(["render", SceneCLITests.threeDots, "--param", "color=#FF8C00"] + still, "hex.png", in: dir)
        let param = try Self.render(["render", SceneCLITests.threeDots, "--param", "color=darkorange"] + still, "param.png", in: dir)
        #expect(named == hex)
        #expect(param == hex)
        let plain = try Self.render(["render", SceneCLITests.threeDots] + still, "plain.png", in: dir)
        #expect(plain != hex)
    }
}
