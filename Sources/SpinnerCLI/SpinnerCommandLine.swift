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
        case "verify":
            return try VerifyCommand.run(Array(arguments.dropFirst()))
        case "values":
            return try ValuesCommand.run(Array(arguments.dropFirst()))
        case "compare":
            return try CompareCommand.run(Array(arguments.dropFirst()))
        case "list":
            for p in PresetInfo.all { print("\(p.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(p.summary)") }
            return
        default:
            break
        }
        let command = try RenderRequest.command(named: first)
        let rest = Array(arguments.dropFirst())
        let scanner = try ArgumentScanner(rest, options: RenderOptions.options + command.presetOptions, command: first)
        if scanner.has("help") {
            print(HelpText.preset(command), terminator: "")
            return
        }
        try render(RenderRequest(command, scanner, arguments: arguments))
    }

    static func render(_ request: RenderRequest) throws(CLIError) {
        let (options, job, w, h) = (request.options, request.job, request.pixelWidth, request.pixelHeight)
        if let path = options.manifest { try Manifest.checkWritable(path) }
        if options.output.format == .gif, !GIFDelays.isBrowserSafe(fps: options.fps), !options.quiet {
            printError("spinnergen: warning: GIF counts time in hundredths of a second and browsers slow down delays under 2 cs; \(options.fps) fps will play slower there than elsewhere (use --fps 50 or less)")
        }
        let cancellation = CancellationFlag()
        let signals = SignalTrap(cancellation)
        defer { signals.restore() }
        let bar = !options.quiet && isatty(STDERR_FILENO) == 1 ? ProgressBar() : nil
        var hashes: [String] = []
        do throws(PipelineError) {
            var progress: RenderPipeline.Progress? = nil
            if let bar { progress = { done, total in bar.update(done, total) } }
            let summary = try RenderPipeline.run(job, cancellation: cancellation, progress: progress,
                                                 hashFrames: options.manifest != nil)
            hashes = summary.frameHashes
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
        if let path = options.manifest { try Manifest(request, hashes: hashes).write(to: path) }
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write((line + "\n").data(using: .utf8)!)
    }
}
