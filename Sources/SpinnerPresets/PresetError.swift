/// Why a preset refuses its parameters: a message and a hint for the user, and what kind of
/// failure it is (the command line maps that to an exit status).
public struct PresetError: Error, Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// The parameters do not go together, or do not fit the size.
        case usage
        /// A file the preset needs is missing.
        case missingInput
        /// A file the preset needs cannot be read.
        case badData
    }

    public let message: String
    public let hint: String?
    public let reason: Reason

    public init(_ message: String, hint: String? = nil, reason: Reason = .usage) {
        self.message = message
        self.hint = hint
        self.reason = reason
    }
}
