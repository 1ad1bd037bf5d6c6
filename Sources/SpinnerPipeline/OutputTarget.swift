import Foundation

/// Where a render goes and in which format, decided from the output path as DESIGN.md gives it.
public enum OutputTarget: Hashable, Sendable {
    /// An H.264 MP4 file.
    case mp4(path: String)
    /// One PNG per frame, named by a pattern (a folder given as `dir/` uses `frame_%04d.png`).
    case pngSequence(FramePattern)
    /// A single PNG of one moment.
    case pngStill(path: String)
    /// Straight-alpha RGBA8 frames back to back, for piping into other tools.
    case rawRGBA(path: String)

    /// Interprets an output path: `.mp4`; a `.png` printf pattern or a folder ending in `/` for a
    /// sequence; a plain `.png` for a still; `.rgba` for raw frames.
    public init(path: String) throws(PipelineError) {
        guard !path.isEmpty else { throw PipelineError(.badOutput, path: path, "the output path is empty") }
        if path.hasSuffix("/") {
            self = .pngSequence(FramePattern(prefix: path + "frame_", digits: 4, suffix: ".png"))
            return
        }
        let ext = (path as NSString).pathExtension.lowercased()
        switch ext {
        case "mp4":
            self = .mp4(path: path)
        case "png":
            if FramePattern.looksLikePattern(path) {
                guard let pattern = FramePattern(parsing: path),
                      FramePattern.looksLikePattern((path as NSString).lastPathComponent) else {
                    throw PipelineError(.badOutput, path: path, "the frame pattern needs exactly one %d or %0Nd, in the file name")
                }
                self = .pngSequence(pattern)
            } else {
                self = .pngStill(path: path)
            }
        case "rgba":
            self = .rawRGBA(path: path)
        case "":
            throw PipelineError(.badOutput, path: path, "the output has no extension; use .mp4, .png, .rgba or a folder ending in /")
        default:
            throw PipelineError(.badOutput, path: path, "unknown output extension '.\(ext)'; use .mp4, .png, .rgba or a folder ending in /")
        }
    }

    /// True when the format keeps an alpha channel.
    public var hasAlpha: Bool {
        switch self {
        case .mp4: return false
        case .pngSequence, .pngStill, .rawRGBA: return true
        }
    }

    /// The folder that must exist for the output to be created.
    public var directory: String {
        let p: String
        switch self {
        case .mp4(let path), .pngStill(let path), .rawRGBA(let path): p = path
        case .pngSequence(let pattern): p = pattern.path(for: 0)
        }
        let dir = (p as NSString).deletingLastPathComponent
        return dir.isEmpty ? "." : dir
    }
}
