import SpinnerCore

/// The JSON text Xcode writes for an asset catalogue's `Contents.json`: keys sorted, two-space
/// indent, `" : "` between a key and its value, a final newline. Written in Xcode's own layout
/// so that opening the catalogue in Xcode leaves the files as spinnergen wrote them.
package indirect enum XcodeJSON: Equatable, Sendable {
    case string(String)
    case integer(Int)
    case array([XcodeJSON])
    case object([String: XcodeJSON])

    /// The whole file.
    package var text: String { write(indent: "") + "\n" }

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

    /// A JSON string, escaped as every JSON spinnergen writes (`/` as is, as Xcode writes it).
    package static func quoted(_ s: String) -> String { JSONString.quoted(s) }

    /// `"info" : { "author" : "xcode", "version" : 1 }`, as Xcode writes in every catalogue file
    /// (Xcode reads the author as a note; it writes its own name, and so does spinnergen, so a
    /// catalogue opened and saved in Xcode does not change).
    package static let info = XcodeJSON.object(["author": .string("xcode"), "version": .integer(1)])
}
