#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerAnimation
import SpinnerEncode
import SpinnerWorkers

/// How many frames a render may hold at once within its memory budget, decided before any
/// work starts.
///
/// Each worker draws into one canvas per distinct background (RGBA, taken from a pool and
/// reused) and keeps the rasteriser's coverage rows, counted as one canvas more, and holds the
/// outlines of the glyphs its frame draws (`Scene.drawnOutlineSegments` at
/// `TextLayer.bytesPerDrawnOutlineSegment`, at most 150 MiB). Each frame in
/// flight, drawn or waiting to be written, holds every output's prepared copy: video planes
/// (1.5 bytes a pixel in 4:2:0, 8 in 10-bit 4:4:4 with alpha), straight RGBA or PNG bytes (at
/// most a canvas); with several outputs each write queue holds `QueuedWriter.depth` more.
/// Workers are never more than the frames that fit: `--threads 256` at 4096² runs as many
/// workers as the budget holds, not 256.
///
/// A video encoder's own buffers come out of the budget first (`EncoderBuffering`: x264 at
/// 1080p holds about 170 MB with veryfast's lookahead). When the encoder, one worker and two
/// frames do not fit, the encoder is made smaller, the costliest first, down to no lookahead
/// and no B-frames; only then is the render refused. What the program itself occupies (code
/// and libraries, about 40 MB resident) is not part of the budget.
struct MemoryPlan: Sendable {
    /// Bytes one worker draws into.
    let bytesPerWorker: Int
    /// Bytes one frame in flight holds (all outputs' prepared copies).
    let bytesPerFrame: Int
    /// Frames rasterised at once.
    let threads: Int
    /// Frames rasterised or waiting to be written, at most.
    let framesInFlight: Int

    /// What the output itself may keep (a GIF holds its frames until the palette is known).
    let sinkBytes: Int

    /// Each job's video encoder settings (nil for outputs that are not video, or codecs that
    /// hold no frames).
    let encoders: [EncoderBuffering?]
    /// The encoders' estimated bytes, all together.
    let encoderBytes: Int

    init(_ job: RenderJob) throws(PipelineError) {
        try self.init([job])
    }

    /// The plan for the outputs of one render (`jobs` share scene, timeline, threads and limit;
    /// the first job's are used).
    init(_ jobs: [RenderJob]) throws(PipelineError) {
        let job = jobs[0]
        let limit = job.memoryLimit
        let (w, h) = (job.scene.pixelWidth, job.scene.pixelHeight)
        let backgrounds = Set(jobs.map(\.scene.background)).count
        // Several outputs also hold up to `QueuedWriter.depth` frames each in their write queues.
        let copiesPerOutput = jobs.count > 1 ? 1 + QueuedWriter.depth : 1
        let canvas = w.multipliedReportingOverflow(by: h * 4)
        let pixels = Double(w) * Double(h)
        let prepared = jobs.reduce(0.0) { sum, j in
            sum + (j.encodedVideo.map { pixels * $0.pixelFormat.bytesPerPixel } ?? pixels * 4)
        }
        let glyphs = Double(job.scene.drawnOutlineSegments) * Double(TextLayer.bytesPerDrawnOutlineSegment)
        let worker = Double(canvas.partialValue) * Double(backgrounds + 1) + glyphs
        let frame = prepared * Double(copiesPerOutput)
        guard !canvas.overflow, worker + frame <= Double(limit) else {
            let needed = worker + frame
            let mib = canvas.overflow || needed > Double(Int.max / 2) ? "too much" : "about \(MemoryPlan.mebibytes(Int(needed))) MiB"
            throw PipelineError(.tooLarge, path: "",
                                "a \(w)x\(h) frame needs \(mib) while it is drawn and encoded, more than the memory limit of \(MemoryPlan.mebibytes(limit)) MiB",
                                hint: "raise --memory-limit or lower --size or --scale")
        }
        bytesPerWorker = Int(worker)
        bytesPerFrame = max(1, Int(frame))
        let cores = ParallelLoop.threads(requested: 0)
        // The least a render runs with: one worker and two frames (one drawn while one is
        // encoded), or one when the budget holds no more.
        let least = bytesPerWorker + bytesPerFrame * (bytesPerWorker + 2 * bytesPerFrame <= limit ? 2 : 1)
        (encoders, encoderBytes) = try Self.encoders(jobs, cores: cores, leaving: least)
        // A GIF keeps every frame (about a byte a pixel) until the end: half of what is left is its.
        let gifs = jobs.filter { $0.output.format == .gif }.count
        let available = limit - encoderBytes
        let forFrames = max(least, gifs > 0 ? available / 2 : available)
        let requested = ParallelLoop.threads(requested: job.threads)
        // t workers hold t canvases and at least t frames; ideally two frames each and two more.
        let fitting = forFrames / (bytesPerWorker + bytesPerFrame)
        threads = max(1, min(requested, fitting))
        framesInFlight = max(threads, min(threads * 2 + 2, (forFrames - threads * bytesPerWorker) / bytesPerFrame))
        // Several GIFs share what the frames leave over.
        sinkBytes = max(0, available - threads * bytesPerWorker - framesInFlight * bytesPerFrame) / max(1, gifs)
        try Self.checkHeldGIFFrames(jobs, sinkBytes: sinkBytes)
    }

    /// Refuses, before any work, a GIF whose kept frames cannot fit its share even at their
    /// least: a byte a pixel each (palette indices), held until the palette is known. Frames of
    /// more colours are held whole (4 bytes a pixel); a GIF that meets that only part way is
    /// refused then, with the same status and hint.
    static func checkHeldGIFFrames(_ jobs: [RenderJob], sinkBytes: Int) throws(PipelineError) {
        for job in jobs where job.output.format == .gif {
            let frames = job.writtenFrames.count
            let kept = GIFTiming(frameCount: frames, fps: job.fps)?.kept.count ?? frames
            let (w, h) = (job.scene.pixelWidth, job.scene.pixelHeight)
            let least = Double(kept) * (Double(w) * Double(h) + 3)
            guard least <= Double(sinkBytes) else {
                let mib = least > Double(Int.max / 2) ? "too much" : "at least \(mebibytes(Int(least))) MiB"
                throw PipelineError(.tooLarge, path: job.output.filePath ?? "",
                                    "a \(w)x\(h) GIF of \(kept) frames holds \(mib) until its palette is known, more than the "
                                        + "\(mebibytes(sinkBytes)) MiB the memory limit of \(mebibytes(job.memoryLimit)) MiB leaves it",
                                    hint: "raise --memory-limit, or lower --size, --scale, --fps or --duration")
            }
        }
    }

    /// The video encoders' settings: each codec's own (`EncoderBuffering.preferred`), made
    /// smaller, the costliest encoder first, until they fit beside `frames` bytes of frames.
    static func encoders(_ jobs: [RenderJob], cores: Int, leaving frames: Int) throws(PipelineError)
        -> ([EncoderBuffering?], Int) {
        let limit = jobs[0].memoryLimit
        let videos = jobs.map(\.encodedVideo)
        var settings = videos.map { $0.flatMap { EncoderBuffering.preferred(for: $0, cores: cores) } }
        func cost(_ i: Int) -> Int {
            guard let b = settings[i], let v = videos[i] else { return 0 }
            let s = jobs[i].scene
            return b.bytes(width: s.pixelWidth, height: s.pixelHeight, codec: v.codec, alpha: v.pixelFormat.hasAlpha)
        }
        var total = jobs.indices.reduce(0) { $0 + cost($1) }
        while total + frames > limit {
            let shrinkable = jobs.indices.filter { settings[$0]?.reduced() != nil }
            guard let i = shrinkable.max(by: { cost($0) < cost($1) }) else {
                let s = jobs[0].scene
                throw PipelineError(.tooLarge, path: "",
                                    "a \(s.pixelWidth)x\(s.pixelHeight) video needs about \(mebibytes(total + frames)) MiB for its encoder and two frames, more than the memory limit of \(mebibytes(limit)) MiB",
                                    hint: "raise --memory-limit or lower --size or --scale")
            }
            total -= cost(i)
            settings[i] = settings[i]!.reduced()
            total += cost(i)
        }
        return (settings, total)
    }

    static func mebibytes(_ bytes: Int) -> Int { (bytes + (1 << 20) - 1) >> 20 }
}
