import SpinnerCore
import SpinnerAnimation

/// What every scale of one render command line shares, built once: the layer tree (a preset's,
/// or a scene file's read once), how many points a unit of it is, the file's background, the
/// timeline, and the still's moment. Only the canvas and the output names change with `--scale`.
struct RenderBase {
    let root: Layer
    /// Points per unit of the tree: 1 for a preset, `--size`'s fit for a scene file.
    let pointsPerUnit: Double
    /// A scene file's own background (the flag wins).
    let background: Color?
    let frames: Range<Int>
    let stillTime: Double
    /// What the result line adds: for `--at-progress`, the moment found.
    let note: String?
    let source: RenderSource
    /// The image files a scene file read, as opened, in order (empty for a preset): what a
    /// batch's job hash covers beside the scene file.
    private(set) var inputImages: [String] = []

    /// The tree of `source` for `options` (those of any scale: none of this depends on it).
    init(_ source: RenderSource, _ scanner: ArgumentScanner, options: RenderOptions) throws(CLIError) {
        switch source {
        case .preset(let command): try self.init(preset: command, scanner, options: options)
        case .scene(let path): try self.init(scene: path, scanner, options: options)
        }
    }

    private init(preset command: PresetCommandLine, _ scanner: ArgumentScanner, options: RenderOptions) throws(CLIError) {
        let preset = try command.configure(scanner, size: options.size)
        if options.atProgress != nil, !preset.showsProgress {
            throw CLIError("\(command.name) shows no progress, so --at-progress does not apply",
                           hint: "use --time T, or a determinate preset: \(HelpText.determinatePresets())")
        }
        // A still is one moment: the render's frames do not apply to it.
        frames = options.isStill ? 0..<1 : try options.frameIndices(loopPeriod: preset.loopPeriod)
        let length = options.storyLength(loopPeriod: preset.loopPeriod)
        root = try preset.makeLayer(duration: length)
        var stillTime = options.time ?? 0
        var note: String?
        if let target = options.atProgress {
            guard let shown = preset.presentedProgress(in: root) else {
                throw CLIError("the \(command.name) tree has no layer showing progress", exitCode: .software)
            }
            guard let t = shown.firstTime(reaching: target, until: length) else {
                func short(_ v: Double) -> String { DecimalText.significant(v, digits: 6) }
                let most = shown.maximum(until: length).map { "the most shown is \(short($0.progress)), at \(short($0.time)) s" }
                    ?? "the progress is never on screen"
                throw CLIError("the layers never show progress \(DecimalText.shown(target)) in the \(short(length)) s story",
                               hint: "\(most); lower --at-progress, or give a download that gets there")
            }
            stillTime = t
            // The moment exactly (it reads back as the same --time); the progress as meant.
            note = "progress \(DecimalText.shown(target)) first shown at \(DecimalText.shortest(t)) s"
        }
        self.stillTime = stillTime
        self.note = note
        // The canvas is the root layer's bounds (a preset may draw on a parent larger than the view).
        pointsPerUnit = 1
        background = nil
        source = .preset(command)
    }

    /// A scene file: `--size` fits the scene's root bounds into that many points, keeping its
    /// aspect, by scaling the canvas (so geometry stays the file's own).
    private init(scene path: String, _ scanner: ArgumentScanner, options: RenderOptions) throws(CLIError) {
        if options.atProgress != nil {
            throw CLIError("--at-progress applies to the determinate presets, not to scene files", hint: "use --time T")
        }
        let log = ImageReadLog()
        let document = try SceneInput.load(path, parameters: try SceneInput.parameters(scanner), log: log)
        // What `check` refuses, refused the same way before the options size the canvas.
        try SceneInput.check(document, file: path)
        inputImages = log.files
        let bounds = document.root.bounds.size
        var k = 1.0
        if let fit = options.size { k = min(fit.width / bounds.width, fit.height / bounds.height) }
        frames = options.isStill ? 0..<1 : try options.frameIndices(loopPeriod: document.loop ?? 1)
        root = document.root
        pointsPerUnit = k
        background = document.background
        stillTime = options.time ?? 0
        note = nil
        source = .scene(path: path)
    }
}
