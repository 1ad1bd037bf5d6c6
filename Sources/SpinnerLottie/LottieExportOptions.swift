/// What an export does itself rather than leave to the player, for players that draw some
/// things inexactly (rlottie 0.1's trims and thin strokes).
public struct LottieExportOptions: Hashable, Sendable {
    /// strokeStart / strokeEnd applied by spinnergen: each frame's trimmed path a path
    /// keyframe, no trim (`tm`) written (`LottieTrimBake`).
    public var bakeTrims: Bool
    /// Strokes written as the fills of their outlines (`LottieStrokeOutline`), trimmed and
    /// dashed as drawn.
    public var outlineStrokes: Bool

    public init(bakeTrims: Bool = false, outlineStrokes: Bool = false) {
        self.bakeTrims = bakeTrims
        self.outlineStrokes = outlineStrokes
    }
}

/// What an export drew itself under its `LottieExportOptions`, each as `layer.slot`.
struct LottieBaked {
    var trims: [String] = []
    var outlines: [String] = []
}
