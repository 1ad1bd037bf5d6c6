import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
import SpinnerEncode
import SpinnerWorkers

/// The render loop: frame times, parallel rasterising and per-frame encoding work, writing in
/// frame order, progress, cancellation, and atomic output (everything is written under a
/// temporary name beside the target and moved into place only when complete).
public enum RenderPipeline {
    /// Called on the writing thread after each frame is written: (frames written, total).
    public typealias Progress = @Sendable (Int, Int) -> Void

    // MARK: - Running a job

    /// Renders `job`; on any failure or cancellation nothing of the output is left behind.
    /// With `hashFrames`, the summary carries each frame's SHA-256 (see `FrameHashSink`).
    public static func run(_ job: RenderJob, cancellation: CancellationFlag = CancellationFlag(),
                           progress: Progress? = nil, hashFrames: Bool = false) throws(PipelineError) -> RenderSummary {
        try run([job], cancellation: cancellation, progress: progress, hashFrames: hashFrames)[0]
    }

    /// The SHA-256 of every frame `run(job, hashFrames: true)` would report, computed without
    /// writing anything.
    public static func frameHashes(_ job: RenderJob, cancellation: CancellationFlag = CancellationFlag(),
                                   progress: Progress? = nil) throws(PipelineError) -> [String] {
        let hasher = FrameHashSink(wrapping: nil, source: hashSource(job, wrapping: false))
        try render(job, into: hasher, cancellation: cancellation, progress: progress)
        guard let hashes = hasher.hexDigests(for: job.writtenFrames) else {
            throw PipelineError(.io, path: "", "a frame was not hashed")
        }
        return hashes
    }

    /// Renders the frames `job` writes, as its output would get them (its threads and memory
    /// plan), into `sink` instead of its output; the caller finishes or cancels the sink. What
    /// `frameHashes` and `verify --against` with a tolerance are made of.
    public static func render(_ job: RenderJob, into sink: any FrameSink, cancellation: CancellationFlag = CancellationFlag(),
                              progress: Progress? = nil) throws(PipelineError) {
        let (frames, times) = timeline(job)
        let plan = try MemoryPlan(job)
        do {
            try renderFrames(job.scene, frames: frames, times: times, threads: plan.threads, inFlight: plan.framesInFlight,
                             sinks: FanOut(sink, background: job.scene.background), cancellation: cancellation, progress: progress)
        } catch let error as PipelineError {
            throw error
        } catch {
            throw PipelineError(.io, path: "", "\(error)")
        }
    }

    /// The frames of a job and the moment each shows (a still is frame 0 at its own time).
    static func timeline(_ job: RenderJob) -> (Range<Int>, @Sendable (Int) -> Double) {
        let j = job
        return (job.writtenFrames, { j.moment(ofFrame: $0) })
    }

    /// PNG outputs hash their files' bytes (the same bytes re-encoded when nothing is written);
    /// every other output hashes the frame's PNG at the default level 6.
    static func hashSource(_ job: RenderJob, wrapping: Bool) -> FrameHashSink.Source {
        switch job.output {
        case .pngStill, .pngSequence: return wrapping ? .preparedBytes : .pngEncoding(job.png)
        default: return .pngEncoding(PNGOptions())
        }
    }

    /// Renders `frames` of `scene` at `fps` into any sink (the caller finishes or cancels it):
    /// for sinks of one's own, such as a benchmark's that discards frames.
    public static func render(_ scene: Scene, frames: Range<Int>, fps: Rational, threads: Int = 0,
                              into sink: any FrameSink, cancellation: CancellationFlag = CancellationFlag(),
                              progress: Progress? = nil) throws {
        try renderFrames(scene, frames: frames, times: { RenderJob.time(ofFrame: $0, fps: fps) }, threads: threads,
                         inFlight: nil, sinks: FanOut(sink, background: scene.background), cancellation: cancellation,
                         progress: progress)
    }

    // MARK: - Sinks

    /// The sink of `job`'s format (an output on standard output is written as its format is).
    static func makeSink(_ job: RenderJob, staging: OutputStaging, sinkBytes: Int,
                         buffering: EncoderBuffering? = nil) throws -> any FrameSink {
        try job.output.format.traits.makeSink(SinkContext(job: job, staging: staging, sinkBytes: sinkBytes, buffering: buffering))
    }

    // MARK: - Rendering frames in parallel, in order

    /// Rasterises and prepares frames on `threads` workers, at most `inFlight` frames (default:
    /// two per worker and two more) ahead of the writer, and writes them in order on the calling
    /// thread. Each frame's display list is built once, rasterised once per background of
    /// `sinks`, and prepared by every sink (see `FanOut`).
    static func renderFrames(_ scene: Scene, frames: Range<Int>, times: @escaping @Sendable (Int) -> Double,
                             threads requested: Int, inFlight: Int?, sinks: FanOut, cancellation: CancellationFlag,
                             progress: Progress?) throws {
        let total = frames.count
        guard total > 0 else { return }
        let threads = max(1, min(ParallelLoop.threads(requested: requested), total))
        let rasterizer = Rasterizer()
        let next = Atomic<Int>(0)
        let stop = Atomic<Bool>(false)
        let done = Mutex<[Int: Result<[PreparedFrame], any Error>]>([:])
        let ready = DispatchSemaphore(value: 0)
        // Bounds memory: a worker takes a permit per frame, the writer returns it once written.
        let ahead = max(threads, min(threads * 2 + 2, inFlight ?? .max))
        // Starts at zero and is raised, because libdispatch traps when a semaphore is freed
        // holding less than its initial value (as it may after a cancellation).
        let window = DispatchSemaphore(value: 0)
        for _ in 0..<ahead { window.signal() }
        let finished = DispatchGroup()

        var started = 0
        for _ in 0..<threads {
            finished.enter()
            let worker: @Sendable () -> Void = {
                defer { finished.leave() }
                while true {
                    window.wait()
                    if stop.load(ordering: .acquiring) { window.signal(); return }
                    let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard k < total else { window.signal(); return }
                    let index = frames.lowerBound + k
                    let result = Result { () throws -> [PreparedFrame] in
                        try sinks.prepare(scene.presentation(at: times(index)), index: index, rasterizer: rasterizer)
                    }
                    done.withLock { $0[k] = result }
                    ready.signal()
                }
            }
            if WorkerThread.start(stackSize: 1 << 21, worker) { started += 1 } else { finished.leave() }
        }
        // Fewer workers only render slower; none would leave the loop below waiting forever.
        guard started > 0 else { throw PipelineError(.unavailable, path: "", "the system refused a rendering thread") }

        func shutDown() {
            stop.store(true, ordering: .releasing)
            for _ in 0..<threads { window.signal() }
            finished.wait()
        }

        for k in 0..<total {
            var result: Result<[PreparedFrame], any Error>?
            while true {
                result = done.withLock { $0.removeValue(forKey: k) }
                if result != nil { break }
                if cancellation.isCancelled { break }
                ready.wait()
            }
            guard let result, !cancellation.isCancelled else {
                shutDown()
                throw PipelineError(.cancelled, path: "", "interrupted")
            }
            do {
                try sinks.write(try result.get())
            } catch {
                shutDown()
                throw error
            }
            window.signal()
            progress?(k + 1, total)
        }
        shutDown()
    }
}
