import SpinnerCore

/// A layer that draws its sublayers `instanceCount` times (CAReplicatorLayer), each copy moved
/// by `instanceTransform` once more than the one before, delayed by `instanceDelay` and tinted by
/// `instanceColor` plus the offsets. Its own background, content and border draw once.
///
/// Copy k (0 for the sublayers as they are):
///
///     transform   instanceTransform^k about the centre of the bounds, applied in the
///                 replicator's own coordinates before its sublayerTransform
///     time        the replicator's local time − k · instanceDelay
///     colour      instanceColor + k · (red, green, blue, alpha offsets), each clamped to 0...1,
///                 multiplied into every colour the copy paints (straight alpha)
///
/// Copies draw in order, copy 0 first, each composited over the ones before. The multiplier
/// tints each drawing of a copy on its own (not the copy as one group), so where a copy's own
/// drawings overlap under an alpha below 1 they show through each other, as drawings of a layer
/// with an alpha-tinted paint do. `preservesDepth` has no meaning in this 2D engine.
open class ReplicatorLayer: Layer {
    /// How many times the sublayers are drawn; 0 or less draws none of them.
    public var instanceCount = 1
    /// Applied about the centre of the bounds, k times for copy k.
    public var instanceTransform: SpinnerCore.AffineTransform = .identity
    /// Seconds by which each copy lags the one before; a non-finite delay counts as 0.
    public var instanceDelay: Double = 0
    /// The multiplier of copy 0.
    public var instanceColor: Color = .white
    /// Added to the multiplier's components once more for each copy.
    public var instanceRedOffset: Double = 0
    public var instanceGreenOffset: Double = 0
    public var instanceBlueOffset: Double = 0
    public var instanceAlphaOffset: Double = 0
    /// Accepted for Core Animation's API; copies are flattened as every layer is here.
    public var preservesDepth = false

    /// The most layer copies a tree may draw through replicators (`drawnCopies(in:)`): a
    /// `Scene` refuses more, so that no frame becomes a display list of gigabytes.
    public static let maximumDrawnCopies = 100_000

    public override init() { super.init() }

    open override class var properties: [LayerProperty] { replicatorProperties }

    /// CAReplicatorLayer's own properties, in the order a scene file writes them. A nil
    /// `instanceColor` is Core Animation's default, opaque white.
    static let replicatorProperties = Layer.layerProperties + [
        .custom("instanceCount", .count), .custom("instanceTransform", .transform),
        .stored("instanceDelay", \ReplicatorLayer.instanceDelay, .seconds),
        .stored("instanceColor", \ReplicatorLayer.instanceColor, none: .white),
        .stored("instanceRedOffset", \ReplicatorLayer.instanceRedOffset), .stored("instanceGreenOffset", \ReplicatorLayer.instanceGreenOffset),
        .stored("instanceBlueOffset", \ReplicatorLayer.instanceBlueOffset), .stored("instanceAlphaOffset", \ReplicatorLayer.instanceAlphaOffset),
        .stored("preservesDepth", \ReplicatorLayer.preservesDepth, animatable: false),
    ]

    /// How many layers `root`'s tree draws because of replicators: every layer below at least
    /// one replicator (masks included) counts the product of the instance counts above it.
    /// Saturates at `Int.max`.
    public static func drawnCopies(in root: Layer) -> Int {
        var total = 0
        forEachLayer(in: root) { _, drawn, replicated in
            if replicated { total = saturatingSum(total, drawn) }
        }
        return total
    }

    /// Calls `body` with every layer of `root`'s tree (masks included, `root` first), the times
    /// one frame draws it (the product of the instance counts of the replicators above it,
    /// saturating at `Int.max`) and whether a replicator is above it: what the budgets of drawn
    /// copies and drawn glyphs count.
    static func forEachLayer(in root: Layer, _ body: (_ layer: Layer, _ drawn: Int, _ replicated: Bool) -> Void) {
        func walk(_ layer: Layer, _ drawn: Int, _ replicated: Bool) {
            body(layer, drawn, replicated)
            // A mask is drawn as often as its layer: a replicator's own mask is not replicated.
            if let mask = layer.mask { walk(mask, drawn, replicated) }
            var inner = drawn
            if let r = layer as? ReplicatorLayer { inner = saturatingProduct(drawn, max(r.instanceCount, 0)) }
            for sub in layer.sublayers { walk(sub, inner, replicated || layer is ReplicatorLayer) }
        }
        walk(root, 1, false)
    }

    static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }

    static func saturatingProduct(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? .max : product
    }
}
