import SpinnerCore

/// How two frames of the same size differ, channel by channel in 8-bit levels of their
/// premultiplied values: what shows when they are composited, so the colour of a nearly
/// transparent pixel (noise at alpha 1/255 once un-premultiplied) counts only as much as it shows.
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
            let e = expected.pixels[(4 * i)..<(4 * i + 4)].map(Int.init)
            let a = actual.pixels[(4 * i)..<(4 * i + 4)].map(Int.init)
            var d = [abs(e[0] - a[0]), abs(e[1] - a[1]), abs(e[2] - a[2]), abs(e[3] - a[3])]
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
