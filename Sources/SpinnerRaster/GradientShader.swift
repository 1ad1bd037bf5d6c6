#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore

/// A `Gradient` paint as CAGradientLayer draws it, evaluated exactly at each pixel centre (no
/// lookup table, no dithering).
///
/// The pixel centre is mapped to the drawing's local space and on into a gradient space by one
/// affine map `deviceToGradient`, chosen per kind so `t` is cheap:
/// - axial: the first coordinate is already the projection onto start→end over its squared
///   length (`t`, clamped to 0...1: the end colours extend);
/// - radial: coordinates are the offsets from `startPoint` over the ellipse radii
///   `|end.x − start.x|`, `|end.y − start.y|` (one of them 0: the other for both), and
///   `t = min(1, hypot)`; both radii 0 paints the last colour;
/// - conic: coordinates are the offsets from `startPoint`, and `t` is the angle (clockwise on
///   screen, y down) from the direction of `endPoint`, over 2π, in [0, 1).
///
/// Colours interpolate per straight-alpha sRGB component between the stops around `t`, then are
/// premultiplied (times the drawing's opacity) and rounded to 8 bits.
struct GradientShader: PaintShader {
    enum Kind { case axial, radial, conic, constant }

    let kind: Kind
    let deviceToGradient: SpinnerCore.AffineTransform
    /// Conic only: the angle of the `endPoint` direction.
    let startAngle: Double
    /// Non-decreasing, in 0...1, one per colour.
    let locations: [Double]
    /// Straight-alpha components in 0...1.
    let colors: [SIMD4<Double>]
    let opacity: Double

    /// The shader for `gradient` drawn through `itemTransform` (local to device) with `opacity`
    /// in 0...1; nil when it draws nothing: no colours, or any non-finite colour, location,
    /// point or map.
    init?(_ gradient: Gradient, itemTransform: SpinnerCore.AffineTransform, opacity: Double) {
        guard !gradient.colors.isEmpty, let toLocal = itemTransform.inverted(), toLocal.isFinite else { return nil }
        var colors: [SIMD4<Double>] = []
        for c in gradient.colors {
            guard c.red.isFinite, c.green.isFinite, c.blue.isFinite, c.alpha.isFinite else { return nil }
            colors.append(SIMD4(c.red, c.green, c.blue, c.alpha).clamped(lowerBound: .zero, upperBound: .one))
        }
        let n = colors.count
        var locations: [Double]
        if let given = gradient.locations, given.count == n {
            guard given.allSatisfy(\.isFinite) else { return nil }
            // As given, clamped to 0...1 and forced non-decreasing.
            var floor = 0.0
            locations = given.map { v in floor = max(floor, min(max(v, 0), 1)); return floor }
        } else {
            // nil (or a count that does not match the colours): evenly spaced.
            locations = n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
        }
        let s = gradient.startPoint, e = gradient.endPoint
        guard s.isFinite, e.isFinite else { return nil }

        var kind: Kind
        var post = SpinnerCore.AffineTransform.identity
        var angle = 0.0
        switch gradient.kind {
        case .axial:
            let d = e - s, len2 = d.dot(d)
            kind = len2 > 0 && len2.isFinite ? .axial : .constant
            if kind == .axial {
                post = SpinnerCore.AffineTransform(a: d.x / len2, b: 0, c: d.y / len2, d: 0, tx: -s.dot(d) / len2, ty: 0)
            }
        case .radial:
            var rx = abs(e.x - s.x), ry = abs(e.y - s.y)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            kind = rx > 0 && rx.isFinite && ry.isFinite ? .radial : .constant
            if kind == .radial {
                post = SpinnerCore.AffineTransform(translationX: -s.x, y: -s.y).concatenating(SpinnerCore.AffineTransform(scaleX: 1 / rx, y: 1 / ry))
            }
        case .conic:
            kind = .conic
            let d = e - s
            angle = d.x == 0 && d.y == 0 ? 0 : atan2(d.y, d.x)
            post = SpinnerCore.AffineTransform(translationX: -s.x, y: -s.y)
        }
        let map = toLocal.concatenating(post)
        guard map.isFinite, angle.isFinite else { return nil }
        // The last colour is what a degenerate gradient paints, as Skia's clamped gradients do.
        if kind == .constant || n == 1 {
            kind = .constant
            colors = [colors[n - 1]]
            locations = [0]
        }
        self.kind = kind
        self.deviceToGradient = map
        self.startAngle = angle
        self.locations = locations
        self.colors = colors
        self.opacity = opacity
    }

    @inline(__always)
    func shade(_ x: Double, _ y: Double) -> UInt32 {
        let m = deviceToGradient
        var t: Double
        switch kind {
        case .constant:
            return color(index: 0)
        case .axial:
            t = m.a * x + m.c * y + m.tx
        case .radial:
            let u = m.a * x + m.c * y + m.tx, v = m.b * x + m.d * y + m.ty
            t = min((u * u + v * v).squareRoot(), 1)
        case .conic:
            let u = m.a * x + m.c * y + m.tx, v = m.b * x + m.d * y + m.ty
            var a = atan2(v, u) - startAngle
            a -= 2 * .pi * (a / (2 * .pi)).rounded(.down)
            t = a / (2 * .pi)
            if t >= 1 { t = 0 }
        }
        return color(at: t)
    }

    /// The colour at `t`, premultiplied with the opacity and packed.
    @inline(__always)
    func color(at t: Double) -> UInt32 {
        let n = locations.count
        // `!(t > first)` also takes NaN (a point mapped from far outside) to the first colour.
        if !(t > locations[0]) { return color(index: 0) }
        if t >= locations[n - 1] { return color(index: n - 1) }
        // locations[lo] <= t < locations[hi], so the segment has a positive length.
        var lo = 0, hi = n - 1
        while hi - lo > 1 {
            let mid = (lo + hi) >> 1
            if locations[mid] <= t { lo = mid } else { hi = mid }
        }
        let f = (t - locations[lo]) / (locations[hi] - locations[lo])
        let c = colors[lo] + (colors[hi] - colors[lo]) * f
        return Self.pack(c.x, c.y, c.z, alpha: c.w * opacity)
    }

    @inline(__always)
    func color(index i: Int) -> UInt32 {
        let c = colors[i]
        return Self.pack(c.x, c.y, c.z, alpha: c.w * opacity)
    }
}
