/// The file format a video sink writes.
public enum VideoContainer: String, CaseIterable, Hashable, Sendable {
    /// ISO MP4 (H.264 or HEVC), index first.
    case mp4
    /// QuickTime (ProRes 4444, H.264 or HEVC), index first.
    case mov
    /// WebM (VP9, with alpha).
    case webm
    /// YUV4MPEG2: a text header and raw planes, for piping into other encoders.
    case y4m

    /// The codec used when none is asked for.
    public var defaultCodec: VideoCodec {
        switch self {
        case .mp4: .h264
        case .mov: .prores4444
        case .webm: .vp9
        case .y4m: .rawvideo
        }
    }

    /// The codecs this container can hold.
    public var codecs: [VideoCodec] {
        switch self {
        case .mp4: [.h264, .h265]
        case .mov: [.prores4444, .h264, .h265]
        case .webm: [.vp9]
        case .y4m: [.rawvideo]
        }
    }

    /// libavformat's muxer name (nil for y4m, which this library writes itself).
    var muxerName: String? {
        switch self {
        case .mp4: "mp4"
        case .mov: "mov"
        case .webm: "webm"
        case .y4m: nil
        }
    }
}
