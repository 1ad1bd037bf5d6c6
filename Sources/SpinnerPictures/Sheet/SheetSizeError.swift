/// A contact sheet refused before anything is drawn: too many tiles or too many pixels. The
/// message and hint read as one line (`the sheet would hold 1200 tiles, more than 1000`), the
/// hint naming the flags to lower.
public struct SheetSizeError: Error, Hashable, Sendable {
    /// What is too large.
    public let message: String
    /// What to change.
    public let hint: String

    public init(_ message: String, hint: String) {
        self.message = message
        self.hint = hint
    }
}
