import CFFmpeg

/// FFmpeg's libraries, opened on first use instead of at launch (CFFmpeg forwards each call
/// through `dlopen`): only a job that writes or reads video pays for loading them and the
/// hundred libraries they depend on, and without them every other format still works.
public enum FFmpegLibraries {
    /// The Debian packages holding the libraries the build's headers name, such as `libavcodec59`,
    /// in alphabetical order.
    public static let packages: [String] = (0..<spinner_ffmpeg_library_count()).map {
        String(cString: spinner_ffmpeg_package($0))
    }.sorted()

    /// What a job needs when they are missing: "needs FFmpeg's libraries (libavutil57, …)".
    public static var requirement: String { "needs FFmpeg's libraries (\(packages.joined(separator: ", ")))" }

    /// How to get them.
    public static var installHint: String { "install them: apt-get install \(packages.joined(separator: " "))" }

    /// Opens the libraries (once per process) and quiets their log, or throws the error whose
    /// `isUnavailable` is true, naming the file that needed them.
    static func load(for path: String) throws(FFmpegError) {
        guard spinner_ffmpeg_load() == 0 else {
            throw FFmpegError(code: spinner_averror_unavailable(), function: "dlopen",
                              message: "FFmpeg's libraries could not be opened (\(packages.joined(separator: ", ")))", path: path)
        }
        FFmpegLogging.quietUnlessConfigured
    }
}
