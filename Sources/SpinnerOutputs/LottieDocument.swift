import SpinnerCore
import SpinnerAnimation
import SpinnerLottieImport

/// A Lottie file read for a command: the composition as read, its layer tree built on the
/// engine's layers (time 0 is frame `ip`), its markers, the features it uses, the notes on what
/// the render does not reproduce, and its images as resolved.
package struct LottieDocument {
    package let composition: LottieComposition
    package let root: Layer
    /// What is approximated or left out, once each, in the order met.
    package let notes: [LottieNote]
    package let markers: [LottieMarker]
    package let features: LottieFeatureList
    /// The image assets' pixels by asset id, read from the data URL, the dotLottie package or
    /// beside the file within the limits, and given to the scene builder's image layers.
    package let images: [String: PixelBuffer]
    /// The dotLottie animation played, nil for a plain JSON file.
    package let animationID: String?

    /// Seconds of one loop: `(op - ip) / fr`.
    package var loopPeriod: Double { composition.duration }

    /// Scene seconds of the file's own frame `frame` (`ip` is 0 s).
    package func seconds(ofFrame frame: Double) -> Double { (frame - composition.inPoint) / composition.frameRate }

    /// The marker named `name`, if any (the first when several share it).
    package func marker(named name: String) -> LottieMarker? { markers.first { $0.name == name } }
}
