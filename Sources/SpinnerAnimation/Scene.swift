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
    /// Later trees of a recorded run (`LayerTimeline`), each shown from its start time on;
    /// empty for a tree that never changes. `root` is the first.
    let laterRoots: [(start: Double, root: LayerSnapshot)]
    /// Added to a frame's time before the layers see it: a recording's clock reading at its
    /// frame 0 (`LayerTimeline.origin`), 0 otherwise.
    let timeOrigin: Double
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
        let snapshot = try Scene.freeze(root)
        try self.init(snapshot.root, later: [], timeOrigin: 0, bounds: root.bounds.size, origin: root.frame.origin,
                      drawnOutlineSegments: snapshot.segments, scale: scale, background: background)
    }

    /// Freezes `root` after the checks every frozen tree passes (no cycle, replicator copies and
    /// text within their limits); with the most outline segments its text draws.
    static func freeze(_ root: Layer) throws(SceneError) -> (root: LayerSnapshot, segments: Int) {
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
        return (try LayerSnapshot(root), text.segments)
    }

    /// A recorded run: each tree of `timeline` from its start on, on the canvas of the first
    /// tree's root layer, `scale` pixels per point over `background`. Time 0 of the scene is
    /// the timeline's `origin` on the clock the trees' animations were timed by.
    public init(timeline: LayerTimeline, scale: Double = 1, background: Color = .clear) throws(SceneError) {
        guard let first = timeline.trees.first else { throw SceneError(kind: .invalidCanvas, layer: "recording") }
        try self.init(first.root, later: Array(timeline.trees.dropFirst()), timeOrigin: timeline.origin,
                      bounds: timeline.bounds.size, origin: timeline.bounds.origin,
                      drawnOutlineSegments: timeline.drawnOutlineSegments, scale: scale, background: background)
    }

    /// The frozen tree `root` on a canvas of `scale` pixels per point over `background`: the
    /// one check that depends on the scale (the canvas's size) made here.
    private init(_ root: LayerSnapshot, later: [(start: Double, root: LayerSnapshot)], timeOrigin: Double,
                 bounds: Size, origin: Point, drawnOutlineSegments: Int, scale: Double,
                 background: Color) throws(SceneError) {
        let w = bounds.width * scale, h = bounds.height * scale
        guard w.isFinite, h.isFinite, w >= 0.5, h >= 0.5, w < Double(Int32.max), h < Double(Int32.max) else {
            throw SceneError(kind: .invalidCanvas, layer: root.name)
        }
        self.root = root
        self.laterRoots = later
        self.timeOrigin = timeOrigin
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
        try Scene(root, later: laterRoots, timeOrigin: timeOrigin, bounds: rootBounds, origin: rootOrigin,
                  drawnOutlineSegments: drawnOutlineSegments, scale: scale, background: background)
    }

    /// The tree that shows at `time` (the scene's own time), and that time on its clock.
    func tree(at time: Double) -> (root: LayerSnapshot, time: Double) {
        let clock = time + timeOrigin
        guard !laterRoots.isEmpty, clock >= laterRoots[0].start else { return (root, clock) }
        // The last tree starting at or before the moment, by halving: a long recording holds
        // one tree per change.
        var lo = 0, hi = laterRoots.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if laterRoots[mid].start <= clock { lo = mid + 1 } else { hi = mid }
        }
        return (laterRoots[lo - 1].root, clock)
    }

    /// The frame at `time` seconds as a display list in device pixels.
    public func presentation(at time: Double) -> DisplayList {
        let shown = tree(at: time)
        return DisplayList(width: pixelWidth, height: pixelHeight, background: background,
                           commands: LayerRenderer.commands(for: shown.root, parentTime: shown.time, parentTransform: rootToCanvas))
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
        let shown = tree(at: time)
        walk(shown.root, shown.time, rootToCanvas, 0, "")
        return out
    }
}
