/// What a finished render did.
public struct RenderSummary: Hashable, Sendable {
    /// Frames written (a GIF above 50 fps: the frames its file holds, see `GIFTiming`).
    public let frameCount: Int
    /// Every file the render created, in frame order.
    public let files: [String]
    /// Wall-clock seconds from start to the last byte written.
    public let seconds: Double
    /// With `RenderPipeline.run(_:hashFrames: true)`: each frame's SHA-256 as lowercase hex, in
    /// frame order (see `FrameHashSink` for which bytes); otherwise empty.
    public internal(set) var frameHashes: [String] = []
    /// A GIF output: true when some partly transparent pixel was composited over its matte
    /// (`GIFSink.blendedOverMatte`), so the matte's colour shows at its edges.
    public internal(set) var blendedOverMatte = false
    /// An output with a byte budget (`RenderJob.maxBytes`): the setting its search chose.
    public internal(set) var budgetChoice: ByteBudgetChoice?
}
