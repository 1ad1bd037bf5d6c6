import SpinnerCore
import SpinnerAnimation
import SpinnerPresets

/// `spinnergen image-progress`: WCProgressImageview, download progress over an image view.
struct ImageProgressCommand: PresetCommand, ShowsProgress {
    static let info = PresetInfo.all.first { $0.name == "image-progress" }!
    static let defaultSize = ProgressImageView().size
    static let presetOptions: [ArgumentScanner.Option] = ProgressOptions.options + [
        .init("type", value: "border|frame", help: "a rounded-rect border drawn to the progress (default), or a grey frame growing from the left"),
        .init("image", value: "FILE.png", help: "the downloaded image, shown when the download completes"),
        .init("color", value: "COLOR", help: "border colour (default #0000FF) or frame colour (default #AAAAAA)"),
        .init("corners", value: "continuous|circular", help: "the border's corners: continuous as current iOS draws them (default) or quarter circles"),
    ]
    static let examples = [
        "spinnergen image-progress --type border --image photo.png -o img.mp4",
        "spinnergen image-progress --type frame --image photo.png --progress 0:0,2:1 -o img/%04d.png",
    ]

    var view = ProgressImageView()
    let progress: ProgressOptions

    init(_ a: ArgumentScanner, size: Size) throws(CLIError) {
        view.size = size
        progress = try ProgressOptions(a)
        if let v = a["type"] { view.style = try ValueParser.choice(v, option: "type", as: ProgressImageView.Style.self) }
        if let v = a["corners"] { view.cornerStyle = try ValueParser.choice(v, option: "corners", as: CornerStyle.self) }
        if let v = a["color"] {
            let c = try ValueParser.color(v, option: "color")
            view.borderColor = c
            view.frameColor = c
        }
        if let v = a["image"] { view.image = try ImageInput.load(v, option: "image") }
    }

    func makeLayer(duration: Double) throws(CLIError) -> Layer {
        try progress.check(duration: duration)
        return view.makeLayer(progress: progress.timeline, until: duration)
    }

    var loopPeriod: Double { progress.storyLength }

    func presentedProgress(in root: Layer) -> PresentedProgress? { ProgressImageView.presentedProgress(in: root) }
}
