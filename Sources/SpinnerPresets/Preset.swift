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
        PresetInfo(
            name: "ring",
            summary: "determinate progress ring with a logo or a percentage (HSProgressCircleView)",
            source: "\"可附带图片的圆形进度条\" (HSProgressCircleView / HSCircleView, after UAProgressView)"),
        PresetInfo(
            name: "gradient-bar",
            summary: "rainbow progress bar whose colours scroll (WGradientProgress)",
            source: "weng1250/WGradientProgressDemo, WGradientProgress.m"),
        PresetInfo(
            name: "image-progress",
            summary: "image view showing download progress as a border or a growing frame (WCProgressImageview)",
            source: "\"IOS custom control: display the ImageView of the download process\" (blog.csdn.net/hello_hwc)"),
    ]
}
