import Testing
@testable import SpinnerCore

@Suite struct ColorParsingTests {
    /// Each form and the 8-bit colour it names.
    @Test(arguments: [
        ("#6200EE", (0x62, 0x00, 0xEE, 255)),
        ("6200ee", (0x62, 0x00, 0xEE, 255)),
        ("#6200EE80", (0x62, 0x00, 0xEE, 0x80)),
        ("#f0a", (0xFF, 0x00, 0xAA, 255)),
        ("#F0A8", (0xFF, 0x00, 0xAA, 0x88)),
        ("rebeccapurple", (0x66, 0x33, 0x99, 255)),
        ("RebeccaPurple", (0x66, 0x33, 0x99, 255)),
        ("LIGHTGOLDENRODYELLOW", (0xFA, 0xFA, 0xD2, 255)),
        ("grey", (0x80, 0x80, 0x80, 255)),
        ("transparent", (0, 0, 0, 0)),
        ("Transparent", (0, 0, 0, 0)),
    ] as [(String, (Int, Int, Int, Int))])
    func readsForm(_ text: String, _ expected: (Int, Int, Int, Int)) throws {
        let c = try #require(Color(parsing: text))
        let v = c.rgba8
        #expect((Int(v.r), Int(v.g), Int(v.b), Int(v.a)) == expected)
    }

    @Test(arguments: ["#12", "#12345", "#GGGGGG", "#GGG", "notacolor", "", "#", "red ", " red", "#6200EE0", "abc", "#+12"])
    func refuses(_ text: String) {
        #expect(Color(parsing: text) == nil)
    }

    /// Every CSS Color 4 name, each a 6-digit colour, plus `transparent`.
    @Test func namesAreTheCSSList() throws {
        #expect(CSSColorNames.table.count == 149)
        for (name, hex) in CSSColorNames.table {
            #expect(name == name.lowercased())
            let c = try #require(Color(parsing: hex))
            #expect(Color(parsing: name) == c)
            #expect(hex.count == (name == "transparent" ? 9 : 7))
        }
    }

    @Test func suggestsTheNearestName() {
        #expect(Color.suggestion(for: "rebecapurple") == "; did you mean \"rebeccapurple\"?")
        #expect(Color.suggestion(for: "gren").contains("\"green\""))
        #expect(Color.suggestion(for: "notacolor") == "")
        #expect(Color.suggestion(for: "#GGGGGG") == "")
    }

    /// A long mistaken value is too far from every name by its length alone: no suggestion, and
    /// no edit distance of its length times each of the 149 names (the fuzzer's colour target
    /// ran 334 inputs a second on 4 KB values before).
    @Test func aLongValueGetsNoSuggestionFromItsLengthAlone() {
        #expect(Color.suggestion(for: String(repeating: "gren", count: 250_000)) == "")
        #expect(Color.suggestion(for: "lightgoldenrodyelow") == "; did you mean \"lightgoldenrodyellow\"?")
        #expect(NameSuggestion.nearest(to: "abcdefghijkl", among: ["abcdefghi", "abcdefghijklmnop"]) == ["abcdefghi"])
    }
}
