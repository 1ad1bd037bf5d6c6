import SpinnerCore

/// Reads bytes as one JSON value, strictly (RFC 8259: no comments, no trailing commas, no
/// duplicate keys, UTF-8 only, nothing after the value) and with a nesting limit, so a hostile
/// file costs nothing but its bytes. A fault names its line and column and the JSON path of the
/// value being read.
public struct JSONReader {
    private let bytes: [UInt8]
    private let maxDepth: Int
    private var i = 0
    /// The path of the value being read, kept as the reader descends.
    private var path: [JSONPath.Component] = []

    /// The one value in `bytes`. Arrays and objects nest at most `maxDepth` deep.
    public static func read(_ bytes: [UInt8], maxDepth: Int = 64) throws(JSONReadError) -> JSONValue {
        var reader = JSONReader(bytes: bytes, maxDepth: maxDepth)
        let value = try reader.value()
        reader.skipSpace()
        guard reader.i == bytes.count else { throw reader.fault("more text after the JSON value") }
        return value
    }

    /// Whether `bytes` are one JSON value this reader accepts.
    public static func isValid(_ bytes: [UInt8], maxDepth: Int = 64) -> Bool {
        (try? read(bytes, maxDepth: maxDepth)) != nil
    }

    private init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    private func fault(_ what: String) -> JSONReadError {
        // A file cut short is the commonest fault: say so, not only what was expected next.
        let message = i >= bytes.count && what.hasPrefix("expected") ? "unexpected end (\(what))" : what
        return JSONReadError(path: JSONPath(path), offset: i, in: bytes, message)
    }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    private func at(_ ascii: Unicode.Scalar) -> Bool { i < bytes.count && bytes[i] == UInt8(ascii: ascii) }

    private mutating func value() throws(JSONReadError) -> JSONValue {
        skipSpace()
        guard i < bytes.count else { throw fault("unexpected end") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONReadError) -> JSONValue {
        let w = Array(word.utf8)
        guard bytes.count - i >= w.count, Array(bytes[i..<i + w.count]) == w else { throw fault("unexpected character") }
        i += w.count
        return value
    }

    /// Steps into an array or object, refusing one nested deeper than the limit.
    private mutating func open() throws(JSONReadError) {
        guard path.count < maxDepth else { throw fault("nested more than \(maxDepth) deep") }
        i += 1
        skipSpace()
    }

    private mutating func object() throws(JSONReadError) -> JSONValue {
        try open()
        var members: [JSONMember] = []
        if at("}") { i += 1; return .object(members) }
        while true {
            skipSpace()
            guard at("\"") else { throw fault("expected a key in quotes") }
            let key = try string()
            if members.contains(where: { $0.key == key }) { throw fault("key \(JSONString.quoted(key)) given twice") }
            skipSpace()
            guard at(":") else { throw fault("expected ':'") }
            i += 1
            path.append(.key(key))
            members.append(JSONMember(key, try value()))
            path.removeLast()
            skipSpace()
            guard i < bytes.count else { throw fault("unexpected end") }
            if at(",") { i += 1; continue }
            guard at("}") else { throw fault("expected ',' or '}'") }
            i += 1
            return .object(members)
        }
    }

    private mutating func array() throws(JSONReadError) -> JSONValue {
        try open()
        var items: [JSONValue] = []
        if at("]") { i += 1; return .array(items) }
        while true {
            path.append(.index(items.count))
            items.append(try value())
            path.removeLast()
            skipSpace()
            guard i < bytes.count else { throw fault("unexpected end") }
            if at(",") { i += 1; continue }
            guard at("]") else { throw fault("expected ',' or ']'") }
            i += 1
            return .array(items)
        }
    }

    private mutating func number() throws(JSONReadError) -> JSONValue {
        let start = i
        while i < bytes.count, JSONNumberBytes.mayAppear(bytes[i]) { i += 1 }
        // JSON's grammar is stricter than Double's: no leading '+', '.', or zeros, no bare '-'.
        let body = start < i && bytes[start] == UInt8(ascii: "-") ? start + 1 : start
        let valid = JSONNumberBytes.isValidBody(bytes[body..<i])
        if valid, let v = JSONNumberBytes.exactDouble(bytes[start..<i]) { return .number(v) }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard valid, let v = DecimalText.double(text), v.isFinite else {
            i = start
            throw fault(text.isEmpty ? "unexpected character" : "bad number \(JSONString.quoted(text))")
        }
        return .number(v)
    }

    private mutating func string() throws(JSONReadError) -> String {
        i += 1
        // Most strings (every key of a Lottie file) are ASCII with no escape: they are made from
        // the bytes in place, with no copy to validate.
        var end = i
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
              bytes[end] >= 0x20, bytes[end] < 0x80 { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            defer { i = end + 1 }
            return String(decoding: bytes[i..<end], as: UTF8.self)
        }
        var out = Array(bytes[i..<end])
        i = end
        while i < bytes.count {
            let b = bytes[i]
            i += 1
            switch b {
            case UInt8(ascii: "\""):
                guard let s = String(validating: out, as: UTF8.self) else { throw fault("a string is not UTF-8") }
                return s
            case UInt8(ascii: "\\"):
                guard i < bytes.count else { throw fault("unexpected end") }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"): out.append(contentsOf: Array(String(Character(try escapedScalar())).utf8))
                default: throw fault("bad escape")
                }
            default:
                guard b >= 0x20 else { throw fault("a control character in a string") }
                out.append(b)
            }
        }
        throw fault("a string never ends")
    }

    /// The scalar of a `\u` escape after its `u`, joining a surrogate pair.
    private mutating func escapedScalar() throws(JSONReadError) -> Unicode.Scalar {
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code) {
            guard bytes.count - i >= 6, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                throw fault("a lone surrogate")
            }
            i += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw fault("a lone surrogate") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw fault("a lone surrogate") }
        return scalar
    }

    private mutating func hex4() throws(JSONReadError) -> UInt32 {
        guard bytes.count - i >= 4, let v = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16) else {
            throw fault("bad \\u escape")
        }
        i += 4
        return v
    }
}
