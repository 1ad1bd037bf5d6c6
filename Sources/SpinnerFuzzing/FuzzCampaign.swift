/// Runs mutated seeds through `FuzzTarget.run` in this process, without libFuzzer: the test
/// suite's short run and the fallback where `-sanitize=fuzzer` is unavailable.
public enum FuzzCampaign {
    /// Runs the seeds themselves, then `count` mutated inputs from `seed`; `before` sees each
    /// input first (to log it when reproducing a crash). Returns the number of inputs run.
    @discardableResult
    /// `target` limits the campaign to one parser's seeds (mutations keep the selector byte).
    public static func run(count: Int, seed: UInt64, target: FuzzTarget? = nil, before: ([UInt8], Int) -> Void = { _, _ in }) -> Int {
        let seeds = FuzzSeeds.all.filter { target == nil || $0.first == target!.selector }
        for (i, s) in seeds.enumerated() { before(s, -1 - i); FuzzTarget.run(s) }
        var mutator = FuzzMutator(seed: seed)
        for i in 0..<max(count, 0) {
            let input = mutator.input(from: seeds)
            before(input, i)
            FuzzTarget.run(input)
        }
        return seeds.count + max(count, 0)
    }
}
