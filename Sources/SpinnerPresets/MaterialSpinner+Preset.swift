import SpinnerCore

extension PresetDescription {
    /// `spinnergen material`: the Material indeterminate spinner.
    public static let material = PresetDescription(
        name: "material",
        summary: "Material indeterminate circular spinner (GMDCircularProgressView): \(MaterialSpinner().colors.count) colours, \(MaterialSpinner().loopPeriod.shortText) s loop",
        source: "narmirzaei/MaterialDesignCircularProgressView, GMDCircularProgressView.swift",
        examples: [
            "spinnergen material --fps 60 -o out.mp4",
            "spinnergen material --scale 3 -o frames/%04d.png",
            "spinnergen material --time 0.75 -o still.png",
            "spinnergen material --colors '#FFFFFF' --background '#202124' --line-cap round -o dark.mp4",
        ],
        defaultSize: MaterialSpinner().size,
        parameters: [
            PresetParameter("colors", "C1,C2,...", .colorList(1...64), default: .colors(MaterialSpinner().colors),
                            help: "stroke colour of each \(MaterialSpinner.strokeCycle.shortText) s cycle"),
            PresetParameter("line-width", "PT",
                            .number(NumberRange(minimum: 0, maximum: { min($0.width, $0.height) },
                                                expected: { "points above 0 and below the view's smaller side (\(min($0.width, $0.height)))" })),
                            default: .number(MaterialSpinner().lineWidth), help: "stroke width in points"),
            PresetParameter("line-cap", "CAP", .choice(of: LineCap.self), default: .choice(MaterialSpinner().lineCap.rawValue),
                            help: "butt, round or square"),
            PresetParameter("speed", "X",
                            .number(NumberRange(minimum: 0.01, includesMinimum: true, maximum: 100, expected: "a speed from 0.01 to 100")),
                            default: .number(MaterialSpinner().speed), help: "playback speed; 2 plays twice as fast"),
        ],
        build: { input in
            let v = input.values
            var spinner = MaterialSpinner()
            spinner.size = input.size
            if let colors = v.colors("colors") { spinner.colors = colors }
            if let width = v.number("line-width") { spinner.lineWidth = width }
            let side = min(input.size.width, input.size.height)
            if spinner.lineWidth >= side {
                if let text = v.writtenText("line-width") {
                    throw PresetError("invalid value \(UserText.quoted(text)) for --line-width",
                                      hint: "the stroke must be narrower than the view's smaller side (\(side))")
                }
                throw PresetError("a \(side) pt view is too small for the \(spinner.lineWidth.shortText) pt stroke",
                                  hint: "raise --size or lower --line-width")
            }
            if let cap = v.choice("line-cap", as: LineCap.self) { spinner.lineCap = cap }
            if let speed = v.number("speed") { spinner.speed = speed }
            return PresetIndicator(loopPeriod: spinner.loopPeriod) { _ in spinner.makeLayer() }
        })
}
