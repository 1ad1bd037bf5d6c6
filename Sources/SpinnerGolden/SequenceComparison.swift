import SpinnerCore

/// Two equally long sequences of equally sized frames compared frame by frame. A single image is
/// a sequence of one.
public struct SequenceComparison: Hashable, Sendable {
    public let tolerance: CompareTolerance
    /// One entry per frame, in frame order.
    public let frames: [FrameComparison]

    /// Compares frame `i` of `expected` with frame `i` of `actual` for every `i`.
    public init(expected: [PixelBuffer], actual: [PixelBuffer], tolerance: CompareTolerance) throws(ComparisonError) {
        guard expected.count == actual.count else {
            throw .frameCountsDiffer(expected: expected.count, actual: actual.count)
        }
        var frames: [FrameComparison] = []
        frames.reserveCapacity(expected.count)
        for (i, (e, a)) in zip(expected, actual).enumerated() {
            guard let m = FrameMetrics(e, a, maxDelta: tolerance.maxDelta) else {
                throw .sizesDiffer(frame: i, expectedWidth: e.width, expectedHeight: e.height,
                                   actualWidth: a.width, actualHeight: a.height)
            }
            frames.append(FrameComparison(index: i, metrics: m, tolerance: tolerance))
        }
        self.tolerance = tolerance
        self.frames = frames
    }

    /// True when every frame is within tolerance.
    public var passed: Bool { frames.allSatisfy(\.passed) }
    /// The frames beyond tolerance, in frame order.
    public var failedFrames: [FrameComparison] { frames.filter { !$0.passed } }
    /// Every frame, worst first (`FrameComparison.worseFirst`).
    public var worstFirst: [FrameComparison] { frames.sorted(by: FrameComparison.worseFirst) }
    /// The largest level difference in any frame.
    public var maxDelta: Int { frames.map(\.metrics.maxDelta).max() ?? 0 }
    /// The lowest PSNR of any frame (`+infinity` when all are identical).
    public var minPSNR: Double { frames.map(\.metrics.psnr).min() ?? .infinity }
    /// The lowest SSIM of any frame.
    public var minSSIM: Double { frames.map(\.metrics.ssim).min() ?? 1 }
}
