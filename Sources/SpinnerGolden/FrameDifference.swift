import SpinnerCore

/// How two frames of the same size differ: every number `compare`, `GoldenImage` and
/// `GoldenFrames` report, from premultiplied 8-bit values (what shows when the frames are
/// composited, so the colour of a nearly transparent pixel counts only as much as it shows).
/// When both frames are wholly opaque only R, G and B count (alpha cannot differ, and counting it
/// would dilute the mean and PSNR by a quarter); otherwise alpha counts too.
public struct FrameDifference: Hashable, Sendable {
    /// A pixel's column and row, from the top left.
    public struct Position: Hashable, Sendable {
        public let x: Int
        public let y: Int
    }

    /// 3 (opaque frames: RGB) or 4 (RGBA).
    public let channels: Int
    /// The largest difference of any counted channel of any pixel.
    public let maxDelta: Int
    /// The first pixel (in row order) with the largest difference; nil when the frames are identical.
    public let worstPixel: Position?
    /// The mean absolute difference over every counted channel of every pixel.
    public let meanDelta: Double
    /// The per-channel difference a pixel may have and still match, as measured with.
    public let allowedDelta: Int
    /// The ΔE a pixel may have and still match when the test was perceptual
    /// (`CompareTolerance.maxDeltaE`); nil when it was per channel.
    public let allowedDeltaE: Double?
    /// The largest ΔE of any pixel (`DeltaE`), measured when the test was perceptual; nil otherwise.
    public let maxDeltaE: Double?
    /// Pixels beyond the test: a ΔE above `allowedDeltaE` when that is set, else a largest
    /// channel difference above `allowedDelta`.
    public let mismatchedPixels: Int
    public let pixelCount: Int
    /// Mean squared difference over every counted channel of every pixel.
    public let meanSquaredError: Double
    /// `PSNR.decibels(meanSquaredError:)`: `+infinity` for identical frames.
    public let psnr: Double
    /// Luma SSIM (`SSIM`), 1 for identical frames.
    public let ssim: Double

    /// The fraction of pixels beyond the test.
    public var mismatchFraction: Double { pixelCount == 0 ? 0 : Double(mismatchedPixels) / Double(pixelCount) }

    /// The pixel test as words: `delta 3` (levels) or `ΔE 3`.
    public var threshold: String {
        allowedDeltaE.map { "ΔE \(DecimalText.shortest($0))" } ?? "delta \(allowedDelta)"
    }

    /// Measures two frames with the pixel test of `tolerance` (perceptual when it sets
    /// `maxDeltaE`, else per channel at `maxDelta`); nil when their sizes differ.
    public init?(_ expected: PixelBuffer, _ actual: PixelBuffer, tolerance: CompareTolerance) {
        self.init(expected, actual, maxDelta: tolerance.maxDelta, maxDeltaE: tolerance.maxDeltaE)
    }

    /// Measures two frames; nil when their sizes differ. `maxDelta` is the per-channel level
    /// difference a pixel may have and still match (`CompareTolerance.maxDelta`); when
    /// `maxDeltaE` is given, a pixel matches by its ΔE instead.
    public init?(_ expected: PixelBuffer, _ actual: PixelBuffer, maxDelta tolerance: Int = 0, maxDeltaE: Double? = nil) {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        let n = expected.width * expected.height
        let channels = FrameDifference.isOpaque(expected) && FrameDifference.isOpaque(actual) ? 3 : 4
        var maxDelta = 0, sum = 0, squares = 0, mismatched = 0, worst = -1
        var largestE = 0.0
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                for i in 0..<n {
                    var m = 0
                    for c in 0..<channels {
                        let d = abs(Int(e[4 * i + c]) - Int(a[4 * i + c]))
                        sum += d
                        squares += d * d
                        if d > m { m = d }
                    }
                    if let allowed = maxDeltaE {
                        // Identical pixels are ΔE 0 without the colour maths.
                        if m > 0 {
                            let de = DeltaE.between(e, 4 * i, a, 4 * i)
                            if de > allowed { mismatched += 1 }
                            if de > largestE { largestE = de }
                        }
                    } else if m > tolerance {
                        mismatched += 1
                    }
                    if m > maxDelta { maxDelta = m; worst = i }
                }
            }
        }
        let samples = Double(n * channels)
        self.channels = channels
        self.maxDelta = maxDelta
        self.worstPixel = worst < 0 ? nil : Position(x: worst % expected.width, y: worst / expected.width)
        self.meanDelta = n == 0 ? 0 : Double(sum) / samples
        self.allowedDelta = tolerance
        self.allowedDeltaE = maxDeltaE
        self.maxDeltaE = maxDeltaE == nil ? nil : largestE
        self.mismatchedPixels = mismatched
        self.pixelCount = n
        self.meanSquaredError = n == 0 ? 0 : Double(squares) / samples
        self.psnr = PSNR.decibels(meanSquaredError: meanSquaredError)
        self.ssim = maxDelta == 0 ? 1 : SSIM.index(expected, actual) ?? 1
    }

    static func isOpaque(_ frame: PixelBuffer) -> Bool {
        frame.pixels.withUnsafeBufferPointer { p in
            var i = 3
            while i < p.count { if p[i] != 255 { return false }; i += 4 }
            return true
        }
    }
}
