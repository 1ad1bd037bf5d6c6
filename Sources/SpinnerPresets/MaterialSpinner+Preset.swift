import SpinnerCore

extension PresetDescription {
    /// `spinnergen material`: the Material indeterminate spinner, as each platform plays it.
    public static let material = PresetDescription(
        name: "material",
        summary: "Material indeterminate circular spinner, as iOS (GMDCircularProgressView), Android, Flutter, the web or MDC-iOS play it (--style)",
        source: "docs/presets.md (each style's formulas and source file); the default style: \(MaterialStyle.gmd.source)",
        examples: [
            "spinnergen material --fps 60 -o out.mp4",
            "spinnergen material --style android --scale 3 -o frames/%04d.png",
            "spinnergen material --style flutter --time 0.5 -o still.png",
            "spinnergen material --style android --android-ms-truncation -o android.mp4",
            "spinnergen material --colors '#FFFFFF' --background '#202124' --line-cap round -o dark.mp4",
        ],
        defaultSize: MaterialStyle.gmd.defaultSize,
        sizeForValues: { values in (values.choice("style", as: MaterialStyle.self) ?? .gmd).defaultSize },
        styles: MaterialStyle.allCases.map(\.presetStyle),
        parameters: [
            PresetParameter("style", "NAME", .choice(of: MaterialStyle.self), default: .choice(MaterialStyle.gmd.rawValue),
                            help: "whose spinner to replay: \(MaterialStyle.allCases.map(\.rawValue).joined(separator: ", ")) (see STYLES)"),
            PresetParameter("colors", "C1,C2,...", .colorList(1...64), absence: "the style's",
                            help: "stroke colours in the order the style cycles them"),
            PresetParameter("line-width", "PT",
                            .number(NumberRange(minimum: 0, maximum: { min($0.width, $0.height) },
                                                expected: { "points above 0 and below the view's smaller side (\(min($0.width, $0.height)))" })),
                            absence: "the style's", help: "stroke width in points"),
            PresetParameter("line-cap", "CAP", .choice(of: LineCap.self), absence: "the style's", help: "butt, round or square"),
            PresetParameter("speed", "X",
                            .number(NumberRange(minimum: 0.01, includesMinimum: true, maximum: 100, expected: "a speed from 0.01 to 100")),
                            default: .number(1), help: "playback speed; 2 plays twice as fast"),
            PresetParameter(flag: "android-ms-truncation",
                            help: "android styles: head and tail at whole milliseconds, as Android's (int)(fraction · duration) gives them"),
        ],
        build: { input in
            let v = input.values
            let style = v.choice("style", as: MaterialStyle.self) ?? .gmd
            let truncation = v.flag("android-ms-truncation")
            if truncation, !style.isAndroid {
                throw PresetError("--android-ms-truncation applies to --style android and android-retreat, not \(style.rawValue)")
            }
            let lineWidth = v.number("line-width") ?? style.defaultLineWidth
            let side = min(input.size.width, input.size.height)
            if lineWidth >= side {
                if let text = v.writtenText("line-width") {
                    throw PresetError("invalid value \(UserText.quoted(text)) for --line-width",
                                      hint: "the stroke must be narrower than the view's smaller side (\(side))")
                }
                throw PresetError("a \(side) pt view is too small for the \(DecimalText.shortest(lineWidth)) pt stroke",
                                  hint: "raise --size or lower --line-width")
            }
            return style.indicator(size: input.size, lineWidth: lineWidth, colors: v.colors("colors") ?? style.defaultColors,
                                   lineCap: v.choice("line-cap", as: LineCap.self) ?? style.defaultLineCap,
                                   speed: v.number("speed") ?? 1, msTruncation: truncation)
        })
}
