import Foundation
import Synchronization
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerEncode
import SpinnerRaster
import SpinnerPresets
@testable import SpinnerPipeline

/// Keeps every frame it is given, by index.
final class CollectingSink: FrameSink {
    let frames = Mutex<[Int: PixelBuffer]>([:])
    func prepare(_ frame: PixelBuffer, index: Int, changed: DirtyRows?) throws -> PreparedFrame {
        frames.withLock { $0[index] = frame }
        return PreparedFrame(index: index, payload: .bytes([]))
    }
    func write(_ frame: PreparedFrame) throws {}
    func finish() throws {}
    func cancel() {}
}

/// Counts its `finish` calls and, when told to, fails them.
final class FinishingSink: FrameSink {
    let fails: Bool
    let finished = Mutex(0)
    init(fails: Bool) { self.fails = fails }
    func prepare(_ frame: PixelBuffer, index: Int, changed: DirtyRows?) throws -> PreparedFrame {
        PreparedFrame(index: index, payload: .bytes([]))
    }
    func write(_ frame: PreparedFrame) throws {}
    func finish() throws {
        finished.withLock { $0 += 1 }
        if fails { throw GIFError(code: .io, function: "finish", message: "disk full", path: "/tmp/staged") }
    }
    func cancel() {}
}

/// One render feeding several sinks (issue 14, item 1).
@Suite struct FanOutTests {
    static let white = Color(red: 1, green: 1, blue: 1, alpha: 1)

    @Test func eachSinkGetsTheFrameDrawnOverItsOwnBackground() throws {
        let clear = try Scene(root: MaterialSpinner().makeLayer(), scale: 1, background: .clear)
        let sinks = [CollectingSink(), CollectingSink(), CollectingSink()]
        let fan = FanOut([(.clear, sinks[0]), (Self.white, sinks[1]), (.clear, sinks[2])])
        #expect(fan.backgrounds == [.clear, Self.white])
        #expect(fan.sinks.map(\.background) == [0, 1, 0])
        try RenderPipeline.renderFrames(clear, frames: 0..<12, times: { RenderJob.time(ofFrame: $0, fps: Rational(60)) },
                                        threads: 2, inFlight: nil, sinks: fan, cancellation: CancellationFlag(), progress: nil)
        // Independently: each frame rasterised alone over each background.
        let rasterizer = Rasterizer()
        for i in 0..<12 {
            var list = clear.presentation(at: RenderJob.time(ofFrame: i, fps: Rational(60)))
            let overClear = rasterizer.render(list)
            list.background = Self.white
            let overWhite = rasterizer.render(list)
            #expect(overClear != overWhite)
            #expect(sinks[0].frames.withLock { $0[i] } == overClear)
            #expect(sinks[1].frames.withLock { $0[i] } == overWhite)
            #expect(sinks[2].frames.withLock { $0[i] } == overClear)
        }
    }

    @Test func outputsThatCannotShareARenderAreRefusedBeforeAnythingIsWritten() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fanout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try Scene(root: MaterialSpinner().makeLayer(), scale: 1)
        let a = RenderJob(scene: scene, output: .rawRGBA(path: dir.path + "/a.rgba"), frames: 0..<3)
        let same = RenderJob(scene: scene, output: .rawRGBA(path: dir.path + "/x/../a.rgba"), frames: 0..<3)
        let fewer = RenderJob(scene: scene, output: .rawRGBA(path: dir.path + "/b.rgba"), frames: 0..<2)
        for jobs in [[a, same], [a, fewer], []] {
            #expect(throws: PipelineError.self) { try RenderPipeline.run(jobs) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == [])
        // Hashed frames: each output gets its own hasher, so each reports what its lone render does.
        let gif = RenderJob(scene: scene, output: .gif(path: dir.path + "/c.gif"), frames: 0..<3)
        let hashed = try RenderPipeline.run([a, gif], hashFrames: true)
        #expect(hashed[0].frameHashes == (try RenderPipeline.run(a, hashFrames: true)).frameHashes)
        #expect(hashed[1].frameHashes == (try RenderPipeline.run(gif, hashFrames: true)).frameHashes)
        #expect(hashed.map(\.frameHashes.count) == [3, 3])
        for name in ["a.rgba", "c.gif"] { try FileManager.default.removeItem(at: dir.appendingPathComponent(name)) }
        // Two distinct raw outputs: both are the lone render's bytes, 3 frames of w·h·4.
        let b = RenderJob(scene: scene, output: .rawRGBA(path: dir.path + "/b.rgba"), frames: 0..<3)
        let summaries = try RenderPipeline.run([a, b])
        #expect(summaries.map(\.files) == [[dir.path + "/a.rgba"], [dir.path + "/b.rgba"]])
        let alone = RenderJob(scene: scene, output: .rawRGBA(path: dir.path + "/alone.rgba"), frames: 0..<3)
        _ = try RenderPipeline.run(alone)
        let bytes = try ["a", "b", "alone"].map { try Data(contentsOf: dir.appendingPathComponent("\($0).rgba")) }
        #expect(bytes[0].count == 3 * scene.pixelWidth * scene.pixelHeight * 4)
        #expect(bytes[0] == bytes[2] && bytes[1] == bytes[2])
    }

    @Test func aFrameInFlightCountsACanvasPerBackgroundAndACopyPerOutput() throws {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 1024, height: 1024)
        let clear = try Scene(root: root, scale: 1), white = try Scene(root: root, scale: 1, background: Self.white)
        let jobs = [RenderJob(scene: clear, output: .gif(path: "a.gif")), RenderJob(scene: clear, output: .webp(path: "a.webp")),
                    RenderJob(scene: white, output: .video(path: "a.mp4", container: .mp4))]
        // 1024² RGBA is 4 MiB. A worker draws into a canvas per background and keeps coverage
        // rows: 3 canvases. A frame in flight holds each output's prepared copy and its two queued
        // frames: (4 + 4 + 1.5 for the 4:2:0 planes) x 3 MiB.
        let plan = try MemoryPlan(jobs)
        #expect(plan.bytesPerWorker == 3 * (4 << 20))
        #expect(plan.bytesPerFrame == 3 * (19 << 19))
        #expect(try MemoryPlan(jobs[0]).bytesPerWorker == 2 * (4 << 20))
        #expect(try MemoryPlan(jobs[0]).bytesPerFrame == 4 << 20)
    }

    @Test(arguments: [[false, true, false], [true, false, true]])
    func everySinkFinishesAndTheFirstFailureInOutputOrderIsThrown(fails: [Bool]) throws {
        let sinks = fails.map { FinishingSink(fails: $0) }
        let fan = FanOut(sinks.map { (Color.clear, $0 as any FrameSink) }, names: ["a.gif", "b.gif", "c.gif"])
        try fan.write(try (0..<3).map { try sinks[$0].prepare(PixelBuffer(width: 1, height: 1), index: 0, changed: nil) })
        let first = try #require(fails.firstIndex(of: true))
        #expect(throws: PipelineError(.io, path: ["a.gif", "b.gif", "c.gif"][first], "disk full")) { try fan.finish() }
        // Finishing runs on every output's queue, failed or not, before `finish` returns.
        #expect(sinks.map { $0.finished.withLock { $0 } } == [1, 1, 1])
    }
}
