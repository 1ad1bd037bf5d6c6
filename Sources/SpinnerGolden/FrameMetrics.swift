import SpinnerCore

/// Every number `compare` reports about one pair of frames of the same size, from premultiplied
/// 8-bit values. When both frames are wholly opaque only R, G and B count (alpha cannot differ,
/// and counting it would dilute the mean and PSNR by a quarter); otherwise alpha counts too.
public struct FrameMetrics: Hashable, Sendable {
    /// 3 (opaque frames: RGB) or 4 (RGBA).
    public let channels: Int
    /// The largest difference of any counted channel of any pixel.
    public let maxDelta: Int
    /// The mean absolute difference over every counted channel of every pixel.
    public let meanDelta: Double
    /// Pixels whose largest channel difference exceeds the tolerance used.
    public let mismatchedPixels: Int
    public let pixelCount: Int
    /// Mean squared difference over every counted channel of every pixel.
    public let meanSquaredError: Double
    /// `PSNR.decibels(meanSquaredError:)`: `+infinity` for identical frames.
    public let psnr: Double
    /// Luma SSIM (`SSIM`), 1 for identical frames.
    public let ssim: Double

    /// The fraction of pixels beyond the tolerance.
    public var mismatchFraction: Double { pixelCount == 0 ? 0 : Double(mismatchedPixels) / Double(pixelCount) }

    /// Measures two frames; nil when their sizes differ. `maxDelta` is the per-channel level
    /// difference a pixel may have and still match.
    public init?(_ expected: PixelBuffer, _ actual: PixelBuffer, maxDelta tolerance: Int) {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        let n = expected.width * expected.height
        let channels = FrameMetrics.isOpaque(expected) && FrameMetrics.isOpaque(actual) ? 3 : 4
        var maxDelta = 0, sum = 0, squares = 0, mismatched = 0
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
                    if m > tolerance { mismatched += 1 }
                    if m > maxDelta { maxDelta = m }
                }
            }
        }
        let samples = Double(n * channels)
        self.channels = channels
        self.maxDelta = maxDelta
        self.meanDelta = n == 0 ? 0 : Double(sum) / samples
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
