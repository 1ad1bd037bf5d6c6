import SpinnerCore

/// Deterministic mutations of seed inputs: the same seed gives the same inputs on every machine,
/// so a crash found in the test suite or by `scripts/fuzz --plain` replays exactly.
public struct FuzzMutator {
    /// Picks the mutations.
    var random: SplitMix64

    public init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { random.next() }

    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }

    /// A seed changed by one to four mutations; the selector byte is kept, so each target gets
    /// its share of inputs.
    public mutating func input(from seeds: [[UInt8]]) -> [UInt8] {
        let seed = seeds[below(seeds.count)]
        var body = Array(seed.dropFirst())
        for _ in 0...below(4) { mutate(&body, seeds: seeds) }
        if body.count > 4096 { body.removeLast(body.count - 4096) }
        return [seed.first ?? 0] + body
    }

    mutating func mutate(_ b: inout [UInt8], seeds: [[UInt8]]) {
        let at = below(b.count + 1)
        switch below(9) {
        case 0 where !b.isEmpty: b[below(b.count)] ^= UInt8(1) << UInt8(below(8))
        case 1 where !b.isEmpty: b[below(b.count)] = UInt8(truncatingIfNeeded: next())
        case 2: b.insert(UInt8(truncatingIfNeeded: next()), at: at)
        case 3: b.insert(contentsOf: Array(FuzzSeeds.tokens[below(FuzzSeeds.tokens.count)].utf8), at: at)
        case 4 where !b.isEmpty:
            let end = min(b.count, at + 1 + below(8))
            if at < end { b.removeSubrange(at..<end) }
        case 5: b.removeLast(b.count - at)
        case 6 where !b.isEmpty:
            let start = below(b.count), length = 1 + below(min(16, b.count - start))
            b.insert(contentsOf: b[start..<start + length], at: at)
        case 7:
            let other = seeds[below(seeds.count)].dropFirst()
            let cut = below(other.count + 1)
            b = Array(b.prefix(at)) + other.dropFirst(cut)
        default: replaceNumber(&b)
        }
    }

    /// Swaps a run of digits for a boundary number, where overflow bugs live.
    mutating func replaceNumber(_ b: inout [UInt8]) {
        let digits = b.indices.filter { (0x30...0x39).contains(b[$0]) }
        guard !digits.isEmpty else { return }
        var start = digits[below(digits.count)], end = start + 1
        while start > 0, (0x30...0x39).contains(b[start - 1]) { start -= 1 }
        while end < b.count, (0x30...0x39).contains(b[end]) { end += 1 }
        let numbers = ["0", "1", "9223372036854775807", "9223372036854775808", "2147483648", "999999999", "18446744073709551615"]
        b.replaceSubrange(start..<end, with: Array(numbers[below(numbers.count)].utf8))
    }
}
