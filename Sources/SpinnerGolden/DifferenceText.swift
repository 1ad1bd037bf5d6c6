import SpinnerCore

/// A frame's comparison numbers as text, one way for every place that prints them: `compare`'s
/// summary lines and the HTML report's panels.
public enum DifferenceText {
    /// One frame's numbers: max and mean delta, the largest ΔE when measured, pixels beyond the
    /// pixel test, PSNR and SSIM.
    public static func metrics(_ m: FrameDifference) -> String {
        "max delta \(m.maxDelta), mean \(DecimalText.fixed(m.meanDelta, decimals: 3)), "
            + (m.maxDeltaE.map { "max ΔE \(DecimalText.fixed($0, decimals: 2)), " } ?? "")
            + "\(m.mismatchedPixels) px (\(DecimalText.fixed(100 * m.mismatchFraction, decimals: 3))%) beyond \(m.allowedDeltaE == nil ? String(m.allowedDelta) : m.threshold), "
            + "PSNR \(psnr(m.psnr)), SSIM \(DecimalText.fixed(m.ssim, decimals: 4))"
    }

    /// `37.12 dB`, or `inf` for identical frames.
    public static func psnr(_ decibels: Double) -> String {
        decibels.isFinite ? DecimalText.fixed(decibels, decimals: 2) + " dB" : "inf"
    }
}
