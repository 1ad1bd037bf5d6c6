import Foundation
import Testing

/// The README's Swift snippet is the code of Examples/GoldenTests/PulsingDotTests.swift, line for
/// line (indentation aside), so it compiles and runs wherever that file does: in
/// `ExampleGoldenTests` and in the package `ConsumerPackageTests` builds.
@Suite struct ReadmeGoldenSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func trimmedLines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func theSnippetIsTheExamplesCode() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        try #require(blocks.count == 1, "README.md shows \(blocks.count) Swift blocks")
        let shown = Self.trimmedLines(blocks[0])
        #expect(shown.count > 20 && shown.contains { $0.hasPrefix("assertGoldenFrames(") })
        let example = Self.trimmedLines(try String(contentsOf: Self.root.appendingPathComponent("Examples/GoldenTests/PulsingDotTests.swift"), encoding: .utf8))
        let found = example.indices.contains { start in
            start + shown.count <= example.count && Array(example[start..<(start + shown.count)]) == shown
        }
        #expect(found, "README.md's Swift snippet is not a run of lines of PulsingDotTests.swift")
    }
}
