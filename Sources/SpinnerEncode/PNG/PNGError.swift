/// A PNG could not be encoded, decoded, read or written.
public struct PNGError: Error, CustomStringConvertible, Sendable {
    /// Which kind of failure, so callers can map it to an exit status.
    public enum Code: String, Sendable {
        /// The caller asked for something impossible (bad size, level out of range).
        case invalidArgument
        /// libpng refused to write the image.
        case encode
        /// The bytes are not a valid PNG (corrupt, truncated, not a PNG at all).
        case decode
        /// A valid PNG with more pixels than the decoder was allowed to allocate.
        case tooLarge
        /// A file could not be read or written.
        case io
    }

    /// Which kind of failure.
    public var code: Code
    /// The C or Swift function that failed (`png_read_image`, `open`, ...).
    public var function: String
    /// libpng's or the system's message.
    public var message: String
    /// The file involved, when there is one.
    public var path: String?

    /// An error of kind `code` in `function`, about `path` when there is one.
    public init(code: Code, function: String, message: String, path: String? = nil) {
        self.code = code
        self.function = function
        self.message = message
        self.path = path
    }

    public var description: String {
        let place = path.map { "\($0): " } ?? ""
        return "\(place)PNG \(code.rawValue) error in \(function): \(message)"
    }
}
