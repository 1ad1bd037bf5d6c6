/// What a finished render did.
public struct RenderSummary: Hashable, Sendable {
    /// Frames written.
    public let frameCount: Int
    /// Every file the render created, in frame order.
    public let files: [String]
    /// Wall-clock seconds from start to the last byte written.
    public let seconds: Double
}
