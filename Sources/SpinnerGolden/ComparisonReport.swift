#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The JSON written by `compare --report`: the tolerances applied, one entry per frame in frame
/// order (each naming its diff image), and totals. Keys are sorted and nothing depends on the clock, so the same inputs give
/// the same bytes. An infinite PSNR (identical frames) is written as `null`.
public struct ComparisonReport: Codable, Hashable, Sendable {
    public struct Frame: Codable, Hashable, Sendable {
        public var index: Int
        public var maxDelta: Int
        public var meanDelta: Double
        public var mismatchedPixels: Int
        public var pixelCount: Int
        public var fraction: Double
        /// Decibels; nil when the frames are identical (infinite).
        public var psnr: Double?
        public var ssim: Double
        /// The largest ΔE of any pixel when the pixel test was perceptual; nil otherwise.
        public var maxDeltaE: Double?
        /// 3 (opaque: RGB compared) or 4 (RGBA).
        public var channels: Int
        public var pass: Bool
        /// Why the frame fails (empty when it passes).
        public var failures: [String]
        /// The frame's diff image, relative to the `--diff` folder (`diff_0003.png`); nil when
        /// none was written (no `--diff`, or nothing differs).
        public var diff: String?

        // Written by hand so an infinite PSNR appears as `"psnr": null` rather than no key.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(index, forKey: .index); try c.encode(maxDelta, forKey: .maxDelta)
            try c.encode(meanDelta, forKey: .meanDelta); try c.encode(mismatchedPixels, forKey: .mismatchedPixels)
            try c.encode(pixelCount, forKey: .pixelCount); try c.encode(fraction, forKey: .fraction)
            try c.encode(psnr, forKey: .psnr); try c.encode(ssim, forKey: .ssim)
            try c.encode(maxDeltaE, forKey: .maxDeltaE)
            try c.encode(channels, forKey: .channels); try c.encode(pass, forKey: .pass)
            try c.encode(failures, forKey: .failures); try c.encode(diff, forKey: .diff)
        }
    }

    public struct Totals: Codable, Hashable, Sendable {
        public var frameCount: Int
        public var failedFrameCount: Int
        /// Indices of the failing frames, ascending.
        public var failedFrames: [Int]
        /// The index of the worst frame (`FrameComparison.worseFirst`).
        public var worstFrame: Int?
        public var maxDelta: Int
        /// The mean of the frames' mean deltas.
        public var meanDelta: Double
        public var maxFraction: Double
        /// nil when every frame is identical.
        public var minPSNR: Double?
        public var minSSIM: Double
        /// The largest ΔE of any frame when the pixel test was perceptual; nil otherwise.
        public var maxDeltaE: Double?
        public var pass: Bool

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(frameCount, forKey: .frameCount); try c.encode(failedFrameCount, forKey: .failedFrameCount)
            try c.encode(failedFrames, forKey: .failedFrames); try c.encode(worstFrame, forKey: .worstFrame)
            try c.encode(maxDelta, forKey: .maxDelta); try c.encode(meanDelta, forKey: .meanDelta)
            try c.encode(maxFraction, forKey: .maxFraction); try c.encode(minPSNR, forKey: .minPSNR)
            try c.encode(minSSIM, forKey: .minSSIM); try c.encode(maxDeltaE, forKey: .maxDeltaE)
            try c.encode(pass, forKey: .pass)
        }
    }

    public struct Metrics: Codable, Hashable, Sendable {
        public var values: String
        public var psnr: String
        public var ssim: String
        public var deltaE: String
    }

    public var expected: String
    public var actual: String
    public var tolerance: CompareTolerance
    public var metrics: Metrics
    public var totals: Totals
    public var frames: [Frame]

    /// `diffImage` names the diff image written for a frame index, if any.
    public init(_ comparison: SequenceComparison, expected: String, actual: String,
                diffImage: (Int) -> String? = { _ in nil }) {
        self.expected = expected
        self.actual = actual
        self.tolerance = comparison.tolerance
        self.metrics = Metrics(
            values: "8-bit premultiplied RGBA; RGB only when both frames are opaque"
                + (comparison.matte.map { "; both sides composited over \(Matte.hex($0)) first" } ?? ""),
            psnr: "10*log10(255^2/MSE) over the compared channels; null when identical",
            ssim: "luma (BT.709 of premultiplied RGB), Gaussian 11x11 window, sigma 1.5, K1 0.01, K2 0.03, mean over valid windows",
            deltaE: "CIE76 Delta E*ab (sRGB, D65) of each pixel composited over white and over black, the larger; "
                + "measured when the tolerance sets maxDeltaE")
        self.frames = comparison.frames.map { f in
            let m = f.difference
            return Frame(index: f.index, maxDelta: m.maxDelta, meanDelta: m.meanDelta, mismatchedPixels: m.mismatchedPixels,
                         pixelCount: m.pixelCount, fraction: m.mismatchFraction, psnr: m.psnr.isFinite ? m.psnr : nil,
                         ssim: m.ssim, maxDeltaE: m.maxDeltaE, channels: m.channels, pass: f.passed, failures: f.failures,
                         diff: diffImage(f.index))
        }
        let failed = comparison.failedFrames.map(\.index)
        let minPSNR = comparison.minPSNR
        self.totals = Totals(
            frameCount: frames.count, failedFrameCount: failed.count, failedFrames: failed,
            worstFrame: comparison.worstFirst.first?.index, maxDelta: comparison.maxDelta,
            meanDelta: frames.isEmpty ? 0 : frames.map(\.meanDelta).reduce(0, +) / Double(frames.count),
            maxFraction: frames.map(\.fraction).max() ?? 0,
            minPSNR: minPSNR.isFinite ? minPSNR : nil, minSSIM: comparison.minSSIM,
            maxDeltaE: comparison.tolerance.maxDeltaE == nil ? nil : frames.compactMap(\.maxDeltaE).max() ?? 0,
            pass: comparison.passed)
    }

    /// Pretty-printed JSON with sorted keys and a final newline.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }
}
