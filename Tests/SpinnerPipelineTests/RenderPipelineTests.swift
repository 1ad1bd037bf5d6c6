import Foundation
import Synchronization
import Testing
import SpinnerCore
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
