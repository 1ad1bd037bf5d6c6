import SpinnerCore

/// A side of a comparison that cannot be read as frames.
public struct FrameSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// No such file, folder or matching sequence, or it cannot be opened.
        case missing
        /// The bytes are not a valid PNG or video (corrupt, truncated, another format).
        case corrupt
        /// A readable input holding no frames.
        case empty
        /// A file kind `compare` does not read (by its extension).
        case unsupported
        /// A video, while FFmpeg's libraries, which read it, are not installed.
        case unavailable
    }

    public let kind: Kind
    public let path: String
    public let message: String

    public init(_ kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    public var description: String { "\(UserText.shown(path)): \(message)" }
}
