import SpinnerCore
import SpinnerAnimation
import SpinnerPresets
import SpinnerText

/// `spinnergen ring`: HSProgressCircleView, a determinate ring with a logo or a percentage.
struct RingCommand: PresetCommand, ShowsProgress {
    static let info = PresetInfo.all.first { $0.name == "ring" }!
    static let defaultSize = Size(width: 100, height: 100)
    static let presetOptions: [ArgumentScanner.Option] = ProgressOptions.options + [
        .init("logo", value: "FILE.png", help: "image in the centre, inset by border + line width"),
        .init("label", value: "percent", help: "show the progress as a percentage instead of a logo"),
        .init("stroke-color", value: "COLOR", help: "progress stroke colour (default #05CCC5, rgb(5,204,197))"),
        .init("border-color", value: "COLOR", help: "border colour (default #E5E5E5, the demo's rgb(229,229,229))"),
        .init("border-width", value: "PT", help: "border width (default 3, the demo's)"),
        .init("line-width", value: "PT", help: "stroke width (default 2)"),
    ]
    static let examples = [
        "spinnergen ring --logo logo.png -o ring.mp4",
        "spinnergen ring --label percent --progress 0:0,1.5:0.3,4:1 -o ring/%04d.png",
        "spinnergen ring --seed 7 --download-time 5 --background '#FFFF00' -o ring.mp4",
    ]

    var ring = ProgressRing()
    let progress: ProgressOptions

    init(_ a: ArgumentScanner, size: Size) throws(CLIError) {
        guard size.width == size.height else {
            throw CLIError("the ring needs a square size, not \(size.width.clean)x\(size.height.clean)", hint: "use --size 100")
        }
        ring.size = size.width
        progress = try ProgressOptions(a)
        if let v = a["stroke-color"] { ring.strokeColor = try ValueParser.color(v, option: "stroke-color"); ring.labelColor = ring.strokeColor }
        if let v = a["border-color"] { ring.borderColor = try ValueParser.color(v, option: "border-color") }
        if let v = a["border-width"] {
            ring.borderWidth = try ValueParser.number(v, option: "border-width", min: 0, max: size.width / 2, inclusiveMin: true, expected: "points from 0 to half the size")
        }
        if let v = a["line-width"] {
            ring.lineWidth = try ValueParser.number(v, option: "line-width", min: 0, max: size.width / 2, expected: "points above 0")
        }
        guard ring.arcRadius > 0 else {
            throw CLIError("border and line are too wide for a \(size.width.clean) pt ring", hint: "lower --border-width or --line-width")
        }
        if a.has("logo"), a.has("label") { throw CLIError("--logo and --label cannot be used together", hint: "pick one centre") }
        if let v = a["label"] {
            guard v == "percent" else { throw CLIError("invalid value \(UserText.quoted(v)) for --label", hint: "expected percent") }
            guard let path = Font.defaultFontPath() else {
                throw CLIError("no font for the label", hint: "install fonts-dejavu-core (scripts/install-deps does)", exitCode: .noInput)
            }
            do { ring.percentFont = try Font(contentsOf: path) } catch {
                throw CLIError("cannot load the label font: \(error)", exitCode: .dataError)
            }
        }
        if let v = a["logo"] { ring.logo = try ImageInput.load(v, option: "logo") }
    }

    func makeLayer(duration: Double) throws(CLIError) -> Layer {
        try progress.check(duration: duration)
        return ring.makeLayer(progress: progress.timeline, until: duration)
    }

    var loopPeriod: Double { progress.storyLength }

    func presentedProgress(in root: Layer) -> PresentedProgress? { ProgressRing.presentedProgress(in: root) }
}
