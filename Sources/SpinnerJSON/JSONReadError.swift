/// Why bytes are not one JSON value the reader accepts, and where: the path of the value being
/// read (`jobs[0].options`) and the byte offset of the fault.
public struct JSONReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value being read when the fault was found; empty at the top.
    public var path: JSONPath
    /// The fault's offset in the bytes read.
    public var offset: Int
    /// What is wrong, in a few words: `key "a" given twice`, `unexpected end`.
    public var message: String

    /// A fault at `offset` while reading the value at `path`.
    public init(path: JSONPath, offset: Int, _ message: String) {
        self.path = path
        self.offset = offset
        self.message = message
    }

    /// `jobs[0]: expected ',' or '}' at byte 41`.
    public var description: String {
        (path.components.isEmpty ? "" : "\(path): ") + "\(message) at byte \(offset)"
    }
}
