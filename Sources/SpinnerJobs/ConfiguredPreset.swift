import SpinnerAnimation
import SpinnerPresets

/// A preset with its options read: the indicator, and the progress story it was given (checked
/// against the render's length before the tree is made).
package struct ConfiguredPreset {
    package let indicator: PresetIndicator
    package let progress: ProgressOptions?
    package let presentedProgress: (@Sendable (Layer) -> PresentedProgress?)?

    /// Seconds of one seamless loop, or of the whole story for an indicator that ends.
    package var loopPeriod: Double { indicator.loopPeriod }

    /// Whether the preset shows progress, so that `--at-progress` applies.
    package var showsProgress: Bool { presentedProgress != nil }

    /// The root layer of the preset's tree, for a render of `duration` seconds.
    package func makeLayer(duration: Double) throws(CLIError) -> Layer {
        try progress?.check(duration: duration)
        return indicator.makeLayer(duration: duration)
    }

    /// The property of a tree this preset made that shows the progress.
    package func presentedProgress(in root: Layer) -> PresentedProgress? { presentedProgress?(root) }
}
