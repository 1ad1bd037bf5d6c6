import SpinnerCore

/// Two equally long sequences of equally sized frames compared frame by frame. A single image is
/// a sequence of one.
public struct SequenceComparison: Hashable, Sendable {
    public let tolerance: CompareTolerance
    /// The colour both sides were composited over before comparing (`Matte`); nil when the frames
    /// were compared as decoded.
    public let matte: PremultipliedRGBA8?
    /// One entry per frame, in frame order.
    public let frames: [FrameComparison]

    /// Compares frame `i` of `expected` with frame `i` of `actual` for every `i`, reading each side
    /// one frame at a time (`StreamingComparison`) and keeping only the per-frame differences.
    public init(expected: any FrameReader, actual: any FrameReader, tolerance: CompareTolerance,
                matte: Matte = .none) throws(StreamingComparisonError) {
        var stream = try StreamingComparison(expected: expected, actual: actual, tolerance: tolerance, matte: matte)
        while try stream.next() != nil {}
        self = stream.result
    }

    /// Compares frame `i` of `expected` with frame `i` of `actual` for every `i`; through the
    /// streaming comparison, so arrays and files are judged by the same code.
    public init(expected: [PixelBuffer], actual: [PixelBuffer], tolerance: CompareTolerance) throws(ComparisonError) {
        do {
            self = try SequenceComparison(expected: ArrayFrameReader(expected), actual: ArrayFrameReader(actual), tolerance: tolerance)
        } catch {
            switch error {
            case .comparison(let e): throw e
            // ArrayFrameReader.next() cannot throw: the frames are already in memory.
            case .source(let e): preconditionFailure("frames in memory failed to read: \(e)")
            }
        }
    }

    init(tolerance: CompareTolerance, frames: [FrameComparison], matte: PremultipliedRGBA8?) {
        self.tolerance = tolerance
        self.frames = frames
        self.matte = matte
    }

    /// True when every frame is within tolerance.
    public var passed: Bool { frames.allSatisfy(\.passed) }
    /// The frames beyond tolerance, in frame order.
    public var failedFrames: [FrameComparison] { frames.filter { !$0.passed } }
    /// Every frame, worst first (`FrameComparison.worseFirst`).
    public var worstFirst: [FrameComparison] { frames.sorted(by: FrameComparison.worseFirst) }
    /// The largest level difference in any frame.
    public var maxDelta: Int { frames.map(\.difference.maxDelta).max() ?? 0 }
    /// The lowest PSNR of any frame (`+infinity` when all are identical).
    public var minPSNR: Double { frames.map(\.difference.psnr).min() ?? .infinity }
    /// The lowest SSIM of any frame.
    public var minSSIM: Double { frames.map(\.difference.ssim).min() ?? 1 }
}
