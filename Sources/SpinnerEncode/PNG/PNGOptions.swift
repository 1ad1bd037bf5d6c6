/// How PNG frames are compressed.
public struct PNGOptions: Hashable, Sendable {
    /// zlib level, 0 (stored) ... 9 (smallest); 6 balances size and speed for spinner frames.
    public var compressionLevel: Int

    /// Options at zlib level `compressionLevel` (default 6).
    public init(compressionLevel: Int = 6) {
        self.compressionLevel = compressionLevel
    }
}
