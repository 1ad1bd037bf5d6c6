import SpinnerCore
import SpinnerAnimation

/// What the two MDC-Android circular styles share: how `CircularDrawingDelegate` draws the
/// active indicator, expressed as a shape layer.
///
/// Android draws on a canvas turned by −90° (so fraction 0 is 12 o'clock), clockwise, an arc of
/// radius `(indicatorSize − trackThickness)/2` from `startFraction·360°` to `endFraction·360°`
/// (plus the delegate's `rotationDegree`). The layer here strokes a full circle that starts at
/// 12 o'clock and runs clockwise, so with head and tail angles in degrees clockwise from
/// 12 o'clock (subtract 90° for angles clockwise from 3 o'clock):
///
///     transform.rotation.z = tail                         (radians)
///     strokeStart          = cap / 360                   (constant)
///     strokeEnd            = (head − tail − cap) / 360
///
/// where `cap` is the angle each rounded end takes: with M3's `trackCornerRadius` of 50 % the
/// arc is shortened by `toDegrees(cornerRadius / radius)` at each end so that the round caps
/// end exactly at the nominal angles.
enum AndroidIndicatorLayer {
    /// The angle in degrees a cap of `lineCap` reaches past the end of a stroke of `lineWidth`
    /// on a circle of `radius`: 0 for butt caps (and for a radius or width that is not
    /// positive), otherwise `toDegrees(lineWidth/2 / radius)`, at most `limit` (half the
    /// shortest arc), so the shortened arc never turns negative.
    static func capDegrees(lineWidth: Double, radius: Double, lineCap: LineCap, limit: Double) -> Double {
        guard lineCap != .butt, lineWidth > 0, radius > 0, lineWidth.isFinite, radius.isFinite else { return 0 }
        return min(lineWidth / 2 / radius * 180 / .pi, limit)
    }

    /// The colours as Android holds them: 8-bit ARGB integers.
    static func argb8(_ colors: [Color]) -> [Color] {
        colors.map { c in let q = c.rgba8; return Color(r8: q.r, g8: q.g, b8: q.b, a8: q.a) }
    }

    /// Greatest common divisor of two positive integers.
    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    /// The root view layer of `size` playing at `speed`, holding the indicator shape layer
    /// (returned too, for the animations): a full circle from 12 o'clock, clockwise, of `radius`.
    static func make(size: Size, radius: Double, lineWidth: Double, lineCap: LineCap, speed: Double,
                     color: Color?, capFraction: Double) -> (view: Layer, indicator: ShapeLayer) {
        let view = Layer()
        view.name = "view"
        view.bounds = Rect(origin: .zero, size: size)
        view.position = Point(x: size.width / 2, y: size.height / 2)
        view.speed = speed

        let indicator = ShapeLayer()
        indicator.name = "indicator"
        indicator.lineWidth = lineWidth
        indicator.fillColor = nil
        indicator.lineCap = lineCap
        indicator.strokeColor = color
        indicator.strokeStart = capFraction
        // A zero-size layer at the centre, so the rotation turns about the centre.
        indicator.position = Point(x: size.width / 2, y: size.height / 2)
        var circle = Path()
        circle.addArc(center: .zero, radius: max(radius, 0), startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        indicator.path = circle
        view.addSublayer(indicator)
        return (view, indicator)
    }

    /// Degrees as radians.
    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
