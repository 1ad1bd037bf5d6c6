import Testing
import SpinnerJSON

/// The strict reader: what it accepts, what it refuses, and the path and offset it names.
struct JSONReaderTests {
    static func read(_ text: String, maxDepth: Int = 64) throws(JSONReadError) -> JSONValue {
        try JSONReader.read(Array(text.utf8), maxDepth: maxDepth)
    }

    static func fault(_ text: String, maxDepth: Int = 64) -> JSONReadError? {
        do { _ = try read(text, maxDepth: maxDepth) } catch { return error }
        return nil
    }

    @Test func objectsKeepTheirMembersInFileOrder() throws {
        let value = try Self.read(#" {"z": 1, "a": [true, null, "s"], "m": {}} "#)
        #expect(value == .object([JSONMember("z", .number(1)), JSONMember("a", .array([.bool(true), .null, .string("s")])),
                                  JSONMember("m", .object([]))]))
        #expect(value["a"] == .array([.bool(true), .null, .string("s")]))
        #expect(value["b"] == nil)
    }

    @Test func aFaultNamesThePathOfTheValueBeingRead() {
        let text = #"{"jobs": [{"preset": "ring"}, {"options": {"scale": 2,}}]}"#
        let error = Self.fault(text)
        #expect(error?.path.description == "jobs[1].options")
        #expect(error?.message == "expected a key in quotes")
        #expect(error?.offset == text.utf8.count - 4)
        #expect(error?.description == "jobs[1].options: expected a key in quotes at line 1, column 55")
        #expect(Self.fault(#"{"a": [1, 2, tru]}"#)?.path.description == "a[2]")
        #expect(Self.fault(#"[1"#)?.description == "unexpected end at line 1, column 3")
    }

    @Test func aFaultsLineAndColumnAreAnEditorsCountingCharactersNotBytes() {
        // The fault is on line 3, after 11 characters in 13 bytes (each "é" is 2).
        let error = Self.fault("{\n\"a\": 1,\n  \"é\": \"é\" x}")
        #expect(error?.message == "expected ',' or '}'")
        #expect(error?.line == 3)
        #expect(error?.column == 12)
        #expect(error?.offset == 23)
        #expect(error?.position == "line 3, column 12")
        #expect(Self.fault("\n\n")?.position == "line 3, column 1")
    }

    @Test func aTextCutShortSaysSoAndWhatWasExpected() {
        #expect(Self.fault(#"{"a""#)?.message == "unexpected end (expected ':')")
        #expect(Self.fault(#"{"a": 1"#)?.message == "unexpected end")
        #expect(Self.fault(#"{"#)?.message == "unexpected end (expected a key in quotes)")
    }

    @Test func aKeyGivenTwiceIsRefusedAtItsObject() {
        let error = Self.fault(#"{"a": {"b": 1, "b": 2}}"#)
        #expect(error?.message == #"key "b" given twice"#)
        #expect(error?.path.description == "a")
    }

    @Test(arguments: [
        ("", "unexpected end"), ("1 2", "more text after the JSON value"), ("[1,]", "unexpected character"),
        ("{\"a\" 1}", "expected ':'"), ("{\"a\": 1 \"b\": 2}", "expected ',' or '}'"), ("[1 2]", "expected ',' or ']'"),
        ("01", "bad number \"01\""), ("+1", "bad number \"+1\""), ("1.", "bad number \"1.\""), ("1e999", "bad number \"1e999\""),
        ("-", "bad number \"-\""), ("-01", "bad number \"-01\""), ("1.e5", "bad number \"1.e5\""), ("2.E1", "bad number \"2.E1\""),
        (".5", "bad number \".5\""), ("-.5", "bad number \"-.5\""), ("--1", "bad number \"--1\""), ("\"a\tb\"", "a control character in a string"), ("\"\\x\"", "bad escape"),
        ("\"\\ud800\"", "a lone surrogate"), ("\"\\udc00\"", "a lone surrogate"), ("\"\\u12\"", "bad \\u escape"),
        ("\"abc", "a string never ends"), ("nul", "unexpected character"), ("// x\n1", "unexpected character"),
    ])
    func refusals(text: String, message: String) {
        #expect(Self.fault(text)?.message == message, "\(text)")
    }

    @Test func invalidUTF8IsRefused() {
        #expect(throws: JSONReadError.self) { try JSONReader.read([0x22, 0xC3, 0x28, 0x22]) }
        #expect((try? JSONReader.read([0x22, 0xC3, 0xA9, 0x22])) == .string("é"))
    }

    @Test func nestingPastTheLimitIsRefusedWhereItBegins() {
        #expect(Self.fault("[[[1]]]", maxDepth: 3) == nil)
        let error = Self.fault("[[[[1]]]]", maxDepth: 3)
        #expect(error?.message == "nested more than 3 deep")
        #expect(error?.offset == 3)
        #expect(error?.path.description == "[0][0][0]")
        #expect(Self.fault(String(repeating: "[", count: 100_000)) != nil)
    }

    @Test func escapesAndSurrogatePairsRead() throws {
        #expect(try Self.read(#""\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#) == .string("\"\\/\u{8}\u{c}\n\r\té😀"))
    }

    @Test func numbersReadAsTheirDouble() throws {
        for text in ["0", "-0", "0.1", "1e-07", "1E+3", "-2.75", "123456789.123", "0.30000000000000004", "1.7976931348623157e308", "0e0", "-0.5E-2", "10"] {
            #expect(try Self.read(text) == .number(Double(text)!), "\(text)")
        }
        #expect(JSONReader.isValid(Array("[1, 2]".utf8)))
        #expect(!JSONReader.isValid(Array("[1, 2".utf8)))
    }

    /// Short numbers are read without C's `strtod` (Clinger's exact fast path); every one must
    /// still be the very Double `strtod` gives, sign of zero included, and longer ones fall back.
    @Test func numbersReadBitForBitAsStrtodReadsThem() throws {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        func digits(_ count: Int) -> String { String((0..<count).map { _ in Character(String(next(10))) }) }
        var texts = ["-0", "-0.0", "0.000", "-0e5", "9007199254740993", "999999999999999", "9999999999999999",
                     "0.1e-22", "1e22", "1e23", "123456789012345e-22", "4.35", "0.833", "1334", "-12.5", "5e-324"]
        for _ in 0..<20_000 {
            let whole = next(4) == 0 ? "0" : String(1 + next(9)) + digits(next(12))
            var text = (next(3) == 0 ? "-" : "") + whole
            if next(2) == 0 { text += "." + digits(1 + next(14)) }
            if next(4) == 0 { text += (next(2) == 0 ? "e" : "E") + ["", "+", "-"][next(3)] + String(next(40)) }
            texts.append(text)
        }
        for text in texts {
            guard case .number(let value) = try Self.read(text) else { Issue.record("\(text) is not a number"); continue }
            #expect(value.bitPattern == Double(text)!.bitPattern, "\(text)")
        }
    }
}
