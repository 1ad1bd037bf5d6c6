/// Where a timed object is in its own time at some parent time.
public struct LocalTime: Hashable, Sendable {
    /// The basic local time in 0...effectiveDuration: after begin time, speed, offset, repeats and
    /// autoreverse, before any timing function.
    public var basicTime: Double
    /// The index of the repeat (0 for the first); an autoreversing iteration counts its forward and
    /// mirrored legs as one. Used by cumulative animations.
    public var iteration: Double

    public init(basicTime: Double, iteration: Double) {
        self.basicTime = basicTime
        self.iteration = iteration
    }
}
