import SpinnerCore
import SpinnerAnimation

/// The Material indeterminate circular spinner of the Medium article "Material Design circular
/// progress view on iOS": GMDCircularProgressView
/// (narmirzaei/MaterialDesignCircularProgressView, GMDCircularProgressView.swift), with its
/// constants below.
///
/// A CAShapeLayer strokes a full circle that starts at 6 o'clock. A 1.5 s group draws the head
/// (`strokeEnd` 0→1 over 1.0 s, easeIn) and, 0.5 s later, the tail (`strokeStart` 0→1 over
/// 1.0 s, easeOut); the whole layer turns once every 2.0 s; each stroke cycle takes the next
/// colour. The seed restarts the group from `animationDidStop` and sets the colour there; the
/// idealised replay repeats the group forever and switches colour with a discrete keyframe
/// animation at each 1.5 s boundary, where the arc has zero length. One seamless loop is
/// `colors.count × 1.5 s` and `2.0 s` turns: 6.0 s for the four Google colours.
public struct MaterialSpinner: Hashable, Sendable {
    /// The view's size in points (the demo's view is 50×50).
    public var size: Size = Size(width: 50, height: 50)
    /// The stroke width in points.
    public var lineWidth: Double = 4
    /// The colour of each stroke cycle, in order.
    public var colors: [Color] = MaterialSpinner.googleColors
    public var lineCap: LineCap = .butt
    /// Playback speed: 2 plays twice as fast (the layer's `speed`).
    public var speed: Double = 1

    /// `googleColors` of the source: blue, red, yellow, green.
    public static let googleColors: [Color] = [
        Color(red: 0.282, green: 0.522, blue: 0.929),
        Color(red: 0.859, green: 0.196, blue: 0.212),
        Color(red: 0.957, green: 0.761, blue: 0.051),
        Color(red: 0.235, green: 0.729, blue: 0.329),
    ]

    /// Seconds of one stroke cycle (the group's duration: 1.0 + the tail's 0.5 s delay).
    public static let strokeCycle = 1.5
    /// Seconds of one turn.
    public static let rotationPeriod = 2.0

    public init() {}

    /// The shortest time after which every animation is back where it started, at `speed` 1:
    /// the least common multiple of the colour cycle and the rotation period.
    public var loopPeriod: Double {
        // Work in half seconds, where both periods are whole numbers: 3·n and 4.
        let colourHalves = 3 * max(colors.count, 1), rotationHalves = 4
        var a = colourHalves, b = rotationHalves
        while b != 0 { (a, b) = (b, a % b) }
        return Double(colourHalves / a * rotationHalves) / 2 / speed
    }

    /// The radius of the stroke's centre line, as `layoutSubviews` computes it.
    public var radius: Double { min(size.width, size.height) / 2 - lineWidth / 2 }

    /// The root layer: the view's backing layer holding `circularLayer`.
    public func makeLayer() -> Layer {
        let view = Layer()
        view.name = "view"
        view.bounds = Rect(origin: .zero, size: size)
        view.position = Point(x: size.width / 2, y: size.height / 2)
        view.speed = speed

        let circular = ShapeLayer()
        circular.name = "circularLayer"
        circular.lineWidth = lineWidth
        circular.fillColor = nil
        circular.lineCap = lineCap
        circular.strokeColor = colors.first
        // A zero-size layer at the centre, so the rotation turns about the centre.
        circular.position = Point(x: view.bounds.midX, y: view.bounds.midY)
        var arc = Path()
        arc.addArc(center: .zero, radius: radius, startAngle: .pi / 2, endAngle: .pi / 2 + 2 * .pi, clockwise: true)
        circular.path = arc
        view.addSublayer(circular)

        var inAnimation = BasicAnimation(keyPath: "strokeEnd")
        inAnimation.fromValue = .number(0)
        inAnimation.toValue = .number(1)
        inAnimation.duration = 1.0
        inAnimation.timingFunction = .easeIn

        var outAnimation = BasicAnimation(keyPath: "strokeStart")
        outAnimation.beginTime = 0.5
        outAnimation.fromValue = .number(0)
        outAnimation.toValue = .number(1)
        outAnimation.duration = 1.0
        outAnimation.timingFunction = .easeOut

        var strokeGroup = AnimationGroup(animations: [inAnimation, outAnimation])
        strokeGroup.duration = 1.0 + outAnimation.beginTime
        strokeGroup.repeatCount = .infinity
        circular.add(strokeGroup, forKey: "strokeAnimation")

        var rotation = BasicAnimation(keyPath: "transform.rotation.z")
        rotation.fromValue = .number(0)
        rotation.toValue = .number(2 * .pi)
        rotation.duration = MaterialSpinner.rotationPeriod
        rotation.repeatCount = .infinity
        circular.add(rotation, forKey: "rotateAnimation")

        if colors.count > 1 {
            var colour = KeyframeAnimation(keyPath: "strokeColor")
            colour.values = colors.map { .color($0) }
            colour.calculationMode = .discrete
            colour.duration = MaterialSpinner.strokeCycle * Double(colors.count)
            colour.repeatCount = .infinity
            circular.add(colour, forKey: "colorAnimation")
        }
        return view
    }
}
