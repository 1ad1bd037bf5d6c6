import SpinnerPipeline

/// The renders of one command line, one per scale of `--scale`, that land together: each is
/// staged in turn, and all move into place only once every one is complete. A failure or a
/// signal in any leaves nothing of any. The command line and each batch job run through here.
enum RenderTogether {
    /// One render's outputs, in place.
    struct Done {
        let request: RenderRequest
        let reporter: (any RenderReporter)?
        /// One per output, in the order of its `-o`.
        let summaries: [RenderSummary]
    }

    /// Stages every request's jobs (`jobs(request)`: the request's own, or adjusted, as a batch
    /// shares threads and memory), then commits them in order.
    static func run(_ requests: [RenderRequest], cancellation: CancellationFlag, hashFrames: Bool,
                    jobs: (RenderRequest) -> [RenderJob] = { $0.jobs },
                    reporter: (RenderRequest) -> (any RenderReporter)?) throws(PipelineError) -> [Done] {
        var staged: [(RenderRequest, (any RenderReporter)?, StagedRender)] = []
        var done: [Done] = []
        var committed = 0
        do throws(PipelineError) {
            for request in requests {
                // Each scale has its own bar or progress lines, naming its own first output.
                let shown = reporter(request)
                var progress: RenderPipeline.Progress? = nil
                if let shown { progress = { frames, total in shown.frameWritten(frames, of: total) } }
                // Several outputs share one render: each frame is drawn once and fed to all of them.
                staged.append((request, shown, try RenderPipeline.stage(jobs(request), cancellation: cancellation,
                                                                         progress: progress, hashFrames: hashFrames)))
            }
            if cancellation.isCancelled { throw PipelineError(.cancelled, path: "", "interrupted") }
            for (request, shown, render) in staged {
                // Counted first: a commit that fails removes what it had not moved itself.
                committed += 1
                done.append(Done(request: request, reporter: shown, summaries: try render.commit()))
            }
        } catch {
            // The render that failed has cleaned up after itself; the others go too.
            for (_, _, render) in staged.dropFirst(committed).reversed() { render.discard() }
            throw error
        }
        return done
    }
}
