import SpinnerCore
import SpinnerAnimation
import SpinnerPipeline

/// A render command line resolved into a `RenderJob` and the facts a manifest records, before
/// anything is written: shared by rendering and by `verify`, which re-renders from the stored
/// arguments.
package struct RenderRequest {
    /// The arguments as given, preset name first.
    package let arguments: [String]
    package let source: AnimationSource
    /// The first output's options (what every output shares: size, timing, quiet, manifest).
    package let options: RenderOptions
    /// The first output's job; `verify` and manifests, which record one output, use it.
    package let job: RenderJob
    /// Each output's options, in the order of the `-o` flags.
    package let outputOptions: [RenderOptions]
    /// Each output's job: one scene and timeline, each with its own output, encoder settings and
    /// background (what it would get alone).
    package let jobs: [RenderJob]
    /// The view size in points.
    package let size: Size
    package let pixelWidth: Int
    package let pixelHeight: Int
    /// What the result line adds: for `--at-progress`, the moment found.
    package let note: String?
    /// The image files a scene file read, as opened, in order (empty for a preset): what a
    /// batch's job hash covers beside the scene file.
    package let inputImages: [String]
    /// What the command prints on stderr before rendering: a Lottie file's notes.
    package let noteLines: [String]

    /// Parses a whole render command line (preset name first, or `render FILE.json`) for one
    /// scale; `expanding(arguments:)` makes one request per scale of a list or set.
    package init(arguments: [String]) throws(CLIError) {
        let (source, scanner) = try RenderRequest.scan(arguments)
        try self.init(source, scanner, arguments: arguments)
    }

    /// What a render command line draws, and its options scanned.
    package static func scan(_ arguments: [String]) throws(CLIError) -> (AnimationSource, ArgumentScanner) {
        guard let first = arguments.first else { throw CLIError("no preset given", hint: "try 'spinnergen list'") }
        if first == "render" {
            let (path, scanner) = try SceneInput.scan(Array(arguments.dropFirst()))
            let source = AnimationSource.file(path)
            return (source, source.defaultingScale(scanner))
        }
        let source = AnimationSource.preset(try PresetCommandLine.named(first))
        return (source, try source.scan(Array(arguments.dropFirst()), RenderOptions.options, command: first))
    }

    package init(_ source: AnimationSource, _ scanner: ArgumentScanner, arguments: [String]) throws(CLIError) {
        let options = try RenderOptions(scanner, command: source.command)
        try self.init(RenderBase(source, scanner, options: options), options: options, scanner: scanner, arguments: arguments)
    }

    /// The render of `base` with `options` (one scale's: its canvas and output names).
    package init(_ base: RenderBase, options: RenderOptions, scanner: ArgumentScanner, arguments: [String]) throws(CLIError) {
        let (root, k, fileBackground, source) = (base.root, base.pointsPerUnit, base.background, base.source)
        let command = source.command
        let size = Size(width: root.bounds.width * k, height: root.bounds.height * k)
        var outputOptions = [options]
        for i in options.outputs.indices.dropFirst() { outputOptions.append(try RenderOptions(scanner, command: command, output: i)) }
        var jobs: [RenderJob] = []
        var (w, h) = (0, 0)
        // One scene per distinct background: the same frozen layers on each canvas.
        var scenes: [Color: Scene] = [:]
        for options in outputOptions {
            (w, h) = try options.pixelSize(for: size)
            let background = options.background ?? fileBackground.map { options.hasAlpha || $0.alpha >= 1 ? $0 : .white } ?? (options.hasAlpha ? .clear : .white)
            let scene: Scene
            if let made = scenes[background] { scene = made } else {
                scene = try base.frozen(scale: options.scale * k, background: background)
                scenes[background] = scene
            }
            guard scene.pixelWidth == w, scene.pixelHeight == h else {
                throw CLIError("the canvas came out \(scene.pixelWidth)x\(scene.pixelHeight), not \(w)x\(h)", exitCode: .software)
            }
            var job = RenderJob(scene: scene, output: options.output, fps: options.fps, frames: base.frames,
                                stillTime: base.stillTime, threads: options.threads, png: options.pngOptions,
                                video: options.video)
            job.loopCount = options.loopCount
            job.dither = options.dither
            job.matte = options.matte
            job.transparentBelow = options.transparentBelow
            job.memoryLimit = options.memoryLimit
            if options.output.format.traits.options.contains(.maxBytes) { job.maxBytes = options.maxBytes }
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
        self.note = base.note
        self.inputImages = base.inputImages
        self.noteLines = base.noteLines
    }
}
