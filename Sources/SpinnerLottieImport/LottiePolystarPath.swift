#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A star or polygon (`sr`) as bezier vertices, by the closed form lottie-ios and After Effects
/// use: vertices on circles about the centre, the first at `rotation` degrees clockwise from
/// straight up, a star alternating outer and inner radius every half point. Roundness pulls
/// each vertex's handles along the circle's tangent, `radius · roundness · constant` long. A
/// fractional point count adds a partial point (lottie-ios's reading, for stars).
enum LottiePolystarPath {
    /// Handle length per radius at 100 % roundness, star and polygon (lottie-ios's constants).
    static let starRoundness = 0.47829
    static let polygonRoundness = 0.25

    struct Values {
        var center: [Double]
        var points: Double
        var rotation: Double
        var outerRadius: Double
        var outerRoundness: Double
        var innerRadius: Double
        var innerRoundness: Double
    }

    /// The values of `star` at `frame`.
    static func values(_ star: LottiePolystar, at frame: Double) -> Values {
        Values(center: LottieSampling.value(star.position, at: frame), points: LottieSampling.value(star.points, at: frame),
               rotation: LottieSampling.value(star.rotation, at: frame), outerRadius: LottieSampling.value(star.outerRadius, at: frame),
               outerRoundness: LottieSampling.value(star.outerRoundness, at: frame),
               innerRadius: star.innerRadius.map { LottieSampling.value($0, at: frame) } ?? 0,
               innerRoundness: star.innerRoundness.map { LottieSampling.value($0, at: frame) } ?? 0)
    }

    static func path(_ star: LottiePolystar, at frame: Double) -> LottieBezier {
        let v = values(star, at: frame)
        return star.star ? self.star(v, reversed: star.reversed) : polygon(v, reversed: star.reversed)
    }

    /// One vertex at `angle` (radians, screen coordinates) on the circle of `radius`, its handles
    /// `handle` long along the circle: the out handle clockwise, the in handle back.
    private static func vertex(_ v: Values, radius: Double, angle: Double, inHandle: Double, outHandle: Double)
        -> (v: [Double], i: [Double], o: [Double]) {
        let dx = -sin(angle), dy = cos(angle)  // clockwise tangent
        return ([v.center[safe: 0] + radius * cos(angle), v.center[safe: 1] + radius * sin(angle)],
                [-dx * inHandle, -dy * inHandle], [dx * outHandle, dy * outHandle])
    }

    static func polygon(_ v: Values, reversed: Bool) -> LottieBezier {
        let n = max(1, Int(v.points.rounded(.down)))
        let step = 2 * Double.pi / Double(n)
        let start = (v.rotation - 90) * .pi / 180
        let handle = v.outerRadius * v.outerRoundness / 100 * polygonRoundness
        let points = (0..<n).map { i in
            vertex(v, radius: v.outerRadius, angle: start + Double(i) * step, inHandle: handle, outHandle: handle)
        }
        return LottieShapeGeometry.bezier(points, reversed: reversed)
    }

    static func star(_ v: Values, reversed: Bool) -> LottieBezier {
        let n = max(0, v.points)
        guard n > 0 else { return LottieBezier(vertices: [], inTangents: [], outTangents: [], closed: true) }
        let whole = n.rounded(.down), partial = n - whole
        let half = Double.pi / n
        var angle = (v.rotation - 90) * .pi / 180
        let outerHandle = v.outerRadius * v.outerRoundness / 100 * starRoundness
        let innerHandle = v.innerRadius * v.innerRoundness / 100 * starRoundness
        var points: [(v: [Double], i: [Double], o: [Double])] = []
        if partial == 0 {
            // Outer and inner vertices alternate, half a point apart.
            for i in 0..<(2 * Int(whole)) {
                let outer = i % 2 == 0
                let h = outer ? outerHandle : innerHandle
                points.append(vertex(v, radius: outer ? v.outerRadius : v.innerRadius, angle: angle, inHandle: h, outHandle: h))
                angle += half
            }
        } else {
            // A partial point: it starts between the radii and its half steps shrink by `partial`.
            let partialRadius = v.innerRadius + partial * (v.outerRadius - v.innerRadius)
            angle += half * (1 - partial)
            points.append(vertex(v, radius: partialRadius, angle: angle, inHandle: outerHandle * partial, outHandle: outerHandle * partial))
            angle += half * partial
            // The rest alternate inner and outer, the last step (back to the start) short.
            for i in 0..<(2 * Int(n.rounded(.up)) - 1) {
                let outer = i % 2 == 1
                let h = outer ? outerHandle : innerHandle
                points.append(vertex(v, radius: outer ? v.outerRadius : v.innerRadius, angle: angle, inHandle: h, outHandle: h))
                angle += half
            }
        }
        return LottieShapeGeometry.bezier(points, reversed: reversed)
    }
}
