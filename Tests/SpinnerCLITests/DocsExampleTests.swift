import Foundation
import Testing

/// Examples of the pages under docs/ that no other test runs, taken from the page as written.
@Suite struct DocsExampleTests {
    /// docs/batch-files.md's batch file plans as the page says: 9 jobs, 6 of `material` (2 themes
    /// x 3 scales, the first axis slowest) then 3 of the scene, outputs named by their axes.
    @Test func theBatchFileExamplePlansAsDocumented() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let batch = try #require(try ProjectDocs.codeBlocks("json", in: "batch-files.md").first)
        try Data(batch.utf8).write(to: dir.appendingPathComponent("pipeline.json"))
        // The scene the example names, a three-dot loader with a `color` parameter.
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ProjectDocs.root.appendingPathComponent("Examples/Scenes/three-dots.json"),
                                         to: dir.appendingPathComponent("scenes/dots.json"))

        let commands = try ProjectDocs.commands(in: "batch-files.md")
        #expect(commands.contains("spinnergen batch pipeline.json --dry-run"))
        let page = ProjectDocs.flat(try ProjectDocs.page("batch-files.md"))
        #expect(page.contains("spinnergen batch pipeline.json # 9 jobs: 6 material (2 themes x 3 scales), 3 dots"))

        let r = try CLIRunner.run(["batch", "pipeline.json", "--dry-run"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 9, "\(r.stdout)")
        guard lines.count == 9 else { return }
        #expect(lines[0] == "job 0: to render: out/light/material@1x.gif, out/light/material@1x/%04d.png")
        #expect(lines[4] == "job 4: to render: out/dark/material@2x.gif, out/dark/material@2x/%04d.png")
        #expect(lines[6] == "job 6: to render: out/dots@1x.webp")
        #expect(lines[8] == "job 8: to render: out/dots@3x.webp")
        // Nothing rendered, nothing recorded.
        #expect(CLIRunner.contents(of: dir) == ["pipeline.json", "scenes"])
    }
}
