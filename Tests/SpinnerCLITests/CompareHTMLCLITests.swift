import Foundation
import Testing
import SpinnerCore
import SpinnerEncode

/// `spinnergen compare --html` through the binary: what the page embeds, the JSON report's diff
/// names, and the output rules.
@Suite struct CompareHTMLCLITests {
    /// The frames of `b` that differ from `a`.
    static let changed = [2, 4]

    /// `a/`: six transparent 48×48 px frames of the material loop; `b/`: the same, with frames 2
    /// and 4 replaced by the frames after them.
    static func inputs(in dir: URL) throws {
        let r = try CLIRunner.run(["material", "--size", "24", "--scale", "2", "--fps", "10", "--frames", "0-5", "-q", "-o", "a/"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let a = dir.appendingPathComponent("a"), b = dir.appendingPathComponent("b")
        try FileManager.default.copyItem(at: a, to: b)
        for i in changed {
            let target = b.appendingPathComponent(frame(i))
            try FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: a.appendingPathComponent(frame(i + 1)), to: target)
        }
    }

    static func frame(_ i: Int) -> String { String(format: "frame_%04d.png", i) }

    /// The data: URI payload of the `<img data-role="role">` in `panel`, decoded.
    static func image(_ role: String, in panel: Substring) throws -> [UInt8] {
        let start = try #require(panel.range(of: "data-role=\"\(role)\""))
        let rest = panel[start.upperBound...]
        let src = try #require(rest.range(of: "src=\"data:image/png;base64,"))
        let end = try #require(rest[src.upperBound...].firstIndex(of: "\""))
        return [UInt8](try #require(Data(base64Encoded: String(rest[src.upperBound..<end]))))
    }

    @Test func thePageEmbedsEachFailingFrameAndNothingElse() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.inputs(in: dir)
        let r = try CLIRunner.run(["compare", "a", "b", "--html", "r.html", "--report", "r.json", "--diff", "d", "-q"], in: dir)
        #expect(r.status == 1, "\(r.stderr)")
        let page = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)

        // One panel per failing frame, in frame order, each with the frames compared and the
        // very bytes of the diff folder's image.
        let panels = page.components(separatedBy: "<section class=\"frame\"").dropFirst().map { Substring($0) }
        #expect(panels.map { $0.hasPrefix(" id=\"frame-") } == Self.changed.map { _ in true })
        for (i, panel) in zip(Self.changed, panels) {
            #expect(panel.hasPrefix(" id=\"frame-\(i)\" data-frame=\"\(i)\""))
            let expected = try PNGCodec.decode(try Self.image("expected", in: panel))
            let actual = try PNGCodec.decode(try Self.image("actual", in: panel))
            #expect(expected == (try PNGCodec.decode(contentsOf: dir.appendingPathComponent("a/" + Self.frame(i)).path)))
            #expect(actual == (try PNGCodec.decode(contentsOf: dir.appendingPathComponent("b/" + Self.frame(i)).path)))
            let diff = try Data(contentsOf: dir.appendingPathComponent("d").appendingPathComponent(String(format: "diff_%04d.png", i)))
            #expect(try Self.image("diff", in: panel) == [UInt8](diff))
            // 48 px shown at 4×: 192 CSS px, scaled by the browser pixel for pixel.
            #expect(panel.contains("width=\"192\" height=\"192\""))
        }
        #expect(page.contains("image-rendering: pixelated"))
        #expect(page.contains("<tr><th>frames compared</th><td>6</td></tr>"))
        #expect(page.contains("<tr><th>frames failing</th><td>2: <a href=\"#frame-2\">2</a>, <a href=\"#frame-4\">4</a></td></tr>"))
        #expect(page.contains("<tr><th>matte</th><td>none: compared as decoded</td></tr>"))

        // Self-contained: every source is a data: URI and every link a fragment of the page.
        for attribute in ["src=\"", "href=\""] {
            for piece in page.components(separatedBy: attribute).dropFirst() {
                #expect(piece.hasPrefix("data:image/png;base64,") || piece.hasPrefix("#"), "\(attribute)\(piece.prefix(40))")
            }
        }
        for external in ["://", "<link", "@import", "url(", "<iframe", "<object", "<embed", "srcset"] {
            #expect(!page.contains(external), "\(external)")
        }

        // The JSON report names each frame's diff image, and nothing without --diff.
        let frames = try #require(try CompareCLITests.json(dir.appendingPathComponent("r.json"))["frames"] as? [[String: Any]])
        #expect(frames.map { $0["diff"] as? String } == (0..<6).map { Self.changed.contains($0) ? String(format: "diff_%04d.png", $0) : nil })
        #expect(frames.allSatisfy { $0["diff"] != nil })
        let plain = try CLIRunner.run(["compare", "a", "b", "--html", "again.html", "--report", "plain.json", "-q"], in: dir)
        #expect(plain.status == 1)
        let plainFrames = try #require(try CompareCLITests.json(dir.appendingPathComponent("plain.json"))["frames"] as? [[String: Any]])
        #expect(plainFrames.count == 6 && plainFrames.allSatisfy { $0["diff"] is NSNull })
        // The same comparison gives the same page, with or without --diff.
        #expect(try Data(contentsOf: dir.appendingPathComponent("again.html")) == Data(page.utf8))
    }

    @Test func aPassingComparisonWritesAPageSayingSo() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.inputs(in: dir)
        let r = try CLIRunner.run(["compare", "a", "a/frame_%04d.png", "--html", "out/ok.html"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let page = try String(contentsOf: dir.appendingPathComponent("out/ok.html"), encoding: .utf8)
        #expect(page.contains("<h1>PASS: 6 frames within tolerance</h1>") && page.contains("No frame is beyond tolerance"))
        #expect(!page.contains("<img") && !page.contains("<section class=\"frame\""))
        #expect(page.contains("<code>a/frame_%04d.png</code>"))
    }

    @Test func aComparisonThatFailsToFinishLeavesNoPage() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.inputs(in: dir)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("b/" + Self.frame(5)))
        try Data("old".utf8).write(to: dir.appendingPathComponent("kept.html"))
        try Data("file".utf8).write(to: dir.appendingPathComponent("blocker"))
        // Frame counts differ: the page is not written, and an old one is kept as it was.
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["compare", "a", "b", "--html", "kept.html"], status: 65,
                                                mentions: "frame counts differ"), in: dir)
        #expect(try Data(contentsOf: dir.appendingPathComponent("kept.html")) == Data("old".utf8))
        // A page that cannot be created is one error line, 73, and nothing is left.
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["compare", "a", "a", "--html", "blocker/r.html"], status: 73,
                                                mentions: "could not write the HTML report"), in: dir)
        // One file for both reports is refused before any frame is read (as two outputs are).
        try CLIRunner.expectRefusal(RefusalCase(arguments: ["compare", "a", "b", "--html", "r.json", "--report", "./r.json"],
                                                mentions: "name the same file"), in: dir)
        let help = try CLIRunner.run(["compare", "--help"])
        #expect(help.stdout.contains("--html FILE") && help.stdout.contains("\"diff\": \"diff_0005.png\""))
    }
}
