import Testing
import SpinnerGolden

/// Every golden PNG in `Goldens/` is one a test of this target checks, and none is oversize
/// (`GoldenOrphans`). Add a golden's name here when a test starts checking it; remove it (and
/// the PNG) when the test goes.
@Suite struct GoldenOrphanTests {
    /// Each test file's name and the goldens its tests check.
    static let used: [String: Set<String>] = [
        "SceneDecodingTests": Set(GoldenFrames.names("three-dots", at: SceneDecodingTests.threeDotsTimes)),
        "SceneKeyframeTests": Set(GoldenFrames.names("orbit", at: SceneKeyframeTests.orbitTimes)),
        "ExampleSceneTests": Set(GoldenFrames.names("spring-bounce", at: ExampleSceneTests.springTimes)
            + GoldenFrames.names("marching-ants", at: ExampleSceneTests.antsTimes)),
        "ReplicatorSceneTests": Set(GoldenFrames.names("replicator-dots", at: ReplicatorSceneTests.dotsTimes)),
        "Example3DSceneTests": Set(GoldenFrames.names("flip-card", at: Example3DSceneTests.flipTimes)
            + GoldenFrames.names("coin", at: Example3DSceneTests.coinTimes)
            + GoldenFrames.names("tumbling-dots", at: Example3DSceneTests.tumblingTimes)
            + GoldenFrames.names("cube", at: Example3DSceneTests.cubeTimes)),
    ]

    @Test func everyGoldenIsCheckedByATestAndSmall() throws {
        let findings = try GoldenOrphans.find(in: GoldenImage.root(besideFile: #filePath), used: Self.used)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }
}
