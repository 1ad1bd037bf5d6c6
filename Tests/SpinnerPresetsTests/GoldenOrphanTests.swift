import Testing
import SpinnerAnimation
import SpinnerGolden

/// Every golden PNG in `Goldens/` is one a test of this target checks, and none is oversize
/// (`GoldenOrphans`). Add a golden's name here when a test starts checking it; remove it (and
/// the PNG) when the test goes.
@Suite struct GoldenOrphanTests {
    /// Each test file's name and the goldens its tests check.
    static let used: [String: Set<String>] = [
        "LayerGoldenTests": Set(["layer-border-rounded"] + ContentsGravity.allCases.map { "layer-gravity-\($0.rawValue)" }),
        "SeedGoldenTests": [
            "gradient-bar-0.5", "image-progress-border-0.6", "ring-logo-0.6"
        ],
    ]

    @Test func everyGoldenIsCheckedByATestAndSmall() throws {
        let findings = try GoldenOrphans.find(in: GoldenImage.root(besideFile: #filePath), used: Self.used)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }
}
