import Testing
import SpinnerGolden

/// Every golden PNG in `Goldens/` is one a test of this target checks, and none is oversize
/// (`GoldenOrphans`). Add a golden's name here when a test starts checking it; remove it (and
/// the PNG) when the test goes.
@Suite struct GoldenOrphanTests {
    /// Each test file's name and the goldens its tests check.
    static let used: [String: Set<String>] = [
        "FillGoldenTests": [
            "fill-ring-evenOdd-same", "fill-ring-nonZero-opposite", "fill-ring-nonZero-same",
            "fill-roundedrect-circular", "fill-roundedrect-continuous", "fill-star-evenOdd",
            "fill-star-nonZero"
        ],
        "GradientTests": [
            "gradient-axial", "gradient-axial-locations", "gradient-conic", "gradient-hue-73",
            "gradient-radial"
        ],
        "GroupTests": [
            "clip-circle-image", "group-opacity-overlap", "groups-nested", "mask-border-bar"
        ],
        "HairlineAndRobustnessTests": [
            "hairline-scaled"
        ],
        "ImagePaintTests": [
            "image-bilinear-3.5x", "image-bilinear-down", "image-identity", "image-nearest-4x",
            "image-rotated"
        ],
        "StrokeGoldenTests": [
            "stroke-cap-butt", "stroke-cap-round", "stroke-cap-square", "stroke-dash-circle",
            "stroke-dash-closed-miter", "stroke-dash-odd-round", "stroke-dash-odd-square-corner",
            "stroke-dash-phase", "stroke-join-bevel", "stroke-join-miter", "stroke-join-miter-over-limit",
            "stroke-join-round", "stroke-progress-border-0.6", "stroke-roundedrect-circular",
            "stroke-roundedrect-continuous"
        ],
    ]

    @Test func everyGoldenIsCheckedByATestAndSmall() throws {
        let findings = try GoldenOrphans.find(in: GoldenImage.root(besideFile: #filePath), used: Self.used)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }
}
