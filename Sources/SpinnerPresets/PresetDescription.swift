import SpinnerCore
import SpinnerAnimation

/// A preset as data: what it is called and reproduces, how it is shown off, its view size, its
/// parameters, and a builder from their values to a layer tree. The command line derives every
/// option, check and help line from this.
public struct PresetDescription: Sendable {
    /// The command name: `spinnergen NAME`.
    public let name: String
    /// One line for `list`.
    public let summary: String
    /// The app code it reproduces.
    public let source: String
    /// Example command lines for help.
    public let examples: [String]
    /// The view's size in points when `--size` is not given (with every option at its default).
    public let defaultSize: Size
    /// The view's size for these values when `--size` is not given (a style may have its own).
    private let sizeForValues: (@Sendable (PresetValues) -> Size)?
    /// The ways the preset can play (`--style`), the first the default; empty for one way.
    public let styles: [PresetStyle]
    /// The parameters of the preset itself; `parameters` adds the progress ones.
    public let ownParameters: [PresetParameter]
    /// For a determinate preset, the property of a tree it made that shows the progress (for
    /// stills at a progress); nil for an indeterminate one.
    public let presentedProgress: (@Sendable (Layer) -> PresentedProgress?)?
    /// The indicator for the values given; throws `PresetError`, or what the image resolver throws.
    public let build: @Sendable (PresetInput) throws -> PresetIndicator

    public init(name: String, summary: String, source: String, examples: [String], defaultSize: Size,
                sizeForValues: (@Sendable (PresetValues) -> Size)? = nil, styles: [PresetStyle] = [],
                parameters: [PresetParameter], presentedProgress: (@Sendable (Layer) -> PresentedProgress?)? = nil,
                build: @escaping @Sendable (PresetInput) throws -> PresetIndicator) {
        self.sizeForValues = sizeForValues
        self.styles = styles
        self.name = name
        self.summary = summary
        self.source = source
        self.examples = examples
        self.defaultSize = defaultSize
        self.ownParameters = parameters
        self.presentedProgress = presentedProgress
        self.build = build
    }

    /// The view's size when `--size` is not given, for the values read so far (choices and flags).
    public func defaultSize(for values: PresetValues) -> Size { sizeForValues?(values) ?? defaultSize }

    /// Whether the preset shows download progress (and so takes the progress parameters).
    public var showsProgress: Bool { presentedProgress != nil }

    /// Every parameter: the progress ones first for a determinate preset, then its own.
    public var parameters: [PresetParameter] { (showsProgress ? PresetParameter.progress : []) + ownParameters }
}
