import SpinnerCore

/// How an animation is written as an animated PNG.
public struct APNGOptions: Hashable, Sendable {
    /// Frames per second; each frame's delay is stored as the exact fraction 1/fps
    /// (`delay_num/delay_den` = fps.denominator/fps.numerator) when both fit in 16 bits, as for
    /// every integer rate up to 65535 and NTSC rates such as 30000/1001; otherwise the closest
    /// fraction that fits (continued fractions).
    public var fps: Rational
    /// How many times the animation plays (`num_plays`): 0 = forever (the default).
    public var loopCount: Int
    /// zlib level of every frame, 0 ... 9.
    public var compressionLevel: Int

    /// Options with the defaults: 60 fps, looping forever, zlib level 6.
    public init(fps: Rational = Rational(60), loopCount: Int = 0, compressionLevel: Int = 6) {
        self.fps = fps
        self.loopCount = loopCount
        self.compressionLevel = compressionLevel
    }

    /// The per-frame delay as stored, (delay_num, delay_den) seconds; nil when no 16-bit fraction
    /// comes near (a non-positive fps, or a frame longer than 65535 s or shorter than 1/65535 s).
    public var frameDelay: (numerator: Int, denominator: Int)? {
        APNGDelay.fitting(numerator: fps.denominator, denominator: fps.numerator)
    }
}
