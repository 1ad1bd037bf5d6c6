/// A GIF could not be made: a bad option or frame, too much to hold, or a file that could not be
/// written.
public typealias GIFError = FormatError<GIFErrorCode>

/// Which kind of failure a `GIFError` is.
public enum GIFErrorCode: String, FormatErrorCode {
    /// The caller asked for something GIF cannot hold (size, delay, loop count, matte) or
    /// handed a frame of the wrong size.
    case invalidArgument
    /// The animation does not fit in the sink's memory bound.
    case tooLarge
    /// The output file could not be written.
    case io

    public static let formatName = "GIF"
}
