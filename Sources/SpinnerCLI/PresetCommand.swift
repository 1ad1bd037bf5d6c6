import SpinnerCore
import SpinnerAnimation
import SpinnerPresets

/// One preset as the command line sees it: its own options and how they make a layer tree.
protocol PresetCommand: Sendable {
    static var info: PresetInfo { get }
    /// Options beyond `RenderOptions.options`.
    static var presetOptions: [ArgumentScanner.Option] { get }
    /// Example command lines for `--help`.
    static var examples: [String] { get }
    /// The preset's own view size in points.
    static var defaultSize: Size { get }

    init(_ arguments: ArgumentScanner, size: Size) throws(CLIError)
    /// The root layer of the preset's tree, for a render of `duration` seconds.
    func makeLayer(duration: Double) throws(CLIError) -> Layer
    /// Seconds of one seamless loop, or of the whole story for an indicator that ends.
    var loopPeriod: Double { get }
}
