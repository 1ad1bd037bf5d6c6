import CFFmpeg

/// An FFmpeg library call failed, or a video request cannot be met.
public struct FFmpegError: Error, CustomStringConvertible, Sendable {
    /// FFmpeg's error code (an `AVERROR` value, negative).
    public var code: Int32
    /// The C function (or the sink method, for argument checks) that failed.
    public var function: String
    /// `av_strerror`'s text, or a sentence about the bad argument.
    public var message: String
    /// The file involved, when there is one.
    public var path: String?

    /// An error with its own message (for refused arguments).
    public init(code: Int32, function: String, message: String, path: String? = nil) {
        self.code = code
        self.function = function
        self.message = message
        self.path = path
    }

    /// The error for an FFmpeg return code, with `av_strerror`'s message.
    public init(code: Int32, function: String, path: String? = nil) {
        self.init(code: code, function: function, message: FFmpegError.text(of: code), path: path)
    }

    /// An argument FFmpeg would refuse (or that this library refuses first), as `AVERROR(EINVAL)`.
    static func invalidArgument(_ function: String, _ message: String, path: String? = nil) -> FFmpegError {
        FFmpegError(code: spinner_averror_einval(), function: function, message: message, path: path)
    }

    /// FFmpeg's libraries could not be opened: the job needs them installed (`FFmpegLibraries`).
    public var isUnavailable: Bool { code == spinner_averror_unavailable() }

    public var description: String {
        let place = path.map { "\($0): " } ?? ""
        return "\(place)\(function) failed: \(message) (\(code))"
    }

    /// `av_strerror` into a buffer of `AV_ERROR_MAX_STRING_SIZE` bytes (`av_err2str` is a macro).
    static func text(of code: Int32) -> String {
        let size = Int(spinner_av_error_max_string_size())
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: size) { buffer in
            guard av_strerror(code, buffer.baseAddress, size) == 0 else { return "unknown FFmpeg error" }
            return String(cString: buffer.baseAddress!)
        }
    }

    /// A path as an FFmpeg URL: without the `file:` scheme, a name such as `take:1.mp4` would be
    /// read as protocol `take`. (The MP4 muxer reopens this URL to move the index to the front.)
    static func fileURL(_ path: String) -> String { "file:" + path }

    /// Throws when an FFmpeg call returned a negative code; passes non-negative results through.
    @discardableResult
    static func check(_ rc: Int32, _ function: String, path: String? = nil) throws(FFmpegError) -> Int32 {
        if rc < 0 { throw FFmpegError(code: rc, function: function, path: path) }
        return rc
    }
}
