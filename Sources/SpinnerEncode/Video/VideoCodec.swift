/// The compression inside a video container.
public enum VideoCodec: String, CaseIterable, Hashable, Sendable {
    /// H.264 through libx264.
    case h264
    /// HEVC through libx265, tagged `hvc1` so Apple players open it.
    case h265
    /// VP9 through libvpx (alpha as a second stream in WebM block additions).
    case vp9
    /// ProRes 4444 through prores_ks (profile 4, vendor `apl0`), 10-bit with alpha.
    case prores4444
    /// Uncompressed planes (y4m).
    case rawvideo

    /// The pixel formats this codec accepts here.
    public var pixelFormats: [VideoPixelFormat] {
        switch self {
        case .h264, .h265: [.yuv420p, .yuv444p]
        case .vp9: [.yuva420p, .yuv420p, .yuv444p]
        case .prores4444: [.yuva444p10le, .yuv444p10le]
        case .rawvideo: [.yuv420p, .yuv444p]
        }
    }

    /// The pixel format used when none is asked for: with alpha where the codec carries it.
    public var defaultPixelFormat: VideoPixelFormat { pixelFormats[0] }

    /// The narrowest frame the codec is given. Debian's libx265 (3.5) writes past its lookahead
    /// buffers (cuTree) on frames narrower than about 50 px, seen with valgrind and as heap
    /// corruption aborts; one CTU, 64 px, is a width it handles.
    public var minimumWidth: Int {
        switch self {
        case .h265: 64
        case .h264, .vp9, .prores4444, .rawvideo: 1
        }
    }

    /// The crf used when none is asked for (nil: the codec has no rate factor).
    public var defaultCRF: Int? {
        switch self {
        case .h264: 18
        case .h265: 20
        case .vp9: 24
        case .prores4444, .rawvideo: nil
        }
    }

    /// The crf range the encoder accepts; 0 is lossless for all three.
    public var crfRange: ClosedRange<Int>? {
        switch self {
        case .h264, .h265: 0...51
        case .vp9: 0...63
        case .prores4444, .rawvideo: nil
        }
    }

    /// The speed preset used when none is asked for (nil: the codec has none).
    public var defaultPreset: String? {
        switch self {
        case .h264: "veryfast"
        case .h265: "fast"
        case .vp9: "realtime"
        case .prores4444, .rawvideo: nil
        }
    }

    /// libavcodec's encoder name.
    var encoderName: String? {
        switch self {
        case .h264: "libx264"
        case .h265: "libx265"
        case .vp9: "libvpx-vp9"
        case .prores4444: "prores_ks"
        case .rawvideo: nil
        }
    }
}
