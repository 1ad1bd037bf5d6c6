import Testing
import SpinnerCore

/// The one way numbers become text.
@Suite struct DecimalTextTests {
    @Test func shortestDropsAWholeNumbersPoint() {
        #expect(DecimalText.shortest(50) == "50")
        #expect(DecimalText.shortest(-0.0) == "0")
        #expect(DecimalText.shortest(0.25) == "0.25")
        #expect(DecimalText.shortest(1.0 / 3) == "0.3333333333333333")
        #expect(DecimalText.shortest(1e15) == "1000000000000000.0")
        #expect(DecimalText.shortest(.infinity) == "inf")
    }

    @Test func fixedTrimmedAndSignificant() {
        #expect(DecimalText.fixed(0.25, decimals: 3) == "0.250")
        #expect(DecimalText.fixed(2.5, decimals: 0) == "2")
        #expect(DecimalText.trimmed(0.25, maxDecimals: 6) == "0.25")
        #expect(DecimalText.trimmed(1, maxDecimals: 6) == "1")
        #expect(DecimalText.trimmed(100, maxDecimals: 0) == "100")
        #expect(DecimalText.trimmed(1.0 / 3, maxDecimals: 6) == "0.333333")
        #expect(DecimalText.significant(4.0 / 3, digits: 6) == "1.33333")
        #expect(DecimalText.significant(123_456_789, digits: 6) == "1.23457e+08")
    }
}
