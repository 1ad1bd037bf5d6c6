/// An entry of the catalogue: a preset's command name, what it draws and where it comes from.
public struct PresetInfo: Hashable, Sendable {
    public let name: String
    public let summary: String
    public let source: String

    /// Every preset spinnergen can render.
    public static let all: [PresetInfo] = [
        PresetInfo(
            name: "material",
            summary: "Material indeterminate circular spinner (GMDCircularProgressView): 4 colours, 6 s loop",
            source: "narmirzaei/MaterialDesignCircularProgressView, GMDCircularProgressView.swift"),
    ]
}
