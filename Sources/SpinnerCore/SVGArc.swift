#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An SVG elliptical arc in endpoint form (the `A` command's parameters), and its conversion to
/// the cubic Béziers a `Path` stores, by the endpoint-to-centre parametrisation of SVG 1.1
/// Appendix F.6.
public struct SVGArc: Hashable, Sendable {
    /// The current point the arc starts at.
    public var from: Point
    /// The end point the command names.
    public var to: Point
    /// The radii as written; their signs are ignored, as SVG says.
    public var radiusX: Double
    public var radiusY: Double
    /// The rotation of the ellipse's x axis, in degrees, clockwise on screen (y down).
    public var rotation: Double
    /// True for the larger of the two arcs that fit, 180° or more (SVG's large-arc-flag).
    public var largeArc: Bool
    /// True for the arc that runs in the direction of increasing angle (clockwise on screen).
    public var sweep: Bool

    /// An arc with the parameters of an absolute `A` command drawn from `from`.
    public init(from: Point, to: Point, radiusX: Double, radiusY: Double, rotation: Double, largeArc: Bool, sweep: Bool) {
        self.from = from
        self.to = to
        self.radiusX = radiusX
        self.radiusY = radiusY
        self.rotation = rotation
        self.largeArc = largeArc
        self.sweep = sweep
    }

    /// The elements that draw the arc from `from`: nothing when the endpoints coincide, a line
    /// when a radius is zero (F.6.2), otherwise cubics of at most 45° each. Non-finite
    /// parameters can give non-finite points; `SVGPathParser` refuses those.
    public var elements: [PathElement] {
        if from == to { return [] }
        var rx = abs(radiusX), ry = abs(radiusY)
        guard rx > 0, ry > 0 else { return [.line(to: to)] }

        // F.6.5.1: the midpoint of the chord in the ellipse's unrotated frame.
        let phi = rotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (from.x - to.x) / 2, dy = (from.y - to.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy

        // Working with the chord divided by the radii keeps the squares near 1 instead of
        // squaring radii themselves, which overflows long before the coordinates do.
        var a = x1 / rx, b = y1 / ry
        // Λ's square root, by hypot so that it stays finite for any finite a and b.
        let reach = hypot(a, b)
        let lambda = reach * reach
        // Radii so large against the chord that it vanishes in their units (Λ underflows), or
        // so small that the ratio leaves Double's range: no ellipse can be computed, and the
        // chord is what the arc tends to in the first case.
        guard lambda > 0, reach.isFinite else { return [.line(to: to)] }
        var coefficient = 0.0
        if reach > 1 {
            // F.6.6: radii too small to reach are scaled up until the chord is a diameter.
            rx *= reach; ry *= reach
            a /= reach; b /= reach
        } else {
            // F.6.5.2 with the radii divided out: sqrt((1 − Λ) / Λ), signed by the flags.
            coefficient = ((1 - lambda) / lambda).squareRoot()
            if largeArc == sweep { coefficient = -coefficient }
        }

        // F.6.5.3: the centre, first unrotated, then in user space.
        let cxPrime = coefficient * rx * b
        let cyPrime = -coefficient * ry * a
        let cx = cosPhi * cxPrime - sinPhi * cyPrime + (from.x + to.x) / 2
        let cy = sinPhi * cxPrime + cosPhi * cyPrime + (from.y + to.y) / 2

        // F.6.5.5–6: start angle and sweep on the unit circle the ellipse is an image of.
        let ux = a - coefficient * b, uy = b + coefficient * a
        let vx = -a - coefficient * b, vy = -b + coefficient * a
        let theta1 = atan2(uy, ux)
        var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }

        // The unit circle mapped onto the ellipse: scale by the radii, rotate, move to the centre.
        func map(_ x: Double, _ y: Double) -> Point {
            Point(x: cx + rx * cosPhi * x - ry * sinPhi * y, y: cy + rx * sinPhi * x + ry * cosPhi * y)
        }
        // At most an eighth of a turn per cubic. A quarter turn (Path.addArc's choice, made to
        // match UIKit) strays 2.7e-4 of the radius from the ellipse and makes a circle 1.4e-4
        // too long, 0.02 on a radius of 25; an eighth strays 64 times less. SVG promises no
        // parity with UIKit, so the arc may as well be faithful. The epsilon keeps an exact
        // half circle, whose computed sweep may exceed π by an ulp, at four pieces.
        let pieces = max(1, Int((abs(delta) / (.pi / 4) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        // The control distance that makes a cubic meet the circle at both ends and the middle.
        let k = 4.0 / 3.0 * tan(step / 4)
        var out: [PathElement] = []
        out.reserveCapacity(pieces)
        var t0 = theta1
        for i in 0..<pieces {
            let t1 = theta1 + step * Double(i + 1)
            let c0 = cos(t0), s0 = sin(t0), c1 = cos(t1), s1 = sin(t1)
            // The last piece ends exactly where the command said, not where rounding lands.
            let end = i == pieces - 1 ? to : map(c1, s1)
            out.append(.cubicCurve(to: end, control1: map(c0 - k * s0, s0 + k * c0), control2: map(c1 + k * s1, s1 - k * c1)))
            t0 = t1
        }
        return out
    }
}
