import SpinnerCore

/// What a video file holds, as libavformat and libavcodec read it back.
public struct VideoInfo: Sendable {
    /// `h264`, `hevc`, `vp9`, `prores`, `rawvideo`, ...
    public var codecName: String
    /// The sample-description tag in MP4/MOV (`avc1`, `hvc1`, `ap4h`), empty when the container
    /// has none.
    public var codecTag: String
    /// Width of the video stream in pixels.
    public var width: Int
    /// Height of the video stream in pixels.
    public var height: Int
    /// The pixel format of the first decoded frame (`yuv420p`, `yuva420p`, `yuva444p10le`, ...),
    /// decoded as `decodeFrames` does (VP9 through libvpx, which keeps alpha).
    public var pixelFormatName: String
    /// True when decoded frames carry an alpha plane.
    public var hasAlpha: Bool
    /// Colour tags after libavformat merged container and stream (what players see).
    public var colorPrimaries: String
    /// The merged transfer tag (`bt709`, `unknown`, ...).
    public var colorTransfer: String
    /// The merged matrix tag, FFmpeg's colour space name.
    public var colorMatrix: String
    /// The merged range: `tv` (limited), `pc` (full) or `unknown`.
    public var colorRange: String
    /// Colour tags the container alone declares (MP4/MOV `colr`, WebM `Colour`, y4m
    /// `XCOLORRANGE`), read before any decoding.
    public var containerColor: VideoColorTags
    /// Colour tags the first frame's bitstream alone declares (H.264/HEVC VUI; VP9 matrix and
    /// range; ProRes frame header), decoded with the container's tags withheld.
    public var streamColor: VideoColorTags
    /// The stream's `avg_frame_rate`.
    public var frameRate: Rational
    /// Video packets in the file (one per frame).
    public var frameCount: Int
    /// Presentation time of each frame in seconds, ascending.
    public var timestamps: [Double]
    /// True when the `moov` index comes before the `mdat` data (streamable MP4).
    public var isFastStart: Bool

    /// The merged colour tags as one value.
    public var color: VideoColorTags {
        VideoColorTags(primaries: colorPrimaries, transfer: colorTransfer, matrix: colorMatrix, range: colorRange)
    }
}
