/// Why a font file could not be loaded: every failure names the file, so a caller can report it
/// as is.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// FreeType refused the file: missing, unreadable, truncated or not a font it can parse.
    /// `code` is FreeType's `FT_Error` and `message` its text for that code.
    case freeType(path: String, function: String, code: Int32, message: String)
    /// The face has no scalable outlines (a bitmap-only font), so its text cannot become a path.
    case notScalable(path: String)

    /// The font file the error is about.
    public var path: String {
        switch self {
        case .freeType(let path, _, _, _), .notScalable(let path): path
        }
    }

    public var description: String {
        switch self {
        case .freeType(let path, let function, let code, let message):
            "cannot load font \(path): \(function) failed with FreeType error \(code) (\(message))"
        case .notScalable(let path):
            "cannot load font \(path): it has no scalable outlines"
        }
    }
}
