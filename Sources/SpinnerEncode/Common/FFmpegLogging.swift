import CFFmpeg

/// FFmpeg prints banners and statistics to stderr by default; the CLI promises one line per error,
/// and every failure already comes back as an `FFmpegError`. So the libraries are silenced, but
/// only if the host program left FFmpeg's log level at its default.
enum FFmpegLogging {
    static let quietUnlessConfigured: Void = {
        if av_log_get_level() == AV_LOG_INFO { av_log_set_level(AV_LOG_QUIET) }
    }()
}
