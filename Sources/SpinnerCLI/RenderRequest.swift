import Foundation
import SpinnerCore
import SpinnerAnimation
import SpinnerPipeline
import SpinnerPresets

/// A render command line resolved into a `RenderJob` and the facts a manifest records, before
/// anything is written: shared by rendering and by `verify`, which re-renders from the stored
/// arguments.
struct RenderRequest {
    /// The arguments as given, preset name first.
    let arguments: [String]
    let command: any PresetCommand.Type
    let options: RenderOptions
    let job: RenderJob
    /// The view size in points.
    let size: Size
    let pixelWidth: Int
    let pixelHeight: Int
    /// What the result line adds: for `--at-progress`, the moment found.
    let note: String?

    /// The preset command called `name`, or a usage error listing the presets.
    static func command(named name: String) throws(CLIError) -> any PresetCommand.Type {
        guard let command = SpinnerCommandLine.presets.first(where: { $0.info.name == name }) else {
            let names = PresetInfo.all.map(\.name).joined(separator: ", ")
            if name.hasPrefix("-") { throw CLIError("unknown option \(UserText.quoted(name))", hint: "a preset comes first: \(names)") }
            throw CLIError("unknown preset \(UserText.quoted(name))", hint: "presets: \(names)")
        }
        return command
    }

    /// Parses a whole render command line (preset name first).
    init(arguments: [String]) throws(CLIError) {
        guard let first = arguments.first else { throw CLIError("no preset given", hint: "try 'spinnergen list'") }
        let command = try RenderRequest.command(named: first)
        let scanner = try ArgumentScanner(Array(arguments.dropFirst()), options: RenderOptions.options + command.presetOptions,
                                          command: first)
        try self.init(command, scanner, arguments: arguments)
    }

    init(_ command: any PresetCommand.Type, _ scanner: ArgumentScanner, arguments: [String]) throws(CLIError) {
        let options = try RenderOptions(scanner, command: command.info.name)
        let size = options.size ?? command.defaultSize
        let preset = try command.init(scanner, size: size)
        if options.atProgress != nil, !(preset is any ShowsProgress) {
            throw CLIError("\(command.info.name) shows no progress, so --at-progress does not apply",
                           hint: "use --time T, or a determinate preset: ring, gradient-bar, image-progress")
        }
        // A still is one moment: the render's frames do not apply to it.
        let frames = options.isStill ? 0..<1 : try options.frameIndices(loopPeriod: preset.loopPeriod)
        let length = options.storyLength(loopPeriod: preset.loopPeriod)
        let root = try preset.makeLayer(duration: length)
        var stillTime = options.time ?? 0
        var note: String?
        if let target = options.atProgress, let shows = preset as? any ShowsProgress {
            guard let shown = shows.presentedProgress(in: root) else {
                throw CLIError("the \(command.info.name) tree has no layer showing progress", exitCode: .software)
            }
            guard let t = shown.firstTime(reaching: target, until: length) else {
                func short(_ v: Double) -> String { String(format: "%.6g", v) }
                let most = shown.maximum(until: length).map { "the most shown is \(short($0.progress)), at \(short($0.time)) s" }
                    ?? "the progress is never on screen"
                throw CLIError("the layers never show progress \(target.clean) in the \(short(length)) s story",
                               hint: "\(most); lower --at-progress, or give a download that gets there")
            }
            stillTime = t
            note = "progress \(target) first shown at \(t) s"
        }
        // The canvas is the root layer's bounds (a preset may draw on a parent larger than the view).
        let (w, h) = try options.pixelSize(for: root.bounds.size)
        let background = options.background ?? (options.hasAlpha ? .clear : .white)
        let scene: Scene
        do {
            scene = try Scene(root: root, scale: options.scale, background: background)
        } catch {
            throw CLIError("the preset cannot be drawn: \(error)", exitCode: .software)
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
        self.arguments = arguments
        self.command = command
        self.options = options
        self.job = job
        self.size = size
        self.pixelWidth = w
        self.pixelHeight = h
        self.note = note
    }
}
