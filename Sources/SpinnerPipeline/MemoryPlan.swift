import Foundation

/// How many frames a render may hold at once within its memory budget, decided before any
/// work starts.
///
/// A frame in flight costs its RGBA canvas, the sink's prepared copy (straight RGBA, PNG bytes
/// or video planes: at most as large again) and the rasteriser's coverage rows, so it is counted
/// as three canvases. With several outputs (`RenderPipeline.run(_:)` on jobs that share a
/// timeline) a frame costs one canvas per distinct background, one prepared copy per output and
/// the coverage rows, and each output's write queue its `QueuedWriter.depth` frames. Workers are never more than the frames that fit: `--threads 256` at 4096²
/// runs as many workers as the budget holds, not 256.
struct MemoryPlan: Sendable {
    /// Bytes one frame in flight is counted as.
    let bytesPerFrame: Int
    /// Frames rasterised at once.
    let threads: Int
    /// Frames rasterised or waiting to be written, at most.
    let framesInFlight: Int

    /// What the output itself may keep (a GIF holds its frames until the palette is known).
    let sinkBytes: Int

    init(_ job: RenderJob) throws(PipelineError) {
        try self.init([job])
    }

    /// The plan for the outputs of one render (`jobs` share scene, timeline, threads and limit;
    /// the first job's are used).
    init(_ jobs: [RenderJob]) throws(PipelineError) {
        let job = jobs[0]
        let (w, h) = (job.scene.pixelWidth, job.scene.pixelHeight)
        let backgrounds = Set(jobs.map(\.scene.background)).count
        // Several outputs also hold up to `QueuedWriter.depth` frames each in their write queues.
        let copiesPerOutput = jobs.count > 1 ? 1 + QueuedWriter.depth : 1
        let canvases = backgrounds + jobs.count * copiesPerOutput + 1
        let perFrame = w.multipliedReportingOverflow(by: h * 4 * canvases)
        guard !perFrame.overflow, perFrame.partialValue <= job.memoryLimit else {
            let mib = perFrame.overflow ? "too much" : "about \(MemoryPlan.mebibytes(perFrame.partialValue)) MiB"
            throw PipelineError(.tooLarge, path: "",
                                "a \(w)x\(h) frame needs \(mib) while it is drawn and encoded, more than the memory limit of \(MemoryPlan.mebibytes(job.memoryLimit)) MiB",
                                hint: "raise --memory-limit or lower --size or --scale")
        }
        bytesPerFrame = perFrame.partialValue
        let fits = job.memoryLimit / bytesPerFrame
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let requested = job.threads > 0 ? job.threads : cores
        // A GIF keeps every frame (about a byte a pixel) until the end: half the budget is its.
        let gifs = jobs.filter { $0.output.format == .gif }.count
        let holdsFrames = gifs > 0
        let slots = max(1, holdsFrames ? fits / 2 : fits)
        threads = max(1, min(requested, slots))
        framesInFlight = min(threads * 2 + 2, slots)
        // Several GIFs share what the frames leave over.
        sinkBytes = max(0, job.memoryLimit - framesInFlight * bytesPerFrame) / max(1, gifs)
    }

    static func mebibytes(_ bytes: Int) -> Int { (bytes + (1 << 20) - 1) >> 20 }
}
