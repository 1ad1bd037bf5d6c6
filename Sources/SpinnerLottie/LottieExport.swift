import SpinnerCore
import SpinnerAnimation

/// A scene as a Lottie composition: every layer a null carrying its placement (parented as
/// the layer tree is), what it draws a shape layer beside it. The presented tree is read at
/// every frame of one loop and at the breakpoints of the animations' curves
/// (`LottieTimeline`); a property that follows a curve there is keyframed with its Bézier
/// handles or holds, one that does not is sampled (`LottieTrack`).
public struct LottieExport: Sendable {
    public let composition: LottieComposition
    /// The properties, as `layer.property`, in tree order, that some animation moves in a
    /// way no curve describes: those play from one keyframe per frame where not linear.
    public let sampled: [String]
    /// What the export leaves out or approximates, one sentence each (image contents, conic
    /// gradients, ...).
    public let notes: [String]
    /// The trimmed strokes whose trims were applied here (`bakeTrims`), as `layer.slot`.
    public let bakedTrims: [String]
    /// The strokes written as filled outlines (`outlineStrokes`), as `layer.slot`.
    public let outlinedStrokes: [String]

    /// Exports `scene` over `frameCount` frames at `fps`: frame i shows time i · den / num, as
    /// the render loop times it, and the composition's `op` is `frameCount`, so a loop has no
    /// seam frame.
    /// `imageData` encodes an image's pixels as PNG, to embed image contents; without it
    /// images are left out (and noted). `options` says what the export draws itself.
    public init(scene: Scene, name: String, fps: Rational, frameCount: Int, options: LottieExportOptions = LottieExportOptions(),
                imageData: (@Sendable (PixelBuffer) -> [UInt8]?)? = nil) {
        precondition(frameCount > 0 && fps.numerator > 0 && fps.denominator > 0)
        let loop = Double(frameCount) * Double(fps.denominator) / Double(fps.numerator)
        let timeline = LottieTimeline(segments: scene.easingSegments(from: 0, to: loop), fps: fps, frameCount: frameCount)
        let canvas = LottieCanvas(scene.pointSize)
        let tolerance = LottieStrokeOutline.projectionTolerance(scene)
        let trees = timeline.sceneTimes.map { scene.presentedTree(at: $0, projectionTolerance: tolerance) }
        var builder = LottieLayerBuilder(tracks: LottieTrack(timeline: timeline), size: (canvas.w, canvas.h), options: options, imageData: imageData)
        let root = builder.addRootScale(canvas.factor, frameCount: frameCount)
        builder.add(trees, parent: root, opacity: Array(repeating: 1, count: trees.count), masks: [])
        let w = canvas.w, h = canvas.h
        composition = LottieComposition(name: name, frameRate: fps.doubleValue, inFrame: 0, outFrame: Double(frameCount), width: w, height: h,
                                        assets: builder.assets, layers: builder.layers.reversed())
        // A property is named once, though a layer's opacity and its drawing's both animate.
        sampled = builder.sampled.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        // Lottie's players draw no perspective (rlottie and lottie-web's SVG and canvas renderers
        // leave out a `ddd` layer's x and y rotations, lottie-android all of them), so a layer in
        // 3D is written as its projected shapes, one keyframe per frame.
        notes = (builder.projectedLayers.isEmpty ? [] : [
            "layers in 3D are written as their projected shapes, sampled at every frame (Lottie players draw no perspective): "
                + builder.projectedLayers.joined(separator: ", ")]) + builder.notes
        bakedTrims = builder.bakedTrims
        outlinedStrokes = builder.outlinedStrokes
    }
}
