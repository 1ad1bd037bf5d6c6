import SpinnerCore
import SpinnerText

extension PresetDescription {
    /// `spinnergen ring`: HSProgressCircleView, a determinate ring with a logo or a percentage.
    public static let ring = PresetDescription(
        name: "ring",
        summary: "determinate progress ring with a logo or a percentage (HSProgressCircleView)",
        source: "\"可附带图片的圆形进度条\" (HSProgressCircleView / HSCircleView, after UAProgressView)",
        examples: [
            "spinnergen ring --logo logo.png -o ring.mp4",
            "spinnergen ring --label percent --progress 0:0,1.5:0.3,4:1 -o ring/%04d.png",
            "spinnergen ring --seed 7 --download-time 5 --background '#FFFF00' -o ring.mp4",
        ],
        defaultSize: Size(width: ProgressRing().size, height: ProgressRing().size),
        parameters: [
            PresetParameter("logo", "FILE.png", .imageFile, help: "image in the centre, inset by border + line width"),
            PresetParameter("label", "percent", .choice(["percent"], expected: "percent"),
                            help: "show the progress as a percentage instead of a logo"),
            PresetParameter("stroke-color", "COLOR", .color, default: .color(ProgressRing().strokeColor),
                            help: "progress stroke colour, and the label's"),
            PresetParameter("border-color", "COLOR", .color, default: .color(ProgressRing().borderColor), help: "border colour"),
            PresetParameter("border-width", "PT",
                            .number(NumberRange(minimum: 0, includesMinimum: true, maximum: { $0.width / 2 },
                                                expected: { _ in "points from 0 to half the size" })),
                            default: .number(ProgressRing().borderWidth), help: "border width"),
            PresetParameter("line-width", "PT",
                            .number(NumberRange(minimum: 0, maximum: { $0.width / 2 }, expected: { _ in "points above 0" })),
                            default: .number(ProgressRing().lineWidth), help: "stroke width"),
            PresetParameter("line-cap", "CAP", .choice(of: LineCap.self), default: .choice(ProgressRing().lineCap.rawValue),
                            help: "the progress stroke's ends: butt, round or square"),
        ],
        presentedProgress: { ProgressRing.presentedProgress(in: $0) },
        build: { input in
            let (v, size) = (input.values, input.size)
            guard size.width == size.height else {
                throw PresetError("the ring needs a square size, not \(DecimalText.shortest(size.width))x\(DecimalText.shortest(size.height))",
                                  hint: "use --size \(DecimalText.shortest(ProgressRing().size))")
            }
            var ring = ProgressRing()
            ring.size = size.width
            let progress = try input.progressTimeline()
            if let c = v.color("stroke-color") { ring.strokeColor = c; ring.labelColor = c }
            if let c = v.color("border-color") { ring.borderColor = c }
            if let w = v.number("border-width") { ring.borderWidth = w }
            if let w = v.number("line-width") { ring.lineWidth = w }
            if let cap = v.choice("line-cap", as: LineCap.self) { ring.lineCap = cap }
            guard ring.arcRadius > 0 else {
                throw PresetError("border and line are too wide for a \(DecimalText.shortest(size.width)) pt ring",
                                  hint: "lower --border-width or --line-width")
            }
            if v.isGiven("logo"), v.isGiven("label") { throw PresetError("--logo and --label cannot be used together", hint: "pick one centre") }
            if v.isGiven("label") { ring.percentFont = try labelFont() }
            if let logo = try input.image("logo") { ring.logo = logo }
            return PresetIndicator(loopPeriod: progress.storyLength) { ring.makeLayer(progress: progress, until: $0) }
        })

    /// The system's default font, for the ring's percentage.
    private static func labelFont() throws(PresetError) -> Font {
        guard let path = Font.defaultFontPath() else {
            throw PresetError("no font for the label", hint: "install fonts-dejavu-core (scripts/install-deps does)", reason: .missingInput)
        }
        do { return try Font(contentsOf: path) } catch {
            throw PresetError("cannot load the label font: \(error)", reason: .badData)
        }
    }
}
