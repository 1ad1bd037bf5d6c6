import Testing
@testable import SpinnerEncode

/// The table is built without dividing; every entry must still be the divided value.
@Suite struct StraightAlphaTableTests {
    @Test func everyEntryIsTheRoundedQuotient() {
        let t = StraightAlphaTable.values
        #expect(t.count == 1 << 16)
        var wrong: [Int] = []
        for a in 0..<256 {
            for p in 0..<256 {
                let expected = a == 0 ? 0 : min(255, (p * 255 + a / 2) / a)
                if Int(t[a << 8 | p]) != expected { wrong.append(a << 8 | p) }
            }
        }
        #expect(wrong.isEmpty, "first wrong entries \(wrong.prefix(5))")
        #expect(t[128 << 8 | 64] == 128 && t[255 << 8 | 200] == 200 && t[3 << 8 | 1] == 85)
    }
}
