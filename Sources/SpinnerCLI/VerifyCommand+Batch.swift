import SpinnerCore
import SpinnerPipeline
import SpinnerOutputs
import SpinnerJobs

/// `spinnergen verify all.json` on a batch manifest: every output's job is rendered again in
/// memory from its stored command line, in the batch's folder (`--root`, by default the
/// manifest's own), and each frame's hash compared. Nothing is written.
extension VerifyCommand {
    static func verifyBatch(_ path: String, root: String?, threads: Int, quiet: Bool) throws(CLIError) {
        let manifest = try CLIError.from { () throws(OutputsError) in try BatchManifest(contentsOf: path) }
        if manifest.spinnergen != Manifest.currentVersion, !quiet {
            SpinnerCommandLine.printError("spinnergen: warning: \(path) was written by spinnergen \(manifest.spinnergen); this is \(Manifest.currentVersion)")
        }
        // The stored command lines name scenes and outputs relative to the batch file's folder.
        try CLIError.from { () throws(OutputsError) in try BatchManifest.enterBatchFolder(of: path, root: root) }
        var requests: [Int: [RenderRequest]] = [:]
        var differing: [String] = []
        var frames = 0
        for output in manifest.outputs {
            if requests[output.job] == nil {
                do {
                    requests[output.job] = try RenderRequest.expanding(arguments: output.arguments)
                } catch {
                    throw CLIError("job \(output.job)'s arguments in \(UserText.shown(path)) do not make a job: \(error.message)",
                                   hint: error.hint, exitCode: .dataError)
                }
            }
            let made = requests[output.job]!.lazy.flatMap { r in zip(r.options.outputArguments, r.jobs) }
            guard var job = made.first(where: { $0.0 == output.output })?.1 else {
                throw CLIError("job \(output.job)'s arguments in \(UserText.shown(path)) do not write \(UserText.quoted(output.output))",
                               exitCode: .dataError)
            }
            job.threads = threads
            let hashes: [String]
            do throws(PipelineError) { hashes = try RenderPipeline.frameHashes(job) } catch {
                throw CLIError("rendering job \(output.job) (\(output.output)) failed: \(error.message)", exitCode: .software)
            }
            let actual = Dictionary(zip(job.writtenFrames, hashes)) { first, _ in first }
            for frame in output.frames where actual[frame.index] != frame.sha256 {
                differing.append("\(output.output) frame \(frame.index) (t = \(frame.time) s)")
            }
            frames += output.frames.count
        }
        guard !differing.isEmpty else {
            if !quiet { Console.out("ok: all \(frames) frames of \(manifest.outputs.count) outputs match \(path)") }
            return
        }
        for line in differing.prefix(listed) { Console.out("\(line) differs") }
        if differing.count > listed { Console.out("… and \(differing.count - listed) more") }
        throw CLIError("\(differing.count) of \(frames) frames differ from \(path), first \(differing[0])", exitCode: .failure)
    }
}
