/// How a layer's own frames sit on the scene clock: Lottie keyframe times are frames of the
/// layer (after its start time `st` and stretch `sr`, and those of every precomposition around
/// it); the scene's time 0 is the main composition's frame `ip`.
public struct LottieTimeline: Hashable, Sendable {
    /// Scene seconds at the layer's frame 0.
    public var offset: Double
    /// Scene seconds per layer frame (stretch over frame rate).
    public var secondsPerFrame: Double

    public init(offset: Double, secondsPerFrame: Double) {
        self.offset = offset
        self.secondsPerFrame = secondsPerFrame
    }

    /// The main composition's own clock.
    public static func composition(_ file: LottieComposition) -> LottieTimeline {
        LottieTimeline(offset: -file.inPoint / file.frameRate, secondsPerFrame: 1 / file.frameRate)
    }

    /// Scene seconds of layer frame `frame`.
    public func seconds(_ frame: Double) -> Double { offset + frame * secondsPerFrame }

    /// The clock of a layer placed on this one with start time `startTime` and stretch `stretch`:
    /// its frame f is this clock's frame `startTime + f * stretch`.
    public func shifted(startTime: Double, stretch: Double) -> LottieTimeline {
        LottieTimeline(offset: seconds(startTime), secondsPerFrame: secondsPerFrame * stretch)
    }
}
