import SpinnerCore

/// How video frames are encoded.
public struct VideoOptions: Hashable, Sendable {
    /// Frames per second; frame i is shown at i / fps exactly.
    public var fps: Rational
    /// x264 constant rate factor, 0 (lossless) ... 51; 18 is visually lossless.
    public var crf: Int
    /// x264 preset (`ultrafast` ... `placebo`).
    public var preset: String
    /// The pixel that lies outside a frame's `changed` rect.
    public var background: PremultipliedRGBA8

    public init(fps: Rational = Rational(60), crf: Int = 18, preset: String = "veryfast",
                background: PremultipliedRGBA8 = PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255)) {
        self.fps = fps
        self.crf = crf
        self.preset = preset
        self.background = background
    }
}
