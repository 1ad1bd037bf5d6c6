import SpinnerCore

/// How far an actual frame may stray from the expected one and still pass, in the terms of
/// Ruffle's image tests and Playwright's `maxDiffPixelRatio`: a per-pixel test (a per-channel
/// level difference, or a perceptual one, ΔE), a fraction of pixels allowed beyond it, and
/// optional floors on PSNR and SSIM. The one tolerance of `compare` (its fields are its flags:
/// `--max-delta` or `--max-delta-e`, `--max-mismatch`, `--min-psnr`, `--min-ssim`), `verify
/// --against`, `GoldenImage`, `GoldenFrames` and `StreamingComparison`.
///
/// `CompareTolerance(precision:perceptualPrecision:)` spells the perceptual test as
/// swift-snapshot-testing does.
public struct CompareTolerance: Hashable, Sendable, Codable {
    /// Per-channel difference, in 8-bit levels of premultiplied values, a pixel may have and
    /// still match. Not used when `maxDeltaE` is set.
    public var maxDelta: Int
    /// Fraction of a frame's pixels (0...1) allowed beyond the pixel test.
    public var maxMismatch: Double
    /// When set, the pixel test is perceptual: a pixel matches when its CIE76 ΔE*ab over white
    /// and over black (`DeltaE`) is at most this, whatever its channels' level differences.
    /// 3 with `maxMismatch` 0.015 is the Lottie corpus's measure and lottie-ios's own snapshot
    /// tolerance.
    public var maxDeltaE: Double?
    /// The lowest PSNR in dB a frame may have; nil to not check.
    public var minPSNR: Double?
    /// The lowest luma SSIM a frame may have; nil to not check.
    public var minSSIM: Double?

    public init(maxDelta: Int = 0, maxMismatch: Double = 0, maxDeltaE: Double? = nil, minPSNR: Double? = nil,
                minSSIM: Double? = nil) {
        self.maxDelta = maxDelta
        self.maxMismatch = maxMismatch
        self.maxDeltaE = maxDeltaE
        self.minPSNR = minPSNR
        self.minSSIM = minSSIM
    }

    /// The tolerance swift-snapshot-testing's `.image(precision:perceptualPrecision:)` states:
    /// `precision` is the fraction of pixels that must match (`maxMismatch = 1 − precision`) and
    /// `perceptualPrecision` how closely a pixel must match to count (`maxDeltaE = (1 −
    /// perceptualPrecision) · 100`; at 1, the exact per-channel test). Both are clamped to 0...1.
    /// lottie-ios's snapshots use precision 0.985 and perceptual precision 0.97: ΔE 3 on 1.5 %.
    public init(precision: Double, perceptualPrecision: Double = 1) {
        let p = precision.isNaN ? 1 : min(max(precision, 0), 1)
        let q = perceptualPrecision.isNaN ? 1 : min(max(perceptualPrecision, 0), 1)
        self.init(maxMismatch: CompareTolerance.complement(p), maxDeltaE: q < 1 ? CompareTolerance.complement(q) * 100 : nil)
    }

    /// `CompareTolerance(precision:perceptualPrecision:)` in swift-snapshot-testing's words, for
    /// a golden assertion: `tolerance: .image(precision: 0.985, perceptualPrecision: 0.97)`.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> CompareTolerance {
        CompareTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// `1 − x` rounded to 12 decimals, so that 0.985 gives 0.015 and not 0.015000000000000013:
    /// the tolerance prints as it was meant.
    static func complement(_ x: Double) -> Double { ((1 - x) * 1e12).rounded() / 1e12 }

    /// The corpus's measure (`../shared/lottie/README.md`): ΔE 3 in both composites, 98.5 % of
    /// a frame's pixels.
    public static let lottieCorpus = CompareTolerance(maxMismatch: 0.015, maxDeltaE: 3)

    // Written by hand so a floor not asked for appears as `null` in reports rather than no key.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(maxDelta, forKey: .maxDelta); try c.encode(maxMismatch, forKey: .maxMismatch)
        try c.encode(maxDeltaE, forKey: .maxDeltaE)
        try c.encode(minPSNR, forKey: .minPSNR); try c.encode(minSSIM, forKey: .minSSIM)
    }

    /// Why `difference` is beyond this tolerance, one phrase per rule broken; empty when it passes.
    /// The pixel count is judged by the test the caller measured with
    /// (`FrameDifference(_:_:tolerance:)`), which `difference.threshold` names.
    public func failures(of difference: FrameDifference) -> [String] {
        var failures: [String] = []
        if difference.mismatchFraction > maxMismatch {
            failures.append("\(difference.mismatchedPixels) px beyond \(difference.threshold)")
        }
        if let floor = minPSNR, difference.psnr < floor { failures.append("PSNR below \(DecimalText.shortest(floor)) dB") }
        if let floor = minSSIM, difference.ssim < floor { failures.append("SSIM below \(DecimalText.shortest(floor))") }
        return failures
    }

    /// Exact equality: no level, no pixel, no floor.
    public static let exact = CompareTolerance()

    /// The tolerance as command-line options, for messages.
    public var summary: String {
        var s = maxDeltaE.map { "--max-delta-e \(DecimalText.shortest($0))" } ?? "--max-delta \(maxDelta)"
        s += " --max-mismatch \(DecimalText.shortest(maxMismatch))"
        if let minPSNR { s += " --min-psnr \(DecimalText.shortest(minPSNR))" }
        if let minSSIM { s += " --min-ssim \(DecimalText.shortest(minSSIM))" }
        return s
    }
}
