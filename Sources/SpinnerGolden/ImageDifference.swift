import SpinnerCore

/// How two frames of the same size differ, channel by channel in 8-bit levels of their
/// straight-alpha (PNG) values.
public struct ImageDifference: Hashable, Sendable {
    /// The largest difference of any channel of any pixel.
    public let maxDelta: Int
    /// The mean absolute difference over every channel of every pixel.
    public let meanDelta: Double
    /// Pixels whose largest channel difference exceeds the tolerance used.
    public let mismatchedPixels: Int
    public let pixelCount: Int
    /// The first pixel with the largest difference, for messages.
    public let worstPixel: (x: Int, y: Int)?

    /// The fraction of pixels beyond the tolerance.
    public var mismatchFraction: Double { pixelCount == 0 ? 0 : Double(mismatchedPixels) / Double(pixelCount) }

    public static func == (a: ImageDifference, b: ImageDifference) -> Bool {
        a.maxDelta == b.maxDelta && a.meanDelta == b.meanDelta && a.mismatchedPixels == b.mismatchedPixels
            && a.pixelCount == b.pixelCount && a.worstPixel?.x == b.worstPixel?.x && a.worstPixel?.y == b.worstPixel?.y
    }

    public func hash(into h: inout Hasher) {
        h.combine(maxDelta); h.combine(meanDelta); h.combine(mismatchedPixels); h.combine(pixelCount)
    }

    /// Compares two frames; nil when their sizes differ. `tolerance` is the per-channel
    /// difference a pixel may have and still count as matching; `channels` limits the
    /// comparison to the colour channels (3) of opaque frames or includes alpha (4).
    public init?(_ expected: PixelBuffer, _ actual: PixelBuffer, tolerance: Int = 0, channels: Int = 4) {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        let n = expected.width * expected.height
        var maxDelta = 0, sum = 0, mismatched = 0
        var worst: (Int, Int)? = nil
        for i in 0..<n {
            let e = PremultipliedRGBA8(r: expected.pixels[4 * i], g: expected.pixels[4 * i + 1],
                                       b: expected.pixels[4 * i + 2], a: expected.pixels[4 * i + 3]).unpremultiplied
            let a = PremultipliedRGBA8(r: actual.pixels[4 * i], g: actual.pixels[4 * i + 1],
                                       b: actual.pixels[4 * i + 2], a: actual.pixels[4 * i + 3]).unpremultiplied
            var d = [abs(Int(e.r) - Int(a.r)), abs(Int(e.g) - Int(a.g)), abs(Int(e.b) - Int(a.b)), abs(Int(e.a) - Int(a.a))]
            if channels == 3 { d.removeLast() }
            let m = d.max()!
            sum += d.reduce(0, +)
            if m > tolerance { mismatched += 1 }
            if m > maxDelta { maxDelta = m; worst = (i % expected.width, i / expected.width) }
        }
        self.maxDelta = maxDelta
        self.meanDelta = n == 0 ? 0 : Double(sum) / Double(n * channels)
        self.mismatchedPixels = mismatched
        self.pixelCount = n
        self.worstPixel = worst
    }
}
