import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerEncode
import SpinnerRaster
import SpinnerPresets
@testable import SpinnerPipeline

/// Frame buffers are pooled (issue 15, item 5): a long render makes about as many canvases and
/// picture planes as frames are in flight, never one a frame, and reuse changes no byte.
@Suite struct FramePoolTests {
    static let fps = Rational(60)

    /// 240 frames of the Material spinner into y4m, on the plan's workers and frames in flight.
    @Test func aLongVideoRenderMakesNoMoreBuffersThanFramesInFlight() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try Scene(root: MaterialSpinner().makeLayer(), scale: 2)
        let path = dir.appendingPathComponent("a.y4m").path
        var job = RenderJob(scene: scene, output: .video(path: path, container: .y4m), fps: Self.fps, frames: 0..<240)
        job.threads = 3
        let plan = try MemoryPlan(job)
        #expect(plan.threads == 3 && plan.framesInFlight == 8)
        let sink = try VideoSink(path: path, width: scene.pixelWidth, height: scene.pixelHeight,
                                 options: VideoOptions(container: .y4m, fps: Self.fps,
                                                       background: PremultipliedRGBA8(scene.background)))
        let fan = FanOut(sink, background: scene.background)
        try RenderPipeline.renderFrames(scene, frames: 0..<240, times: { RenderJob.time(ofFrame: $0, fps: Self.fps) },
                                        threads: plan.threads, inFlight: plan.framesInFlight, sinks: fan,
                                        cancellation: CancellationFlag(), progress: nil)
        try sink.finish()
        // One canvas per worker at most, every one back in the pool.
        let canvases = fan.canvases[0].statistics
        #expect(canvases.taken == 240 && canvases.out == 0)
        #expect(canvases.made >= 1 && canvases.made <= plan.threads, "\(canvases)")
        // Planes: one set per frame in flight and the one last written, at most.
        let planes = sink.planeStatistics
        #expect(planes.taken == 240)
        #expect(planes.peakOut <= plan.framesInFlight + 1 && planes.made <= planes.peakOut, "\(planes)")
        // The file holds every frame: header, then 240 frames of 4:2:0 samples.
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        let frameBytes = "FRAME\n".utf8.count + scene.pixelWidth * scene.pixelHeight * 3 / 2
        #expect((size - 240 * frameBytes) > 0 && (size - 240 * frameBytes) < 200)
    }

    /// A canvas reused from another frame (other pixels, other size, another background) draws
    /// the same bytes as a new one, although it clears only what its last frame drew.
    @Test func aReusedCanvasDrawsTheSameBytes() throws {
        let scene = try Scene(root: MaterialSpinner().makeLayer(), scale: 1)
        let rasterizer = Rasterizer()
        var canvas = ReusedCanvas()
        let other = DisplayList(width: 3, height: 5, background: Color(red: 0.5, green: 0, blue: 0, alpha: 0.5))
        _ = rasterizer.renderReportingChanges(other, into: &canvas)
        #expect(canvas.frame == rasterizer.render(other))
        let backgrounds = [Color.clear, .clear, .clear, Color(red: 1, green: 1, blue: 1, alpha: 1), .clear]
        for (i, background) in zip([0, 17, 40, 41, 80], backgrounds) {
            var list = scene.presentation(at: RenderJob.time(ofFrame: i, fps: Self.fps))
            list.background = background
            let fresh = rasterizer.renderReportingChanges(list)
            let changed = rasterizer.renderReportingChanges(list, into: &canvas)
            #expect(canvas.frame == fresh.frame && changed == fresh.changed, "frame \(i)")
            // Every pixel the frame changed is marked.
            let clear = PremultipliedRGBA8(background)
            for y in 0..<fresh.frame.height {
                for x in 0..<fresh.frame.width where fresh.frame[x, y] != clear {
                    #expect(canvas.dirty.contains(x: x, y: y), "frame \(i): \(x),\(y)")
                }
            }
        }
    }

    /// Over a loop of the Material spinner at 192 px, the marks hold every changed pixel and
    /// far fewer than the changed rects: an arc's blocks, not the box around the circle.
    @Test func theMarksAreTheArcNotItsBox() throws {
        let scene = try Scene(root: MaterialSpinner().makeLayer(), scale: 4)
        let rasterizer = Rasterizer()
        var canvas = ReusedCanvas()
        var (marked, boxed, drawn) = (0, 0, 0)
        for i in stride(from: 0, to: 60, by: 3) {
            let list = scene.presentation(at: RenderJob.time(ofFrame: i, fps: Self.fps))
            let bounds = rasterizer.renderReportingChanges(list, into: &canvas)
            let box = PixelRect(covering: bounds, clippedTo: canvas.frame.width, canvas.frame.height)
            marked += canvas.dirty.markedPixels
            boxed += box.width * box.height
            for y in 0..<canvas.frame.height {
                for x in 0..<canvas.frame.width where canvas.frame[x, y] != .transparent {
                    drawn += 1
                    #expect(canvas.dirty.contains(x: x, y: y), "frame \(i): \(x),\(y)")
                }
            }
        }
        #expect(drawn > 0 && marked >= drawn)
        #expect(marked * 2 < boxed, "\(marked) marked, \(boxed) in the changed rects, \(drawn) drawn")
    }

    /// Planes reused from another picture (a different frame, a different changed rect) convert
    /// to the same picture as new planes.
    @Test func reusedPlanesConvertToTheSamePicture() throws {
        let scene = try Scene(root: MaterialSpinner().makeLayer(), scale: 2)
        let rasterizer = Rasterizer()
        for format in [VideoPixelFormat.yuv420p, .yuva420p, .yuv444p10le] {
            let converter = try #require(YUVConverter(width: scene.pixelWidth, height: scene.pixelHeight, format: format,
                                                      background: PremultipliedRGBA8(scene.background)))
            // The planes of the frame before, reset only over the area that frame was converted in.
            var planes = ReusedPlanes.none
            for i in [0, 23, 24, 50, 12] {
                let (frame, bounds) = rasterizer.renderReportingChanges(scene.presentation(at: RenderJob.time(ofFrame: i, fps: Self.fps)))
                let rect = PixelRect(covering: bounds, clippedTo: frame.width, frame.height)
                let fresh = try #require(converter.convert(frame, changed: rect))
                let reused = try #require(converter.convert(frame, changed: rect, reusing: planes))
                #expect(reused == fresh, "\(format) frame \(i)")
                planes = ReusedPlanes(planes: reused.planes, written: rect)
            }
        }
    }
}
