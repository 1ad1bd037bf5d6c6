import SpinnerFuzzing
import Testing

/// A short deterministic fuzz run inside the test suite: every parser returns for each input
/// (a trap would end the test process). `scripts/fuzz` runs the long, coverage-guided version.
@Suite struct FuzzSmokeTests {
    /// About a second in a debug build on its own (no timing check: the suite runs in parallel).
    @Test func twentyThousandMutatedInputsAllReturn() {
        #expect(FuzzCampaign.run(count: 20_000, seed: 9) == 20_000 + FuzzSeeds.all.count)
    }

    @Test func everyTargetHasSeeds() {
        let selectors = Set(FuzzSeeds.all.compactMap(\.first))
        #expect(selectors == Set(FuzzTarget.allCases.map(\.selector)))
    }

    /// Inputs that trapped before they were fixed; each must now return.
    @Test(arguments: [
        "\u{3}-9223372036854775808/1", "\u{3}-9223372036854775808", "\u{3}-9223372036854775808.5",
        "\u{3}9223372036854775807/1", "\u{3}1/9223372036854775807", "\u{3}4611686018427387904/4611686018427387903",
        "\u{3}999.999999999", "\u{3}0.000000001",
    ])
    func formerCrashesReturn(_ input: String) {
        FuzzTarget.run(Array(input.utf8))
    }
}
