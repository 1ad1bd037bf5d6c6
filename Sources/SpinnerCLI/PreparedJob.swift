import SpinnerCore
import SpinnerPipeline
import SpinnerBatch
import SpinnerOutputs
import SpinnerJobs

/// One batch job resolved for running: its render requests, its hash, and whether every output
/// it would write is already up to date.
struct PreparedJob {
    let job: BatchJob
    let requests: [RenderRequest]
    /// `JobHash` of the job: version, arguments, the scene file's and its images' SHA-256.
    let hash: String
    /// Every output of every request, as the batch names them.
    let outputNames: [String]
    /// The outputs' records as found before the run.
    let records: [String: OutputRecord]
    /// Outputs into an Xcode asset catalogue's sets, listed once they are in place.
    let catalogue: AssetCatalog?
    /// `--android-animation-list`: drawables staged with the job's outputs.
    let animationLists: [AndroidAnimationList]

    init(_ job: BatchJob) throws(CLIError) {
        self.job = job
        requests = try BatchRunner.requests(for: job)
        catalogue = try RenderRequest.catalogue(requests)
        animationLists = try RenderRequest.animationLists(requests)
        hash = OutputRecord.jobHash(job, images: requests.flatMap(\.inputImages))
        outputNames = requests.flatMap(\.options.outputArguments)
        var records: [String: OutputRecord] = [:]
        for name in outputNames { records[name] = OutputRecord.read(for: name) }
        self.records = records
    }

    /// Every output has a record of this hash, and its files are there, unchanged.
    var isUpToDate: Bool {
        outputNames.allSatisfy { records[$0]?.isCurrent(jobHash: hash) == true }
    }

    func skip(talks: Bool) -> BatchRunner.Outcome {
        if talks { BatchRunner.printError("spinnergen: job \(job.index): up to date: \(outputNames.joined(separator: ", "))") }
        return BatchRunner.Outcome(rendered: false, records: records)
    }

    /// A rendered job whose outputs and records wait under temporary names for the batch to move
    /// them into place, with every other job's, once all are done.
    struct Staged: Sendable {
        let outputs: StagedOutputs
        let outcome: BatchRunner.Outcome
        /// Prints what was written, given the summaries the move returned.
        let report: @Sendable ([[RenderSummary]]) -> Void
    }

    /// Renders the job's requests (one per scale, each render feeding all its outputs) and stages
    /// them with a record of each output.
    func render(threads: Int, memory: Int, settings: BatchSettings, bar: Bool) throws(CLIError) -> Staged {
        // As a lone render says it: once per output of the job, naming the job.
        if settings.talks {
            // A Lottie file's notes, once for the job, naming it.
            for line in requests[0].noteLines { BatchRunner.printError("spinnergen: job \(job.index): \(line)") }
            for (output, warning) in RenderRequest.alphaDroppedWarnings(requests) {
                BatchRunner.printError("spinnergen: job \(job.index): warning: \(output): \(warning)")
            }
        }
        let outputs = StagedOutputs()
        let staged: [RenderTogether.Staged]
        do throws(CLIError) {
            staged = try SignalTrap.shared.cancellable { (cancellation) throws(CLIError) -> [RenderTogether.Staged] in
                do throws(PipelineError) {
                    return try RenderTogether.stage(requests, into: outputs, cancellation: cancellation, hashFrames: true, jobs: { request in
                        // The job's own --threads and --memory-limit stand; otherwise its share of the batch's.
                        request.jobs.map { j in
                            var j = j
                            if job.options["threads"] == nil { j.threads = threads }
                            if job.options["memory-limit"] == nil { j.memoryLimit = memory }
                            return j
                        }
                    }, reporter: { request in
                        switch settings.progressFormat {
                        case .bar: bar ? ProgressBar() : nil
                        case .json: JSONProgress(job: request.source.name, batchJob: job.index, output: request.options.outputArgument)
                        case .none: nil
                        }
                    })
                } catch {
                    throw CLIError(error)
                }
            }
        } catch {
            // `cancellable` also throws when a signal came while a body that staged everything
            // was finishing: what it staged is removed here, as the body's own failures remove it.
            outputs.discard()
            throw error
        }
        var made: [String: OutputRecord] = [:]
        do throws(OutputsError) {
            for render in staged {
                let names = render.request.options.outputArguments
                for (name, record) in try OutputRecord.stage(render.render, names: names, job: render.request.job, jobHash: hash, into: outputs) {
                    made[name] = record
                }
            }
            try AndroidAnimationList.stage(animationLists, into: outputs)
        } catch {
            outputs.discard()
            throw CLIError(error)
        }
        let talks = settings.talks
        return Staged(outputs: outputs, outcome: BatchRunner.Outcome(rendered: true, records: made)) { [job] summaries in
            for (render, list) in zip(staged, summaries) {
                for (summary, name) in zip(list, render.request.options.outputArguments) {
                    render.reporter?.finished(summary, output: name)
                    if talks {
                        BatchRunner.printError("spinnergen: job \(job.index): wrote \(name): \(summary.frameCount) frame\(summary.frameCount == 1 ? "" : "s") in \(DecimalText.fixed(summary.seconds, decimals: 2)) s")
                        if let line = OutputNotes.budget(name, summary, prefix: "spinnergen: job \(job.index): note: ") {
                            BatchRunner.printError(line)
                        }
                    }
                }
            }
        }
    }
}
