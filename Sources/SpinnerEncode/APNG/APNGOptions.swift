import SpinnerCore

/// How an animation is written as an animated PNG.
public struct APNGOptions: Hashable, Sendable {
    /// Frames per second. Delays are whole milliseconds (`delay_den` 1000), frame i lasting
    /// round(1000·(i+1)/fps) − round(1000·i/fps) ms, so each is within 1 ms of 1/fps and the
    /// total is the exact duration rounded to a millisecond; browsers count whole milliseconds.
    /// Above 1000 fps (or below one frame in 65.535 s) every frame stores 1/fps, exactly when
    /// both terms fit in 16 bits, otherwise the closest fraction that fits.
    public var fps: Rational
    /// How many times the animation plays (`num_plays`): 0 = forever (the default).
    public var loopCount: Int
    /// zlib level of every frame, 0 ... 9.
    public var compressionLevel: Int
    /// Levels kept of each channel, as bits, 1 ... 8 (default 8: every colour exact). Fewer make
    /// a smaller file (see `APNGColorDepth`); a byte budget (`--max-bytes`) lowers it.
    public var colorBits: Int = 8

    /// Options with the defaults: 60 fps, looping forever, zlib level 6.
    public init(fps: Rational = Rational(60), loopCount: Int = 0, compressionLevel: Int = 6) {
        self.fps = fps
        self.loopCount = loopCount
        self.compressionLevel = compressionLevel
    }

    /// Frame `index`'s delay as stored, (delay_num, delay_den) seconds; nil when no 16-bit
    /// fraction comes near (a non-positive fps, or a frame longer than 65535 s or shorter than
    /// 1/65535 s) or the frame's time overflows.
    public func frameDelay(ofFrame index: Int) -> (numerator: Int, denominator: Int)? {
        APNGDelay.delay(ofFrame: index, fps: fps)
    }
}
