import SpinnerFuzzing
import Testing

/// A short deterministic fuzz run inside the test suite: every parser returns for each input
/// (a trap would end the test process). `scripts/fuzz` runs the long, coverage-guided version.
@Suite struct FuzzSmokeTests {
    /// Each target's seeds and mutations of them, run apart so every target gets its share: 2,000
    /// inputs; about 10 s in a debug build for `coverage`, the slowest (copies up to 1,024
    /// edges an input, 5 ms; no timing check: the suite runs in parallel).
    @Test(arguments: FuzzTarget.allCases)
    func mutatedInputsOfEachTargetAllReturn(_ target: FuzzTarget) {
        let count = 2_000
        let seeds = FuzzSeeds.all.filter { $0.first == target.selector }.count
        #expect(FuzzCampaign.run(count: count, seed: 9, target: target) == count + seeds)
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
        // Lottie: an embedded PNG whose IHDR claims 2^32 - 1 pixels a side (their product overflowed).
        "\u{9}" + #"{"v":"5","fr":24,"ip":0,"op":2,"w":8,"h":8,"assets":[{"id":"i","w":1,"h":1,"e":1,"p":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUv//////////CAYAAAAAAAAA"}],"layers":[]}"#,
    ])
    func formerCrashesReturn(_ input: String) {
        FuzzTarget.run(Array(input.utf8))
    }
}
