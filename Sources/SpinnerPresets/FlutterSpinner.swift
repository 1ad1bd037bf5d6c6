import SpinnerCore
import SpinnerAnimation

/// Flutter's Material `CircularProgressIndicator`, indeterminate (`source`; formulas in
/// docs/presets.md), replayed with the timeline engine.
///
/// Flutter paints, with T the elapsed milliseconds, s = frac(T / 1333), r = frac(T / 2222) and
/// FOSI = `Curves.fastOutSlowIn` solved by Flutter's bisection (`TimingFunction.flutterFastOutSlowIn`):
///
///     head     = FOSI(clamp(s / 0.5))          tail = FOSI(clamp((s − 0.5) / 0.5))
///     arcStart = −π/2 + tail·3π/2 + r·2π + s·π/2
///     arcSweep = max(head·3π/2 − tail·3π/2, 0.001)          (Skia: 0 = 3 o'clock, clockwise)
///
/// The layer tree says the same thing with animations. A shape layer strokes a full circle that
/// starts at 12 o'clock (−π/2) and runs clockwise, so on screen
///
///     tail angle = −90° + 360°·strokeStart + rotation,  head angle = −90° + 360°·strokeEnd + rotation
///
/// with strokeStart = 0.75·tail, strokeEnd = strokeStart + sweep / 2π and rotation = r·2π + s·π/2:
/// a 2.222 s turn plus an additive 90° per 1.333 s sawtooth. One 1.333 s group, repeating, holds
/// every per-cycle animation (FOSI timing on each half):
///
///     group time  0   t₀             0.6665                   t₁      1.333
///                 |---|---------------|------------------------|-------|
///     strokeEnd   ε   0 → 0.75 (FOSI), then held at 0.75 ···········|  ε + 0.75·tail
///                 └ ε while the head is under the floor       (group opening at t₁)
///     strokeStart 0 ······················ 0 → 0.75 (FOSI) ··················
///     rotation    + 0 → π/2 (linear, additive) over the whole group
///
/// ε = 0.001 / 2π is Flutter's `_epsilon` sweep in stroke units. The sweep falls to it only at the
/// two ends of each cycle: while the head has barely left (x < x₀) and when the tail has almost
/// caught up (x > x₁). There the later animations of the group override strokeEnd, which is the
/// `max` exactly, because each floor is one interval of x (Flutter's solver output never decreases
/// as x grows), found here by bisecting on x with the same solver (`headFloorEnd`, `tailFloorStart`).
///
/// Flutter's controller runs 1333·2222 ms = 2961.926 s (49 min 22 s) before both sawtooths start
/// together again, so there is no short exact loop. `loopPeriod` is 3·2.222 s = 6.666 s: the rotation is back exactly
/// (three turns), and 6666 ms is 5·1333 ms + 1 ms, so the stroke cycle is 1 ms ahead. At the wrap the
/// whole arc steps back by 90°/1333 = 0.0675° (the offset of that millisecond; the head and tail are
/// both at 0, the sweep at ε, on either side), the only seam.
public struct FlutterSpinner: Hashable, Sendable {
    /// The widget's box in points (Flutter's minimum 36×36). The arc's rect is the box itself at
    /// `strokeAlign` 0, so half the stroke lies outside it, as in Flutter.
    public var size: Size = FlutterSpinner.defaultSize
    /// `strokeWidth` in points.
    public var lineWidth: Double = FlutterSpinner.defaultLineWidth
    /// `valueColor`: the indicator has one colour; only the first is used (the default when empty).
    public var colors: [Color] = FlutterSpinner.defaultColors
    /// `strokeCap`: Flutter paints the indeterminate arc with a square cap unless one is given.
    public var lineCap: LineCap = FlutterSpinner.defaultLineCap
    /// Playback speed: 2 plays twice as fast (the layer's `speed`).
    public var speed: Double = 1
    /// Flutter's `strokeAlign`: −1 inside the box, 0 centred on its edge (the default), 1 outside.
    /// The arc's rect is the box inset by `lineWidth / 2 · −strokeAlign`.
    public var strokeAlign: Double = 0

    /// `_kMinCircularProgressIndicatorSize`: 36×36.
    public static let defaultSize = Size(width: 36, height: 36)
    /// `strokeWidth` 4.0.
    public static let defaultLineWidth = 4.0
    /// One colour, Google blue (#4885ED), for `colorScheme.primary`.
    public static let defaultColors: [Color] = [MaterialSpinner.googleColors[0]]
    /// `StrokeCap.square` for indeterminate (year2023 and Material 2).
    public static let defaultLineCap = LineCap.square
    /// The file the style follows.
    public static let source = "flutter/flutter, packages/flutter/lib/src/material/progress_indicator.dart (_CircularProgressIndicatorPainter)"

    /// Seconds of one head-and-tail cycle (`SawTooth(_pathCount)`: 1333 ms).
    public static let strokeCycle = 1333.0 / 1000
    /// Seconds of one turn (`SawTooth(_rotationCount)`: 2222 ms).
    public static let rotationPeriod = 2222.0 / 1000
    /// Seconds of Flutter's controller, `_kIndeterminateCircularDuration` = 1333·2222 ms: the exact
    /// period of the whole animation.
    public static let exactPeriod = 1333.0 * 2222.0 / 1000
    /// Flutter's `_epsilon`: the shortest sweep, in radians.
    public static let minimumSweep = 0.001

    public init() {}

    /// The loop this replay offers, at `speed` 1: 3 turns, 6.666 s, with the 0.0675° seam described
    /// above (the exact period, `exactPeriod`, is 49 minutes).
    public var loopPeriod: Double {
        // In whole milliseconds first, so that 6.666 is the double nearest 6.666.
        3 * 2222.0 / 1000 / speed
    }

    /// The radius of the stroke's centre line: half the box's smaller side, moved out by
    /// `lineWidth / 2 · strokeAlign`. A non-square box gets the circle Flutter's oval would have on
    /// the smaller side.
    public var radius: Double {
        let align = strokeAlign.isFinite ? strokeAlign : 0
        return max(min(size.width, size.height) / 2 + lineWidth / 2 * align, 0)
    }

    /// How far the stroke reaches outside the box, in points (2 at the defaults).
    public var overhang: Double { max(radius + lineWidth / 2 - min(size.width, size.height) / 2, 0) }

    // MARK: - Floors

    /// ε: `minimumSweep` as a fraction of the circle (strokeStart/strokeEnd units).
    static let floorFraction = minimumSweep / (2 * .pi)

    /// Whether Flutter's sweep is the `_epsilon` floor for these head and tail values, computed as
    /// the painter computes it.
    static func sweepIsFloor(head: Double, tail: Double) -> Bool {
        head * 3 / 2 * .pi - tail * 3 / 2 * .pi < minimumSweep
    }

    /// Bisects on x in `lo...hi` for the boundary of a monotonic predicate: `isFloor(lo) != isFloor(hi)`;
    /// returns the first x (to one double) on `hi`'s side.
    private static func boundary(_ lo: Double, _ hi: Double, _ isFloor: (Double) -> Bool) -> Double {
        var lo = lo, hi = hi
        let atLo = isFloor(lo)
        for _ in 0..<200 {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            if isFloor(mid) == atLo { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// The head's fraction x₀ where the floor ends: the sweep is ε for x < x₀ in the first half.
    public static let headFloorEnd: Double = boundary(0, 0.5) { x in
        sweepIsFloor(head: TimingFunction.flutterFastOutSlowIn.value(at: x), tail: 0)
    }

    /// The tail's fraction x₁ where the floor starts again: the sweep is ε for x ≥ x₁ in the second half.
    public static let tailFloorStart: Double = boundary(0.5, 1) { x in
        sweepIsFloor(head: 1, tail: TimingFunction.flutterFastOutSlowIn.value(at: x))
    }

    // MARK: - Layers

    /// The root layer: the widget's box holding the arc, grown by `overhang` on every side.
    /// Flutter paints the centred stroke half outside the box and does not clip it, so a
    /// frame of the box alone would cut the arc's outer edge off; the canvas keeps all of it
    /// (40 × 40 pt for the default 36 pt box), with the box in the middle.
    public func makeLayer() -> Layer {
        let view = Layer()
        view.name = "view"
        let canvas = Size(width: size.width + 2 * overhang, height: size.height + 2 * overhang)
        view.bounds = Rect(origin: .zero, size: canvas)
        view.position = Point(x: canvas.width / 2, y: canvas.height / 2)
        view.speed = speed

        let arc = ShapeLayer()
        arc.name = "arc"
        arc.lineWidth = lineWidth
        arc.fillColor = nil
        arc.lineCap = lineCap
        arc.strokeColor = colors.first ?? Self.defaultColors[0]
        // The state at T = 0: no rotation, no tail, the ε sweep.
        arc.strokeStart = 0
        arc.strokeEnd = Self.floorFraction
        // A zero-size layer at the centre, so the rotation turns about the centre.
        arc.position = Point(x: view.bounds.midX, y: view.bounds.midY)
        var circle = Path()
        circle.addArc(center: .zero, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi, clockwise: true)
        arc.path = circle
        view.addSublayer(arc)

        var spin = BasicAnimation(keyPath: .transformRotationZ)
        spin.fromValue = .number(0)
        spin.toValue = .number(2 * .pi)
        spin.duration = Self.rotationPeriod
        spin.repeatCount = .infinity
        arc.add(spin, forKey: "rotation")

        arc.add(strokeGroup(), forKey: "stroke")
        return view
    }

    /// The 1.333 s cycle: head, tail, their floors and the 90° offset.
    func strokeGroup() -> AnimationGroup {
        let half = Self.strokeCycle / 2
        let fosi = TimingFunction.flutterFastOutSlowIn

        var head = BasicAnimation(keyPath: .strokeEnd)
        head.fromValue = .number(0)
        head.toValue = .number(0.75)
        head.duration = half
        head.timingFunction = fosi
        // Interval(0, 0.5) is 1 from the half on: the head waits at 270°.
        head.fillMode = .forwards

        // While the head is within ε of the tail (at 0), the sweep is ε.
        var headFloor = BasicAnimation(keyPath: .strokeEnd)
        headFloor.fromValue = .number(Self.floorFraction)
        headFloor.toValue = .number(Self.floorFraction)
        headFloor.duration = Self.headFloorEnd * half

        var tail = BasicAnimation(keyPath: .strokeStart)
        tail.beginTime = half
        tail.fromValue = .number(0)
        tail.toValue = .number(0.75)
        tail.duration = half
        tail.timingFunction = fosi

        // Once the tail is within ε of the head, the head is the tail plus ε: the tail's own curve,
        // shifted by ε, seen only through a group that opens at x₁. The curve starts x₁·half before
        // its group (a negative beginTime), so FOSI sees the tail's fraction, not the window's.
        var tailPlusFloor = BasicAnimation(keyPath: .strokeEnd)
        tailPlusFloor.beginTime = -Self.tailFloorStart * half
        tailPlusFloor.fromValue = .number(Self.floorFraction)
        tailPlusFloor.toValue = .number(0.75 + Self.floorFraction)
        tailPlusFloor.duration = half
        tailPlusFloor.timingFunction = fosi
        var tailFloor = AnimationGroup(animations: [tailPlusFloor])
        tailFloor.beginTime = half + Self.tailFloorStart * half
        // Open until the outer group ends and wraps (it clips the rest).
        tailFloor.duration = half

        var offset = BasicAnimation(keyPath: .transformRotationZ)
        offset.fromValue = .number(0)
        offset.toValue = .number(.pi / 2)
        offset.duration = Self.strokeCycle
        offset.isAdditive = true

        var group = AnimationGroup(animations: [head, headFloor, tail, tailFloor, offset])
        group.duration = Self.strokeCycle
        group.repeatCount = .infinity
        return group
    }
}
