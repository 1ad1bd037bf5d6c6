import SpinnerCore
import SpinnerPipeline
import SpinnerOutputs
import SpinnerJobs

/// The `spinnergen` command: flags to a `RenderJob`, help, and errors to exit statuses.
public enum SpinnerCommandLine {
    /// Runs the command with `arguments` (without the program name) and returns the exit status.
    public static func main(_ arguments: [String]) -> Int32 {
        Console.prepare()
        SignalTrap.shared.install()
        var status = ExitCode.success
        do {
            try run(arguments)
        } catch {
            printError(error.description)
            status = error.exitCode
        }
        if let failure = Console.finish() {
            // The command's own output is its result: losing it is an I/O error, whatever else happened.
            printError(CLIError(failure, hint: "the output was cut short", exitCode: .ioError).description)
            if status == .success || status == .failure { status = .ioError }
        }
        return status.rawValue
    }

    static func run(_ arguments: [String]) throws(CLIError) {
        guard let first = arguments.first else {
            throw CLIError("no preset given", hint: "usage: spinnergen <preset> [options] -o <output>; try 'spinnergen list' or 'spinnergen --help'")
        }
        if let command = Subcommand.named(first) { return try Subcommand.dispatch(command, arguments) }
        try Subcommand.unknownWord(first)
        let command = try PresetCommandLine.named(first)
        let rest = Array(arguments.dropFirst())
        let scanner = try ArgumentScanner(rest, options: RenderOptions.options + command.options, command: first)
        if scanner.has("help") {
            Console.out(HelpText.preset(command), terminator: "")
            return
        }
        try render(RenderRequest.expanding(arguments: arguments))
    }

    /// `spinnergen render FILE.json ...`: `arguments` are the words after `render`.
    static func renderScene(_ arguments: [String]) throws(CLIError) {
        let (_, scanner) = try SceneInput.scan(arguments)
        if scanner.has("help") {
            Console.out(HelpText.render, terminator: "")
            return
        }
        try render(RenderRequest.expanding(arguments: ["render"] + arguments))
    }

    /// Runs the renders of one command line (one per scale of `--scale`, see
    /// `RenderRequest.expanding`). Every output of every scale is staged, and they move into place
    /// together once all are complete: a failure or a signal in any leaves nothing of any.
    static func render(_ requests: [RenderRequest]) throws(CLIError) {
        let options = requests[0].options
        for request in requests {
            let job = request.job
            if let path = request.options.manifest {
                try CLIError.from { () throws(OutputsError) in try Manifest.checkWritable(path, output: job.output, frames: job.frames) }
            }
        }
        // Outputs into an Xcode asset catalogue's sets: checked now, listed once they are in place.
        let catalogue = try RenderRequest.catalogue(requests)
        let animationLists = try RenderRequest.animationLists(requests)
        let writesStandardOutput = requests.contains { $0.jobs.contains { if case .standardOutput = $0.output { return true } else { return false } } }
        if writesStandardOutput, Console.outputIsClosed {
            throw CLIError("standard output is closed, so -o - has nowhere to go", hint: "redirect it, or write a file", exitCode: .ioError)
        }
        // JSON lines are for a program, which reads the done line instead of the result line.
        let talks = !options.quiet && options.progressFormat != .json
        // A Lottie file's notes, once for the command line however many scales it renders.
        if talks { for line in requests[0].noteLines { printError(line) } }
        if talks { for line in OutputNotes.timing(requests[0].namedOutputs) { printError(line) } }
        // Once per output, however many scales render it.
        for (_, warning) in RenderRequest.alphaDroppedWarnings(requests) where talks {
            printError("spinnergen: warning: " + warning)
        }
        try SignalTrap.shared.cancellable { (cancellation) throws(CLIError) in
            // The renders and the manifest are staged together and land together.
            let outputs = StagedOutputs()
            let staged: [RenderTogether.Staged]
            do throws(PipelineError) {
                staged = try RenderTogether.stage(requests, into: outputs, cancellation: cancellation, hashFrames: options.manifest != nil) { request in
                    switch options.progressFormat {
                    case .bar: ProgressBar()
                    case .json: JSONProgress(job: request.source.name, output: request.options.outputArgument)
                    case .none: nil
                    }
                }
            } catch {
                throw CLIError(error)
            }
            do throws(CLIError) {
                for s in staged {
                    guard let path = s.request.options.manifest else { continue }
                    let manifest = Manifest(s.request, hashes: s.render.stagedFrameHashes[0], path: path)
                    try CLIError.from { () throws(OutputsError) in try outputs.stage([UInt8](try manifest.data()), to: path, what: "manifest") }
                }
                try CLIError.from { () throws(OutputsError) in try AndroidAnimationList.stage(animationLists, into: outputs) }
            } catch {
                outputs.discard()
                throw error
            }
            let summaries = try outputs.commit(cancellation)
            // Listed in their sets once the files are in place.
            try CLIError.from { () throws(OutputsError) in try catalogue?.write() }
            for (s, list) in zip(staged, summaries) { report(s.request, summaries: list, reporter: s.reporter, talks: talks) }
            if talks, let line = OutputNotes.matte(zip(staged, summaries).map { s, list in
                (s.request.options.outputArguments, s.request.outputOptions.map(\.matteGiven), list)
            }) { printError(line) }
        }
    }

    /// One done line per output, in the order given, and the result lines.
    private static func report(_ request: RenderRequest, summaries: [RenderSummary], reporter: (any RenderReporter)?, talks: Bool) {
        let (options, w, h) = (request.options, request.pixelWidth, request.pixelHeight)
        for (summary, argument) in zip(summaries, options.outputArguments) { reporter?.finished(summary, output: argument) }
        for summary in summaries where talks {
            let what = summary.files.count == 1 ? summary.files[0] : "\(summary.files.count) files \(summary.files.first!) … \(summary.files.last!)"
            printError("spinnergen: wrote \(what): \(summary.frameCount) frame\(summary.frameCount == 1 ? "" : "s"), \(w)x\(h) px, in \(DecimalText.fixed(summary.seconds, decimals: 2)) s\(request.note.map { "; \($0)" } ?? "")")
        }
        for (summary, argument) in zip(summaries, options.outputArguments) where talks {
            if let line = OutputNotes.budget(argument, summary) { printError(line) }
        }
    }

    /// One line on stderr, control characters escaped.
    static func printError(_ line: String) {
        Console.error(UserText.line(line))
    }
}
