import Foundation
import Testing
import SpinnerJSON
@testable import SpinnerCLI

/// `values --json` is written by `JSONValue.sortedText` in `KeyCollation`'s order, not `JSONSerialization`: the bytes must be the ones
/// `JSONSerialization` (`.sortedKeys`, `.prettyPrinted`, `.withoutEscapingSlashes`) writes.
@Suite struct SortedJSONTests {
    static func foundation(_ object: Any) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// The same value for Foundation.
    static func any(_ json: JSONValue) -> Any {
        switch json {
        case .null: return NSNull()
        case .bool(let b): return b
        case .number(let v): return v
        case .string(let s): return s
        case .array(let items): return items.map(any)
        case .object(let members): return Dictionary(uniqueKeysWithValues: members.map { ($0.key, any($0.value)) })
        }
    }

    static func text(_ json: JSONValue) -> String { json.sortedText(keysBy: KeyCollation.precedes) }

    @Test func numbersStringsAndNestingAreFoundationsBytes() throws {
        let numbers: [JSONValue] = [0, 3, -0.0, 0.5, 0.1, 1e-7, 1e20, 1e300, 123456789.123, 0.30000000000000004, -2.75, 1.0 / 3, 7, -12]
            .map { .number($0) } + [.null]
        let strings: [JSONValue] = ["", "a/b", "quote\" back\\slash", "\t\r\n\u{8}\u{c}\u{1}\u{1f}\u{7f}", "é \u{2028} 日本"].map { .string($0) }
        let doc = JSONValue.fields(["numbers": .array(numbers), "strings": .array(strings), "empty": .object([]), "none": .array([]),
                                    "nested": .fields(["z": .number(1), "y": .fields(["q": .array([.number(2)])])])])
        #expect(Self.text(doc) == (try Self.foundation(Self.any(doc))))
    }

    @Test func keysSortAsFoundationSortsThem() throws {
        let keys = ["a10", "a9", "a", "_x", "b", "B", "Z", "arc", "Arc", "lineWidth", "linewidth", "line.b", "line_b", "E1", "e2", "x-1",
                    "transform.rotation.z", "transform", "transformX", "timeOffset", "timing", "strokeEnd", "strokeStart", "strokeColor",
                    "bounds.size", "bounds", "borderWidth", "opacity", "position.x", "position", "zPosition", "instanceCount", "a01", "a1"]
        let doc = JSONValue.object(keys.map { JSONMember($0, .number(1)) })
        #expect(Self.text(doc) == (try Self.foundation(Self.any(doc))))
    }

    @Test func theValuesCommandsDocumentIsFoundationsBytes() throws {
        for preset in ["material", "ring"] {
            let r = try CLIRunner.run(["values", preset, "--frames", "0-2", "--fps", "30000/1001", "--json"])
            #expect(r.status == 0, "\(r.stderr)")
            let parsed = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8))
            #expect(r.stdout == (try Self.foundation(parsed)) + "\n", "\(preset)")
            #expect(r.stdout.contains("\"strokeEnd\" : ") || r.stdout.contains("\"opacity\" : "))
        }
    }
}
