import SpinnerAnimation
import SpinnerPresets

/// A preset with its options read: the indicator, and the progress story it was given (checked
/// against the render's length before the tree is made).
struct ConfiguredPreset {
    let indicator: PresetIndicator
    let progress: ProgressOptions?
    let presentedProgress: (@Sendable (Layer) -> PresentedProgress?)?

    /// Seconds of one seamless loop, or of the whole story for an indicator that ends.
    var loopPeriod: Double { indicator.loopPeriod }

    /// Whether the preset shows progress, so that `--at-progress` applies.
    var showsProgress: Bool { presentedProgress != nil }

    /// The root layer of the preset's tree, for a render of `duration` seconds.
    func makeLayer(duration: Double) throws(CLIError) -> Layer {
        try progress?.check(duration: duration)
        return indicator.makeLayer(duration: duration)
    }

    /// The property of a tree this preset made that shows the progress.
    func presentedProgress(in root: Layer) -> PresentedProgress? { presentedProgress?(root) }
}
