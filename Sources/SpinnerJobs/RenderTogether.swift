import SpinnerPipeline
import SpinnerOutputs

/// The renders of one command line, one per scale of `--scale`, that land together: each is
/// staged in turn into one `StagedOutputs`, beside whatever the caller stages to describe them (a
/// manifest, records), and all move into place only when the caller commits. A failure or a
/// signal in any leaves nothing of any. The command line and each batch job run through here.
package enum RenderTogether {
    /// One render's outputs, staged.
    package struct Staged: Sendable {
        package let request: RenderRequest
        package let reporter: (any RenderReporter)?
        package let render: StagedRender
    }

    /// Stages every request's jobs (`jobs(request)`: the request's own, or adjusted, as a batch
    /// shares threads and memory) into `outputs` (see `StagedOutputs.stageRenders`), each with
    /// its reporter. On failure what this call staged is removed with everything else in `outputs`.
    package static func stage(_ requests: [RenderRequest], into outputs: StagedOutputs, cancellation: CancellationFlag, hashFrames: Bool,
                              jobs: (RenderRequest) -> [RenderJob] = { $0.jobs },
                              reporter: (RenderRequest) -> (any RenderReporter)?) throws(PipelineError) -> [Staged] {
        var reporters: [(any RenderReporter)?] = []
        let renders = try outputs.stageRenders(requests.map(jobs), cancellation: cancellation, hashFrames: hashFrames) { k -> RenderPipeline.Progress? in
            // Each scale has its own bar or progress lines, naming its own first output.
            let shown = reporter(requests[k])
            reporters.append(shown)
            guard let shown else { return nil }
            return { frames, total in shown.frameWritten(frames, of: total) }
        }
        return requests.indices.map { k in Staged(request: requests[k], reporter: reporters[k], render: renders[k]) }
    }
}
