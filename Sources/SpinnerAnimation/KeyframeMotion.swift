import SpinnerCore

/// Motion along a keyframe animation's `path`, as Apple's CAKeyframeAnimation.path page describes it:
/// "The end point of a line-to or curve-to segment defines the keyframe value ... Move-to segments
/// do not define separate keyframe values."
///
/// The vertices are the first segment's start, then every segment's end (closing lines included,
/// as `Path.subpaths` makes them). A move-to inside the path is a jump: the next segment starts at
/// the moved-to point at its key time.
///
///     path     M a  L b  Q c d  Z  M e  L f
///     vertex   a    b       d   a       f      (5 vertices: keyTimes has 5 entries)
///     segment  a→b  b→(c)→d  d→a  e→f          (e is reached by a jump when d→a ends)
///
/// Between vertices the position follows the segment itself: by the Bézier parameter in `linear`
/// and `cubic` mode (the path's own curves already are the cubic), at constant speed along the
/// whole path's arc length in `paced` and `cubicPaced`, at the vertices in `discrete`.
struct KeyframeMotion: Hashable, Sendable {
    /// Every drawing segment of the path in order, subpath after subpath.
    let segments: [PathSegment]
    /// The keyframe vertices: one more than the segments.
    let vertices: [Point]

    /// Nil for a path with no points; a path of moves only holds its first point.
    init?(_ path: Path) {
        let subpaths = path.subpaths
        segments = subpaths.flatMap(\.segments)
        if let first = segments.first {
            vertices = [first.start] + segments.map(\.end)
        } else if let start = subpaths.first?.start {
            vertices = [start]
        } else {
            return nil
        }
    }

    /// A position and the unit direction of travel there (nil where the path has none).
    struct Location {
        var point: Point
        var tangent: Point?
    }

    /// Where the layer is at `fraction` (0...1) of the iteration.
    func location(at fraction: Double, mode: CalculationMode, keyTimes: [Double]?,
                  timingFunctions: [TimingFunction]?) -> Location {
        guard !segments.isEmpty else { return Location(point: vertices[0], tangent: nil) }
        switch mode {
        case .discrete:
            let i = KeyframeAnimation.discreteIndex(at: fraction, count: vertices.count, keyTimes: keyTimes)
            // At a vertex the direction is the next segment's (the last vertex: the arrival's).
            let tangent = i < segments.count ? segments[i].unitTangent(at: 0) : segments[segments.count - 1].unitTangent(at: 1)
            return Location(point: vertices[i], tangent: tangent)
        case .linear, .cubic:
            let times = KeyframeAnimation.linearTimes(count: vertices.count, keyTimes: keyTimes)
            let (i, s) = KeyframeAnimation.segment(at: fraction, times: times, timingFunctions: timingFunctions)
            return at(segment: min(i, segments.count - 1), parameter: i == segments.count ? 1 : s)
        case .paced, .cubicPaced:
            let lengths = segments.map(\.length)
            guard let (i, into, _) = KeyframePacing.locate(fraction: fraction, lengths: lengths) else {
                if lengths.allSatisfy({ $0 == 0 }) { return Location(point: vertices[0], tangent: nil) }
                // Lengths that overflow cannot be paced: the vertices are spaced evenly instead.
                return location(at: fraction, mode: .linear, keyTimes: nil, timingFunctions: nil)
            }
            return at(segment: i, parameter: segments[i].parameter(atLength: into))
        }
    }

    private func at(segment i: Int, parameter s: Double) -> Location {
        Location(point: segments[i].point(at: s), tangent: segments[i].unitTangent(at: s))
    }
}
