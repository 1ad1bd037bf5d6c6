import SpinnerCore
import SpinnerEncode

/// The diff image (`DiffImage`) of one compared pair as PNG bytes: encoded once while both
/// frames are in hand, for `--diff` and `--html` alike, so the report embeds the very bytes the
/// diff folder gets.
public enum DiffPNG {
    /// A frame gets a diff image when a pixel is beyond the pixel test or it fails a floor.
    public static func isDrawn(for frame: FrameComparison) -> Bool {
        frame.difference.mismatchedPixels > 0 || !frame.passed
    }

    /// The pair's diff image at zlib level 6; nil when the frames' sizes differ.
    public static func encode(_ pair: ComparedPair, tolerance: CompareTolerance) throws(PNGError) -> [UInt8]? {
        guard let image = DiffImage.render(expected: pair.expected, actual: pair.actual, tolerance: tolerance,
                                           channels: pair.comparison.difference.channels) else { return nil }
        return try frame(image)
    }

    /// A frame as the report shows it, at the same level.
    public static func frame(_ image: PixelBuffer) throws(PNGError) -> [UInt8] {
        try PNGCodec.encode(image, options: PNGOptions(compressionLevel: 6))
    }
}
