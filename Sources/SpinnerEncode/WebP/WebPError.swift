/// A WebP could not be made: a bad option or frame, a failure inside libwebp's encoder, or a file
/// that could not be written.
public typealias WebPError = FormatError<WebPErrorCode>

/// Which kind of failure a `WebPError` is.
public enum WebPErrorCode: String, FormatErrorCode {
    /// The caller asked for something WebP cannot hold (size, rate, loop count, quality,
    /// method) or handed a frame of the wrong size.
    case invalidArgument
    /// libwebp's encoder or muxer failed (out of memory, or a state spinnergen should not
    /// reach); the message gives libwebp's reason.
    case encode
    /// The output file could not be written.
    case io

    public static let formatName = "WebP"
}
