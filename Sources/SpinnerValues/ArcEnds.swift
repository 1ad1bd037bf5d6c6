#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore
import SpinnerAnimation

/// Where a stroked arc's two ends are on screen, for `values`: the tail (at `strokeStart`) and
/// the head (at `strokeEnd`) of a shape layer whose path lies on one circle, as angles in
/// degrees clockwise from 3 o'clock on the canvas (y down), in 0..<360. These are the numbers
/// the Material spinners' sources speak in, read off the presented tree rather than computed
/// from any formula.
public struct ArcEnds: Equatable, Sendable {
    /// The tail's angle (at `strokeStart`) and the head's (at `strokeEnd`), in degrees.
    public let tail: Double
    public let head: Double

    /// The ends of `layer`'s presented arc; nil when it is not a stroked shape on a circle.
    public init?(_ layer: PresentedLayer) {
        let v = layer.values
        guard case .path(let path)? = v["path"], !path.isEmpty,
              let start = v["strokeStart"]?.number, let end = v["strokeEnd"]?.number,
              start.isFinite, end.isFinite else { return nil }
        let box = path.bounds
        let centre = Point(x: box.midX, y: box.midY)
        let radius = (box.width + box.height) / 4
        guard radius > 0, abs(box.width - box.height) <= 1e-3 * radius else { return nil }
        // Every sample of the path on the circle, to a thousandth of its radius: Bézier arcs
        // (UIBezierPath's, 4 cubics a turn) stray 0.03 % from it; a rectangle or a squircle
        // strays far more and never reads as an arc.
        func point(at f: Double) -> Point? {
            guard f > 0 else {
                if case .move(let p)? = path.elements.first { return p }
                return nil
            }
            return path.trimmed(from: 0, to: min(f, 1)).currentPoint
        }
        for i in 1...16 {
            guard let p = point(at: Double(i) / 16), abs(p.distance(to: centre) - radius) <= 1e-3 * radius else { return nil }
        }
        guard let t = point(at: start), let h = point(at: end) else { return nil }
        let c = layer.transform.apply(centre)
        func angle(_ p: Point) -> Double {
            let q = layer.transform.apply(p)
            let degrees = atan2(q.y - c.y, q.x - c.x) * 180 / .pi
            return degrees < 0 ? degrees + 360 : degrees
        }
        tail = angle(t)
        head = angle(h)
    }
}
