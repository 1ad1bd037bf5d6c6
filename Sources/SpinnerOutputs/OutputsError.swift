import SpinnerCore
import SpinnerPipeline

/// Why reading or writing one of the files around a render failed: a message and a hint, as one
/// line says them, and the kind of failure, which the command line turns into its exit status.
/// A value, never printed here: the caller decides how to report it.
package struct OutputsError: Error, Hashable, Sendable {
    /// What went wrong, in sysexits.h's terms (each maps to one exit status).
    package enum Kind: Hashable, Sendable {
        /// The request cannot be met as given (two outputs in one slot, a name that cannot be used).
        case usage
        /// An input is damaged or not in the format expected.
        case dataError
        /// An input is missing or cannot be read.
        case noInput
        /// A library the work needs is not installed.
        case unavailable
        /// Something that cannot fail did (an encoding of the project's own values).
        case software
        /// An output cannot be made where it is asked for.
        case cannotCreate
        /// Writing failed on the way (a full disk, a failing device).
        case ioError
        /// The work was cancelled (a signal) before anything was moved into place.
        case cancelled
    }

    package let message: String
    /// What to do about it; nil leaves the hint to the reporter (what the kind says to do).
    package let hint: String?
    package let kind: Kind

    package init(_ message: String, hint: String? = nil, kind: Kind = .usage) {
        self.message = message
        self.hint = hint
        self.kind = kind
    }

    /// A file that should be there is not.
    package static func missingInput(_ path: String, what: String) -> OutputsError {
        OutputsError("\(what) \(UserText.quoted(path)) does not exist or cannot be read", kind: .noInput)
    }
}

extension OutputsError {
    /// A render's failure as one line: the output named for an I/O error, and the outputs' help
    /// as the hint of a bad output that has none of its own.
    package init(_ error: PipelineError) {
        switch error.kind {
        case .cancelled: self.init("interrupted; no output was written", kind: .cancelled)
        case .tooLarge: self.init(error.message, hint: error.hint)
        case .badOutput: self.init(error.message, hint: error.hint ?? "see 'spinnergen --help' for the outputs")
        case .cannotCreateOutput: self.init(error.message, hint: error.hint, kind: .cannotCreate)
        case .unavailable: self.init(error.message, hint: error.hint, kind: .unavailable)
        case .io: self.init("could not write \(UserText.quoted(error.path)): \(error.message)", hint: error.hint, kind: .ioError)
        }
    }
}
