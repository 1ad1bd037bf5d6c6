import SpinnerPipeline

extension StagedOutputs {
    /// Stages renders that land together (a command line's or a batch job's, one per scale of
    /// `--scale`) in turn, beside whatever else is staged here: each render's jobs share it (each
    /// frame drawn once and fed to all its outputs), and `progress(k)`, asked for just before
    /// render `k` starts, follows it. On a failure, or when `cancellation` was raised, everything
    /// staged here is removed (the render that failed has cleaned up after itself) and the
    /// error thrown.
    package func stageRenders(_ renders: [[RenderJob]], cancellation: CancellationFlag, hashFrames: Bool,
                              progress: (Int) -> RenderPipeline.Progress?) throws(PipelineError) -> [StagedRender] {
        var staged: [StagedRender] = []
        do throws(PipelineError) {
            for (k, jobs) in renders.enumerated() {
                let render = try RenderPipeline.stage(jobs, cancellation: cancellation, progress: progress(k), hashFrames: hashFrames)
                add(render)
                staged.append(render)
            }
            if cancellation.isCancelled { throw PipelineError(.cancelled, path: "", "interrupted") }
        } catch {
            discard()
            throw error
        }
        return staged
    }
}
