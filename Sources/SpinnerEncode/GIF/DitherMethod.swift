/// How colours that are not in a GIF's palette are approximated.
///
/// Only used when the animation has more than 256 colours; an animation that fits the palette is
/// stored exactly whatever the method.
public enum DitherMethod: String, Hashable, Sendable, CaseIterable {
    /// Each pixel becomes its nearest palette colour: flat bands on gradients, but the smallest
    /// files and no noise.
    case none
    /// An 8×8 ordered (Bayer) threshold pattern: each pixel's offset depends only on its position,
    /// so still areas stay still from frame to frame (no "dither crawl") and compress well.
    case bayer
    /// Floyd–Steinberg error diffusion: the closest average colour, but the noise of one frame
    /// depends on everything above and to the left of each pixel, so it can shimmer where an
    /// animation moves.
    case floydSteinberg
}
