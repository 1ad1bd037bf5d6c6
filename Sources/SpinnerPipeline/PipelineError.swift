/// Why a render could not complete, with the path concerned.
public struct PipelineError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The output path names no format spinnergen writes.
        case badOutput
        /// The output folder is missing or not writable.
        case cannotCreateOutput
        /// Writing or encoding failed part way.
        case io
        /// The render was interrupted.
        case cancelled
    }
    public let kind: Kind
    public let path: String
    public let message: String

    public init(_ kind: Kind, path: String, _ message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    public var description: String { message }
}
