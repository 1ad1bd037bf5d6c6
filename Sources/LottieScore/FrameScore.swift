import SpinnerCore
import SpinnerGolden

/// The corpus's measure (shared/lottie/README.md): both frames composited over white and over
/// black, a pixel matching when CIE76 ΔE*ab ≤ 3 in both; a frame passes at 98.5 % matching.
/// It is `compare --max-delta-e 3 --max-mismatch 0.015` (`CompareTolerance.lottieCorpus`),
/// verdicts included.
struct FrameScore {
    /// The fraction of matching pixels (0 when the sizes differ: no pixel is where it should be).
    let fraction: Double
    let passed: Bool

    init(_ candidate: PixelBuffer, _ reference: PixelBuffer) {
        guard let d = FrameDifference(reference, candidate, tolerance: .lottieCorpus), d.pixelCount > 0 else {
            (fraction, passed) = (0, false)
            return
        }
        fraction = 1 - d.mismatchFraction
        passed = CompareTolerance.lottieCorpus.failures(of: d).isEmpty
    }
}
