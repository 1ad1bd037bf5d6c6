import SpinnerCore

/// How an animation is written as an animated WebP (libwebp's animation encoder,
/// `WebPAnimEncoder`).
///
/// Timing: WebP stores each frame's duration in milliseconds. Frame i starts at
/// `round(1000·i/fps)` ms and lasts until the next one starts (the `GIFDelays` rule with 1000
/// ticks), so the durations add up to the exact length rounded to a millisecond; at 60 fps they
/// run 17, 16, 17, 17, 16, 17, ... Rates above 1000 fps are refused (a frame would last 0 ms).
public struct WebPOptions: Hashable, Sendable {
    /// Frames per second, positive and at most 1000.
    public var fps: Rational
    /// How many times the animation plays: 0 = forever (the default), at most 65535.
    public var loopCount: Int
    /// Lossless (VP8L, exact RGBA; the default) or lossy (VP8 with a separate alpha plane).
    public var lossless: Bool
    /// 0 ... 100. Lossy: visual quality. Lossless: how hard to try for a small file (100 is
    /// slowest and smallest).
    public var quality: Double
    /// libwebp's method, 0 (fastest) ... 6 (smallest).
    public var method: Int
    /// Lossy only: the alpha plane's quality, 0 ... 100 (libwebp's `alpha_quality`; default
    /// 100, alpha kept losslessly). Lower rounds alpha to fewer levels, which a mostly clear
    /// animation needs to shrink at all: its alpha is most of its bytes.
    public var alphaQuality: Int = 100

    /// Options with the defaults: 60 fps, looping forever, lossless.
    public init(fps: Rational = Rational(60), loopCount: Int = 0, lossless: Bool = true, quality: Double = 75,
                method: Int = 4) {
        self.fps = fps
        self.loopCount = loopCount
        self.lossless = lossless
        self.quality = quality
        self.method = method
    }
}
