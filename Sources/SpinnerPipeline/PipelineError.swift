import SpinnerCore
import SpinnerEncode

/// Why a render could not complete, with the path concerned.
public struct PipelineError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The output path names no format spinnergen writes.
        case badOutput
        /// The output folder is missing or not writable.
        case cannotCreateOutput
        /// Writing or encoding failed part way.
        case io
        /// The job would need more memory than its limit allows.
        case tooLarge
        /// The render was interrupted.
        case cancelled
        /// The output's format needs libraries that are not installed (FFmpeg's, for video).
        case unavailable
    }
    public let kind: Kind
    public let path: String
    public let message: String
    /// What the user can do about it, when there is something to say.
    public let hint: String?

    public init(_ kind: Kind, path: String, _ message: String, hint: String? = nil) {
        self.kind = kind
        self.path = path
        self.message = message
        self.hint = hint
    }

    public var description: String { message }
}

extension PipelineError {
    /// An output's failure part way: an I/O error, except a sink that would pass its share of
    /// the memory limit (a GIF holding frames of many colours), which is the budget's refusal
    /// with the budget's hint, as when the plan refuses before any work.
    init(_ failure: any OutputFailure, path: String) {
        if let gif = failure as? GIFError, gif.code == .tooLarge {
            self.init(.tooLarge, path: path, "\(UserText.quoted(path)): \(gif.reason)",
                      hint: "raise --memory-limit, or lower --size, --scale, --fps or --duration")
        } else {
            self.init(.io, path: path, failure.reason)
        }
    }
}
