import SpinnerCore

/// A frame's comparison numbers as text, one way for every place that prints them: `compare`'s
/// summary lines and the HTML report's panels.
public enum DifferenceText {
    /// One frame's numbers: max and mean delta, pixels beyond the allowed delta, PSNR and SSIM.
    public static func metrics(_ m: FrameDifference) -> String {
        "max delta \(m.maxDelta), mean \(DecimalText.fixed(m.meanDelta, decimals: 3)), "
            + "\(m.mismatchedPixels) px (\(DecimalText.fixed(100 * m.mismatchFraction, decimals: 3))%) beyond \(m.allowedDelta), "
            + "PSNR \(psnr(m.psnr)), SSIM \(DecimalText.fixed(m.ssim, decimals: 4))"
    }

    /// `37.12 dB`, or `inf` for identical frames.
    public static func psnr(_ decibels: Double) -> String {
        decibels.isFinite ? DecimalText.fixed(decibels, decimals: 2) + " dB" : "inf"
    }
}
