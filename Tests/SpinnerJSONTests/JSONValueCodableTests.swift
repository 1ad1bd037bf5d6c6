import Foundation
import Testing
import SpinnerJSON

/// `JSONValue` through Foundation's coders, as a scene's parameter defaults go.
struct JSONValueCodableTests {
    @Test func everyKindDecodesAndEncodesBack() throws {
        let text = #"{"n": null, "b": true, "x": 0.25, "s": "a/b", "a": [1, [2]], "o": {"k": "v"}}"#
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(value["x"] == .number(0.25) && value["s"] == .string("a/b") && value["n"] == .null && value["b"] == .bool(true))
        #expect(value["a"] == .array([.number(1), .array([.number(2)])]) && value["o"] == .fields(["k": .string("v")]))
        let again = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        // Members come back in the coder's order: compare as sets of members.
        guard case .object(let a) = value, case .object(let b) = again else { Issue.record("not objects"); return }
        #expect(Set(a) == Set(b))
    }
}
