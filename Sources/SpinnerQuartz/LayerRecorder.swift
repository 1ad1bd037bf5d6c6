import Foundation
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster
import SpinnerEncode
import SpinnerPipeline

/// Why a recording could not be made or written: one line, as the command line says it.
public struct LayerRecorderError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// Runs a layer tree on the main run loop's virtual clock and renders what it shows: frames,
/// PNG data, and any output the command line writes.
///
///     let view = GMDCircularProgressView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
///     let recorder = try LayerRecorder(view: view, scale: 2)
///     try recorder.render(seconds: 6, fps: 60, to: "spinner.mp4")
///
/// The recorder puts the layer on screen: each turn of the loop lays it out and commits, and
/// its animations' delegates, completion blocks and scheduled work run at their own moments
/// (`VirtualRunLoop`). The tree is frozen after every turn that changed it (`LayerTimeline`),
/// so frames are drawn by the same engine, pipeline and encoders as a preset's: the same
/// bytes at any thread count. Frame 0 is the moment the recorder was made; asking for a time
/// runs the clock that far (earlier times are drawn from what was recorded).
public final class LayerRecorder {
    /// The recorded layer: the canvas is its frame (or the host's `size`).
    public let layer: CALayer
    /// Pixels per point.
    public let scale: CGFloat
    /// What the canvas shows under the layer; clear by default.
    public var backgroundColor: CGColor?
    /// The clock's reading at frame 0.
    public let startTime: CFTimeInterval

    private let root: CALayer
    private var timeline: LayerTimeline
    private var observer = 0
    private var failure: SceneError?

    /// Records `layer` hosted in a window of `size` points at its origin, the layer placed by
    /// its own `position` in it.
    public convenience init(layer: CALayer, size: CGSize, scale: CGFloat = 1) throws(LayerRecorderError) {
        let host = CALayer()
        host.bounds = CGRect(origin: .zero, size: size)
        host.position = CGPoint(x: size.width / 2, y: size.height / 2)
        host.addSublayer(layer)
        try self.init(recording: layer, root: host, scale: scale)
    }

    /// Records `root`, whose frame is the canvas (what `LayerRecorder(view:)` records: the
    /// view's layer).
    package init(recording layer: CALayer, root: CALayer, scale: CGFloat) throws(LayerRecorderError) {
        guard scale.isFinite, scale > 0 else { throw LayerRecorderError("scale \(scale) is not a number of pixels per point above 0") }
        guard root.bounds.width > 0, root.bounds.height > 0 else {
            throw LayerRecorderError("the recorded layer has no size (give it bounds, or record it with LayerRecorder(layer:size:))")
        }
        self.layer = layer
        self.root = root
        self.scale = scale
        let loop = VirtualRunLoop.main
        startTime = loop.now
        timeline = LayerTimeline(origin: loop.now)
        observer = loop.addCommitObserver { [unowned self] time in self.freeze(at: time) }
        loop.addWindow(root)
        // The first turn on screen: layout, then the commit that freezes the first tree.
        loop.noteChange()
        loop.run(until: loop.now)
        if let failure { throw LayerRecorderError(String(describing: failure)) }
    }

    deinit {
        VirtualRunLoop.main.removeCommitObserver(observer)
        VirtualRunLoop.main.removeWindow(root)
    }

    private func freeze(at time: Double) {
        guard failure == nil else { return }
        do throws(SceneError) {
            try timeline.append(root.backing, from: time)
        } catch {
            failure = error
        }
    }

    /// Runs the clock to `seconds` after frame 0 (if it is not there yet).
    private func record(until seconds: Double) throws(LayerRecorderError) {
        guard seconds.isFinite, seconds >= 0 else { throw LayerRecorderError("time \(seconds) is not a number of seconds from 0") }
        let loop = VirtualRunLoop.main
        let target = startTime + seconds
        if target > loop.now { loop.run(until: target) }
        if let failure { throw LayerRecorderError(String(describing: failure)) }
    }

    /// What the recording shows over its first `seconds`, as a scene the golden helpers
    /// (`assertGoldenFrames`), the pipeline and `values` take. Time 0 is frame 0.
    public func scene(seconds: Double) throws(LayerRecorderError) -> Scene {
        try record(until: seconds)
        do throws(SceneError) {
            return try Scene(timeline: timeline, scale: Double(scale), background: backgroundColor?.engine ?? .clear)
        } catch {
            throw LayerRecorderError(String(describing: error))
        }
    }

    /// The frame at `time` seconds after frame 0, premultiplied RGBA.
    public func image(at time: Double) throws(LayerRecorderError) -> PixelBuffer {
        Rasterizer().render(try scene(seconds: time).presentation(at: time))
    }

    /// The frame at `time` seconds after frame 0 as PNG data.
    public func frame(at time: Double) throws(LayerRecorderError) -> Data {
        let image = try image(at: time)
        do throws(PNGError) {
            return Data(try PNGCodec.encode(image, options: PNGOptions()))
        } catch {
            throw LayerRecorderError("the frame could not be encoded: \(error)")
        }
    }

    /// Renders `seconds` of the recording at `fps` frames a second to `path`, in the format its
    /// extension names (a PNG sequence for `frames/%04d.png` or a folder, MP4, MOV, WebM, GIF,
    /// APNG, WebP, y4m), written atomically as the command line writes it.
    public func render(seconds: Double, fps: Double = 60, to path: String) throws(LayerRecorderError) {
        guard fps.isFinite, fps > 0, let rate = Rational(parsing: "\(fps)") else { throw LayerRecorderError("frame rate \(fps) is not above 0") }
        let count = RenderJob.frameCount(period: seconds, fps: rate)
        guard count > 0 else { throw LayerRecorderError("\(seconds) s at \(fps) fps is no frame") }
        let scene = try scene(seconds: seconds)
        do throws(PipelineError) {
            let output = try OutputTarget(path: path, animated: true)
            _ = try RenderPipeline.run(RenderJob(scene: scene, output: output, fps: rate, frames: 0..<count))
        } catch {
            throw LayerRecorderError(error.description)
        }
    }
}
