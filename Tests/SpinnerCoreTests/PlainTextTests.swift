import Foundation
import SpinnerCore
import Testing

/// The standard-library edits that replaced Foundation's must give Foundation's results.
@Suite struct PlainTextTests {
    static let samples = ["", " ", "\t a b \t", "  0.25 ", "x", "\u{3000}wide\u{00A0}", " line\n", "\n x \n", "a\u{301} ", " \u{301}a"]

    @Test func trimmingSpacesIsFoundationsWhitespacesTrim() {
        for s in Self.samples {
            #expect(s.trimmingSpaces() == s.trimmingCharacters(in: .whitespaces), "\(s.debugDescription)")
            #expect(s[...].trimmingSpaces() == s.trimmingCharacters(in: .whitespaces))
        }
        #expect("\t 1, 2 \u{2003}".trimmingSpaces() == "1, 2")
    }

    @Test func replacingEveryIsReplacingOccurrences() {
        let cases: [(String, String, String)] = [("a\"b\"\"", "\"", "\"\""), ("m_{scale}@{scale}.png", "{scale}", "2x"),
                                                 ("aaaa", "aa", "b"), ("none", "x", "y"), ("{scale}", "{scale}", ""),
                                                 ("f.actual.png", ".actual.png", ".diff.png")]
        for (s, target, replacement) in cases {
            #expect(s.replacingEvery(target, with: replacement) == s.replacingOccurrences(of: target, with: replacement), "\(s)")
        }
        #expect("aaaa".replacingEvery("aa", with: "b") == "bb")
    }

    @Test func decimalTextIsStringFormat() {
        let values = [0, 0.25, -0.0, 1.0 / 3, 2.5, 1e-7, 123456789.125, -42.5, 1e300, .infinity, -.infinity, .nan]
        for v in values {
            for n in [0, 1, 3, 6] {
                #expect(DecimalText.fixed(v, decimals: n) == String(format: "%.\(n)f", v), "\(v) \(n)")
                #expect(DecimalText.significant(v, digits: max(1, n)) == String(format: "%.\(max(1, n))g", v), "\(v) \(n)")
            }
        }
        #expect(DecimalText.fixed(1e300, decimals: 2).count == 304)
        #expect(DecimalText.trimmed(0.25, maxDecimals: 3) == "0.25")
    }
}
