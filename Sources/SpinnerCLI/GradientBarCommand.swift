import SpinnerCore
import SpinnerAnimation
import SpinnerPresets

/// `spinnergen gradient-bar`: WGradientProgress, the scrolling rainbow bar.
struct GradientBarCommand: PresetCommand, ShowsProgress {
    static let info = PresetInfo.all.first { $0.name == "gradient-bar" }!
    static let defaultSize = GradientProgressBar().size
    static let presetOptions: [ArgumentScanner.Option] = ProgressOptions.options + [
        .init("position", value: "top|bottom", help: "draw the bar on a parent view: 2 pt high below its bottom edge (bottom) or 1 pt high above its top edge (top), as the original places it"),
        .init("parent-size", value: "WxH", help: "the parent view's size in points (default 320x44, a navigation bar); needs --position"),
        .init("parent-color", value: "COLOR", help: "the parent view's background (default #F7F7F7)"),
    ]
    static let examples = [
        "spinnergen gradient-bar -o bar.mp4                      (the bar alone, 320x2 pt: --size 320x2)",
        "spinnergen gradient-bar --position bottom -o nav.mp4    (under a 320x44 pt parent)",
        "spinnergen gradient-bar --progress 0:0.6 --duration 3 -o bar/%04d.png",
    ]

    var bar = GradientProgressBar()
    let progress: ProgressOptions
    var placement: GradientProgressBar.Placement?

    init(_ a: ArgumentScanner, size: Size) throws(CLIError) {
        progress = try ProgressOptions(a)
        bar.size = size
        if let v = a["position"] {
            guard let edge = GradientProgressBar.Edge(rawValue: v) else {
                throw CLIError("invalid value \(UserText.quoted(v)) for --position", hint: "expected top or bottom")
            }
            var p = GradientProgressBar.Placement(edge: edge)
            if let s = a["parent-size"] { p.parentSize = try ValueParser.size(s, option: "parent-size") }
            if let c = a["parent-color"] { p.parentColor = try ValueParser.color(c, option: "parent-color") }
            placement = p
        } else if a.has("parent-size") || a.has("parent-color") {
            throw CLIError("--parent-size and --parent-color need --position", hint: "add --position bottom")
        }
    }

    func makeLayer(duration: Double) throws(CLIError) -> Layer {
        try progress.check(duration: duration)
        guard let placement else { return bar.makeLayer(progress: progress.timeline, until: duration) }
        return bar.makeLayer(progress: progress.timeline, until: duration, on: placement)
    }

    var loopPeriod: Double { progress.storyLength }

    func presentedProgress(in root: Layer) -> PresentedProgress? { GradientProgressBar.presentedProgress(in: root) }
}
