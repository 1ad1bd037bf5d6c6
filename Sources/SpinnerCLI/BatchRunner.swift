import SpinnerWorkers
import SpinnerCore
import SpinnerBatch
import SpinnerOutputs
import SpinnerJobs

/// Runs a shard's jobs: each through the normal render path (one render feeding all its
/// outputs), skipping the up-to-date ones, `--jobs` at once, and stops starting jobs after the
/// first failure. The working directory is the batch file's folder.
struct BatchRunner {
    let settings: BatchSettings
    let batchSHA256: String
    /// Expanded jobs in the whole batch.
    let total: Int

    /// The render requests of one job: one per scale of its `--scale` (see `RenderRequest.expanding`).
    static func requests(for job: BatchJob) throws(CLIError) -> [RenderRequest] {
        try RenderRequest.expanding(arguments: job.arguments)
    }

    func run(_ jobs: [BatchJob], shard: BatchShard, manifest: String?) throws(CLIError) {
        // Every job of the shard is resolved before anything renders: a bad option in the last
        // job stops the batch before the first is written.
        var prepared: [PreparedJob] = []
        for job in jobs { prepared.append(try BatchRunner.labelled(job) { () throws(CLIError) in try PreparedJob(job) }) }
        if settings.dryRun {
            for p in prepared {
                Console.out("job \(p.job.index): \(p.isUpToDate ? "up to date" : "to render"): \(p.outputNames.joined(separator: ", "))")
            }
            return
        }
        try CLIError.from { () throws(OutputsError) in try OutputRecord.checkFolder() }
        // Every job's outputs and records, and the manifest, land together once all are done: a
        // failure or a signal anywhere leaves none of them.
        let outcomes = try SignalTrap.shared.cancellable { (cancellation) throws(CLIError) -> [Int: Outcome] in
            var (outcomes, staged) = try runAll(prepared)
            do throws(CLIError) {
                if let manifest {
                    let outputs = prepared.flatMap { p in p.outputNames.map { name in
                        BatchManifest.Output(job: p.job.index, output: name, arguments: p.job.arguments, jobHash: p.hash,
                                             frames: outcomes[p.job.index]?[name]?.frames ?? [])
                    } }
                    let file = BatchManifest(version: Manifest.currentVersion, batchSHA256: batchSHA256, jobs: total, outputs: outputs)
                    let last = StagedOutputs()
                    try CLIError.from { () throws(OutputsError) in try last.stage([UInt8](try JSONFile.encode(file, what: "batch manifest")), to: manifest, what: "batch manifest") }
                    staged.append(PreparedJob.Staged(outputs: last, outcome: Outcome(rendered: false, records: [:])) { _ in })
                }
                try SignalTrap.shared.commit(cancellation) { () throws(CLIError) in
                    while !staged.isEmpty {
                        // Taken first: a move that fails removes what it had not moved itself.
                        let job = staged.removeFirst()
                        job.report(try CLIError.from { () throws(OutputsError) in try job.outputs.move() })
                    }
                }
                // Outputs in an Xcode asset catalogue's sets are listed once they are in place.
                for p in prepared { try CLIError.from { () throws(OutputsError) in try p.catalogue?.write() } }
            } catch {
                for job in staged.reversed() { job.outputs.discard() }
                throw error
            }
            return outcomes
        }
        if settings.talks {
            let rendered = prepared.filter { outcomes[$0.job.index]?.rendered == true }.count
            let share = shard == .whole ? "\(total) jobs" : "shard \(shard) of \(total) jobs: \(prepared.count)"
            BatchRunner.printError("spinnergen: batch: \(rendered) rendered, \(prepared.count - rendered) up to date (\(share))")
        }
    }

    /// What one job left: its outputs' records, and whether it rendered.
    struct Outcome {
        let rendered: Bool
        let records: [String: OutputRecord]
        subscript(_ name: String) -> OutputRecord? { records[name] }
    }

    /// Runs the jobs, `settings.workers` at once, and returns each job's outcome and the rendered
    /// jobs' staged outputs, in job order; the first failure (the lowest job index among
    /// failures) is thrown after the running jobs end, with every staged output removed, and no
    /// job starts after one failed.
    private func runAll(_ prepared: [PreparedJob]) throws(CLIError) -> ([Int: Outcome], [PreparedJob.Staged]) {
        let workers = min(settings.workers, max(prepared.count, 1))
        let cores = ParallelLoop.threads(requested: 0)
        let share = (threads: max(1, cores / workers), memory: max(1, settings.memoryLimit / workers))
        let reportsBar = workers == 1 && settings.progressFormat == .bar
        let settings = settings
        let (results, failures) = ParallelLoop.untilFailure(prepared.count, workers: workers, stop: { SignalTrap.shared.interruption != nil }) {
            (i) throws(CLIError) -> (outcome: Outcome, staged: PreparedJob.Staged?) in
            let p = prepared[i]
            if p.isUpToDate && !settings.force { return (p.skip(talks: settings.talks), nil) }
            let job = try BatchRunner.labelled(p.job) { () throws(CLIError) in
                try p.render(threads: share.threads, memory: share.memory, settings: settings, bar: reportsBar)
            }
            return (job.outcome, job)
        }
        let byJob = results.sorted { prepared[$0.key].job.index < prepared[$1.key].job.index }
        let jobs = byJob.compactMap(\.value.staged)
        var failure = SignalTrap.shared.interruption
        if failure == nil { failure = failures.min { prepared[$0.index].job.index < prepared[$1.index].job.index }?.error }
        if let failure {
            for job in jobs.reversed() { job.outputs.discard() }
            throw failure
        }
        return (Dictionary(uniqueKeysWithValues: byJob.map { (prepared[$0.key].job.index, $0.value.outcome) }), jobs)
    }

    /// `body`'s error with the job named first: `job 3 (jobs[0]): unknown option '--colour'`.
    static func labelled<T>(_ job: BatchJob, _ body: () throws(CLIError) -> T) throws(CLIError) -> T {
        do { return try body() } catch {
            if error.exitCode.rawValue > 128 { throw error }
            throw CLIError("job \(job.index) (\(job.origin)): \(error.message)", hint: error.hint, exitCode: error.exitCode)
        }
    }

    static func printError(_ line: String) { Console.error(UserText.line(line)) }
}
