import Foundation
import Testing
import SpinnerCore
import SpinnerAnimation
import SpinnerEncode
import SpinnerRaster
import SpinnerPresets
@testable import SpinnerPipeline

/// A first drawing that covers the whole canvas with one opaque colour becomes the canvas's
/// backdrop (`Rasterizer.renderReportingChanges(_:into:)`): the same bytes as drawing it, with
/// only what is drawn over it marked, and every sink still right about the rest.
@Suite struct BackdropTests {
    static let fps = Rational(60)
    static let navy = Color(red: 0.1, green: 0.2, blue: 0.4, alpha: 1)

    /// The Material spinner over a layer filling its whole view with `color`, scaled 2×; the
    /// view clipped to its bounds when `clipped` (as a Lottie composition is).
    static func scene(_ color: Color, clipped: Bool = false) throws -> Scene {
        let view = MaterialSpinner().makeLayer()
        view.masksToBounds = clipped
        let backdrop = Layer()
        backdrop.bounds = view.bounds
        backdrop.position = Point(x: view.bounds.midX, y: view.bounds.midY)
        backdrop.backgroundColor = color
        let spinner = view.sublayers
        for layer in spinner { layer.removeFromSuperlayer() }
        view.addSublayer(backdrop)
        for layer in spinner { view.addSublayer(layer) }
        return try Scene(root: view, scale: 2)
    }

    @Test(arguments: [false, true])
    func anOpaqueFullCanvasFirstDrawingIsTheBackdrop(clipped: Bool) throws {
        let scene = try Self.scene(Self.navy, clipped: clipped)
        let rasterizer = Rasterizer()
        var canvas = ReusedCanvas()
        let navy = PremultipliedRGBA8(Self.navy)
        for i in [0, 7, 30, 31, 59, 3] {
            let list = scene.presentation(at: RenderJob.time(ofFrame: i, fps: Self.fps))
            let fresh = rasterizer.renderReportingChanges(list)
            let changed = rasterizer.renderReportingChanges(list, into: &canvas)
            #expect(canvas.frame == fresh.frame && changed == fresh.changed, "frame \(i)")
            // Only the arc is marked; every other pixel is the backdrop.
            var outside = 0
            for y in 0..<fresh.frame.height {
                for x in 0..<fresh.frame.width where !canvas.dirty.contains(x: x, y: y) {
                    #expect(fresh.frame[x, y] == navy, "frame \(i): \(x),\(y)")
                    outside += 1
                }
            }
            #expect(outside * 2 > fresh.frame.width * fresh.frame.height, "frame \(i): \(outside) unmarked")
        }
    }

    @Test func aTranslucentOrPartialCoverIsDrawnAsBefore() throws {
        let rasterizer = Rasterizer()
        for color in [Color(red: 0.1, green: 0.2, blue: 0.4, alpha: 0.99), Color.clear] {
            let list = try Self.scene(color, clipped: true).presentation(at: 0.25)
            var canvas = ReusedCanvas()
            _ = rasterizer.renderReportingChanges(list, into: &canvas)
            #expect(canvas.frame == rasterizer.render(list))
            // Marked as drawn: the translucent cover everywhere, the clear one nowhere.
            let area = canvas.frame.width * canvas.frame.height
            #expect(color.alpha == 0 ? canvas.dirty.markedPixels < area / 2 : canvas.dirty.markedPixels == area)
        }
    }

    /// Video planes assume the sink's background outside `changed`: over another backdrop the
    /// frame is converted whole, the same picture as with no marks at all.
    @Test func aVideoSinkConvertsAFrameOverAnotherBackdropWhole() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("backdrop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try Self.scene(Self.navy)
        var outputs: [Data] = []
        for name in ["marked.y4m", "unmarked.y4m"] {
            let path = dir.appendingPathComponent(name).path
            let sink = try VideoSink(path: path, width: scene.pixelWidth, height: scene.pixelHeight,
                                     options: VideoOptions(container: .y4m, fps: Self.fps,
                                                           background: PremultipliedRGBA8(.white)))
            let rasterizer = Rasterizer()
            var canvas = ReusedCanvas()
            for i in 0..<6 {
                _ = rasterizer.renderReportingChanges(scene.presentation(at: RenderJob.time(ofFrame: i * 9, fps: Self.fps)),
                                                      into: &canvas)
                let changed: DirtyRows? = name == "marked.y4m" ? canvas.dirty : nil
                try sink.write(try sink.prepare(canvas.frame, index: i, changed: changed))
            }
            try sink.finish()
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(outputs[0].count > 6 * scene.pixelWidth * scene.pixelHeight)
        #expect(outputs[0] == outputs[1])
    }
}
