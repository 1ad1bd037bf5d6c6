import SpinnerEncode

/// The file formats spinnergen writes, as `--format` names them.
public enum OutputFormat: String, Hashable, Sendable, CaseIterable {
    case mp4, mov, webm, y4m, gif, apng, webp, png, rgba

    /// The container of a video format.
    public var videoContainer: VideoContainer? {
        switch self {
        case .mp4: return .mp4
        case .mov: return .mov
        case .webm: return .webm
        case .y4m: return .y4m
        case .gif, .apng, .webp, .png, .rgba: return nil
        }
    }

    /// The format a file extension names, if any (`.png` is a still or a sequence).
    public init?(extension ext: String) {
        self.init(rawValue: ext.lowercased())
    }
}

extension OutputFormat {
    /// Formats written strictly in order, so they can go to a FIFO, a device or a pipe; the
    /// others seek back (MP4/MOV move the index to the front, WebM writes cues, APNG patches
    /// its frame count).
    public var canStream: Bool {
        switch self {
        case .y4m, .rgba, .gif, .webp, .png: return true
        case .mp4, .mov, .webm, .apng: return false
        }
    }

    /// The streamable formats, for messages.
    static var streamable: String {
        allCases.filter(\.canStream).map(\.rawValue).joined(separator: ", ")
    }
}
