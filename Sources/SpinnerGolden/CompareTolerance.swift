import SpinnerCore

/// How far an actual frame may stray from the expected one and still pass, in the terms of
/// Ruffle's image tests and Playwright's `maxDiffPixelRatio`: a per-channel level tolerance, a
/// fraction of pixels allowed beyond it, and optional floors on PSNR and SSIM. The one tolerance
/// of `compare` (its fields are its flags: `--max-delta`, `--max-mismatch`, `--min-psnr`,
/// `--min-ssim`), `GoldenImage`, `GoldenFrames` and `StreamingComparison`.
public struct CompareTolerance: Hashable, Sendable, Codable {
    /// Per-channel difference, in 8-bit levels of premultiplied values, a pixel may have and still match.
    public var maxDelta: Int
    /// Fraction of a frame's pixels (0...1) allowed beyond `maxDelta`.
    public var maxMismatch: Double
    /// The lowest PSNR in dB a frame may have; nil to not check.
    public var minPSNR: Double?
    /// The lowest luma SSIM a frame may have; nil to not check.
    public var minSSIM: Double?

    public init(maxDelta: Int = 0, maxMismatch: Double = 0, minPSNR: Double? = nil, minSSIM: Double? = nil) {
        self.maxDelta = maxDelta
        self.maxMismatch = maxMismatch
        self.minPSNR = minPSNR
        self.minSSIM = minSSIM
    }

    // Written by hand so a floor not asked for appears as `null` in reports rather than no key.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(maxDelta, forKey: .maxDelta); try c.encode(maxMismatch, forKey: .maxMismatch)
        try c.encode(minPSNR, forKey: .minPSNR); try c.encode(minSSIM, forKey: .minSSIM)
    }

    /// Why `difference` is beyond this tolerance, one phrase per rule broken; empty when it passes.
    /// The pixel count is judged at `difference.allowedDelta`, which the caller measured with
    /// `maxDelta` (`FrameDifference(_:_:maxDelta:)`).
    public func failures(of difference: FrameDifference) -> [String] {
        var failures: [String] = []
        if difference.mismatchFraction > maxMismatch {
            failures.append("\(difference.mismatchedPixels) px beyond delta \(difference.allowedDelta)")
        }
        if let floor = minPSNR, difference.psnr < floor { failures.append("PSNR below \(DecimalText.shortest(floor)) dB") }
        if let floor = minSSIM, difference.ssim < floor { failures.append("SSIM below \(DecimalText.shortest(floor))") }
        return failures
    }

    /// Exact equality: no level, no pixel, no floor.
    public static let exact = CompareTolerance()

    /// The tolerance as command-line options, for messages.
    public var summary: String {
        var s = "--max-delta \(maxDelta) --max-mismatch \(DecimalText.shortest(maxMismatch))"
        if let minPSNR { s += " --min-psnr \(DecimalText.shortest(minPSNR))" }
        if let minSSIM { s += " --min-ssim \(DecimalText.shortest(minSSIM))" }
        return s
    }
}
