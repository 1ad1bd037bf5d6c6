import SpinnerCore
import SpinnerAnimation

/// How much `--outline-strokes` may write. Every frame's outline is a path keyframe of its
/// polygons' vertices, held in memory (about 850 bytes a vertex while the export is built) and
/// written (about 29 bytes a vertex): `export material --outline-strokes --fps 600 --duration
/// 60` would be some 140 million vertices, past 3 GB before a byte was written. So the export
/// estimates the count first and refuses past `maximumVertices`.
public enum LottieOutlineBudget {
    /// About 30 MB of JSON and under 1 GB while building; the Material spinner's 6 s loop at
    /// 60 fps outlines to 139,346.
    public static let maximumVertices = 1_000_000
    /// Frames the estimate outlines, evenly spread over the loop.
    static let probes = 24

    /// The vertices an outlined export of `scene` over `frameCount` frames at `fps` would write:
    /// the most that every solid stroke's outline (at the export's tolerance) has at up to
    /// `probes` frames, times `frameCount`, since each outline is padded to its largest count
    /// at every frame (`LottieContourSlots`).
    public static func estimatedVertices(scene: Scene, fps: Rational, frameCount: Int) -> Int {
        let size = LottieCanvas(scene.pointSize)
        let pixelsPerPoint = LottieStrokeOutline.referencePixels / Double(max(size.w, size.h, 1)) * Double(size.factor)
        let count = min(probes, frameCount)
        var most = 0
        for k in 0..<count {
            let frame = k * frameCount / count
            let time = Double(frame) * Double(fps.denominator) / Double(fps.numerator)
            most = max(most, vertices(scene.presentedTree(at: time), scale: 1, pixelsPerPoint: pixelsPerPoint))
        }
        return most.multipliedReportingOverflow(by: frameCount).overflow ? Int.max : most * frameCount
    }

    /// The outline vertices of a node's strokes and its sublayers', `scale` its magnification.
    private static func vertices(_ node: PresentedNode, scale outer: Double, pixelsPerPoint: Double) -> Int {
        let scale = outer * node.layerToParent.maxScale
        let tolerance = max(LottieStrokeOutline.tolerance / (pixelsPerPoint * max(scale, 1e-6)), LottieStrokeOutline.finestTolerance)
        var n = 0
        for item in node.below + node.above {
            guard case .stroke(let style, let start, let end) = item.style, case .solid = item.paint, style.lineWidth > 0 else { continue }
            n += item.path.trimmed(from: start, to: end).strokePolygons(style, tolerance: tolerance).reduce(0) { $0 + $1.count }
        }
        return n + node.children.reduce(0) { $0 + vertices($1, scale: scale, pixelsPerPoint: pixelsPerPoint) }
    }
}
