import Foundation
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster

/// What the web and MDC-iOS spinner tests measure, computed without the presets' code: a
/// reference cubic-bezier(0.4, 0, 0.2, 1), the arc's ends as a scene presents them, and the
/// arc's ends as a rendered frame shows them. Angles are degrees clockwise from 3 o'clock (y down).
enum SpinnerArcProbe {
    /// cubic-bezier(0.4, 0, 0.2, 1) by 200 bisection steps on x(t), as the reference tables'
    /// reference values were computed (§2.4's power form).
    static func fosi(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
            return ((a * t + b) * t + c) * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bezier(0.4, 0.2, mid) < x { lo = mid } else { hi = mid }
        }
        return bezier(0, 1, (lo + hi) / 2)
    }

    /// `a − b` folded into (−180°, 180°].
    static func difference(_ a: Double, _ b: Double) -> Double {
        var d = (a - b).truncatingRemainder(dividingBy: 360)
        if d > 180 { d -= 360 }
        if d <= -180 { d += 360 }
        return d
    }

    /// The tail and head of the arc the named shape layer presents at `time`: where its
    /// transform puts the path's first point (`start`, in layer coordinates) seen from the
    /// circle's `centre`, plus strokeStart / strokeEnd of a turn. The tests build paths that
    /// run one clockwise turn, so a fraction f of the path is 360°·f further on.
    static func presentedEnds(_ scene: Scene, at time: Double, layer name: String, centre: Point, start: Point)
        -> (tail: Double, head: Double, sweep: Double, colour: Color?)? {
        guard let layer = scene.presentedLayers(at: time).first(where: { $0.name == name }),
              let s = layer.values.number("strokeStart"), let e = layer.values.number("strokeEnd") else { return nil }
        let c = layer.transform.apply(centre), p = layer.transform.apply(start)
        let base = atan2(p.y - c.y, p.x - c.x) * 180 / .pi
        return (base + 360 * s, base + 360 * e, 360 * (e - s), layer.values["strokeColor"]?.color)
    }

    /// The arc's tail and head in a rendered frame: coverage is read along the stroke's centre
    /// line (`radius` pixels around `centre`, bilinear between pixel centres) every 0.05°, and
    /// each end is where coverage crosses one half, interpolated between the two samples either
    /// side. Nil unless exactly one covered run is found.
    static func renderedEnds(_ frame: PixelBuffer, centre: Point, radius: Double) -> (tail: Double, head: Double)? {
        func alpha(_ x: Int, _ y: Int) -> Double {
            guard x >= 0, y >= 0, x < frame.width, y < frame.height else { return 0 }
            return Double(frame[x, y].a) / 255
        }
        func coverage(_ degrees: Double) -> Double {
            let a = degrees * .pi / 180
            // Pixel (i, j) covers [i, i+1] × [j, j+1]; its centre is at (i + ½, j + ½).
            let x = centre.x + radius * cos(a) - 0.5, y = centre.y + radius * sin(a) - 0.5
            let i = Int(x.rounded(.down)), j = Int(y.rounded(.down))
            let fx = x - Double(i), fy = y - Double(j)
            let top = alpha(i, j) * (1 - fx) + alpha(i + 1, j) * fx
            let bottom = alpha(i, j + 1) * (1 - fx) + alpha(i + 1, j + 1) * fx
            return top * (1 - fy) + bottom * fy
        }
        let n = 7200, step = 360.0 / Double(n)
        let samples = (0..<n).map { coverage(Double($0) * step) }
        var tails: [Double] = [], heads: [Double] = []
        for i in 0..<n {
            let a = samples[i], b = samples[(i + 1) % n]
            let crossing = Double(i) * step + step * (0.5 - a) / (b - a)
            if a < 0.5, b >= 0.5 { tails.append(crossing) }
            if a >= 0.5, b < 0.5 { heads.append(crossing) }
        }
        guard tails.count == 1, heads.count == 1 else { return nil }
        return (tails[0], heads[0])
    }

    /// The straight colour of the frame's pixel at `degrees` on the circle.
    static func renderedColour(_ frame: PixelBuffer, centre: Point, radius: Double, at degrees: Double) -> (r: Int, g: Int, b: Int, a: Int) {
        let a = degrees * .pi / 180
        let x = Int((centre.x + radius * cos(a)).rounded(.down)), y = Int((centre.y + radius * sin(a)).rounded(.down))
        let p = frame[x, y].unpremultiplied
        return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }
}
