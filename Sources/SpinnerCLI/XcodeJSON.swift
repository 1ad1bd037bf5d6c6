/// The JSON text Xcode writes for an asset catalogue's `Contents.json`: keys sorted, two-space
/// indent, `" : "` between a key and its value, a final newline. Written in Xcode's own layout
/// so that opening the catalogue in Xcode leaves the files as spinnergen wrote them.
indirect enum XcodeJSON: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case array([XcodeJSON])
    case object([String: XcodeJSON])

    /// The whole file.
    var text: String { write(indent: "") + "\n" }

    private func write(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .string(let s):
            return XcodeJSON.quoted(s)
        case .integer(let n):
            return String(n)
        case .array(let items):
            if items.isEmpty { return "[\n\n\(indent)]" }
            return "[\n" + items.map { inner + $0.write(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let fields):
            if fields.isEmpty { return "{\n\n\(indent)}" }
            return "{\n" + fields.keys.sorted().map { inner + XcodeJSON.quoted($0) + " : " + fields[$0]!.write(indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\u00XX` (`/` as is, as Xcode).
    static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    /// `"info" : { "author" : "xcode", "version" : 1 }`, as Xcode writes in every catalogue file
    /// (Xcode reads the author as a note; it writes its own name, and so does spinnergen, so a
    /// catalogue opened and saved in Xcode does not change).
    static let info = XcodeJSON.object(["author": .string("xcode"), "version": .integer(1)])
}
