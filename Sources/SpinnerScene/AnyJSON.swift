#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Any JSON value, read and thrown away: decoding it asks only "is this text JSON?" (a
/// `--param` value is taken as JSON when it is, as a string otherwise).
struct AnyJSON: Decodable {
    init(from decoder: any Decoder) throws {
        if var items = try? decoder.unkeyedContainer() {
            while !items.isAtEnd { _ = try items.decode(AnyJSON.self) }
        } else if let fields = try? decoder.container(keyedBy: Key.self) {
            for key in fields.allKeys { _ = try fields.decode(AnyJSON.self, forKey: key) }
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() || (try? value.decode(Bool.self)) != nil || (try? value.decode(Double.self)) != nil { return }
            _ = try value.decode(String.self)
        }
    }

    /// Whether `json` is one JSON value (a bare number, string, `true` or `null` included).
    static func isValid(_ json: Data) -> Bool { (try? JSONDecoder().decode(AnyJSON.self, from: json)) != nil }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
