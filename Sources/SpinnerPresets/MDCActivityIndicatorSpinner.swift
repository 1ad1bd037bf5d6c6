import SpinnerCore
import SpinnerAnimation

/// Google's own iOS Material spinner: `MDCActivityIndicator` in indeterminate mode
/// (material-components/material-components-ios, components/ActivityIndicator/src/
/// MDCActivityIndicator.m and private/MDCActivityIndicatorMotionSpec.m; formulas in
/// docs/presets.md).
///
/// The stroke layer strokes a circle that starts at 12 o'clock and runs clockwise; it sits in
/// an outer rotation layer. Every point cycle of 4/3 s the source adds, for its cycle count c:
///
///     cycle time   0            2/3           4/3 s
///                  |-------------|-------------|
///     strokeEnd    ε ─────────── eased ──────▶ 0.75 + ε      (ε = lineWidth / (2π · radius))
///     strokeStart  0 (held)      0 ── eased ─▶ 0.75
///     inner        c·π ───────── linear ─────▶ c·π + 1.5π    (stroke layer)
///     outer        c·π/5 ─────── linear ─────▶ (c + 1)·π/5   (outer layer, 5 detents)
///     colour       cycleColors[k mod n], a hard switch at every cycle's start
///
/// with the curve (0.4, 0, 0.2, 1), and `c = k mod 5` for the k-th cycle: the completion block
/// counts `_cycleCount` modulo `kTotalDetentCount`. The source adds fresh animations from that
/// block; the replay repeats them forever on one clock instead. Both rotations accumulate
/// (k·π on the inner, k·π/5 on the outer) rather than restart every fifth cycle: restarting
/// drops both by π, 2π together, so the sum, the only thing on screen, is the same.
///
/// On screen (angles clockwise from 3 o'clock, y down), with ρ = inner + outer rotation:
///
///     tail = −90° + ρ + 360° · strokeStart,   head = −90° + ρ + 360° · strokeEnd
///
/// A cycle ends with the dot at [0.75, 0.75 + ε] of the path and the next starts it at [0, ε]
/// with the inner rotation π/2 short of where it was (c·π + π after c·π + 1.5π): 270° of path
/// less 90° of rotation is a whole turn, so the dot stays put and the cycles join without a jump.
public struct MDCActivityIndicatorSpinner: Hashable, Sendable {
    /// The view's size in points: the source's intrinsic size, 2 · radius + stroke width = 26.5.
    public var size: Size = MDCActivityIndicatorSpinner.defaultSize
    /// The stroke width in points (`kStrokeWidth`).
    public var lineWidth: Double = MDCActivityIndicatorSpinner.defaultLineWidth
    /// `cycleColors`: one per cycle, in order.
    public var colors: [Color] = MDCActivityIndicatorSpinner.defaultColors
    public var lineCap: LineCap = MDCActivityIndicatorSpinner.defaultLineCap
    /// Playback speed: 2 plays twice as fast (the root layer's `speed`).
    public var speed: Double = 1

    /// `intrinsicContentSize`: 2 · `kSpinnerRadius` (12) + `kStrokeWidth` (2.5).
    public static let defaultSize = Size(width: 26.5, height: 26.5)
    /// `kStrokeWidth`.
    public static let defaultLineWidth = 2.5
    /// `defaultCycleColors`: MDCPalette blue, red, yellow and green, tint 500.
    public static let defaultColors: [Color] = [
        Color(hex: "#2196F3"), Color(hex: "#F44336"), Color(hex: "#FFEB3B"), Color(hex: "#4CAF50"),
    ]
    /// The stroke layer keeps CAShapeLayer's default cap.
    public static let defaultLineCap = LineCap.butt
    /// The source this replays.
    public static let source = "material-components/material-components-ios components/ActivityIndicator/src/MDCActivityIndicator.m, private/MDCActivityIndicatorMotionSpec.m"

    /// The motion spec's curve for both stroke ends.
    public static let curve = TimingFunction(controlPoints: 0.4, 0, 0.2, 1)
    /// `pointCycleDuration`, seconds.
    public static let cycleDuration = 4.0 / 3.0
    /// `kStrokeLength`.
    public static let strokeLength = 0.75
    /// `kTotalDetentCount`: the outer rotation's steps of π/5 before `_cycleCount` wraps.
    public static let detentCount = 5

    /// Seconds by which each colour switch leads its cycle's restart (see `makeLayer`).
    static let colourLead = 1e-9

    public init() {}

    /// `radius` of the source (the ring's outer edge): half the smaller side less half the
    /// stroke, 12 at the default size; never negative.
    public var radius: Double { max(0, (min(size.width, size.height) - lineWidth) / 2) }

    /// `minStrokeDifference`: the stroke width as a fraction of the circumference at `radius`
    /// (0 for a ring of no size), the length of the dot each cycle starts and ends with.
    public var minStrokeDifference: Double {
        let d = lineWidth / (2 * .pi * radius)
        return d.isFinite ? d : 0
    }

    /// Whole cycles after which the picture repeats: lcm of the colours and the 5 detents.
    ///
    /// Per cycle the two rotations add 1.5π + π/5 less the π the next cycle starts short of it
    /// (c·π, not c·π + 1.5π): 216° net, so the arc's start is back after 5 cycles (5 · 216° =
    /// 3 turns), and not sooner; the inner rotation adds nothing of its own, since its c·π
    /// restarts with the detents. The colours repeat every n cycles.
    public var loopCycles: Int {
        let n = max(colors.count, 1), d = Self.detentCount
        var a = n, b = d
        while b != 0 { (a, b) = (b, a % b) }
        return n / a * d
    }

    /// The exact loop in seconds at `speed`: `loopCycles` × 4/3 s (80/3 s for four colours,
    /// 20/3 s for one); it joins with no seam.
    public var loopPeriod: Double { Double(loopCycles) * Self.cycleDuration / speed }

    /// The arc's ends in degrees (clockwise from 3 o'clock, y down; not folded into one turn) at
    /// `seconds` of playback (`speed` applied), from the source's per-cycle values directly, with
    /// `_cycleCount` wrapping at 5. For tools and cross-checks; the layer tree does not use it,
    /// and the tests work the formulas out on their own. A non-finite time counts as 0.
    public func referenceAngles(at seconds: Double) -> (head: Double, tail: Double) {
        let (k, u) = Self.cycle(at: seconds, speed)
        let c = k.truncatingRemainder(dividingBy: Double(Self.detentCount)), x = u / Self.cycleDuration
        let turned = 180 * c + 270 * x + 180 / Double(Self.detentCount) * (c + x)
        let end = minStrokeDifference + Self.strokeLength * Self.curve.value(at: x)
        let start = Self.strokeLength * Self.curve.value(at: 2 * x - 1)
        return (-90 + turned + 360 * end, -90 + turned + 360 * start)
    }

    /// The stroke colour at `seconds` of playback: `cycleColors[k mod n]` in cycle k; nil without
    /// colours. A non-finite time counts as 0.
    public func referenceColor(at seconds: Double) -> Color? {
        guard !colors.isEmpty else { return nil }
        // With the layer tree's lead, so that a time on a cycle's start gives that cycle's colour.
        var i = Self.cycle(at: seconds * speed + Self.colourLead, 1).index.truncatingRemainder(dividingBy: Double(colors.count))
        if i < 0 { i += Double(colors.count) }
        return colors[min(Int(i), colors.count - 1)]
    }

    /// The cycle (a whole number, kept as a Double so that no time traps) and the seconds into it.
    static func cycle(at seconds: Double, _ speed: Double) -> (index: Double, within: Double) {
        let t = seconds * speed
        guard t.isFinite else { return (0, 0) }
        let within = t - cycleDuration * (t / cycleDuration).rounded(.down)
        // Rounding can leave `within` a hair outside [0, cycle): fold it back.
        if within < 0 { return ((t / cycleDuration).rounded(.down) - 1, within + cycleDuration) }
        if within >= cycleDuration { return ((t / cycleDuration).rounded(.down) + 1, within - cycleDuration) }
        return ((t / cycleDuration).rounded(.down), within)
    }

    /// The root layer: the view ▸ `outerRotationLayer` ▸ `strokeLayer`.
    public func makeLayer() -> Layer {
        let bounds = Rect(origin: .zero, size: size)
        let centre = Point(x: size.width / 2, y: size.height / 2)
        let view = Layer()
        view.name = "view"
        view.bounds = bounds
        view.position = centre
        view.speed = speed

        // `layoutSubviews`: both layers fill the view and turn about its centre.
        let outer = Layer()
        outer.name = "outerRotationLayer"
        outer.bounds = bounds
        outer.position = centre
        var outerTurn = BasicAnimation(keyPath: "transform.rotation.z")
        outerTurn.fromValue = .number(0)
        outerTurn.toValue = .number(.pi / Double(Self.detentCount))
        outerTurn.duration = Self.cycleDuration
        outerTurn.repeatCount = .infinity
        outerTurn.isCumulative = true
        outer.add(outerTurn, forKey: "outerRotation")
        view.addSublayer(outer)

        let stroke = ShapeLayer()
        stroke.name = "strokeLayer"
        stroke.bounds = bounds
        stroke.position = centre
        stroke.lineWidth = lineWidth
        stroke.fillColor = nil
        stroke.lineCap = lineCap
        stroke.strokeColor = colors.first
        // `actuallyStartAnimating`'s model values; the animations cover every time from 0.
        stroke.strokeStart = 0
        stroke.strokeEnd = 0.001
        var circle = Path()
        circle.addArc(center: centre, radius: max(0, radius - lineWidth / 2),
                      startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        stroke.path = circle
        outer.addSublayer(stroke)

        // The inner turn runs c·π → c·π + 1.5π; the cumulative step (last − first value) is π,
        // so the k-th repeat starts at k·π. The repeated key time makes the 1.5π value a jump
        // at the very end that no repeat ever shows.
        var innerTurn = KeyframeAnimation(keyPath: "transform.rotation.z")
        innerTurn.values = [.number(0), .number(1.5 * .pi), .number(.pi)]
        innerTurn.keyTimes = [0, 1, 1]
        innerTurn.duration = Self.cycleDuration
        innerTurn.repeatCount = .infinity
        innerTurn.isCumulative = true
        stroke.add(innerTurn, forKey: "innerRotation")

        let epsilon = minStrokeDifference
        var end = BasicAnimation(keyPath: "strokeEnd")
        end.fromValue = .number(epsilon)
        end.toValue = .number(Self.strokeLength + epsilon)
        end.duration = Self.cycleDuration
        end.timingFunction = Self.curve

        var start = BasicAnimation(keyPath: "strokeStart")
        start.fromValue = .number(0)
        start.toValue = .number(Self.strokeLength)
        start.beginTime = Self.cycleDuration / 2
        start.duration = Self.cycleDuration / 2
        start.timingFunction = Self.curve
        // MDMMotionAnimator fills a delayed animation backwards: 0 shows during the delay.
        start.fillMode = .backwards

        var strokes = AnimationGroup(animations: [end, start])
        strokes.duration = Self.cycleDuration
        strokes.repeatCount = .infinity
        stroke.add(strokes, forKey: "strokes")

        if colors.count > 1 {
            var colour = KeyframeAnimation(keyPath: "strokeColor")
            colour.values = colors.map { .color($0) }
            colour.calculationMode = .discrete
            colour.duration = Self.cycleDuration * Double(colors.count)
            colour.repeatCount = .infinity
            // The source switches colour exactly when the cycle restarts. 4/3 s is no binary
            // fraction, so this n-cycle clock and the one-cycle clock of the strokes and turns
            // place that instant up to a rounding error (~1e-16 s) apart, and a frame on the
            // boundary (every 40th at 30 fps) could show the old colour on the new cycle's dot.
            // Starting the colours a nanosecond early keeps the switch on the right side of the
            // restart; inside that nanosecond the arc is the dot it restarts as.
            colour.beginTime = -Self.colourLead
            stroke.add(colour, forKey: "cycleColors")
        }
        return view
    }
}
