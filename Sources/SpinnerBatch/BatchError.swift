/// A batch file, shard or plan that cannot be used, with the JSON path of the fault:
/// `jobs[2].outputs[0]: {size} is not an axis of this job (its axes: theme, scale)`.
public struct BatchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of input was wrong, which decides the exit status the command line gives.
    public enum Kind: Hashable, Sendable {
        /// The batch file's content (sysexits 65).
        case badFile
        /// A flag or environment variable of the command (sysexits 64).
        case usage
    }

    public let kind: Kind
    /// `jobs[2].outputs[0]`; empty for the document itself or for a flag.
    public let path: String
    public let message: String
    /// What to do about it, when there is something better to say than the format's reference.
    public let hint: String?

    public init(_ kind: Kind = .badFile, path: String = "", _ message: String, hint: String? = nil) {
        self.kind = kind
        self.path = path
        self.message = message
        self.hint = hint
    }

    /// `jobs[2].outputs[0]: message`.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
