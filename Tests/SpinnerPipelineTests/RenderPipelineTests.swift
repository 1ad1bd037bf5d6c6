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

    func prepare(_ frame: PixelBuffer, index: Int, changed: PixelRect?) throws -> PreparedFrame {
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

    @Test func workersAndFramesFitTheBudget() throws {
        // 4096² RGBA is 64 MiB; a frame in flight counts three canvases, 192 MiB; 1 GiB holds 5.
        let big = try MemoryPlan(Self.job(side: 4096, threads: 64))
        #expect(big.bytesPerFrame == 192 << 20)
        #expect(big.threads == 5 && big.framesInFlight == 5)
        #expect(big.framesInFlight * big.bytesPerFrame <= 1 << 30)
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
}
