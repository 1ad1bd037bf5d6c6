import Foundation
import SpinnerCore
import SpinnerAnimation
import SpinnerPipeline
import SpinnerPresets
import SpinnerScene

/// A render command line resolved into a `RenderJob` and the facts a manifest records, before
/// anything is written: shared by rendering and by `verify`, which re-renders from the stored
/// arguments.
struct RenderRequest {
    /// The arguments as given, preset name first.
    let arguments: [String]
    let source: RenderSource
    /// The first output's options (what every output shares: size, timing, quiet, manifest).
    let options: RenderOptions
    /// The first output's job; `verify` and manifests, which record one output, use it.
    let job: RenderJob
    /// Each output's options, in the order of the `-o` flags.
    let outputOptions: [RenderOptions]
    /// Each output's job: one scene and timeline, each with its own output, encoder settings and
    /// background (what it would get alone).
    let jobs: [RenderJob]
    /// The view size in points.
    let size: Size
    let pixelWidth: Int
    let pixelHeight: Int
    /// What the result line adds: for `--at-progress`, the moment found.
    let note: String?
    /// The image files a scene file read, as opened, in order (empty for a preset): what a
    /// batch's job hash covers beside the scene file.
    private(set) var inputImages: [String] = []

    /// Parses a whole render command line (preset name first, or `render FILE.json`).
    init(arguments: [String]) throws(CLIError) {
        guard let first = arguments.first else { throw CLIError("no preset given", hint: "try 'spinnergen list'") }
        if first == "render" {
            let (path, scanner) = try SceneInput.scan(Array(arguments.dropFirst()))
            try self.init(scene: path, scanner, arguments: arguments)
            return
        }
        let command = try PresetCommandLine.named(first)
        let scanner = try ArgumentScanner(Array(arguments.dropFirst()), options: RenderOptions.options + command.options,
                                          command: first)
        try self.init(command, scanner, arguments: arguments)
    }

    init(_ command: PresetCommandLine, _ scanner: ArgumentScanner, arguments: [String]) throws(CLIError) {
        let options = try RenderOptions(scanner, command: command.name)
        let preset = try command.configure(scanner, size: options.size)
        if options.atProgress != nil, !preset.showsProgress {
            throw CLIError("\(command.name) shows no progress, so --at-progress does not apply",
                           hint: "use --time T, or a determinate preset: \(HelpText.determinatePresets())")
        }
        // A still is one moment: the render's frames do not apply to it.
        let frames = options.isStill ? 0..<1 : try options.frameIndices(loopPeriod: preset.loopPeriod)
        let length = options.storyLength(loopPeriod: preset.loopPeriod)
        let root = try preset.makeLayer(duration: length)
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
                throw CLIError("the layers never show progress \(DecimalText.shortest(target)) in the \(short(length)) s story",
                               hint: "\(most); lower --at-progress, or give a download that gets there")
            }
            stillTime = t
            note = "progress \(target) first shown at \(t) s"
        }
        // The canvas is the root layer's bounds (a preset may draw on a parent larger than the view).
        try self.init(root: root, pointsPerUnit: 1, background: nil, frames: frames, stillTime: stillTime, note: note,
                      options: options, scanner: scanner, command: command.name, source: .preset(command), arguments: arguments)
    }

    /// A scene file: `--size` fits the scene's root bounds into that many points, keeping its
    /// aspect, by scaling the canvas (so geometry stays the file's own).
    init(scene path: String, _ scanner: ArgumentScanner, arguments: [String]) throws(CLIError) {
        let options = try RenderOptions(scanner, command: "render")
        if options.atProgress != nil {
            throw CLIError("--at-progress applies to the determinate presets, not to scene files", hint: "use --time T")
        }
        let log = ImageReadLog()
        let document = try SceneInput.load(path, parameters: try SceneInput.parameters(scanner), log: log)
        let bounds = document.root.bounds.size
        var k = 1.0
        if let fit = options.size { k = min(fit.width / bounds.width, fit.height / bounds.height) }
        let loop = document.loop ?? 1
        let frames = options.isStill ? 0..<1 : try options.frameIndices(loopPeriod: loop)
        try self.init(root: document.root, pointsPerUnit: k, background: document.background, frames: frames,
                      stillTime: options.time ?? 0, note: nil, options: options, scanner: scanner, command: "render",
                      source: .scene(path: path), arguments: arguments)
        inputImages = log.files
    }

    private init(root: Layer, pointsPerUnit k: Double, background fileBackground: Color?, frames: Range<Int>, stillTime: Double,
                 note: String?, options: RenderOptions, scanner: ArgumentScanner, command: String, source: RenderSource,
                 arguments: [String]) throws(CLIError) {
        let size = Size(width: root.bounds.width * k, height: root.bounds.height * k)
        var outputOptions = [options]
        for i in options.outputs.indices.dropFirst() { outputOptions.append(try RenderOptions(scanner, command: command, output: i)) }
        var jobs: [RenderJob] = []
        var (w, h) = (0, 0)
        // One scene per distinct background: the same layers, frozen once for each.
        var scenes: [Color: Scene] = [:]
        for options in outputOptions {
            (w, h) = try options.pixelSize(for: size)
            let background = options.background ?? fileBackground.map { options.hasAlpha || $0.alpha >= 1 ? $0 : .white } ?? (options.hasAlpha ? .clear : .white)
            let scene: Scene
            if let made = scenes[background] { scene = made } else {
                scene = try SceneInput.scene(root, file: source.isScene ? source.name : nil, scale: options.scale * k, background: background)
                scenes[background] = scene
            }
            guard scene.pixelWidth == w, scene.pixelHeight == h else {
                throw CLIError("the canvas came out \(scene.pixelWidth)x\(scene.pixelHeight), not \(w)x\(h)", exitCode: .software)
            }
            var job = RenderJob(scene: scene, output: options.output, fps: options.fps, frames: frames,
                                stillTime: stillTime, threads: options.threads, png: options.pngOptions,
                                video: options.video)
            job.loopCount = options.loopCount
            job.dither = options.dither
            job.matte = options.matte
            job.memoryLimit = options.memoryLimit
            jobs.append(job)
        }
        self.outputOptions = outputOptions
        self.jobs = jobs
        let job = jobs[0]
        self.arguments = arguments
        self.source = source
        self.options = options
        self.job = job
        self.size = size
        self.pixelWidth = w
        self.pixelHeight = h
        self.note = note
    }
}

/// What a render draws: a preset, or a scene file.
enum RenderSource {
    case preset(PresetCommandLine)
    case scene(path: String)

    var isScene: Bool { if case .scene = self { return true } else { return false } }

    /// The preset's name, or the scene file as given.
    var name: String {
        switch self {
        case .preset(let command): return command.name
        case .scene(let path): return path
        }
    }
}
