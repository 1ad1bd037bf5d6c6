import SpinnerCore
import SpinnerSystem
import SpinnerEncode

/// Where a render goes and in which format, decided from the output path as DESIGN.md gives it,
/// or forced with `--format`.
public enum OutputTarget: Hashable, Sendable {
    /// A video file: MP4, MOV, WebM or y4m.
    case video(path: String, container: VideoContainer)
    /// One PNG per frame, named by a pattern (a folder given as `dir/` uses `frame_%04d.png`).
    case pngSequence(FramePattern)
    /// A single PNG of one moment.
    case pngStill(path: String)
    /// An animated GIF.
    case gif(path: String)
    /// An animated PNG.
    case apng(path: String)
    /// An animated WebP.
    case webp(path: String)
    /// Straight-alpha RGBA8 frames back to back, for piping into other tools.
    case rawRGBA(path: String)
    /// Frames written to standard output as y4m or raw RGBA (`-o -`).
    case standardOutput(OutputFormat)

    /// Interprets an output path: its extension picks the format (`.mp4`, `.mov`, `.webm`,
    /// `.y4m`, `.gif`, `.apng`, `.webp`, `.rgba`; `.png` is a still, or a sequence when it holds
    /// a printf pattern; a folder ending in `/` is a PNG sequence). `format` overrides the
    /// extension; `animated` makes a `.png` an APNG. `-` is standard output, which needs
    /// `format` y4m or rgba.
    public init(path: String, format: OutputFormat? = nil, animated: Bool = false) throws(PipelineError) {
        guard !path.isEmpty else { throw PipelineError(.badOutput, path: path, "the output path is empty") }
        if path == "-" {
            guard let format, format == .y4m || format == .rgba else {
                throw PipelineError(.badOutput, path: path, "standard output (-o -) needs --format y4m or --format rgba")
            }
            self = .standardOutput(format)
            return
        }
        if path.hasSuffix("/") {
            guard format == nil || format == .png else {
                throw PipelineError(.badOutput, path: path, "a folder output is a PNG sequence; --format \(format!.rawValue) needs a file name")
            }
            self = .pngSequence(OutputTarget.folderPattern(in: path))
            return
        }
        let ext = FilePath.extension(of: path)
        let known = "use " + OutputFormat.allCases.map { "." + $0.traits.fileExtension }.joined(separator: ", ") + " or a folder ending in /"
        guard var chosen = format ?? OutputFormat(extension: ext) else {
            throw PipelineError(.badOutput, path: path, ext.isEmpty
                ? "the output has no extension; \(known)"
                : "unknown output extension '.\(ext)'; \(known)")
        }
        if chosen == .png && animated { chosen = .apng }
        if let container = chosen.videoContainer {
            self = .video(path: path, container: container)
            return
        }
        switch chosen {
        case .gif: self = .gif(path: path)
        case .apng: self = .apng(path: path)
        case .webp: self = .webp(path: path)
        case .rgba: self = .rawRGBA(path: path)
        default:
            if FramePattern.looksLikePattern(path) {
                guard let pattern = FramePattern(parsing: path), pattern.numbersFileNames else {
                    throw PipelineError(.badOutput, path: path, "the frame pattern needs exactly one %d or %0Nd, in the file name")
                }
                self = .pngSequence(pattern)
            } else {
                self = .pngStill(path: path)
            }
        }
    }

    /// How frames are named in a folder output: `frame_0000.png`, ... (`folder` ends in `/`, or
    /// is empty for bare names).
    public static func folderPattern(in folder: String) -> FramePattern {
        FramePattern(prefix: folder + "frame_", digits: 4, suffix: ".png")
    }

    /// The format written.
    public var format: OutputFormat {
        switch self {
        case .video(_, let container): return OutputFormat(rawValue: container.rawValue)!
        case .pngSequence, .pngStill: return .png
        case .gif: return .gif
        case .apng: return .apng
        case .webp: return .webp
        case .rawRGBA: return .rgba
        case .standardOutput(let f): return f
        }
    }

    /// The path of a single-file output, nil for sequences and standard output.
    public var filePath: String? {
        switch self {
        case .video(let p, _), .pngStill(let p), .gif(let p), .apng(let p), .webp(let p), .rawRGBA(let p): return p
        case .pngSequence, .standardOutput: return nil
        }
    }

    /// True when every frame of the output is one moment of a timeline (not a single still).
    public var isAnimation: Bool {
        if case .pngStill = self { return false }
        return true
    }

    /// The folder that must exist for the output to be created.
    public var directory: String {
        let p: String
        switch self {
        case .pngSequence(let pattern): p = pattern.path(for: 0)
        case .standardOutput: return "."
        default: p = filePath!
        }
        return FilePath.directory(of: p)
    }
}
