import SpinnerCore

extension PresetDescription {
    /// `spinnergen image-progress`: WCProgressImageview, download progress over an image view.
    public static let imageProgress = PresetDescription(
        name: "image-progress",
        summary: "image view showing download progress as a border or a growing frame (WCProgressImageview)",
        source: "\"IOS custom control: display the ImageView of the download process\" (blog.csdn.net/hello_hwc)",
        examples: [
            "spinnergen image-progress --type border --image photo.png -o img.mp4",
            "spinnergen image-progress --type frame --image photo.png --progress 0:0,2:1 -o img/%04d.png",
        ],
        defaultSize: ProgressImageView().size,
        parameters: [
            PresetParameter("type", "border|frame", .choice(of: ProgressImageView.Style.self),
                            default: .choice(ProgressImageView().style.rawValue),
                            help: "a rounded-rect border drawn to the progress (border), or a grey frame growing from the left (frame)"),
            PresetParameter("image", "FILE.png", .imageFile, help: "the downloaded image, shown when the download completes"),
            PresetParameter("color", "COLOR", .color,
                            absence: "the type's own, \(ProgressImageView().borderColor.hexString) for the border or \(ProgressImageView().frameColor.hexString) for the frame",
                            help: "border or frame colour"),
            PresetParameter("corners", "continuous|circular", .choice(of: CornerStyle.self),
                            default: .choice(ProgressImageView().cornerStyle.rawValue),
                            help: "the border's corners: continuous as current iOS draws them, or quarter circles (circular)"),
        ],
        presentedProgress: { ProgressImageView.presentedProgress(in: $0) },
        build: { input in
            let v = input.values
            let progress = try input.progressTimeline()
            var view = ProgressImageView()
            view.size = input.size
            if let style = v.choice("type", as: ProgressImageView.Style.self) { view.style = style }
            if let corners = v.choice("corners", as: CornerStyle.self) { view.cornerStyle = corners }
            if let c = v.color("color") {
                view.borderColor = c
                view.frameColor = c
            }
            if let image = try input.image("image") { view.image = image }
            return PresetIndicator(loopPeriod: progress.storyLength) { view.makeLayer(progress: progress, until: $0) }
        })
}
