/// Why SVG path data was refused, and where.
///
/// `offset` counts Unicode scalars from 0 (so "M0 0 X" has its `X` at offset 5). Every character
/// valid path data can contain is ASCII, so the offset is also the byte offset and the column an
/// editor shows, minus one.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the path data the problem was found, in Unicode scalars from 0.
    public var offset: Int
    /// What is wrong, phrased so that the author of the path data can fix it.
    public var message: String

    /// An error at `offset` (Unicode scalars from 0) saying `message`.
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// "at character 12: expected a number after 'L'".
    public var description: String { "at character \(offset): \(message)" }
}
