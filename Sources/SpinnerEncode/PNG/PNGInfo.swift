/// What a PNG file declares about itself, as read by libpng.
public struct PNGInfo: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Bits per sample as stored (1, 2, 4, 8 or 16).
    public var bitDepth: Int
    /// The stored colour type (0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA).
    public var colorType: Int
    /// True for Adam7 interlacing.
    public var isInterlaced: Bool
    /// The sRGB chunk's rendering intent (0 perceptual ... 3 absolute colorimetric), from
    /// `png_get_sRGB`; nil when the file has no sRGB chunk.
    public var sRGBIntent: Int?
}
