/// One frame's difference judged against a tolerance.
public struct FrameComparison: Hashable, Sendable {
    /// The frame's position in both sequences, from 0.
    public let index: Int
    public let difference: FrameDifference
    /// Why the frame fails; empty when it passes.
    public let failures: [String]

    public var passed: Bool { failures.isEmpty }

    public init(index: Int, difference: FrameDifference, tolerance: CompareTolerance) {
        self.index = index
        self.difference = difference
        self.failures = tolerance.failures(of: difference)
    }

    /// Orders frames worst first: failing before passing, then by the fraction of pixels beyond
    /// the tolerance, the largest level difference, the lowest PSNR, and finally the index, so the
    /// order is total and the same on every run.
    public static func worseFirst(_ a: FrameComparison, _ b: FrameComparison) -> Bool {
        if a.passed != b.passed { return !a.passed }
        let (x, y) = (a.difference, b.difference)
        if x.mismatchedPixels != y.mismatchedPixels { return x.mismatchedPixels > y.mismatchedPixels }
        if x.maxDelta != y.maxDelta { return x.maxDelta > y.maxDelta }
        if x.psnr != y.psnr { return x.psnr < y.psnr }
        return a.index < b.index
    }
}
