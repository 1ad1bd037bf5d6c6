import SpinnerCore
import SpinnerAnimation

/// The Material indeterminate circular spinner as the web plays it: MDC-web's
/// `mdc-circular-progress` and material-web's `md-circular-progress` (`four-color`), their CSS
/// (`source`) replayed with the same keyframes; docs/presets.md gives the formulas.
///
/// The CSS composes three rotations and an arc made of two clipped half-circles:
///
/// * the container turns 360° linearly every 1333·360/306 ms = 26660/17 ms (`linear-rotate`);
/// * the spinner layer steps by 135° eight times in 5332 ms, every 666.5 ms step eased by
///   cubic-bezier(0.4, 0, 0.2, 1) (`rotate-arc`: CSS eases each keyframe segment);
/// * each half-circle turns by L = 265° → 130° → 265° over 1333 ms, eased per segment
///   (`expand-arc`); the right one by −L, or in material-web by L half a cycle later plus a
///   different pre-rotation, which is the same angle because L(p + ½) = 395° − L(p).
///
/// Why one arc is exact: each half-circle is a semicircle [L, L + 180°] (angles clockwise from
/// 3 o'clock, y down) seen only through its half of the box, so the left shows [L, 270°] and
/// the right [270°, 540° − L]: together one arc from L to 540° − L, of sweep 2·(270° − L),
/// symmetric about the spinner layer's 12 o'clock (10° at L = 265°, 280° at L = 130°). So here
/// one shape layer strokes a full circle that starts at 3 o'clock, turned by L (its own
/// `expand-arc` rotation), with `strokeStart` 0 and `strokeEnd` = 2·(270° − L)/360°, keyed at
/// the same key times with the same curve (the sweep is linear in L, so easing L eases it).
/// On screen, with R the spinner layer's and C the container's rotation:
///
///     tail = L + R + C            (strokeStart 0, the circle's start)
///     head = 540° − L + R + C     (strokeEnd)
///
///     arc time   0        666.5      1333 ms   (one arc; R adds 135° per half, eased)
///                |-expand--|-contract-|
///     L          265° ──▶ 130° ──▶ 265°
///     tail       holds      +270° eased        (L + R: −135s + 135s, then +135s + 135s)
///     head       +270° eased holds
///
/// Colours follow material-web's `four-color`: the border colour is a CSS colour
/// interpolation (component-wise in sRGB; the colours are opaque), held for 3/5 of each arc and
/// eased to the next colour over the last 2/5, on the same 5332 ms cycle and curve. (MDC-web
/// instead fades four stacked spinner layers' opacity between 0 and 0.99 at slightly different
/// percentages; that is not reproduced.) With n colours the cycle is n arcs, each colour held
/// for its arc's first 3/5; n = 4 is exactly `four-color`'s 0/15/25/40/50/65/75/90/100 %.
public struct MaterialWebSpinner: Hashable, Sendable {
    /// The element's size in CSS px (MDC-web's default, large, markup: 48×48).
    public var size: Size = MaterialWebSpinner.defaultSize
    /// The stroke width in CSS px.
    public var lineWidth: Double = MaterialWebSpinner.defaultLineWidth
    /// The colours `four-color` cycles through, one per arc; one colour does not change.
    public var colors: [Color] = MaterialWebSpinner.defaultColors
    public var lineCap: LineCap = MaterialWebSpinner.defaultLineCap
    /// Playback speed: 2 plays twice as fast (the root layer's `speed`).
    public var speed: Double = 1

    /// MDC-web's large (default) indicator: 48 px.
    public static let defaultSize = Size(width: 48, height: 48)
    /// MDC-web's large indicator's stroke: 4 px (material-web's 10 % of the 40 px box).
    public static let defaultLineWidth = 4.0
    /// Google's four colours, as `four-color` cycles four.
    public static let defaultColors = MaterialSpinner.googleColors
    /// The SVG stroke's and the CSS border's ends are cut straight.
    public static let defaultLineCap = LineCap.butt
    /// The stylesheets this replays.
    public static let source = "material-components/material-components-web packages/mdc-circular-progress/_circular-progress.scss; material-components/material-web progress/internal/_circular-progress.scss"

    /// The CSS easing of every keyframe segment: cubic-bezier(0.4, 0, 0.2, 1).
    public static let curve = TimingFunction(controlPoints: 0.4, 0, 0.2, 1)
    /// Milliseconds of one arc (`$arc-duration`): expand, then contract.
    public static let arcMilliseconds = 1333.0
    /// The container's turn in milliseconds, 1333 · 360 / 306 = 26660/17 (the compiled CSS
    /// prints 1568.2352941176ms).
    public static let turnMilliseconds = 26660.0 / 17
    /// The largest L, where the arc is shortest (10°), in degrees.
    public static let collapsedAngle = 265.0
    /// The smallest L, where the arc is longest (280°), in degrees.
    public static let expandedAngle = 130.0
    /// The container padding around the ring, in px (material-web's `$container-padding`; MDC-web's
    /// large ring, r 18 + 2 in a 48 px box, leaves the same 4 px).
    public static let padding = 4.0

    public init() {}

    /// The radius of the stroke's centre line: the box less the padding and half the stroke
    /// (18 px at the defaults, MDC-web's `r="18"`); never negative.
    public var radius: Double { max(0, min(size.width, size.height) / 2 - Self.padding - lineWidth / 2) }

    /// Whole arcs after which the picture repeats: the geometry and the colours together.
    ///
    /// Per arc the spinner layer adds 270° and the container 360 · 1333 / (26660/17) = 306°, so
    /// the arc is back in place after k arcs when 576·k is a multiple of 360: k = 5 (the
    /// "5 pointed star" of `$arc-start-rotation-interval`). The colours repeat every n arcs.
    /// For four colours lcm(5, 4) = 20 arcs = 26660 ms, which is also lcm(5332, 26660/17) ms.
    public var loopArcs: Int {
        let containerDegreesPerArc = 306, spinnerDegreesPerArc = 270
        let geometryArcs = 360 / Self.gcd(containerDegreesPerArc + spinnerDegreesPerArc, 360)
        let colourArcs = max(colors.count, 1)
        return geometryArcs / Self.gcd(geometryArcs, colourArcs) * colourArcs
    }

    /// The exact loop in seconds at `speed`: `loopArcs` × 1.333 s (26.66 s for four colours,
    /// 6.665 s for one); the last frame meets the first with no seam.
    public var loopPeriod: Double { Double(loopArcs) * Self.arcMilliseconds / 1000 / speed }

    /// The arc's ends in degrees (clockwise from 3 o'clock, y down; not folded into one turn) at
    /// `seconds` of playback (`speed` applied), from §5's CSS directly: tail = L + R + C,
    /// head = 540° − L + R + C. For tools and cross-checks; the layer tree does not use it, and
    /// the tests work the formulas out on their own. A non-finite time counts as 0.
    public func referenceAngles(at seconds: Double) -> (head: Double, tail: Double) {
        let ms = Self.milliseconds(seconds, speed)
        let half = Self.arcMilliseconds / 2
        let p = ms.truncatingRemainder(dividingBy: Self.arcMilliseconds)
        let l = p < half ? Self.collapsedAngle - 135 * Self.curve.value(at: p / half)
                         : Self.expandedAngle + 135 * Self.curve.value(at: (p - half) / half)
        let step = ms.truncatingRemainder(dividingBy: 4 * Self.arcMilliseconds) / half
        let r = 135 * (step.rounded(.down) + Self.curve.value(at: step - step.rounded(.down)))
        let c = 360 * ms.truncatingRemainder(dividingBy: Self.turnMilliseconds) / Self.turnMilliseconds
        return (540 - l + r + c, l + r + c)
    }

    /// The stroke colour at `seconds` of playback, from the `four-color` keyframes (for n
    /// colours, n arcs of hold-then-ease); nil without colours. A non-finite time counts as 0.
    public func referenceColor(at seconds: Double) -> Color? {
        guard let first = colors.first else { return nil }
        guard colors.count > 1 else { return first }
        let arcs = Self.milliseconds(seconds, speed) / Self.arcMilliseconds
        let n = Double(colors.count)
        // Folded into [0, n): before 0 the colours run on backwards, so every time has an index.
        var q = arcs.truncatingRemainder(dividingBy: n)
        if q < 0 { q += n }
        let i = min(q.rounded(.down), n - 1), within = q - i
        let a = colors[Int(i)], b = colors[(Int(i) + 1) % colors.count]
        return within <= 0.6 ? a : a.lerp(to: b, Self.curve.value(at: (within - 0.6) / 0.4))
    }

    /// Playback seconds as milliseconds of the CSS clock; 0 for a time or speed that is not finite.
    static func milliseconds(_ seconds: Double, _ speed: Double) -> Double {
        let ms = seconds * speed * 1000
        return ms.isFinite ? ms : 0
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    private static func degrees(_ d: Double) -> AnimationValue { .number(d * .pi / 180) }

    /// A layer the size of the view, centred in its parent, so that rotations turn about the centre.
    private func centred(_ layer: Layer, _ name: String) -> Layer {
        layer.name = name
        layer.bounds = Rect(origin: .zero, size: size)
        layer.position = Point(x: size.width / 2, y: size.height / 2)
        return layer
    }

    /// The root layer: view ▸ container (linear turn) ▸ spinner (135° steps) ▸ arc (expand-arc).
    public func makeLayer() -> Layer {
        let view = centred(Layer(), "view")
        view.speed = speed

        let container = centred(Layer(), "container")
        var turn = BasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = .number(0)
        turn.toValue = .number(2 * .pi)
        turn.duration = Self.turnMilliseconds / 1000
        turn.repeatCount = .infinity
        container.add(turn, forKey: "linear-rotate")
        view.addSublayer(container)

        let spinner = centred(Layer(), "spinner")
        var steps = KeyframeAnimation(keyPath: "transform.rotation.z")
        // `rotate-arc`: 0% is the unrotated box, then 135° more at every 12.5 %.
        steps.values = (0...8).map { Self.degrees(135 * Double($0)) }
        steps.timingFunctions = Array(repeating: Self.curve, count: 8)
        steps.duration = 4 * Self.arcMilliseconds / 1000
        steps.repeatCount = .infinity
        steps.fillMode = .both
        spinner.add(steps, forKey: "rotate-arc")
        container.addSublayer(spinner)

        let arc = ShapeLayer()
        _ = centred(arc, "arc")
        arc.lineWidth = lineWidth
        arc.fillColor = nil
        arc.lineCap = lineCap
        arc.strokeColor = colors.first
        arc.strokeStart = 0
        var circle = Path()
        circle.addArc(center: Point(x: size.width / 2, y: size.height / 2), radius: radius,
                      startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        arc.path = circle
        spinner.addSublayer(arc)

        let arcSeconds = Self.arcMilliseconds / 1000
        let ls = [Self.collapsedAngle, Self.expandedAngle, Self.collapsedAngle]
        var expand = KeyframeAnimation(keyPath: "transform.rotation.z")
        expand.values = ls.map(Self.degrees)
        expand.timingFunctions = [Self.curve, Self.curve]
        expand.duration = arcSeconds
        expand.repeatCount = .infinity
        expand.fillMode = .both
        arc.add(expand, forKey: "expand-arc")

        var sweep = expand
        sweep.keyPath = "strokeEnd"
        sweep.values = ls.map { .number(2 * (270 - $0) / 360) }
        arc.add(sweep, forKey: "expand-arc-sweep")

        if colors.count > 1 {
            let n = Double(colors.count)
            var keyTimes: [Double] = [], values: [AnimationValue] = []
            for (i, colour) in colors.enumerated() {
                // Held for the first 3/5 of arc i, then eased to the next colour by its end.
                keyTimes += [Double(i) / n, (Double(i) + 0.6) / n]
                values += [.color(colour), .color(colour)]
            }
            keyTimes.append(1)
            values.append(.color(colors[0]))
            var fade = KeyframeAnimation(keyPath: "strokeColor")
            fade.values = values
            fade.keyTimes = keyTimes
            fade.timingFunctions = Array(repeating: Self.curve, count: values.count - 1)
            fade.duration = n * arcSeconds
            fade.repeatCount = .infinity
            fade.fillMode = .both
            arc.add(fade, forKey: "four-color")
        }
        return view
    }
}
