import SpinnerCore

/// A layer tree with its animations, frozen so that any moment of it can be drawn: the
/// timeline engine's input. `presentation(at:)` is a pure, total function of time.
public struct Scene: Sendable {
    /// The canvas in pixels: the root layer's bounds times `scale`.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: Double
    /// What the canvas shows under the root layer.
    public let background: Color
    /// The most lines and curves a frame's glyph outlines have (`TextLayer.drawnText(in:)`), at
    /// most `TextLayer.maximumDrawnOutlineSegments`: work the memory plan counts for each worker.
    public let drawnOutlineSegments: Int
    let root: LayerSnapshot
    /// The root layer's bounds and its frame's origin, in points: the canvas at any scale.
    let rootBounds: Size
    let rootOrigin: Point
    let rootToCanvas: AffineTransform

    /// Freezes `root` and its sublayers. The canvas is the root layer's frame, `scale` pixels
    /// per point, rounded to whole pixels. Refuses a tree whose replicators draw more than
    /// `ReplicatorLayer.maximumDrawnCopies` layer copies, or whose text layers can draw more than
    /// `TextLayer.maximumDrawnGlyphs` glyphs or `TextLayer.maximumDrawnOutlineSegments` outline
    /// segments in a frame.
    public init(root: Layer, scale: Double = 1, background: Color = .clear) throws(SceneError) {
        if let looped = LayerCycle.first(in: root) {
            throw SceneError(kind: .cycle, layer: looped.displayName)
        }
        let copies = ReplicatorLayer.drawnCopies(in: root)
        guard copies <= ReplicatorLayer.maximumDrawnCopies else {
            throw SceneError(kind: .tooManyCopies(copies), layer: root.displayName)
        }
        let text = TextLayer.drawnText(in: root)
        guard text.glyphs <= TextLayer.maximumDrawnGlyphs, text.segments <= TextLayer.maximumDrawnOutlineSegments else {
            throw SceneError(kind: .tooMuchText(glyphs: text.glyphs, segments: text.segments),
                             layer: root.displayName)
        }
        let snapshot = try LayerSnapshot(root)
        try self.init(snapshot, bounds: root.bounds.size, origin: root.frame.origin, drawnOutlineSegments: text.segments,
                      scale: scale, background: background)
    }

    /// The frozen tree `root` on a canvas of `scale` pixels per point over `background`: the
    /// one check that depends on the scale (the canvas's size) made here.
    private init(_ root: LayerSnapshot, bounds: Size, origin: Point, drawnOutlineSegments: Int, scale: Double,
                 background: Color) throws(SceneError) {
        let w = bounds.width * scale, h = bounds.height * scale
        guard w.isFinite, h.isFinite, w >= 0.5, h >= 0.5, w < Double(Int32.max), h < Double(Int32.max) else {
            throw SceneError(kind: .invalidCanvas, layer: root.name)
        }
        self.root = root
        self.rootBounds = bounds
        self.rootOrigin = origin
        self.drawnOutlineSegments = drawnOutlineSegments
        self.scale = scale
        self.background = background
        pixelWidth = Int(w.rounded())
        pixelHeight = Int(h.rounded())
        rootToCanvas = AffineTransform(translationX: -origin.x, y: -origin.y)
            .concatenating(AffineTransform(scaleX: scale, y: scale))
    }

    /// The same frozen layers on another canvas: `scale` pixels per point over `background`.
    /// Freezing walks and copies the whole tree; a render at several scales or over several
    /// backgrounds (and `render`'s check before it sizes the canvas) freezes it once.
    public func with(scale: Double, background: Color) throws(SceneError) -> Scene {
        try Scene(root, bounds: rootBounds, origin: rootOrigin, drawnOutlineSegments: drawnOutlineSegments,
                  scale: scale, background: background)
    }

    /// The frame at `time` seconds as a display list in device pixels.
    public func presentation(at time: Double) -> DisplayList {
        DisplayList(width: pixelWidth, height: pixelHeight, background: background,
                    commands: LayerRenderer.commands(for: root, parentTime: time, parentTransform: rootToCanvas))
    }

    /// Every visible layer's presented values at `time`, in drawing order (masks excluded):
    /// golden data that no anti-aliasing can disturb.
    ///
    /// A replicator's sublayers appear once per copy, copy 0 first, each layer of copy k with
    /// `[k]` added to its name (`dot[3]`; in a replicator inside a replicator `dot[2][5]`, the
    /// outer copy first), presented at the copy's time and placed by its transform. The copy's
    /// colour multiplier is not among the values: it tints the drawings, not the properties.
    public func presentedLayers(at time: Double) -> [PresentedLayer] {
        var out: [PresentedLayer] = []
        func walk(_ layer: LayerSnapshot, _ parentTime: Double, _ parentTransform: AffineTransform, _ depth: Int, _ suffix: String) {
            let time = layer.localTime(parentTime)
            let presented = PresentationValues(layer: layer, time: time)
            guard !presented.isHidden else { return }
            let transform = presented.layerToSuperlayer.concatenating(parentTransform)
            out.append(PresentedLayer(name: layer.name + suffix, depth: depth, values: presented.values, transform: transform))
            let childTransform = presented.sublayerTransform(layer.sublayerTransform.affine).concatenating(transform)
            guard let replicator = layer.replicator else {
                for sub in layer.sublayers { walk(sub, time, childTransform, depth + 1, suffix) }
                return
            }
            guard !layer.sublayers.isEmpty else { return }
            for copy in replicator.copies(values: presented.values, time: time, sublayersToDevice: childTransform) {
                for sub in layer.sublayers { walk(sub, copy.time, copy.transform, depth + 1, suffix + "[\(copy.index)]") }
            }
        }
        walk(root, time, rootToCanvas, 0, "")
        return out
    }
}
