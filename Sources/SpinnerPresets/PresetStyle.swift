import SpinnerCore

/// One way a preset can play, chosen with `--style NAME`: the implementation it reproduces.
/// `list` and the preset's help name every style and its source.
public struct PresetStyle: Sendable, Hashable {
    /// The value of `--style`.
    public let name: String
    /// What plays this way, in a few words ("MDC-Android, the M3 advance animation").
    public let summary: String
    /// The code it follows: repository and file.
    public let source: String
    /// The view's size in points when `--size` is not given.
    public let defaultSize: Size

    public init(name: String, summary: String, source: String, defaultSize: Size) {
        self.name = name
        self.summary = summary
        self.source = source
        self.defaultSize = defaultSize
    }
}
