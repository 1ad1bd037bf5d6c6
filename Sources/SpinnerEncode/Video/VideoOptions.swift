import SpinnerCore

/// How video frames are encoded.
///
/// `init(container:...)` fills every option left nil with the default of that container and
/// codec (see `VideoContainer.defaultCodec`, `VideoCodec.defaultPixelFormat`, `defaultCRF`,
/// `defaultPreset`); the older `init(fps:crf:preset:background:)` means H.264 yuv420p in MP4.
public struct VideoOptions: Hashable, Sendable {
    /// Frames per second; frame i is shown at i / fps exactly.
    public var fps: Rational
    /// Constant rate factor: x264/x265 0...51, VP9 0...63; 0 is mathematically lossless for all
    /// three. Ignored by ProRes and y4m, and when `bitrate` is set.
    public var crf: Int
    /// Speed preset: x264/x265 `ultrafast` ... `placebo`; VP9 `realtime` (deadline realtime,
    /// cpu-used 8), `good` (deadline good, cpu-used 4) or `best` (deadline good, cpu-used 1).
    /// Ignored by ProRes and y4m.
    public var preset: String
    /// The pixel that lies outside a frame's `changed` rect.
    public var background: PremultipliedRGBA8
    /// The file format.
    public var container: VideoContainer
    /// The codec; must be one of `container.codecs`.
    public var codec: VideoCodec
    /// The sample layout; must be one of `codec.pixelFormats`.
    public var pixelFormat: VideoPixelFormat
    /// Limited (default) or full range, tagged in the stream and the container.
    public var range: ColorRange
    /// Target bits per second instead of a constant rate factor (nil: use `crf`).
    public var bitrate: Int?
    /// Frames between key frames (nil: the encoder's default).
    public var keyframeInterval: Int?
    /// Frame threads, lookahead and B-frames (nil: the encoder's own choices). A render sets it
    /// from its memory budget (`EncoderBuffering`).
    public var buffering: EncoderBuffering?

    /// H.264 (libx264), yuv420p, limited range, in MP4.
    public init(fps: Rational = Rational(60), crf: Int = 18, preset: String = "veryfast",
                background: PremultipliedRGBA8 = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)) {
        self.fps = fps
        self.crf = crf
        self.preset = preset
        self.background = background
        container = .mp4
        codec = .h264
        pixelFormat = .yuv420p
        range = .limited
    }

    /// Options for `container`, each nil argument taking the default of the container and codec.
    /// The background defaults to transparent when the pixel format has alpha, white otherwise.
    public init(container: VideoContainer, codec: VideoCodec? = nil, pixelFormat: VideoPixelFormat? = nil,
                range: ColorRange = .limited, fps: Rational = Rational(60), crf: Int? = nil,
                preset: String? = nil, bitrate: Int? = nil, keyframeInterval: Int? = nil,
                background: PremultipliedRGBA8? = nil) {
        let codec = codec ?? container.defaultCodec
        let pixelFormat = pixelFormat ?? codec.defaultPixelFormat
        self.fps = fps
        self.crf = crf ?? codec.defaultCRF ?? 0
        self.preset = preset ?? codec.defaultPreset ?? ""
        self.background = background
            ?? (pixelFormat.hasAlpha ? .transparent : PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        self.container = container
        self.codec = codec
        self.pixelFormat = pixelFormat
        self.range = range
        self.bitrate = bitrate
        self.keyframeInterval = keyframeInterval
    }

    /// Every (container, codec, pixel format) whose pixel format carries alpha, for messages
    /// such as "transparency needs one of: webm (vp9, yuva420p), mov (prores4444, yuva444p10le)".
    public static var alphaFormats: [(container: VideoContainer, codec: VideoCodec, pixelFormat: VideoPixelFormat)] {
        VideoContainer.allCases.flatMap { container in
            container.codecs.flatMap { codec in
                codec.pixelFormats.filter(\.hasAlpha).map { (container, codec, $0) }
            }
        }
    }

    /// Why these options cannot be encoded, or nil when they can.
    public var problem: String? {
        guard fps.numerator > 0, fps.denominator > 0,
              Int32(exactly: fps.numerator) != nil, Int32(exactly: fps.denominator) != nil else {
            return "frame rate \(fps) must be positive and fit 32-bit fractions"
        }
        guard container.codecs.contains(codec) else {
            return "\(container.rawValue) cannot hold \(codec.rawValue) (choose one of: "
                + container.codecs.map(\.rawValue).joined(separator: ", ") + ")"
        }
        guard codec.pixelFormats.contains(pixelFormat) else {
            return "\(codec.rawValue) here takes pixel formats " + codec.pixelFormats.map(\.rawValue).joined(separator: ", ")
                + ", not \(pixelFormat.rawValue)"
        }
        if codec == .prores4444 && range == .full {
            return "ProRes is limited range only (Apple decoders ignore a full-range tag); use --range limited"
        }
        if let crfRange = codec.crfRange, bitrate == nil, !crfRange.contains(crf) {
            return "crf \(crf) is outside \(crfRange.lowerBound)...\(crfRange.upperBound) for \(codec.rawValue)"
        }
        if let bitrate, bitrate <= 0 { return "bitrate \(bitrate) must be positive" }
        if let keyframeInterval, keyframeInterval < 1 || keyframeInterval > 100_000 {
            return "keyframe interval \(keyframeInterval) must be 1...100000"
        }
        return nil
    }
}
