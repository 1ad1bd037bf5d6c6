#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch
import SpinnerCore

/// Finds, for an output with a byte budget (`RenderJob.maxBytes`), the most faithful setting of
/// `ByteBudgetLadder` whose file fits, and stages that file.
///
/// Each setting tried is a whole render of its own, staged under its own temporary name: the
/// frames are drawn again rather than held between encodes, so a search holds no more memory
/// than one render within `--memory-limit` (a GIF already holds every frame until its palette
/// is chosen; holding them across eight encodes as well would double what the budget allows)
/// and every candidate file is byte for byte what that setting gives when rendered alone. The
/// job unchanged is tried first, so a budget its file meets changes nothing; then the coarsest
/// setting (when even that does not fit, nothing is written); then the ladder is bisected: at
/// most `maxEncodes` encodes. The file kept fits, and the next finer setting was encoded and
/// does not. Every encoder here gives the same bytes at any thread count, so the search does too.
enum ByteBudgetSearch {
    /// The most times one output is encoded: the first rung, the last, and log2(64) = 6 more.
    static let maxEncodes = 8

    /// Stages `jobs` as one render: the outputs without a budget together, as before, then each
    /// with a budget by its own search. On failure nothing of any is left.
    static func stage(_ jobs: [RenderJob], cancellation: CancellationFlag, progress: RenderPipeline.Progress?,
                      hashFrames: Bool) throws(PipelineError) -> StagedRender {
        try RenderPipeline.checkShared(jobs)
        var parts: [Part] = []
        var hashes: [Int: [String]] = [:]
        do throws(PipelineError) {
            let plain = jobs.indices.filter { jobs[$0].maxBytes == nil }
            if !plain.isEmpty {
                let render = try RenderPipeline.stage(plain.map { jobs[$0] }, cancellation: cancellation, progress: progress,
                                                      hashFrames: hashFrames)
                parts.append(Part(outputs: plain, render: render, choice: nil, seconds: render.seconds))
            }
            for k in jobs.indices {
                guard let budget = jobs[k].maxBytes else { continue }
                let start = DispatchTime.now()
                let (render, choice) = try search(jobs[k], budget: budget, cancellation: cancellation, progress: progress,
                                                  hashFrames: false)
                // The search's time is every setting's render, not the last one's alone.
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
                parts.append(Part(outputs: [k], render: render, choice: choice, seconds: seconds))
                // A manifest or a batch record describes the job's own frames (their hashes do not
                // depend on the encoder's settings), also when a lower rate was chosen: hashed
                // apart, at the job's rate, with no file written.
                if hashFrames {
                    var j = jobs[k]
                    j.maxBytes = nil
                    hashes[k] = try RenderPipeline.frameHashes(j, cancellation: cancellation)
                }
            }
        } catch {
            for part in parts.reversed() { part.render.discard() }
            throw error
        }
        return merged(parts, count: jobs.count, frames: jobs[0].writtenFrames, hashes: hashes)
    }

    /// The search for one output: its staged render and what was chosen; refused when even the
    /// coarsest setting does not fit.
    static func search(_ job: RenderJob, budget: Int, cancellation: CancellationFlag, progress: RenderPipeline.Progress?,
                       hashFrames: Bool) throws(PipelineError) -> (StagedRender, ByteBudgetChoice) {
        try refuseUnmeasurable(job)
        let rungs = ByteBudgetLadder.rungs(for: job)
        var encodes = 0
        func attempt(_ k: Int) throws(PipelineError) -> (render: StagedRender, bytes: Int) {
            var j = rungs[k].job
            j.maxBytes = nil
            encodes += 1
            let render = try RenderPipeline.stage([j], cancellation: cancellation, progress: progress, hashFrames: hashFrames)
            guard let bytes = fileSize(render.stagings[0].stagedFile) else {
                render.discard()
                throw PipelineError(.io, path: job.output.filePath ?? "", "cannot read the size of the file just written")
            }
            return (render, bytes)
        }
        func choice(_ k: Int, _ bytes: Int) -> ByteBudgetChoice {
            ByteBudgetChoice(setting: rungs[k].setting, bytes: bytes, budget: budget, encodes: encodes)
        }

        let exact = try attempt(0)
        if exact.bytes <= budget { return (exact.render, choice(0, exact.bytes)) }
        exact.render.discard()
        let last = rungs.count - 1
        var best = exact
        if last > 0 {
            best = try attempt(last)
            if best.bytes > budget { best.render.discard() }
        }
        guard last > 0, best.bytes <= budget else {
            throw refusal(job, budget: budget, smallest: rungs[last].setting, bytes: best.bytes)
        }
        // Invariant: rung `lo` does not fit, rung `hi` (held in `best`) does.
        var (lo, hi) = (0, last)
        do throws(PipelineError) {
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                let tried = try attempt(mid)
                if tried.bytes <= budget {
                    best.render.discard()
                    (best, hi) = (tried, mid)
                } else {
                    tried.render.discard()
                    lo = mid
                }
            }
        } catch {
            best.render.discard()
            throw error
        }
        return (best.render, choice(hi, best.bytes))
    }

    /// A stream (standard output, a FIFO, a device) cannot be measured before it is written, nor
    /// written again: a budget needs a regular file.
    static func refuseUnmeasurable(_ job: RenderJob) throws(PipelineError) {
        let place: String
        switch job.output {
        case .standardOutput: place = "standard output"
        default:
            guard let path = job.output.filePath, case .file = try OutputDestination.resolve(path) else {
                place = UserText.quoted(job.output.filePath ?? "-")
                break
            }
            return
        }
        throw PipelineError(.badOutput, path: job.output.filePath ?? "",
                            "--max-bytes needs a regular file to measure and replace; \(place) is a stream",
                            hint: "write a file, then copy it where it goes")
    }

    static func refusal(_ job: RenderJob, budget: Int, smallest: String?, bytes: Int) -> PipelineError {
        let path = job.output.filePath ?? "-"
        let setting = smallest.map { "at \($0)" } ?? "unchanged"
        return PipelineError(.tooLarge, path: path,
                             "\(UserText.quoted(path)) does not fit \(ByteBudgetChoice.shown(budget)): its smallest setting, \(setting), "
                             + "takes \(ByteBudgetChoice.grouped(bytes)) bytes",
                             hint: "raise --max-bytes, or lower --size, --scale or --duration")
    }

    /// The size of a regular file, or nil.
    static func fileSize(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// Some outputs of a render, staged by one render or one search.
    struct Part {
        let outputs: [Int]
        let render: StagedRender
        let choice: ByteBudgetChoice?
        let seconds: Double
    }

    /// One render of `count` outputs from renders of some of them each, in the outputs' order.
    /// `frameHashes` replaces the hashes of the outputs it names.
    static func merged(_ parts: [Part], count: Int,
                       frames: Range<Int>, hashes frameHashes: [Int: [String]] = [:]) -> StagedRender {
        var stagings: [OutputStaging?] = Array(repeating: nil, count: count)
        var hashes = Array(repeating: [String](), count: count)
        var blended = Array(repeating: false, count: count)
        var counts: [Int?] = Array(repeating: nil, count: count)
        var choices: [ByteBudgetChoice?] = Array(repeating: nil, count: count)
        var seconds = 0.0
        for part in parts {
            let r = part.render
            seconds += part.seconds
            for (i, k) in part.outputs.enumerated() {
                stagings[k] = r.stagings[i]
                hashes[k] = frameHashes[k] ?? (i < r.frameHashes.count ? r.frameHashes[i] : [])
                blended[k] = i < r.blendedOverMatte.count && r.blendedOverMatte[i]
                // A lower rate leaves fewer frames than the render's.
                counts[k] = (i < r.frameCounts.count ? r.frameCounts[i] : nil) ?? r.frames.count
                choices[k] = part.choice
            }
        }
        return StagedRender(stagings: stagings.map { $0! }, frames: frames, seconds: seconds, frameHashes: hashes,
                            blendedOverMatte: blended, frameCounts: counts, budgetChoices: choices)
    }
}
