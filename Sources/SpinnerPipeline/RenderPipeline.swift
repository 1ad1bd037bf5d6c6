import Dispatch
import Foundation
import Synchronization
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
import SpinnerEncode

/// The render loop: frame times, parallel rasterising and per-frame encoding work, writing in
/// frame order, progress, cancellation, and atomic output (everything is written under a
/// temporary name beside the target and moved into place only when complete).
public enum RenderPipeline {
    /// Called on the writing thread after each frame is written: (frames written, total).
    public typealias Progress = @Sendable (Int, Int) -> Void

    /// Renders `job`; on any failure or cancellation nothing of the output is left behind.
    public static func run(_ job: RenderJob, cancellation: CancellationFlag = CancellationFlag(),
                           progress: Progress? = nil) throws(PipelineError) -> RenderSummary {
        let start = DispatchTime.now()
        let staging = try OutputStaging(job.output)
        let frames: Range<Int>
        let times: @Sendable (Int) -> Double
        if case .pngStill = job.output {
            frames = 0..<1
            let t = job.stillTime
            times = { _ in t }
        } else {
            frames = job.frames
            let j = job
            times = { j.time(ofFrame: $0) }
        }
        do {
            let sink = try makeSink(job, staging: staging)
            do {
                try renderFrames(job.scene, frames: frames, times: times, threads: job.threads, sink: sink,
                                 cancellation: cancellation, progress: progress)
                try sink.finish()
            } catch {
                sink.cancel()
                throw error
            }
            let files = try staging.commit(frames: frames)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            return RenderSummary(frameCount: frames.count, files: files, seconds: seconds)
        } catch let error as PipelineError {
            staging.discard()
            throw error
        } catch {
            staging.discard()
            throw PipelineError(.io, path: staging.finalDescription, "\(error)")
        }
    }

    /// Renders `frames` of `scene` at `fps` into any sink (the caller finishes or cancels it):
    /// for sinks of one's own, such as a benchmark's that discards frames.
    public static func render(_ scene: Scene, frames: Range<Int>, fps: Rational, threads: Int = 0,
                              into sink: any FrameSink, cancellation: CancellationFlag = CancellationFlag(),
                              progress: Progress? = nil) throws {
        let job = RenderJob(scene: scene, output: .rawRGBA(path: ""), fps: fps, frames: frames)
        try renderFrames(scene, frames: frames, times: { job.time(ofFrame: $0) }, threads: threads, sink: sink,
                         cancellation: cancellation, progress: progress)
    }

    private static func makeSink(_ job: RenderJob, staging: OutputStaging) throws -> any FrameSink {
        let scene = job.scene
        let (w, h) = (scene.pixelWidth, scene.pixelHeight)
        func video(_ container: VideoContainer) throws -> any FrameSink {
            var options = job.video ?? VideoOptions(container: container)
            options.container = container
            options.fps = job.fps
            options.background = PremultipliedRGBA8(scene.background)
            return try VideoSink(path: staging.stagedFile, width: w, height: h, options: options)
        }
        switch job.output {
        case .video(_, let container):
            return try video(container)
        case .rawRGBA:
            return try RawRGBASink(path: staging.stagedFile, width: w, height: h)
        case .standardOutput(let format):
            if format == .y4m { return try video(.y4m) }
            return try RawRGBASink(path: staging.stagedFile, width: w, height: h)
        case .pngStill:
            let path = staging.stagedFile
            return PNGSequenceSink(path: { _ in path }, options: job.png)
        case .pngSequence:
            let stage = staging
            return PNGSequenceSink(path: { stage.stagedPath(frame: $0) }, options: job.png)
        case .gif:
            let options = GIFOptions(fps: job.fps, loopCount: job.loopCount, dither: job.dither, matte: PremultipliedRGBA8(job.matte))
            return try GIFSink(path: staging.stagedFile, width: w, height: h, options: options)
        case .apng:
            let options = APNGOptions(fps: job.fps, loopCount: job.loopCount, compressionLevel: job.png.compressionLevel)
            return try APNGSink(path: staging.stagedFile, width: w, height: h, options: options)
        case .webp:
            return try WebPSink(path: staging.stagedFile, width: w, height: h, options: WebPOptions(fps: job.fps, loopCount: job.loopCount))
        }
    }

    /// Rasterises and prepares frames on `threads` workers, at most a few frames ahead of the
    /// writer, and writes them in order on the calling thread.
    static func renderFrames(_ scene: Scene, frames: Range<Int>, times: @escaping @Sendable (Int) -> Double,
                             threads requested: Int, sink: any FrameSink, cancellation: CancellationFlag,
                             progress: Progress?) throws {
        let total = frames.count
        guard total > 0 else { return }
        let threads = max(1, min(requested > 0 ? requested : ProcessInfo.processInfo.activeProcessorCount, total))
        let rasterizer = Rasterizer()
        let next = Atomic<Int>(0)
        let stop = Atomic<Bool>(false)
        let done = Mutex<[Int: Result<PreparedFrame, any Error>]>([:])
        let ready = DispatchSemaphore(value: 0)
        // Bounds memory: a worker takes a permit per frame, the writer returns it once written.
        let ahead = threads * 2 + 2
        // Starts at zero and is raised, because libdispatch traps when a semaphore is freed
        // holding less than its initial value (as it may after a cancellation).
        let window = DispatchSemaphore(value: 0)
        for _ in 0..<ahead { window.signal() }
        let finished = DispatchGroup()

        for _ in 0..<threads {
            finished.enter()
            let worker = Thread {
                defer { finished.leave() }
                while true {
                    window.wait()
                    if stop.load(ordering: .acquiring) { window.signal(); return }
                    let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard k < total else { window.signal(); return }
                    let index = frames.lowerBound + k
                    let result = Result { () throws -> PreparedFrame in
                        let list = scene.presentation(at: times(index))
                        let (frame, bounds) = rasterizer.renderReportingChanges(list)
                        let changed = PixelRect(covering: bounds, clippedTo: frame.width, frame.height)
                        return try sink.prepare(frame, index: index, changed: changed)
                    }
                    done.withLock { $0[k] = result }
                    ready.signal()
                }
            }
            worker.stackSize = 1 << 21
            worker.start()
        }

        func shutDown() {
            stop.store(true, ordering: .releasing)
            for _ in 0..<threads { window.signal() }
            finished.wait()
        }

        for k in 0..<total {
            var result: Result<PreparedFrame, any Error>?
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
                try sink.write(try result.get())
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
