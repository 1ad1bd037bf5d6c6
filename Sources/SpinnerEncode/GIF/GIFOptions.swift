import SpinnerCore

/// How an animation is written as a GIF.
///
/// Timing: GIF stores each frame's delay in hundredths of a second (cs), and browsers (Chrome,
/// Firefox, Safari) show a delay of 0 or 1 cs as 10 cs. So no delay is ever under 2 cs: up to
/// 50 fps every frame is kept with delays that never drift; above it the GIF plays at 50 fps,
/// keeping the frame nearest each 2 cs tick and the loop's exact length (see `GIFTiming`).
public struct GIFOptions: Hashable, Sendable {
    /// Frames per second; must be positive.
    public var fps: Rational
    /// How many times the animation plays: 0 = forever (the default), 1 = once (no NETSCAPE2.0
    /// block), N = N plays (stored as N−1 repetitions, as browsers count them). At most 65536.
    public var loopCount: Int
    /// How colours are approximated when the animation has more than 256 of them.
    public var dither: DitherMethod
    /// The opaque colour that partly transparent pixels are composited over, since GIF's alpha
    /// is on or off: a pixel with alpha at least `transparentBelow` becomes its colour over the
    /// matte (so an anti-aliased edge or a faint tail blends into the page colour instead of
    /// vanishing or leaving a dark halo). Choose the colour of the page the GIF will sit on.
    /// Default white.
    public var matte: PremultipliedRGBA8
    /// Pixels with alpha (0...255) below this become GIF's transparent colour; the others are
    /// composited over `matte`. Default 1: only fully clear pixels are transparent, so the GIF
    /// shown over the matte colour is exactly the frames composited over it. 0 makes every pixel
    /// opaque (no transparent colour at all); 128 is the classic half-way cut; 255 keeps only
    /// fully opaque pixels.
    public var transparentBelow: UInt8
    /// Store only the rectangle that changed from one frame to the next (with disposal modes that
    /// keep the picture exact); off writes every frame whole.
    public var optimizeFrames: Bool
    /// Upper bound on the memory used to hold the frames until `finish` (GIF needs the whole
    /// animation to choose its palette). Frames of up to 256 colours cost about one byte per pixel,
    /// others four. Default 1 GiB.
    public var memoryLimit: Int
    /// Threads for the work done at `finish` (mapping frames to the palette, LZW), 0 for one per
    /// core; the bytes are the same at any count.
    public var threads: Int
    /// The most colours the global palette may hold, transparency counting as one, 2 ... 256
    /// (default 256, GIF's own limit). An animation with no more colours than this keeps them
    /// exactly; one with more is quantised to this many. Fewer colours make a smaller file: a
    /// byte budget (`--max-bytes`) lowers it.
    public var maximumColors: Int = 256

    /// Options with the defaults: 50 fps, looping forever, Bayer dither, white matte, only
    /// clear pixels transparent.
    public init(fps: Rational = Rational(50), loopCount: Int = 0, dither: DitherMethod = .bayer,
                matte: PremultipliedRGBA8 = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255),
                transparentBelow: UInt8 = 1, optimizeFrames: Bool = true, memoryLimit: Int = 1 << 30, threads: Int = 0) {
        self.fps = fps
        self.loopCount = loopCount
        self.dither = dither
        self.matte = matte
        self.transparentBelow = transparentBelow
        self.optimizeFrames = optimizeFrames
        self.memoryLimit = memoryLimit
        self.threads = threads
    }
}
