import SpinnerCore
import SpinnerAnimation

/// How much an export may write of shapes sampled vertex by vertex: outlined strokes
/// (`--outline-strokes`) and the projected shapes of layers in 3D. Every frame's outline or
/// projection is a path keyframe of its vertices, held in memory (about 850 bytes a vertex
/// while the export is built) and written (about 29 bytes a vertex): `export material
/// --outline-strokes --fps 600 --duration 60` would be some 140 million vertices, past 3 GB
/// before a byte was written. So the export estimates the count first and refuses past
/// `maximumVertices`.
public enum LottieOutlineBudget {
    /// About 30 MB of JSON and under 1 GB while building; the Material spinner's 6 s loop at
    /// 60 fps outlines to 139,346.
    public static let maximumVertices = 1_000_000
    /// Frames the estimate reads, evenly spread over the loop.
    static let probes = 24

    /// The vertices an export of `scene` over `frameCount` frames at `fps` would write sampled:
    /// the most that every solid stroke's outline (at the export's tolerance, if
    /// `outlineStrokes`) and every projected layer's shapes have at up to `probes` frames,
    /// times `frameCount`, since each outline is padded to its largest count at every frame
    /// (`LottieContourSlots`).
    public static func estimatedVertices(scene: Scene, fps: Rational, frameCount: Int, outlineStrokes: Bool) -> Int {
        let size = LottieCanvas(scene.pointSize)
        let pixelsPerPoint = LottieStrokeOutline.referencePixels / Double(max(size.w, size.h, 1)) * Double(size.factor)
        let projection = LottieStrokeOutline.projectionTolerance(scene)
        let count = min(probes, frameCount)
        var most = 0
        for k in 0..<count {
            let frame = k * frameCount / count
            let time = Double(frame) * Double(fps.denominator) / Double(fps.numerator)
            let tree = scene.presentedTree(at: time, projectionTolerance: projection)
            // Whether a layer leaves the plane is fixed for the scene: one tree says.
            if k == 0, !outlineStrokes, !tree.containsProjected { return 0 }
            most = max(most, vertices(tree, scale: 1, pixelsPerPoint: pixelsPerPoint, outlineStrokes: outlineStrokes))
        }
        return most.multipliedReportingOverflow(by: frameCount).overflow ? Int.max : most * frameCount
    }

    /// The sampled vertices of a node and its sublayers, `scale` its magnification.
    private static func vertices(_ node: PresentedNode, scale outer: Double, pixelsPerPoint: Double, outlineStrokes: Bool) -> Int {
        let scale = outer * node.layerToParent.maxScale
        let tolerance = max(LottieStrokeOutline.tolerance / (pixelsPerPoint * max(scale, 1e-6)), LottieStrokeOutline.finestTolerance)
        var n = 0
        for item in node.below + node.above {
            if node.isProjected {
                // A Lottie vertex carries its tangents: one per point a segment ends on.
                n += item.path.elements.reduce(0) { if case .closeSubpath = $1 { return $0 }; return $0 + 1 }
                continue
            }
            guard outlineStrokes, case .stroke(let style, let start, let end) = item.style, case .solid = item.paint, style.lineWidth > 0 else { continue }
            n += item.path.trimmed(from: start, to: end).strokePolygons(style, tolerance: tolerance).reduce(0) { $0 + $1.count }
        }
        return n + node.children.reduce(0) { $0 + vertices($1, scale: scale, pixelsPerPoint: pixelsPerPoint, outlineStrokes: outlineStrokes) }
    }
}

extension PresentedNode {
    /// Whether this node or one below it is a layer in 3D drawn flat.
    var containsProjected: Bool { isProjected || children.contains { $0.containsProjected } }
}
