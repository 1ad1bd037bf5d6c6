import CFFmpeg

/// The layout of the YUV samples a video holds. Chroma is BT.709; alpha, where present, is
/// straight (not premultiplied) and full range.
public enum VideoPixelFormat: String, CaseIterable, Hashable, Sendable {
    case yuv420p, yuv444p, yuva420p
    /// 10-bit 4:4:4 in 16-bit little-endian samples.
    case yuv444p10le
    /// 10-bit 4:4:4 with a 10-bit alpha plane, 16-bit little-endian samples.
    case yuva444p10le

    /// True when the format has an alpha plane.
    public var hasAlpha: Bool { self == .yuva420p || self == .yuva444p10le }
    /// Bits per sample.
    public var bitDepth: Int { self == .yuv444p10le || self == .yuva444p10le ? 10 : 8 }
    /// True when chroma is halved in both directions (sizes must then be even).
    public var isSubsampled: Bool { self == .yuv420p || self == .yuva420p }

    var bytesPerSample: Int { bitDepth > 8 ? 2 : 1 }
    /// Bytes a picture holds per pixel, all planes together (1.5 for yuv420p).
    public var bytesPerPixel: Double {
        let chroma = isSubsampled ? 0.5 : 2
        return Double(bytesPerSample) * (1 + chroma + (hasAlpha ? 1 : 0))
    }
    var planeCount: Int { hasAlpha ? 4 : 3 }

    var avPixelFormat: AVPixelFormat {
        switch self {
        case .yuv420p: AV_PIX_FMT_YUV420P
        case .yuv444p: AV_PIX_FMT_YUV444P
        case .yuva420p: AV_PIX_FMT_YUVA420P
        case .yuv444p10le: AV_PIX_FMT_YUV444P10LE
        case .yuva444p10le: AV_PIX_FMT_YUVA444P10LE
        }
    }
}
