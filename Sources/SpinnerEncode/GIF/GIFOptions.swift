import SpinnerCore

/// How an animation is written as a GIF.
///
/// Timing: GIF stores each frame's delay in hundredths of a second (cs). Frame i gets
/// `round(100·(i+1)/fps) − round(100·i/fps)` cs, so the delays never drift and add up to the
/// whole duration rounded to the nearest cs (see `GIFDelays`). Above 50 fps some delays are 1 cs
/// (60 fps: 2, 1, 2, 2, 1, 2, ... averaging 1.67) and above 100 fps some are 0. Every frame is
/// kept, but browsers (Chrome, Firefox, Safari) show a delay of 0 or 1 cs as 10 cs, so such a GIF
/// plays much slower there: use `GIFDelays.isBrowserSafe(fps:)` to warn, and prefer 50, 33⅓ or
/// 25 fps for GIF.
public struct GIFOptions: Hashable, Sendable {
    /// Frames per second; must be positive.
    public var fps: Rational
    /// How many times the animation plays: 0 = forever (the default), 1 = once (no NETSCAPE2.0
    /// block), N = N plays (stored as N−1 repetitions, as browsers count them). At most 65536.
    public var loopCount: Int
    /// How colours are approximated when the animation has more than 256 of them.
    public var dither: DitherMethod
    /// The opaque colour that partly transparent pixels are composited over before GIF's 1-bit
    /// alpha is applied: a pixel with alpha ≥ 50% becomes its colour over the matte (so an
    /// anti-aliased edge blends into the page colour instead of a dark halo); one below 50% becomes
    /// transparent. Choose the colour of the page the GIF will sit on. Default white.
    public var matte: PremultipliedRGBA8
    /// Store only the rectangle that changed from one frame to the next (with disposal modes that
    /// keep the picture exact); off writes every frame whole.
    public var optimizeFrames: Bool
    /// Upper bound on the memory used to hold the frames until `finish` (GIF needs the whole
    /// animation to choose its palette). Frames of up to 256 colours cost about one byte per pixel,
    /// others four. Default 1 GiB.
    public var memoryLimit: Int

    /// Options with the defaults: 60 fps, looping forever, Bayer dither, white matte.
    public init(fps: Rational = Rational(60), loopCount: Int = 0, dither: DitherMethod = .bayer,
                matte: PremultipliedRGBA8 = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255),
                optimizeFrames: Bool = true, memoryLimit: Int = 1 << 30) {
        self.fps = fps
        self.loopCount = loopCount
        self.dither = dither
        self.matte = matte
        self.optimizeFrames = optimizeFrames
        self.memoryLimit = memoryLimit
    }
}
