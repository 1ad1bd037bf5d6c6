import SpinnerCore

/// A layer tree that code changes as it runs, frozen at each change: what a run of iOS-style
/// spinner code on a virtual clock records (`SpinnerQuartz`'s `LayerRecorder`), and what
/// `Scene(timeline:)` plays back.
///
/// Between two changes nothing but time moves, so the tree frozen at a change, with its
/// animations timed on the clock, gives every frame up to the next one exactly:
///
///     clock    origin        t1                t2
///              |-------------|-----------------|--------->
///     tree     frozen at 0   frozen at t1      frozen at t2
///     scene    time 0 = origin; a frame at time t shows the last tree frozen at or before
///              origin + t, presented at clock time origin + t
public struct LayerTimeline: Sendable {
    /// The clock's reading at the scene's time 0.
    public let origin: Double
    /// The canvas in points: the first tree's root layer frame.
    public private(set) var bounds: Rect = .zero
    /// The frozen trees, by start time (clock time), in order.
    private(set) var trees: [(start: Double, root: LayerSnapshot)] = []
    /// The most outline segments any tree's text draws in a frame (the memory plan's count).
    private(set) var drawnOutlineSegments = 0

    /// An empty timeline whose scene time 0 is `origin` on the clock.
    public init(origin: Double) {
        self.origin = origin
    }

    /// How many trees have been frozen.
    public var count: Int { trees.count }

    /// The clock time of the last frozen tree, nil before the first.
    public var lastStart: Double? { trees.last?.start }

    /// Freezes `root` as it is now, shown from clock time `start` on (replacing a tree frozen at
    /// the same moment: only the last state of a moment is ever drawn). Times must not go back.
    /// Refuses what `Scene(root:)` refuses.
    public mutating func append(_ root: Layer, from start: Double) throws(SceneError) {
        precondition(start.isFinite && start >= (trees.last?.start ?? -.infinity), "a timeline's trees are appended in time order")
        let frozen = try Scene.freeze(root)
        if trees.isEmpty { bounds = root.frame }
        drawnOutlineSegments = max(drawnOutlineSegments, frozen.segments)
        if trees.last?.start == start { trees.removeLast() }
        trees.append((start, frozen.root))
    }
}

extension Layer {
    /// The layer's own values as drawn at `time` in its own time space: its model values with
    /// each of its animations applied in the order added, compound parts (`position.x`,
    /// `transform.rotation.z`) folded into their wholes: what `CALayer.presentation()` holds.
    /// Refuses what freezing the layer refuses (an animation of a key path the class lacks).
    public func presentationValues(atLocalTime time: Double) throws(SceneError) -> PropertyValues {
        let snapshot = try LayerSnapshot(self, sublayers: false)
        return PresentationValues(layer: snapshot, time: time).values
    }
}
