#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerDigest
import SpinnerSystem
import SpinnerPipeline
import SpinnerBatch
import SpinnerOutputs
import SpinnerJobs

/// `spinnergen batch FILE.json [options]`: renders the jobs of a batch file (or one shard of
/// them), skipping those whose outputs are up to date; `spinnergen batch --merge` joins the
/// shards' manifests (see `BatchMerge`).
enum BatchCommand {
    // MARK: - Options and help

    static let options: [ArgumentScanner.Option] = [
        .init("shard", value: "K/N", help: "render only the jobs k with k mod N = K (0 ≤ K < N)"),
        .init("shards", value: "N", help: "render one of N shards, K from --shard-from-env, JOB_COMPLETION_INDEX (Kubernetes Indexed Job) or SLURM_ARRAY_TASK_ID"),
        .init("shard-from-env", value: "VAR", help: "read K from this environment variable (N from --shards, or SLURM_ARRAY_TASK_COUNT)"),
        .init("jobs", value: "N", help: "jobs rendered at once (default 1); they share the memory limit and the cores"),
        .init("force", help: "render every job, even when its outputs are up to date"),
        .init("manifest", value: "FILE.json", help: "also write the batch manifest: every output of the run with its frame hashes"),
        .init("dry-run", help: "print the plan (each job, its outputs, up to date or to render) and render nothing"),
        .init("memory-limit", value: "SIZE", help: "memory all running jobs may hold at once, e.g. 512M or 2G (default 1G)"),
        .init("quiet", short: "q", help: "print nothing but errors"),
        .init("progress-format", value: "FORMAT", help: "progress on stderr: bar, json (JSON lines with \"job\": k) or none"),
        .init("help", short: "h", help: "show this help"),
    ]

    static var help: String {
        """
        spinnergen batch: render every job of a batch file, skipping outputs that are up to date.

        USAGE
          spinnergen batch FILE.json [options]                render the batch (paths relative to its folder)
          spinnergen batch FILE.json --shard K/N              render shard K of N
          spinnergen batch FILE.json --shards N               shard K from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID
          spinnergen batch --merge A.json B.json ... -o ALL.json  join the shards' --manifest files

        OPTIONS

        """ + HelpText.options(options) + "\n"
            + HelpText.exitStatus([.dataError: "bad batch file", .failure: ""],
                                  after: "; a failing job stops the batch with its status")
    }

    // MARK: - Running

    static func run(_ arguments: [String]) throws(CLIError) {
        if arguments.first == "--merge" { return try BatchMerge.run(Array(arguments.dropFirst())) }
        guard let (path, scanner) = try ArgumentScanner.fileFirst(
            arguments, options: options, command: "batch", help: help,
            missing: CLIError("batch needs a batch file", hint: "spinnergen batch FILE.json, or spinnergen batch --merge A.json B.json -o ALL.json")) else { return }
        let settings = try BatchSettings(scanner)
        let shard = try cli { () throws(BatchError) in
            try BatchShard.resolve(shard: scanner["shard"], shards: scanner["shards"], fromEnvironment: scanner["shard-from-env"],
                                   environment: ProcessInfo.processInfo.environment)
        }
        guard FileManager.default.fileExists(atPath: path) else { throw CLIError.missingInput(path, what: "batch file") }
        let bytes = [UInt8](try CLIError.from { () throws(OutputsError) in try InputText.read(path, what: "batch file", limit: BatchFile.maxBytes + 1) })
        let jobs = try cli(file: path) { () throws(BatchError) in try BatchPlan.expand(BatchFile(bytes: bytes)) }
        // Every path of the batch is relative to its folder, wherever the command runs from;
        // the manifest, named on this command line, is relative to where it was typed.
        let manifest = settings.manifest.map(absolute)
        try enterFolder(of: path)
        try CLIError.from { () throws(OutputsError) in
            try BatchOutputs.checkUnique(jobs, manifest: manifest) { try? RenderRequest.outputNames(arguments: $0.arguments) }
        }
        let runner = BatchRunner(settings: settings, batchSHA256: SHA256.hexHash(bytes), total: jobs.count)
        try runner.run(BatchPlan.jobs(jobs, in: shard), shard: shard, manifest: manifest)
    }

    /// A planning error as the command line's one line: a flag's is usage (64), the file's is
    /// bad data (65) and names the file.
    static func cli<T>(file: String? = nil, _ body: () throws(BatchError) -> T) throws(CLIError) -> T {
        do { return try body() } catch {
            let text = file.map { "\(UserText.shown($0)): \(error.description)" } ?? error.description
            throw CLIError(UserText.line(text), hint: error.hint ?? (error.kind == .usage ? nil : "see docs/batch-files.md"),
                           exitCode: error.kind == .usage ? .usage : .dataError)
        }
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FilePath.join(FileManager.default.currentDirectoryPath, path)
    }

    private static func enterFolder(of path: String) throws(CLIError) {
        let folder = FilePath.directory(of: path)
        guard FileManager.default.changeCurrentDirectoryPath(folder) else {
            throw CLIError("cannot enter the batch file's folder \(UserText.quoted(folder))", exitCode: .noInput)
        }
    }
}

/// The flags that decide how a batch runs, checked.
struct BatchSettings {
    var workers = 1
    var force = false
    var dryRun = false
    var manifest: String?
    var memoryLimit = RenderJob.defaultMemoryLimit
    var quiet = false
    var progressFormat = ProgressFormat.none

    init(_ a: ArgumentScanner) throws(CLIError) {
        if let v = a["jobs"] { workers = try ValueParser.integer(v, option: "jobs", range: 1...64, expected: "a whole number from 1 to 64") }
        if let v = a["memory-limit"] { memoryLimit = try ValueParser.byteSize(v, option: "memory-limit") }
        force = a.has("force")
        dryRun = a.has("dry-run")
        manifest = a["manifest"]
        if manifest == "-" { throw CLIError("--manifest cannot be standard output", hint: "give it a file name, such as all.json") }
        quiet = a.has("quiet")
        progressFormat = try ProgressFormat.chosen(a)
    }

    /// Result lines for people: not with --quiet, nor with JSON lines (a program reads those).
    var talks: Bool { !quiet && progressFormat != .json }
}
