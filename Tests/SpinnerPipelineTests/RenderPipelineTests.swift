import Foundation
import Synchronization
import Testing
import SpinnerCore
import SpinnerSystem
import SpinnerAnimation
import SpinnerEncode
import SpinnerPresets
@testable import SpinnerPipeline

/// Records what the pipeline hands it; can be told to fail at one frame.
final class RecordingSink: FrameSink {
    let written = Mutex<[Int]>([])
    let failAt: Int?
    let cancelled = Atomic<Bool>(false)

    init(failAt: Int? = nil) { self.failAt = failAt }

    func prepare(_ frame: PixelBuffer, index: Int, changed: DirtyRows?) throws -> PreparedFrame {
        if index == failAt { throw CocoaError(.fileWriteUnknown) }
        return PreparedFrame(index: index, payload: .pixels(frame))
    }
    func write(_ frame: PreparedFrame) throws { written.withLock { $0.append(frame.index) } }
    func finish() throws {}
    func cancel() { cancelled.store(true, ordering: .relaxed) }
}

@Suite struct RenderPipelineTests {
    static func scene() throws -> Scene { try Scene(root: MaterialSpinner().makeLayer(), scale: 1) }

    @Test func frameTimesAreExactRationals() throws {
        let job = RenderJob(scene: try Self.scene(), output: .rawRGBA(path: "x.rgba"), fps: Rational(30000, 1001))
        #expect(job.time(ofFrame: 0) == 0)
        #expect(job.time(ofFrame: 30000) == 1001)
        #expect(abs(job.time(ofFrame: 1) - 1001.0 / 30000.0) < 1e-15)
        #expect(RenderJob.frameCount(period: 6, fps: Rational(60)) == 360)
        #expect(RenderJob.frameCount(period: 6, fps: Rational(30000, 1001)) == 180)
        #expect(RenderJob.frameCount(period: 6, fps: Rational(25)) == 150)
    }

    @Test(arguments: [1, 2, 5])
    func writesInFrameOrderOnAnyThreadCount(threads: Int) throws {
        let sink = RecordingSink()
        try RenderPipeline.render(try Self.scene(), frames: 3..<40, fps: Rational(60), threads: threads, into: sink)
        #expect(sink.written.withLock { $0 } == Array(3..<40))
    }

    @Test func aFailingFrameStopsTheRenderAndRemovesTheOutput() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let sink = RecordingSink(failAt: 7)
        #expect(throws: (any Error).self) {
            try RenderPipeline.render(try Self.scene(), frames: 0..<30, fps: Rational(60), threads: 2, into: sink)
        }
        #expect(sink.written.withLock { $0 } == Array(0..<7))

        // Through `run`, a folder that is a file is refused before anything is written, and a
        // finished sequence leaves exactly its frames and no staging folder.
        try Data("x".utf8).write(to: dir.appendingPathComponent("file"))
        let notFolder = RenderJob(scene: try Self.scene(), output: try OutputTarget(path: dir.path + "/file/a.mp4"))
        #expect(throws: PipelineError.self) { _ = try RenderPipeline.run(notFolder) }
        try FileManager.default.removeItem(at: dir.appendingPathComponent("file"))
        let job = RenderJob(scene: try Self.scene(), output: try OutputTarget(path: dir.path + "/f_%03d.png"), frames: 0..<4)
        let summary = try RenderPipeline.run(job)
        #expect(summary.files.map { ($0 as NSString).lastPathComponent } == ["f_000.png", "f_001.png", "f_002.png", "f_003.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["f_000.png", "f_001.png", "f_002.png", "f_003.png"])
    }

    @Test func cancellationStopsBeforeTheEnd() throws {
        let flag = CancellationFlag()
        flag.cancel()
        let sink = RecordingSink()
        #expect(throws: PipelineError(.cancelled, path: "", "interrupted")) {
            try RenderPipeline.render(try Self.scene(), frames: 0..<100, fps: Rational(60), threads: 2, into: sink, cancellation: flag)
        }
        #expect(sink.written.withLock { $0 }.isEmpty)
    }

    @Test func framePatternsAndOutputs() throws {
        #expect(FramePattern(parsing: "f/%04d.png")?.path(for: 7) == "f/0007.png")
        #expect(FramePattern(parsing: "a%%b_%d.png")?.path(for: 12) == "a%b_12.png")
        #expect(FramePattern(parsing: "x_%d_%d.png") == nil)
        #expect(FramePattern(parsing: "x_%s.png") == nil)
        #expect(try OutputTarget(path: "out.mp4") == .video(path: "out.mp4", container: .mp4))
        #expect(try OutputTarget(path: "still.PNG") == .pngStill(path: "still.PNG"))
        #expect(try OutputTarget(path: "d/") == .pngSequence(FramePattern(prefix: "d/frame_", digits: 4, suffix: ".png")))
        #expect(throws: PipelineError.self) { try OutputTarget(path: "x.gifv") }
        #expect(throws: PipelineError.self) { try OutputTarget(path: "dir%d/x.png") }
    }
}

/// Frames in flight within the memory budget (issue 9, item 4).
@Suite struct MemoryPlanTests {
    static func job(side: Double, threads: Int, limit: Int = RenderJob.defaultMemoryLimit, output: String = "f/%04d.png") throws -> RenderJob {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: side, height: side)
        var job = RenderJob(scene: try Scene(root: root, scale: 1), output: try OutputTarget(path: output), threads: threads)
        job.memoryLimit = limit
        return job
    }

    /// Ten lines a glyph: a font for counting.
    struct Decagons: TextShaper {
        func shape(_ text: String, size: Double) -> ShapedText {
            var path = Path()
            for (i, _) in text.unicodeScalars.enumerated() {
                path.move(to: Point(x: Double(i) * size, y: 0))
                for k in 1...10 { path.addLine(to: Point(x: Double(i) * size + Double(k % 2), y: -Double(k))) }
                path.closeSubpath()
            }
            return ShapedText(path: path, advanceWidth: Double(text.unicodeScalars.count) * size, ascender: size, descender: 0)
        }
    }

    /// A worker also holds its frame's glyph outlines while it draws them: text at the budget
    /// (50,000 segments, 3 KiB each) leaves 6 workers of 1 GiB where a bare 200² canvas has 64.
    @Test func glyphOutlinesCountForEachWorker() throws {
        var job = try Self.job(side: 200, threads: 64)
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 200, height: 200)
        let label = TextLayer()
        label.font = Decagons()
        label.string = String(repeating: "8", count: 5_000)
        root.addSublayer(label)
        job.scene = try Scene(root: root, scale: 1)
        #expect(job.scene.drawnOutlineSegments == 50_000)
        let plan = try MemoryPlan(job)
        #expect(plan.bytesPerWorker == 2 * 200 * 200 * 4 + 50_000 * 3_072)
        #expect(plan.threads == 6 && plan.framesInFlight == 14)
        #expect(try MemoryPlan(Self.job(side: 200, threads: 64)).threads == 64)
    }

    @Test func workersAndFramesFitTheBudget() throws {
        // 4096² RGBA is 64 MiB: a worker draws into one canvas and keeps coverage rows (two
        // canvases); a frame in flight holds the PNG's prepared copy (one). 1 GiB holds 5
        // workers and 6 frames.
        let big = try MemoryPlan(Self.job(side: 4096, threads: 64))
        #expect(big.bytesPerWorker == 128 << 20 && big.bytesPerFrame == 64 << 20)
        #expect(big.threads == 5 && big.framesInFlight == 6)
        #expect(big.threads * big.bytesPerWorker + big.framesInFlight * big.bytesPerFrame <= 1 << 30)
        #expect(big.encoders == [nil] && big.encoderBytes == 0)
        // Small frames: the thread count asked for, two frames each and two more.
        let small = try MemoryPlan(Self.job(side: 200, threads: 3))
        #expect(small.threads == 3 && small.framesInFlight == 8)
        // A GIF keeps half the budget for the frames it holds.
        let gif = try MemoryPlan(Self.job(side: 4096, threads: 64, output: "a.gif"))
        #expect(gif.threads == 2 && gif.sinkBytes >= 512 << 20)
        // A frame that alone exceeds the budget is refused before any work, naming the limit.
        #expect(throws: PipelineError.self) { try MemoryPlan(Self.job(side: 4096, threads: 1, limit: 100 << 20)) }
        do { _ = try MemoryPlan(Self.job(side: 4096, threads: 1, limit: 100 << 20)) } catch {
            let e = try #require(error as? PipelineError)
            #expect(e.kind == .tooLarge && e.message.contains("100 MiB"))
        }
    }

    /// A video encoder's buffers come out of the budget first, and shrink, costliest setting
    /// first, until they fit beside one worker and two frames.
    @Test func theVideoEncoderIsCountedAndShrunkToFit() throws {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let threads = min(cores, EncoderBuffering.maxThreads)
        let jobs = try [1024.0, 2048].map { try Self.job(side: $0, threads: 2, output: "a.mp4") }
        func plan(_ side: Double, _ limit: Int) throws(PipelineError) -> MemoryPlan {
            var job = jobs[side == 1024 ? 0 : 1]
            job.memoryLimit = limit
            return try MemoryPlan(job)
        }
        // 1024² H.264 at 1 GiB: veryfast's own lookahead and B-frames.
        let roomy = try plan(1024, 1 << 30)
        #expect(roomy.encoders == [EncoderBuffering(threads: threads, lookahead: 10, bframes: 3)])
        let pixels = 1024 * 1024
        #expect(roomy.encoderBytes == roomy.encoders[0]!.bytes(width: 1024, height: 1024, codec: .h264, alpha: false))
        #expect(roomy.encoderBytes > 80 * pixels)
        // 44 MiB: one thread and no lookahead or B-frames (31 bytes a pixel) beside one worker
        // (8 MiB) and two frames (3 MiB).
        let tight = try plan(1024, 44 << 20)
        #expect(tight.encoders == [EncoderBuffering(threads: 1, lookahead: 0, bframes: 0)])
        #expect(tight.encoderBytes + tight.threads * tight.bytesPerWorker + tight.framesInFlight * tight.bytesPerFrame <= 44 << 20)
        // 72 MiB keeps B-frames with a lookahead of their run.
        #expect(try plan(1024, 72 << 20).encoders == [EncoderBuffering(threads: 1, lookahead: 3, bframes: 3)])
        // Even the smallest encoder does not fit: refused, naming the encoder and the limit.
        do {
            _ = try plan(2048, 120 << 20)
            Issue.record("a 2048x2048 H.264 render fitted 120 MiB")
        } catch {
            #expect(error.kind == .tooLarge && error.message.contains("encoder") && error.message.contains("120 MiB"), "\(error)")
        }
        // Video planes are a frame's prepared copy: 1.5 bytes a pixel in 4:2:0.
        #expect(roomy.bytesPerFrame == pixels * 3 / 2 && roomy.bytesPerWorker == 2 * 4 * pixels)
    }
}
