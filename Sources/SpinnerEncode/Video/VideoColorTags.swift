import CFFmpeg

/// Colour tags as FFmpeg names them: `bt709`, `tv` / `pc`, `unknown` when absent.
public struct VideoColorTags: Hashable, Sendable, CustomStringConvertible {
    /// `av_color_primaries_name`.
    public var primaries: String
    /// `av_color_transfer_name`.
    public var transfer: String
    /// `av_color_space_name` (the YUV matrix).
    public var matrix: String
    /// `av_color_range_name`: `tv` (limited) or `pc` (full).
    public var range: String

    /// Tags by their FFmpeg names.
    public init(primaries: String, transfer: String, matrix: String, range: String) {
        self.primaries = primaries
        self.transfer = transfer
        self.matrix = matrix
        self.range = range
    }

    /// BT.709 primaries, transfer and matrix in the given range: what every sink here writes.
    public static func bt709(_ range: ColorRange) -> VideoColorTags {
        VideoColorTags(primaries: "bt709", transfer: "bt709", matrix: "bt709", range: range == .full ? "pc" : "tv")
    }

    public var description: String { "\(primaries)/\(transfer)/\(matrix)/\(range)" }

    init(_ p: AVColorPrimaries, _ t: AVColorTransferCharacteristic, _ m: AVColorSpace, _ r: AVColorRange) {
        func name(_ c: UnsafePointer<CChar>?) -> String { c.map { String(cString: $0) } ?? "unknown" }
        self.init(primaries: name(av_color_primaries_name(p)), transfer: name(av_color_transfer_name(t)),
                  matrix: name(av_color_space_name(m)), range: name(av_color_range_name(r)))
    }
}
