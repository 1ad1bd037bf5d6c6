/// Why bytes are not one JSON value the reader accepts, and where: the path of the value being
/// read (`jobs[0].options`), the byte offset of the fault and its line and column (what an
/// editor shows).
public struct JSONReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value being read when the fault was found; empty at the top.
    public var path: JSONPath
    /// The fault's offset in the bytes read.
    public var offset: Int
    /// The fault's line, from 1 (a line ends at LF).
    public var line: Int
    /// The fault's column in its line, from 1, counted in characters (Unicode scalars).
    public var column: Int
    /// What is wrong, in a few words: `key "a" given twice`, `unexpected end`.
    public var message: String

    /// A fault at `offset` of `bytes` while reading the value at `path`.
    public init(path: JSONPath, offset: Int, in bytes: [UInt8], _ message: String) {
        self.path = path
        self.offset = offset
        self.message = message
        (line, column) = Self.lineAndColumn(of: offset, in: bytes)
    }

    /// Where, as an editor shows it: `line 3, column 14`.
    public var position: String { "line \(line), column \(column)" }

    /// Byte `offset` of `bytes` as an editor shows it: `line 3, column 14`.
    public static func position(of offset: Int, in bytes: [UInt8]) -> String {
        let (line, column) = lineAndColumn(of: offset, in: bytes)
        return "line \(line), column \(column)"
    }

    /// Lines from 1, ending at LF; columns from 1, in characters (UTF-8 continuation bytes,
    /// 10xxxxxx, do not start one).
    private static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes.prefix(min(max(offset, 0), bytes.count))
        let lineStart = (before.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        return (line, 1 + before[lineStart...].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 })
    }

    /// `jobs[0]: expected ',' or '}' at line 3, column 14`.
    public var description: String {
        (path.isEmpty ? "" : "\(path): ") + "\(message) at \(position)"
    }
}
