import Testing
import SpinnerCore
import SpinnerJSON

/// Each writer's exact bytes for a small document, and the numbers and strings they share.
struct JSONWriterTests {
    static let document = JSONValue.fields([
        "ty": .string("gr"), "skipped": nil, "n": .number(3), "x": .number(0.25), "ok": .bool(true), "none": .null,
        "pt": .array([.number(-1.5), .number(1e-7)]), "it": .array([.fields(["k": .string("a/b")]), .object([])]),
    ])

    @Test func compactKeepsTheOrderGivenOnOneLine() {
        #expect(Self.document.compactText
            == #"{"ty":"gr","n":3,"x":0.25,"ok":true,"none":null,"pt":[-1.5,1e-07],"it":[{"k":"a/b"},{}]}"#)
    }

    @Test func sortedIsFoundationsPrettyPrintedLayout() {
        let expected = """
            {
              "it" : [
                {
                  "k" : "a/b"
                },
                {

                }
              ],
              "n" : 3,
              "none" : null,
              "ok" : true,
              "pt" : [
                -1.5,
                1e-07
              ],
              "ty" : "gr",
              "x" : 0.25
            }
            """
        #expect(Self.document.sortedText(keysBy: <) == expected)
        #expect(JSONValue.array([]).sortedText(keysBy: <) == "[\n\n]")
    }

    @Test func indentedKeepsShortPartsOnOneLine() {
        let expected = """
            {
              "ty": "gr",
              "n": 3,
              "x": 0.25,
              "ok": true,
              "none": null,
              "pt": [-1.5, 1e-07],
              "it": [
                {"k": "a/b"},
                {}
              ]
            }
            """
        #expect(Self.document.indentedText == expected)
        #expect(JSONValue.fields(["color": .fields(["rgba": .array([1, 0, 0, 1].map(JSONValue.number))])]).indentedText
            == #"{"color": {"rgba": [1, 0, 0, 1]}}"#)
        let long = JSONValue.object((0..<20).map { JSONMember("key\($0)", .number(Double($0))) })
        #expect(long.indentedText.hasPrefix("{\n  \"key0\": 0,\n"))
    }

    /// Compact and indented text write the shortest round trip, whole numbers below 10^15
    /// without `.0`; sorted text writes Swift's form without `.0`, which keeps `-0` as
    /// Foundation does.
    @Test(arguments: [0, -0.0, 3, -12, 0.5, 0.1, 1.0 / 3, 1e-7, 1e15, 1e20, 1e300, 123456789.123, 0.30000000000000004, -2.75, 5e-324])
    func numbersReadBackAsTheSameDouble(_ v: Double) throws {
        for text in [JSONValue.number(v).compactText, JSONValue.number(v).sortedText(keysBy: <)] {
            guard case .number(let back) = try JSONReader.read(Array(text.utf8)) else { Issue.record("\(text)"); continue }
            #expect(back == v, "\(text)")
        }
        #expect(!JSONValue.number(v).compactText.hasSuffix(".0") || abs(v) >= 1e15)
        #expect(!JSONValue.number(v).sortedText(keysBy: <).hasSuffix(".0"))
    }

    @Test func wholeNumbersAndNegativeZero() {
        #expect(JSONValue.number(50).compactText == "50")
        #expect(JSONValue.number(-0.0).compactText == "0")
        #expect(JSONValue.number(-0.0).sortedText(keysBy: <) == "-0")
        // Swift's own text from 10^15 on, as `DecimalText.shortest` has always written it.
        #expect(JSONValue.number(1e15).compactText == "1000000000000000.0")
        #expect(JSONValue.number(1e15).sortedText(keysBy: <) == "1000000000000000")
        #expect(JSONValue.number(999_999_999_999_999).compactText == "999999999999999")
    }

    @Test func stringsEscapeControlsForATerminalOrAsFoundationDoes() {
        let s = "q\" b\\ /\n\r\t\u{8}\u{c}\u{1}\u{1f}\u{7f}\u{85}\u{9f}é\u{2028}😀"
        #expect(JSONValue.string(s).compactText
            == #""q\" b\\ /\n\r\t\u0008\u000c\u0001\u001f\u007f\u0085\u009fé"# + "\u{2028}😀\"")
        #expect(JSONValue.string(s).sortedText(keysBy: <)
            == #""q\" b\\ /\n\r\t\b\f\u0001\u001f"# + "\u{7f}\u{85}\u{9f}é\u{2028}😀\"")
        #expect(JSONString.quoted(s) == JSONValue.string(s).compactText)
    }

    @Test func writtenTextReadsBackAsTheSameValue() throws {
        let value = JSONValue.fields(["s": .string("\u{1}é😀\"\\"), "a": .array([.number(0.1), .bool(false), .null])])
        #expect(try JSONReader.read(Array(value.compactText.utf8)) == value)
        #expect(try JSONReader.read(Array(value.indentedText.utf8)) == value)
    }
}
