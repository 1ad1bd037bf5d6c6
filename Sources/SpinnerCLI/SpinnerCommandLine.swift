import Foundation
import SpinnerCore
import SpinnerAnimation
import SpinnerPresets
import SpinnerPipeline
import SpinnerEncode

/// The `spinnergen` command: flags to a `RenderJob`, help, and errors to exit statuses.
public enum SpinnerCommandLine {
    static let presets: [any PresetCommand.Type] = [MaterialCommand.self, RingCommand.self, GradientBarCommand.self, ImageProgressCommand.self]

    /// Runs the command with `arguments` (without the program name) and returns the exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        do {
            try run(arguments)
            return ExitCode.success.rawValue
        } catch {
            printError(error.description)
            return error.exitCode.rawValue
        }
    }

    static func run(_ arguments: [String]) throws(CLIError) {
        guard let first = arguments.first else {
            printError("usage: spinnergen <preset> [options] -o <output>  (try 'spinnergen --help')")
            throw CLIError("no preset given", hint: "try 'spinnergen list' or 'spinnergen --help'")
        }
        switch first {
        case "--help", "-h", "help":
            print(HelpText.main, terminator: "")
            return
        case "--version":
            print(HelpText.version)
            return
        case "compare": return try CompareCommand.run(Array(arguments.dropFirst()))
        case "list":
            for p in PresetInfo.all { print("\(p.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(p.summary)") }
            return
        default:
            break
        }
        guard let command = presets.first(where: { $0.info.name == first }) else {
            let names = PresetInfo.all.map(\.name).joined(separator: ", ")
            if first.hasPrefix("-") { throw CLIError("unknown option '\(first)'", hint: "a preset comes first: \(names)") }
            throw CLIError("unknown preset '\(first)'", hint: "presets: \(names)")
        }
        let rest = Array(arguments.dropFirst())
        let scanner = try ArgumentScanner(rest, options: RenderOptions.options + command.presetOptions, command: first)
        if scanner.has("help") {
            print(HelpText.preset(command), terminator: "")
            return
        }
        try render(command, scanner)
    }

    static func render(_ command: any PresetCommand.Type, _ scanner: ArgumentScanner) throws(CLIError) {
        let options = try RenderOptions(scanner, command: command.info.name)
        let size = options.size ?? command.defaultSize
        let preset = try command.init(scanner, size: size)
        let frames = try options.frameIndices(loopPeriod: preset.loopPeriod)
        let root = try preset.makeLayer(duration: options.seconds(loopPeriod: preset.loopPeriod))
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
                            stillTime: options.time ?? 0, threads: options.threads, png: options.pngOptions,
                            video: options.video)
        job.loopCount = options.loopCount
        job.dither = options.dither
        job.matte = options.matte
        if options.output.format == .gif, !GIFDelays.isBrowserSafe(fps: options.fps), !options.quiet {
            printError("spinnergen: warning: GIF counts time in hundredths of a second and browsers slow down delays under 2 cs; \(options.fps) fps will play slower there than elsewhere (use --fps 50 or less)")
        }
        let cancellation = CancellationFlag()
        let signals = SignalTrap(cancellation)
        defer { signals.restore() }
        let bar = !options.quiet && isatty(STDERR_FILENO) == 1 ? ProgressBar() : nil
        do throws(PipelineError) {
            var progress: RenderPipeline.Progress? = nil
            if let bar { progress = { done, total in bar.update(done, total) } }
            let summary = try RenderPipeline.run(job, cancellation: cancellation, progress: progress)
            if !options.quiet {
                let what = summary.files.count == 1 ? summary.files[0] : "\(summary.files.count) files \(summary.files.first!) … \(summary.files.last!)"
                printError("spinnergen: wrote \(what): \(summary.frameCount) frame\(summary.frameCount == 1 ? "" : "s"), \(w)x\(h) px, in \(String(format: "%.2f", summary.seconds)) s")
            }
        } catch {
            switch error.kind {
            case .cancelled: throw CLIError("interrupted; no output was written", exitCode: .interrupted)
            case .badOutput: throw CLIError(error.message)
            case .cannotCreateOutput: throw CLIError(error.message, exitCode: .cannotCreate)
            case .io: throw CLIError("could not write \(error.path): \(error.message)", exitCode: .ioError)
            }
        }
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write((line + "\n").data(using: .utf8)!)
    }
}
