extension JSONValue: Codable {
    /// Any JSON value a decoder holds, for a field that may be of any kind until it is used (a
    /// scene parameter's default). An object's members come in the decoder's key order.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
        else {
            let members = try decoder.container(keyedBy: MemberKey.self)
            self = .object(try members.allKeys.map { key in JSONMember(key.stringValue, try members.decode(JSONValue.self, forKey: key)) })
        }
    }

    /// The value through an encoder, an object's members in their order.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var c = encoder.container(keyedBy: MemberKey.self)
            for member in members { try c.encode(member.value, forKey: MemberKey(stringValue: member.key)) }
        default:
            var c = encoder.singleValueContainer()
            switch self {
            case .null: try c.encodeNil()
            case .bool(let b): try c.encode(b)
            case .number(let n): try c.encode(n)
            case .string(let s): try c.encode(s)
            case .array(let items): try c.encode(items)
            case .object: break
            }
        }
    }

    /// Any object key.
    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
