#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerGolden
import SpinnerSystem
import SpinnerPipeline
import SpinnerOutputs
import SpinnerJobs

/// `spinnergen verify FILE.json [--against DIR|PATTERN]`: checks a render's manifest, either by
/// rendering the job again in memory from its stored arguments (nothing is written), or by
/// hashing PNG files already on disk. Exit 0 when every hash matches, 1 when any differs.
enum VerifyCommand {
    // MARK: - Options and help

    static let options: [ArgumentScanner.Option] = [
        .init("against", value: "DIR|PATTERN", help: "hash these PNG files instead of rendering again: a folder (frames named as in the manifest's output) or a pattern such as out/%04d.png"),
    ] + CompareCommand.toleranceOptions + [

        .init("root", value: "DIR", help: "a batch manifest: the batch file's folder, where its paths start (default: the manifest's folder)"),
        .init("threads", value: "N", help: "frames rendered at once (default 0: one per core)"),
        .init("quiet", short: "q", help: "print nothing but errors"),
        .init("help", short: "h", help: "show this help"),
    ]
    /// How many differing frames are listed one by one.
    static let listed = 10

    static var help: String {
        """
        spinnergen verify: check frames against a manifest written by --manifest.

        USAGE
          spinnergen verify FILE.json                   render the job again (in memory) and compare hashes
          spinnergen verify FILE.json --against DIR     hash PNG files on disk instead
          spinnergen verify FILE.json --against DIR --max-delta-e 3 --max-mismatch 0.015
                                                        render again and compare with the files by a tolerance
          spinnergen verify ALL.json [--root DIR]       a batch manifest: render every output's job again

        OPTIONS

        """ + HelpText.options(options) + """

        With --against and any tolerance (--max-delta or --max-delta-e, --max-mismatch or
        --precision, --perceptual-precision, --min-psnr, --min-ssim; as 'spinnergen compare'
        takes them), the job is rendered again and each frame compared with its file instead of
        hashed: for frames that should look the same rather than be the same bytes.

        """
            + HelpText.exitStatus([.success: "every frame matches", .failure: "some frame differs (the first are listed)",
                                   .dataError: "corrupt manifest", .noInput: "missing manifest"])
    }

    // MARK: - Running

    static func run(_ arguments: [String]) throws(CLIError) {
        guard let (path, scanner) = try ArgumentScanner.fileFirst(
            arguments, options: options, command: "verify", help: help,
            missing: CLIError("verify needs a manifest", hint: "spinnergen verify FILE.json [--against DIR]")) else { return }
        var threads = 0
        if let v = scanner["threads"] {
            threads = try ValueParser.integer(v, option: "threads", range: 0...256, expected: "a whole number from 0 (one per core) to 256")
        }
        let quiet = scanner.has("quiet")
        if try CLIError.from({ () throws(OutputsError) in try BatchManifest.isBatchManifest(path) }) {
            if scanner.has("against") {
                throw CLIError("--against hashes the PNG files of one render, not a batch's outputs",
                               hint: "drop --against: a batch manifest is verified by rendering again, and 'spinnergen batch' checks the files on disk")
            }
            return try verifyBatch(path, root: scanner["root"], threads: threads, quiet: quiet)
        }
        if scanner.has("root") {
            throw CLIError("--root applies to a batch manifest", hint: "\(UserText.quoted(path)) is a render's manifest; drop --root")
        }
        let manifest = try CLIError.from { () throws(OutputsError) in try Manifest(contentsOf: path) }
        if manifest.version != Manifest.currentVersion, !quiet {
            SpinnerCommandLine.printError("spinnergen: warning: \(path) was written by spinnergen \(manifest.version); this is \(Manifest.currentVersion)")
        }
        // `--against` is the user's path, taken from where verify runs, before entering the render's folder.
        let here = FileManager.default.currentDirectoryPath
        let against = scanner["against"].map { FilePath.absolute($0, in: here) }
        try CLIError.from { () throws(OutputsError) in try manifest.enterRenderDirectory(path: path) }
        let toleranceFlags = CompareCommand.toleranceOptions.map(\.name).filter { scanner.has($0) }
        if let first = toleranceFlags.first {
            guard let against else {
                throw CLIError("--\(first) compares frames with files on disk", hint: "give --against DIR or a pattern such as out/%04d.png")
            }
            let tolerance = try CompareCommand.parseTolerance(scanner)
            return try verifyWithin(tolerance, manifest, path: path, against: against, shown: scanner["against"] ?? against,
                                    threads: threads, quiet: quiet)
        }
        let actual: [Int: String?]
        if let against {
            actual = try CLIError.from { () throws(OutputsError) in try manifest.hashFiles(against) }
        } else {
            actual = try rerender(manifest, path: path, threads: threads)
        }
        let differing = manifest.differingFrames(actual)
        guard !differing.isEmpty else {
            if !quiet { Console.out(manifest.frames.count == 1 ? "ok: the frame matches \(path)" : "ok: all \(manifest.frames.count) frames match \(path)") }
            return
        }
        for (frame, got) in differing.prefix(listed) {
            let what = got.map { "sha256 \($0.prefix(16))…, expected \(frame.sha256.prefix(16))…" } ?? "file missing or unreadable"
            Console.out("frame \(frame.index) (t = \(frame.time) s) differs: \(what)")
        }
        if differing.count > listed { Console.out("… and \(differing.count - listed) more") }
        let first = differing.map { String($0.0.index) }.prefix(listed).joined(separator: ", ")
        throw CLIError("\(differing.count) of \(manifest.frames.count) frames differ from \(path): frame\(differing.count == 1 ? "" : "s") \(first)\(differing.count > listed ? ", …" : "")",
                       exitCode: .failure)
    }

    // MARK: - Hashing frames rendered again

    /// Renders the stored job again, in memory, and compares every frame with its file in
    /// `against` by `tolerance`; messages name `against` as the user gave it (`shown`).
    static func verifyWithin(_ tolerance: CompareTolerance, _ manifest: Manifest, path: String, against: String, shown: String,
                             threads: Int, quiet: Bool) throws(CLIError) {
        let namer = try CLIError.from { () throws(OutputsError) in try manifest.fileNamer(against) }
        var files: [Int: String] = [:]
        for frame in manifest.frames { files[frame.index] = namer(frame.index) }
        let names = files
        let job = try job(of: manifest, path: path, threads: threads)
        let sink = FileComparisonSink(file: { names[$0] ?? "" }, tolerance: tolerance)
        do throws(PipelineError) {
            try RenderPipeline.render(job, into: sink)
        } catch {
            throw CLIError("rendering \(path)'s job failed: \(error.message)", exitCode: .software)
        }
        let times = Dictionary(manifest.frames.map { ($0.index, $0.time) }, uniquingKeysWith: { a, _ in a })
        var failing: [Int] = []
        for (index, outcome) in sink.outcomes(for: job.writtenFrames) {
            let what: String
            switch outcome {
            case .compared(let c) where c.passed: continue
            case .compared(let c): what = DifferenceText.metrics(c.difference) + "  FAIL: " + c.failures.joined(separator: "; ")
            case .unreadable(let reason): what = "file \(UserText.quoted(names[index] ?? "")) missing or unreadable (\(reason))"
            case .sizeDiffers(let e, let a): what = "file is \(e.0)x\(e.1) px, the frame \(a.0)x\(a.1) px"
            }
            if failing.count < listed { Console.out("frame \(index) (t = \(times[index].map { "\($0)" } ?? "?") s): \(what)") }
            failing.append(index)
        }
        let n = job.writtenFrames.count
        guard !failing.isEmpty else {
            if !quiet { Console.out("ok: \(n == 1 ? "the frame is" : "all \(n) frames are") within tolerance (\(tolerance.summary)) of \(UserText.shown(shown))") }
            return
        }
        if failing.count > listed { Console.out("… and \(failing.count - listed) more") }
        let first = failing.prefix(listed).map(String.init).joined(separator: ", ")
        throw CLIError("\(failing.count) of \(n) frames beyond tolerance (\(tolerance.summary)) of \(UserText.shown(shown)): "
                       + "frame\(failing.count == 1 ? "" : "s") \(first)\(failing.count > listed ? ", …" : "")", exitCode: .failure)
    }

    /// Renders the stored job again, in memory, and hashes every frame.
    static func rerender(_ manifest: Manifest, path: String, threads: Int) throws(CLIError) -> [Int: String?] {
        let job = try job(of: manifest, path: path, threads: threads)
        let hashes: [String]
        do throws(PipelineError) {
            hashes = try RenderPipeline.frameHashes(job)
        } catch {
            throw CLIError("rendering \(path)'s job failed: \(error.message)", exitCode: .software)
        }
        var out: [Int: String?] = [:]
        for (i, h) in zip(job.writtenFrames, hashes) { out[i] = h }
        return out
    }

    /// The job stored in the manifest, on `threads`; warns when its scene or Lottie file has
    /// changed since.
    static func job(of manifest: Manifest, path: String, threads: Int) throws(CLIError) -> RenderJob {
        var request: RenderRequest
        do {
            request = try RenderRequest(arguments: manifest.arguments)
        } catch {
            throw CLIError("the arguments stored in \(path) do not make a job: \(error.message)", exitCode: .dataError)
        }
        // A scene or Lottie render's frames follow the file: say so when it is not the file the manifest saw.
        if let scene = request.source.filePath, let recorded = manifest.job.sceneSHA256,
           SceneFile.hash(scene) != recorded {
            SpinnerCommandLine.printError("spinnergen: warning: \(request.source.isLottie ? "Lottie" : "scene") file \(UserText.quoted(scene)) has changed since \(UserText.shown(path)) was written")
        }
        var job = request.job
        job.threads = threads
        return job
    }
}
