import Foundation
import SpinnerCore
import SpinnerAnimation
import SpinnerRaster

/// The MDC-Android delegates' formulas (their `source` files, summed up in docs/presets.md) written out by hand,
/// independent of the engine: a bisection Bézier solve, AndroidX's lookup table built and read
/// as LookupTableInterpolator does, ArgbEvaluatorCompat, and the delegates' sums.
enum AndroidFormulas {
    /// The cubic Bézier (x1, y1, x2, y2) at x, by 200 halvings of the Bernstein form.
    static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 { let m = (lo + hi) / 2; if b(m, x1, x2) < x { lo = m } else { hi = m } }
        return b((lo + hi) / 2, y1, y2)
    }

    /// FastOutSlowInInterpolator.VALUES: the curve at i/200 to 4 decimals (checked against the
    /// AndroidX file when the engine's table was written).
    static let fosiValues: [Double] = (0...200).map { (bezier(Double($0) / 200, 0.4, 0, 0.2, 1) * 10_000).rounded() / 10_000 }

    /// LookupTableInterpolator.getInterpolation.
    static func fosi(_ x: Double) -> Double {
        if x >= 1 { return 1 }
        if x <= 0 { return 0 }
        let position = min(Int(x * 200), 199)
        let weight = (x - Double(position) / 200) * 200
        return fosiValues[position] + weight * (fosiValues[position + 1] - fosiValues[position])
    }

    /// m3_sys_motion_easing_standard.
    static func standard(_ x: Double) -> Double {
        x <= 0 ? 0 : x >= 1 ? 1 : bezier(x, 0.2, 0, 0, 1)
    }

    /// getFractionInRange.
    static func fraction(_ p: Double, _ start: Double, _ duration: Double) -> Double {
        min(max((p - start) / duration, 0), 1)
    }

    /// An 8-bit ARGB colour as four integers (r, g, b, a).
    typealias ARGB = (r: Int, g: Int, b: Int, a: Int)

    static func argb(_ c: Color) -> ARGB { let q = c.rgba8; return (Int(q.r), Int(q.g), Int(q.b), Int(q.a)) }

    /// ArgbEvaluatorCompat.evaluate.
    static func evaluate(_ f: Double, _ s: ARGB, _ e: ARGB) -> ARGB {
        func channel(_ a: Int, _ b: Int) -> Int {
            let x = pow(Double(a) / 255, 2.2), y = pow(Double(b) / 255, 2.2)
            return Int((pow(x + f * (y - x), 1 / 2.2) * 255 + 0.5).rounded(.down))
        }
        let alpha = Double(s.a) / 255 + f * (Double(e.a) / 255 - Double(s.a) / 255)
        return (channel(s.r, e.r), channel(s.g, e.g), channel(s.b, e.b), Int((alpha * 255 + 0.5).rounded(.down)))
    }

    /// The driver at `ms` since start: the repeat index, the fraction f and the play time p
    /// (`(int)(f · duration)` when truncating).
    static func driver(_ ms: Double, duration: Double, truncate: Bool) -> (repeat: Int, f: Double, p: Double) {
        let k = (ms / duration).rounded(.down)
        let within = ms - k * duration
        return (Int(k), within / duration, truncate ? within.rounded(.down) : within)
    }

    // MARK: - Advance (§3.1)

    /// Tail and head in degrees clockwise from 12 o'clock, unwrapped, and the colour.
    static func advance(_ ms: Double, colors: [Color], truncate: Bool) -> (tail: Double, head: Double, color: ARGB) {
        let (k, f, p) = driver(ms, duration: 5400, truncate: truncate)
        var start = 1520 * f - 20, end = 1520 * f
        for i in 0..<4 {
            start += fosi(fraction(p, [667, 2017, 3367, 4717][i], 667)) * 250
            end += fosi(fraction(p, [0, 1350, 2700, 4050][i], 667)) * 250
        }
        return (start, end, advanceColour(k: k, p: p, colors: colors.map(argb)))
    }

    /// The first fade window strictly inside sets the colour; outside every window the colour is
    /// what the last window ended on (this replay's reading of Note 2), colour 0 before the first.
    static func advanceColour(k: Int, p: Double, colors: [ARGB]) -> ARGB {
        let n = colors.count
        let off = (4 * k) % n
        for i in 0..<4 {
            let tf = fraction(p, [1000, 2350, 3700, 5050][i], 333)
            if tf > 0 && tf < 1 {
                return evaluate(fosi(tf), colors[(i + off) % n], colors[(i + off + 1) % n])
            }
        }
        // Held: the end colour of the latest finished window, counted over every repeat.
        let finished = [1333, 2683, 4033, 5383].filter { Double($0) <= p }.count
        let windows = 4 * k + finished
        return windows == 0 ? colors[0] : colors[windows % n]
    }

    // MARK: - Retreat (§3.2)

    static func retreat(_ ms: Double, colors: [Color], truncate: Bool) -> (tail: Double, head: Double, color: ARGB) {
        let (k, f, p) = driver(ms, duration: 6000, truncate: truncate)
        var rotation = 1080 * f
        for delay in [0.0, 1500, 3000, 4500] { rotation += standard(fraction(p, delay, 500)) * 90 }
        let x = standard(fraction(p, 0, 3000)) - standard(fraction(p, 3000, 3000))
        let end = 0.10 + (0.87 - 0.10) * x
        let palette = colors.map(argb), n = palette.count
        let off = (4 * k) % n
        var colour = palette[0]
        for (i, delay) in [0.0, 1500, 3000, 4500].enumerated() {
            let tf = fraction(p, delay, 100)
            // The delegate's inclusive test: always true for i = 0.
            if tf >= 0 && tf <= 1 {
                colour = evaluate(standard(tf), palette[(i + off) % n], palette[(i + off + 1) % n])
                break
            }
        }
        return (rotation, rotation + 360 * end, colour)
    }

    // MARK: - Reading the layer tree

    /// Tail and head in degrees clockwise from 12 o'clock as the `indicator` layer presents them,
    /// with `cap` degrees given back at each end, and its colour.
    static func presented(_ scene: Scene, ms: Double, cap: Double) -> (tail: Double, head: Double, color: ARGB)? {
        guard let layer = scene.presentedLayers(at: ms / 1000).first(where: { $0.name == "indicator" }),
              let rotation = layer.values.number("transform.rotation.z"), let start = layer.values.number("strokeStart"),
              let end = layer.values.number("strokeEnd"), let colour = layer.values["strokeColor"]?.color else { return nil }
        let turned = rotation * 180 / .pi
        return (turned + 360 * start - cap, turned + 360 * end + cap, argb(colour))
    }

    static func same(_ a: ARGB, _ b: ARGB) -> Bool { a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a }

    /// The smallest difference between two angles in degrees.
    static func angleDistance(_ a: Double, _ b: Double) -> Double {
        let d = (a - b).truncatingRemainder(dividingBy: 360)
        let m = d < 0 ? d + 360 : d
        return min(m, 360 - m)
    }

    /// Where the drawn arc starts and ends in a rendered frame, in degrees clockwise from
    /// 3 o'clock: alpha is read (bilinear) on the circle of the stroke's centre line every
    /// 0.01°, and the ends are where it crosses one half, refined by bisection.
    static func arcEnds(_ image: PixelBuffer, radius: Double) -> (tail: Double, head: Double)? {
        let cx = Double(image.width) / 2, cy = Double(image.height) / 2
        func inside(_ degrees: Double) -> Bool {
            let a = degrees * .pi / 180
            let x = cx + radius * cos(a) - 0.5, y = cy + radius * sin(a) - 0.5
            let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down)), fx = x - Double(x0), fy = y - Double(y0)
            func at(_ i: Int, _ j: Int) -> Double { Double(image[min(max(i, 0), image.width - 1), min(max(j, 0), image.height - 1)].a) / 255 }
            let top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx, bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx
            return top * (1 - fy) + bottom * fy >= 0.5
        }
        func edge(_ a: Double, _ b: Double) -> Double {
            var (lo, hi) = (a, b)
            let loInside = inside(lo)
            for _ in 0..<30 { let m = (lo + hi) / 2; if inside(m) == loInside { lo = m } else { hi = m } }
            return (lo + hi) / 2
        }
        var tail: Double?, head: Double?
        let step = 0.01, n = 36_000
        var previous = inside(-step)
        for i in 0..<n {
            let angle = Double(i) * step, now = inside(angle)
            if !previous && now { tail = edge(angle - step, angle) }
            if previous && !now { head = edge(angle - step, angle) }
            previous = now
        }
        guard let tail, let head else { return nil }
        return (tail, head)
    }
}
