import SpinnerCore

/// What a video file holds, as libavformat reads it back.
public struct VideoInfo: Sendable {
    /// `h264`, `prores`, ...
    public var codecName: String
    public var width: Int
    public var height: Int
    /// `yuv420p`, ...
    public var pixelFormatName: String
    /// `av_color_primaries_name`, e.g. `bt709`; `unknown` when untagged.
    public var colorPrimaries: String
    /// `av_color_transfer_name`.
    public var colorTransfer: String
    /// `av_color_space_name` (the YUV matrix).
    public var colorMatrix: String
    /// `av_color_range_name`: `tv` (limited) or `pc` (full).
    public var colorRange: String
    /// The stream's `avg_frame_rate`.
    public var frameRate: Rational
    /// Video packets in the file (one per frame).
    public var frameCount: Int
    /// Presentation time of each frame in seconds, ascending.
    public var timestamps: [Double]
    /// True when the `moov` index comes before the `mdat` data (streamable MP4).
    public var isFastStart: Bool
}
