import SpinnerCore

/// Reads JSON bytes into a `BatchJSON`, strictly (RFC 8259: no comments, no trailing commas, no
/// duplicate keys) and with a nesting limit, so a hostile file costs nothing but its bytes.
struct BatchJSONParser {
    /// Arrays and objects nest at most this deep; a batch file needs four.
    static let maxDepth = 32

    private let bytes: [UInt8]
    private var i = 0

    /// The one value in `bytes`, or an error naming the byte offset of the fault.
    static func parse(_ bytes: [UInt8]) throws(BatchError) -> BatchJSON {
        var parser = BatchJSONParser(bytes: bytes)
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.i == bytes.count else { throw parser.fault("more text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func fault(_ what: String) -> BatchError {
        BatchError(path: "", "not valid JSON: \(what) at byte \(i)", hint: "check the file with a JSON linter")
    }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    private mutating func literal(_ word: String, _ value: BatchJSON) throws(BatchError) -> BatchJSON {
        let w = Array(word.utf8)
        guard bytes.count - i >= w.count, Array(bytes[i..<i + w.count]) == w else { throw fault("unexpected character") }
        i += w.count
        return value
    }

    private mutating func value(depth: Int) throws(BatchError) -> BatchJSON {
        skipSpace()
        guard i < bytes.count else { throw fault("unexpected end") }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            guard depth < BatchJSONParser.maxDepth else { throw fault("nested more than \(BatchJSONParser.maxDepth) deep") }
            i += 1
            var members: [(key: String, value: BatchJSON)] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fault("expected a key in quotes") }
                let key = try string()
                if members.contains(where: { $0.key == key }) { throw fault("key \(JSONString.quoted(key)) given twice") }
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fault("expected ':'") }
                i += 1
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard i < bytes.count else { throw fault("unexpected end") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                guard bytes[i] == UInt8(ascii: "}") else { throw fault("expected ',' or '}'") }
                i += 1
                return .object(members)
            }
        case UInt8(ascii: "["):
            guard depth < BatchJSONParser.maxDepth else { throw fault("nested more than \(BatchJSONParser.maxDepth) deep") }
            i += 1
            var items: [BatchJSON] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            while true {
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard i < bytes.count else { throw fault("unexpected end") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                guard bytes[i] == UInt8(ascii: "]") else { throw fault("expected ',' or ']'") }
                i += 1
                return .array(items)
            }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func number() throws(BatchError) -> BatchJSON {
        let start = i
        while i < bytes.count, "+-.0123456789eE".utf8.contains(bytes[i]) { i += 1 }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        // JSON's grammar is stricter than Double's: no leading '+', '.', or zeros, no bare '-'.
        let body = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard let first = body.first, first.isNumber, !(first == "0" && body.count > 1 && body.dropFirst().first!.isNumber),
              !body.hasSuffix("."), !body.contains(".e"), !body.contains(".E"),
              let v = DecimalText.double(text), v.isFinite else {
            i = start
            throw fault(text.isEmpty ? "unexpected character" : "bad number \(JSONString.quoted(text))")
        }
        return .number(v)
    }

    private mutating func string() throws(BatchError) -> String {
        i += 1
        var out: [UInt8] = []
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
                case UInt8(ascii: "u"):
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
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw fault("bad escape")
                }
            default:
                guard b >= 0x20 else { throw fault("a control character in a string") }
                out.append(b)
            }
        }
        throw fault("a string never ends")
    }

    private mutating func hex4() throws(BatchError) -> UInt32 {
        guard bytes.count - i >= 4, let v = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16) else {
            throw fault("bad \\u escape")
        }
        i += 4
        return v
    }
}
