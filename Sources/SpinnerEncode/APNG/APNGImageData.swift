import CZlib

/// The zlib stream of one APNG frame (its IDAT or fdAT data): the rows filtered several ways and
/// deflated at the job's level, keeping the smallest, so `--compression` stays zlib's level.
enum APNGImageData {
    /// The filterings tried, in order; on a tie the earlier one is kept, so the choice (and the
    /// file) is the same on every run. On spinner art "none" wins most frames and the adaptive
    /// choice the rest; every row Up or Paeth never won on the material loop, and each try costs
    /// a deflate, so they are not tried.
    static let strategies: [APNGFilter.Strategy] = [.every(.none), .adaptive]

    /// The smallest stream of straight RGBA `pixels` (`width`×`height`) among `strategies`;
    /// nil if zlib fails.
    static func smallest(_ pixels: [UInt8], width: Int, height: Int, level: Int) -> [UInt8]? {
        var best: [UInt8]? = nil
        for strategy in strategies {
            let filtered = pixels.withUnsafeBufferPointer { APNGFilter.apply(strategy, to: $0, width: width, height: height) }
            // zlib's advice for filtered rows; unfiltered ones keep the default.
            let zStrategy = strategy == .every(.none) ? Z_DEFAULT_STRATEGY : Z_FILTERED
            guard let stream = APNGDeflate.stream(filtered, level: level, strategy: zStrategy) else { return nil }
            if best == nil || stream.count < best!.count { best = stream }
        }
        return best
    }
}
