import SpinnerCore

extension PresetDescription {
    /// `spinnergen gradient-bar`: WGradientProgress, the scrolling rainbow bar.
    public static let gradientBar = PresetDescription(
        name: "gradient-bar",
        summary: "rainbow progress bar whose colours scroll (WGradientProgress)",
        source: "weng1250/WGradientProgressDemo, WGradientProgress.m",
        examples: [
            "spinnergen gradient-bar -o bar.mp4                      (the bar alone, \(barSize) pt: --size \(barSize))",
            "spinnergen gradient-bar --position bottom -o nav.mp4    (under a \(ParameterValue.size(placement.parentSize).text) pt parent)",
            "spinnergen gradient-bar --progress 0:0.6 --duration 3 -o bar/%04d.png",
        ],
        defaultSize: GradientProgressBar().size,
        parameters: [
            PresetParameter("position", "top|bottom", .choice(of: GradientProgressBar.Edge.self, expected: "top or bottom"),
                            absence: "none, the bar alone",
                            help: "draw the bar on a parent view: 2 pt high below its bottom edge (bottom) or 1 pt high above its top edge (top), as the original places it"),
            PresetParameter("parent-size", "WxH", .size, default: .size(placement.parentSize),
                            help: "the parent view's size in points (a navigation bar); needs --position"),
            PresetParameter("parent-color", "COLOR", .color, default: .color(placement.parentColor),
                            help: "the parent view's background"),
        ],
        presentedProgress: { GradientProgressBar.presentedProgress(in: $0) },
        build: { input in
            let v = input.values
            let progress = try input.progressTimeline()
            var bar = GradientProgressBar()
            bar.size = input.size
            var placement: GradientProgressBar.Placement?
            if let edge = v.choice("position", as: GradientProgressBar.Edge.self) {
                var p = GradientProgressBar.Placement(edge: edge)
                if let s = v.size("parent-size") { p.parentSize = s }
                if let c = v.color("parent-color") { p.parentColor = c }
                placement = p
            } else if v.isGiven("parent-size") || v.isGiven("parent-color") {
                throw PresetError("--parent-size and --parent-color need --position", hint: "add --position bottom")
            }
            return PresetIndicator(loopPeriod: progress.storyLength) { duration in
                guard let placement else { return bar.makeLayer(progress: progress, until: duration) }
                return bar.makeLayer(progress: progress, until: duration, on: placement)
            }
        })

    /// The bar's own size, as `--size` takes it.
    private static let barSize = ParameterValue.size(GradientProgressBar().size).text
    /// The parent view's defaults.
    private static let placement = GradientProgressBar.Placement(edge: .bottom)
}
