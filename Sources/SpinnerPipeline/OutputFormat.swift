import SpinnerEncode

/// The file formats spinnergen writes, as `--format` names them, in the order messages and help
/// list them.
public enum OutputFormat: String, Hashable, Sendable, CaseIterable {
    case mp4, mov, webm, gif, apng, webp, png, y4m, rgba

    /// What spinnergen knows of this format, from the one table (`OutputFormat.traits`).
    public var traits: OutputFormatTraits { OutputFormat.table[self]! }

    /// The container of a video format.
    public var videoContainer: VideoContainer? { traits.videoContainer }

    /// Formats written strictly in order, so they can go to a FIFO, a device or a pipe.
    public var canStream: Bool { traits.canStream }

    /// The format a file extension names, if any (`.png` is a still or a sequence).
    public init?(extension ext: String) {
        guard let format = OutputFormat.allCases.first(where: { $0.traits.fileExtension == ext.lowercased() }) else { return nil }
        self = format
    }
}

/// One output format's facts, each said once: what `-o NAME.ext` picks, whether the file can
/// stream, whether it keeps alpha, how Xcode names its type, the flags it takes, and the sink
/// that writes it.
public struct OutputFormatTraits: Sendable {
    /// The extension that picks the format (`.png` is a still or a sequence, `.apng` or
    /// `--format apng` an animation).
    public let fileExtension: String
    /// The container of a video format.
    public let videoContainer: VideoContainer?
    /// Written strictly in order (a FIFO, a device or a pipe takes it); the others seek back:
    /// MP4 and MOV move the index to the front, WebM writes cues, APNG patches its frame count.
    public let canStream: Bool
    /// Whether the format can keep transparency, and with what, as messages say it.
    public let alpha: Alpha
    /// An animated image (GIF, APNG, WebP): it takes `--loop-count`.
    public let isAnimatedImage: Bool
    /// Apple's uniform type identifier, as Xcode fills a data set's `universal-type-identifier`.
    public let typeIdentifier: String
    /// The flags for some formats only that this one takes.
    public let options: Set<FormatOption>
    /// Makes the sink that writes an output of this format (see `FormatSink`).
    let makeSink: FormatSink.Factory

    public enum Alpha: Sendable, Equatable {
        /// Never (y4m, and MP4's codecs).
        case none
        /// Always.
        case always
        /// With the codec named (ProRes 4444 in MOV, VP9 in WebM), not with the default one.
        case withCodec(String)
    }
}

/// A flag that only some formats take, as the command line and batch files spell it. A render
/// takes it when one of its outputs does, and applies it to those; with none, it is refused.
public enum FormatOption: String, Hashable, Sendable, CaseIterable {
    case codec, crf, bitrate, preset, pixelFormat = "pixel-format", range, keyframeInterval = "keyframe-interval"
    case animated, compression, loopCount = "loop-count", dither, matte, transparentBelow = "transparent-below"
    /// A byte budget: GIF, APNG, WebP and WebM (see `ByteBudgetLadder`).
    case maxBytes = "max-bytes"

    /// The flags of the video formats (codec, quality, pixels, key frames).
    public static let video: Set<FormatOption> = [.codec, .crf, .bitrate, .preset, .pixelFormat, .range, .keyframeInterval]

    /// The formats that take it, in the table's order.
    public var formats: [OutputFormat] { OutputFormat.allCases.filter { $0.traits.options.contains(self) } }
}

extension OutputFormat {
    /// The one table of formats.
    static let table: [OutputFormat: OutputFormatTraits] = [
        .mp4: .init(fileExtension: "mp4", videoContainer: .mp4, canStream: false, alpha: .none, isAnimatedImage: false,
                    typeIdentifier: "public.mpeg-4",
                    options: FormatOption.video, makeSink: FormatSink.video),
        .mov: .init(fileExtension: "mov", videoContainer: .mov, canStream: false, alpha: .withCodec("ProRes 4444"),
                    isAnimatedImage: false, typeIdentifier: "com.apple.quicktime-movie",
                    options: FormatOption.video, makeSink: FormatSink.video),
        .webm: .init(fileExtension: "webm", videoContainer: .webm, canStream: false, alpha: .withCodec("VP9"),
                     isAnimatedImage: false, typeIdentifier: "org.webmproject.webm",
                     options: FormatOption.video.union([.maxBytes]), makeSink: FormatSink.video),
        .gif: .init(fileExtension: "gif", videoContainer: nil, canStream: true, alpha: .always, isAnimatedImage: true,
                    typeIdentifier: "com.compuserve.gif",
                    options: [.loopCount, .dither, .matte, .transparentBelow, .maxBytes], makeSink: FormatSink.gif),
        .apng: .init(fileExtension: "apng", videoContainer: nil, canStream: false, alpha: .always, isAnimatedImage: true,
                     typeIdentifier: "public.png",
                     options: [.loopCount, .compression, .animated, .maxBytes], makeSink: FormatSink.apng),
        .webp: .init(fileExtension: "webp", videoContainer: nil, canStream: true, alpha: .always, isAnimatedImage: true,
                     typeIdentifier: "org.webmproject.webp",
                     options: [.loopCount, .maxBytes], makeSink: FormatSink.webp),
        .png: .init(fileExtension: "png", videoContainer: nil, canStream: true, alpha: .always, isAnimatedImage: false,
                    typeIdentifier: "public.png",
                    options: [.compression, .animated], makeSink: FormatSink.png),
        .y4m: .init(fileExtension: "y4m", videoContainer: .y4m, canStream: true, alpha: .none, isAnimatedImage: false,
                    typeIdentifier: "public.data",
                    options: FormatOption.video, makeSink: FormatSink.video),
        .rgba: .init(fileExtension: "rgba", videoContainer: nil, canStream: true, alpha: .always, isAnimatedImage: false,
                     typeIdentifier: "public.data",
                     options: [], makeSink: FormatSink.rawRGBA),
    ]

    /// `formats` as `.a, .b or .c` (or `and`), for messages.
    public static func listed(_ formats: [OutputFormat], _ conjunction: String = "or") -> String {
        let names = formats.map { "." + $0.traits.fileExtension }
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + names.last!
    }

    /// The formats that keep alpha, with the codec that does where one is needed.
    public static var withAlpha: String {
        allCases.compactMap { f -> String? in
            switch f.traits.alpha {
            case .none: return nil
            case .always: return "." + f.traits.fileExtension
            case .withCodec(let codec): return ".\(f.traits.fileExtension) (\(codec))"
            }
        }.joined(separator: ", ")
    }

    /// The streamable formats, for messages.
    static var streamable: String {
        allCases.filter(\.canStream).map(\.rawValue).joined(separator: ", ")
    }
}
