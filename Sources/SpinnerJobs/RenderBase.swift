import SpinnerCore
import SpinnerAnimation
import SpinnerScene
import SpinnerOutputs

/// What every scale of one render command line shares, built once: the layer tree (a preset's,
/// or a scene file's read once), how many points a unit of it is, the file's background, the
/// timeline, and the still's moment. Only the canvas and the output names change with `--scale`.
package struct RenderBase {
    package let root: Layer
    /// Points per unit of the tree: 1 for a preset, `--size`'s fit for a scene file.
    package let pointsPerUnit: Double
    /// A scene file's own background (the flag wins).
    package let background: Color?
    package let frames: Range<Int>
    package let stillTime: Double
    /// What the result line adds: for `--at-progress`, the moment found.
    package let note: String?
    package let source: AnimationSource
    /// The image files a scene file read, as opened, in order (empty for a preset): what a
    /// batch's job hash covers beside the scene file.
    package let inputImages: [String]
    /// A Lottie file's notes, as printed lines.
    package let noteLines: [String]
    /// A file's tree as `check` froze it (nil for a preset): `frozen` puts it on a canvas.
    private let checked: Scene?

    /// The tree frozen on a canvas of `scale` pixels per point over `background` (see `SceneFile.freeze`).
    package func frozen(scale: Double, background: Color) throws(CLIError) -> Scene {
        guard let checked else { return try SceneInput.scene(root, file: source.filePath, scale: scale, background: background) }
        return try CLIError.from { () throws(OutputsError) in
            try SceneFile.reframe(checked, file: source.filePath, scale: scale, background: background)
        }
    }

    /// The tree of `source` for `options` (those of any scale: none of this depends on it). A
    /// scene file's `--size` fits its root bounds into that many points, keeping its aspect, by
    /// scaling the canvas (so geometry stays the file's own).
    package init(_ source: AnimationSource, _ scanner: ArgumentScanner, options: RenderOptions) throws(CLIError) {
        if options.atProgress != nil, let command = source.preset, !command.preset.showsProgress {
            throw CLIError("\(command.name) shows no progress, so --at-progress does not apply",
                           hint: "use --time T, or a determinate preset: \(PresetCommandLine.determinatePresets())")
        }
        let log = ImageReadLog()
        var frames = 0..<1
        // The story is at least the render (a still: at least its moment).
        let loaded = try source.load(scanner, size: source.isFile ? nil : options.size, log: log) { (loop) throws(CLIError) in
            // A still is one moment: the render's frames do not apply to it.
            if !options.isStill { frames = try options.frameIndices(loopPeriod: loop) }
            return options.storyLength(loopPeriod: loop)
        }
        // What `check` refuses, refused the same way before the options size the canvas; the
        // tree frozen for it is each scale's, on its own canvas.
        if let document = loaded.document, case .scene(let path) = source {
            let scene = try CLIError.from { () throws(OutputsError) in try SceneFile.check(document, file: path) }
            checked = document.root === loaded.root ? scene : nil
        } else if case .lottie(let path) = source {
            checked = try CLIError.from { () throws(OutputsError) in try SceneFile.freeze(loaded.root, file: path, scale: SceneFile.checkScale) }
        } else {
            checked = nil
        }
        noteLines = loaded.noteLines
        self.frames = frames
        self.source = source
        root = loaded.root
        inputImages = log.files
        background = loaded.background
        if let fit = options.size, source.isFile {
            let bounds = loaded.root.bounds.size
            pointsPerUnit = min(fit.width / bounds.width, fit.height / bounds.height)
        } else {
            // The canvas is the root layer's bounds (a preset may draw on a parent larger than the view).
            pointsPerUnit = 1
        }
        guard let target = options.atProgress else {
            if let frame = options.frame, let lottie = loaded.lottie {
                stillTime = try LottieInput.stillTime(frame: frame, lottie)
            } else {
                stillTime = options.time ?? 0
            }
            note = nil
            return
        }
        let found: (Double, String)
        switch source {
        case .preset(let command):
            found = try Self.moment(showing: target, preset: loaded.preset!, name: command.name, root: loaded.root, until: loaded.length)
        case .scene(let path):
            guard let declared = loaded.document?.progress else {
                throw CLIError("\(UserText.shown(path)) declares no progress, so --at-progress does not apply",
                               hint: "add \"progress\": {\"layer\": NAME, \"keyPath\": \"strokeEnd\"} to the file (see docs/scene-files.md), or use --time T")
            }
            found = try Self.moment(showing: target, declared, root: loaded.root, file: path, until: loaded.length)
        case .lottie(let path):
            throw CLIError("\(UserText.shown(path)) is a Lottie file, which declares no progress, so --at-progress does not apply",
                           hint: "use --frame F (the file's own frame) or --time T")
        }
        // The moment exactly (it reads back as the same --time); the progress as meant.
        (stillTime, note) = found
    }

    /// The first moment in 0...`length` at which a preset's tree shows `target`, and the result
    /// line's note; refused in one line when it never does.
    private static func moment(showing target: Double, preset: ConfiguredPreset, name: String, root: Layer,
                               until length: Double) throws(CLIError) -> (Double, String) {
        guard let shown = preset.presentedProgress(in: root) else {
            throw CLIError("the \(name) tree has no layer showing progress", exitCode: .software)
        }
        guard let t = shown.firstTime(reaching: target, until: length) else {
            func short(_ v: Double) -> String { DecimalText.significant(v, digits: 6) }
            let most = shown.maximum(until: length).map { "the most shown is \(short($0.progress)), at \(short($0.time)) s" }
                ?? "the progress is never on screen"
            throw CLIError("the layers never show progress \(DecimalText.shown(target)) in the \(short(length)) s story",
                           hint: "\(most); lower --at-progress, or give a download that gets there")
        }
        return (t, "progress \(DecimalText.shown(target)) first shown at \(DecimalText.shortest(t)) s")
    }

    /// The first moment in 0...`length` at which a scene's declared progress shows `target`,
    /// and the result line's note; refused in one line when it never does.
    private static func moment(showing target: Double, _ declared: SceneProgress, root: Layer, file: String,
                               until length: Double) throws(CLIError) -> (Double, String) {
        let scene = try SceneInput.scene(root, file: file, scale: 1)
        let what = "\(declared.layer).\(declared.keyPath)"
        guard let shown = scene.presentedNumber(layer: declared.layer, keyPath: declared.keyPath) else {
            throw CLIError("\(UserText.shown(file)): the progress \(UserText.quoted(what)) is not a number of the tree", exitCode: .dataError)
        }
        guard let t = shown.firstTime(reaching: target, until: length, map: declared.progress(of:)) else {
            func short(_ v: Double) -> String { DecimalText.significant(v, digits: 6) }
            let span = shown.extremes(until: length, map: declared.progress(of:)).map {
                "it shows \(short($0.least.value)) to \(short($0.most.value)), the most at \(short($0.most.time)) s"
            } ?? "it is never a number"
            throw CLIError("the progress \(UserText.quoted(what)) never reaches \(DecimalText.shown(target)) in the \(short(length)) s story",
                           hint: "\(span); choose another --at-progress, or a longer --duration")
        }
        return (t, "progress \(DecimalText.shown(target)) first shown at \(DecimalText.shortest(t)) s")
    }
}
