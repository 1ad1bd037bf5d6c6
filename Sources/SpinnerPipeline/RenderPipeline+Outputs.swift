import Dispatch
import SpinnerCore
import SpinnerEncode

/// One render, many outputs: each frame is drawn once and fed to every output's sink.
extension RenderPipeline {
    /// Renders several outputs of one render and returns a summary per output, in order.
    ///
    /// The jobs must share the scene's layers, size, frames, frame rate and still time (they
    /// differ in output, encoder settings and background: see `FanOut` for how backgrounds are
    /// drawn). Every output is staged under a temporary name; only when every sink has finished
    /// are they moved into place, in order. On any failure or cancellation before that, nothing
    /// of any output is left behind. (A failure of the final move itself, a rename beside the
    /// target, leaves the outputs already moved in place.)
    ///
    /// With `hashFrames`, each output's summary carries its own frames' hashes: the hashed bytes
    /// depend on the output (`FrameHashSink`), so each sink gets its own hasher.
    public static func run(_ jobs: [RenderJob], cancellation: CancellationFlag = CancellationFlag(),
                           progress: Progress? = nil, hashFrames: Bool = false) throws(PipelineError) -> [RenderSummary] {
        try stage(jobs, cancellation: cancellation, progress: progress, hashFrames: hashFrames).commit()
    }

    /// Renders as `run` does but leaves every output complete under its temporary name: the
    /// caller commits it (or discards it) later, so that several renders (one per scale of
    /// `--scale`) land together or not at all. On failure nothing of any output is left.
    public static func stage(_ jobs: [RenderJob], cancellation: CancellationFlag = CancellationFlag(),
                             progress: Progress? = nil, hashFrames: Bool = false) throws(PipelineError) -> StagedRender {
        // An output with a byte budget is searched for on renders of its own (see `ByteBudgetSearch`).
        if jobs.contains(where: { $0.maxBytes != nil }) {
            return try ByteBudgetSearch.stage(jobs, cancellation: cancellation, progress: progress, hashFrames: hashFrames)
        }
        let start = DispatchTime.now()
        try checkShared(jobs)
        let job = jobs[0]
        let (frames, times) = timeline(job)
        let plan = try MemoryPlan(jobs)
        var stagings: [OutputStaging] = []
        func discardAll() { for s in stagings.reversed() { s.discard() } }
        // The output an unnamed error is reported against (the only one, for a single output).
        var current = ""
        do {
            for j in jobs { stagings.append(try OutputStaging(j.output)) }
            for s in stagings { try s.checkSequence(frames: frames) }
            var made: [(Color, any FrameSink)] = []
            var hashers: [FrameHashSink] = []
            var gifs: [GIFSink?] = []
            var fan: FanOut?
            do {
                for (i, (j, s)) in zip(jobs, stagings).enumerated() {
                    current = s.finalDescription
                    var sink = try makeSink(j, staging: s, sinkBytes: plan.sinkBytes, buffering: plan.encoders[i])
                    gifs.append(sink as? GIFSink)
                    if hashFrames {
                        let hasher = FrameHashSink(wrapping: sink, source: hashSource(j, wrapping: true))
                        hashers.append(hasher)
                        sink = hasher
                    }
                    made.append((j.scene.background, sink))
                }
                let sinks = FanOut(made, names: stagings.map(\.finalDescription))
                fan = sinks
                try renderFrames(job.scene, frames: frames, times: times, threads: plan.threads, inFlight: plan.framesInFlight,
                                 sinks: sinks, cancellation: cancellation, progress: progress)
                try sinks.finish()
                // A signal during the last frame's write must not let any output land.
                if cancellation.isCancelled { throw PipelineError(.cancelled, path: "", "interrupted") }
            } catch {
                // Every sink made so far, finished or not, closes what it wrote (the fan first
                // waits for writes still queued).
                if let fan { fan.cancel() } else { for (_, sink) in made { sink.cancel() } }
                throw error
            }
            // Every output is complete under its temporary name, ready to move into place.
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            return StagedRender(stagings: stagings, frames: frames, seconds: seconds,
                                frameHashes: hashers.map { $0.hexDigests(for: frames) ?? [] },
                                blendedOverMatte: gifs.map { $0?.blendedOverMatte ?? false },
                                frameCounts: gifs.map { $0?.framesInFile })
        } catch let error as PipelineError {
            discardAll()
            throw error
        } catch let error as FFmpegError where error.isUnavailable {
            discardAll()
            throw PipelineError(.unavailable, path: current, "writing \(UserText.quoted(current)) \(FFmpegLibraries.requirement)",
                                hint: FFmpegLibraries.installHint)
        } catch let error as any OutputFailure {
            discardAll()
            throw PipelineError(error, path: current)
        } catch {
            discardAll()
            throw PipelineError(.io, path: current, "\(error)")
        }
    }

    /// Refuses jobs that cannot share one render: none, different sizes, frames or moments, or
    /// two outputs to one place (their temporaries and final moves would collide).
    static func checkShared(_ jobs: [RenderJob]) throws(PipelineError) {
        guard let first = jobs.first else { throw PipelineError(.badOutput, path: "", "no output given") }
        var places: Set<String> = []
        for j in jobs where !places.insert(j.output.identity).inserted {
            throw PipelineError(.badOutput, path: j.output.filePath ?? "", "two outputs of one render name the same place",
                                hint: "give each output its own path")
        }
        for j in jobs.dropFirst() {
            let same = j.scene.pixelWidth == first.scene.pixelWidth && j.scene.pixelHeight == first.scene.pixelHeight
                && j.writtenFrames == first.writtenFrames && j.fps == first.fps
                && j.output.isAnimation == first.output.isAnimation && j.stillTime == first.stillTime
            guard same else {
                throw PipelineError(.badOutput, path: j.output.filePath ?? "",
                                    "the outputs of one render must share its size, frames and moments")
            }
        }
    }
}
