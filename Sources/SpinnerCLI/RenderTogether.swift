import SpinnerPipeline
import SpinnerOutputs

/// The renders of one command line, one per scale of `--scale`, that land together: each is
/// staged in turn into one `StagedOutputs`, beside whatever the caller stages to describe them (a
/// manifest, records), and all move into place only when the caller commits. A failure or a
/// signal in any leaves nothing of any. The command line and each batch job run through here.
enum RenderTogether {
    /// One render's outputs, staged.
    struct Staged: Sendable {
        let request: RenderRequest
        let reporter: (any RenderReporter)?
        let render: StagedRender
    }

    /// Stages every request's jobs (`jobs(request)`: the request's own, or adjusted, as a batch
    /// shares threads and memory) into `outputs`. On failure what this call staged is removed
    /// with everything else in `outputs`.
    static func stage(_ requests: [RenderRequest], into outputs: StagedOutputs, cancellation: CancellationFlag, hashFrames: Bool,
                      jobs: (RenderRequest) -> [RenderJob] = { $0.jobs },
                      reporter: (RenderRequest) -> (any RenderReporter)?) throws(PipelineError) -> [Staged] {
        var staged: [Staged] = []
        do throws(PipelineError) {
            for request in requests {
                // Each scale has its own bar or progress lines, naming its own first output.
                let shown = reporter(request)
                var progress: RenderPipeline.Progress? = nil
                if let shown { progress = { frames, total in shown.frameWritten(frames, of: total) } }
                // Several outputs share one render: each frame is drawn once and fed to all of them.
                let render = try RenderPipeline.stage(jobs(request), cancellation: cancellation, progress: progress, hashFrames: hashFrames)
                outputs.add(render)
                staged.append(Staged(request: request, reporter: shown, render: render))
            }
            if cancellation.isCancelled { throw PipelineError(.cancelled, path: "", "interrupted") }
        } catch {
            // The render that failed has cleaned up after itself; the others go too.
            outputs.discard()
            throw error
        }
        return staged
    }
}
