import SpinnerCore
import SpinnerAnimation

/// MDC-Android's circular indeterminate indicator, "advance" animation (the M2/M3 default):
/// `CircularIndeterminateAdvanceAnimatorDelegate` (`source`), with its constants below.
///
/// A linear 5400 ms driver (fraction f, play time p = f·5400 ms) moves both ends; in degrees
/// clockwise from 12 o'clock:
///
///     tail  = 1520·f − 20 + Σᵢ 250·FOSI(clamp((p − COLLAPSE[i]) / 667))
///     head  = 1520·f      + Σᵢ 250·FOSI(clamp((p − EXPAND[i])   / 667))
///     EXPAND = 0, 1350, 2700, 4050 ms;  COLLAPSE = EXPAND + 667 ms;  FOSI = AndroidX's table
///
///     p (ms)   0        667       1334 1350      2017      2684 2700 …  5400
///              | expand | collapse |    | expand | collapse |    |
///     head     +250° FOSI            (held)  +250° FOSI
///     tail              +250° FOSI   (held)           +250° FOSI
///     colour                 1000..1333: fade to the next colour (FOSI, gamma 2.2)
///
/// The layer (see `AndroidIndicatorLayer` for the angle mapping): `transform.rotation.z` is a
/// keyframe animation of the tail's 250° steps (FOSI per window) plus an additive linear
/// 0→1520° over 5.4 s; `strokeEnd` is a keyframe animation of the sweep (20° → 270° → 20°,
/// FOSI) in each 1350 ms sub-cycle; the colour is a keyframe animation in Android's gamma ARGB
/// space (`ColorInterpolation.androidARGB`) fading in sub-cycle j from colour j to colour j + 1
/// (mod n) over 1000…1333 ms, which is Android's `(i + off) % n` with `off += 4` per repeat.
///
/// `androidMsTruncation` reproduces `playtime = (int)(f · 5400)`: the head, tail and colour
/// keyframe animations then take `TimingFunction.steps` (one step per millisecond) as their
/// whole-iteration timing function; the constant 1520·f rotation uses the untruncated f, as
/// Android does.
///
/// Held colour (reference Note 2): Android updates the colour only on frames strictly inside a
/// fade window, so after a fade it keeps the last frame's value (frame-rate dependent, within
/// 1/255 per channel of the target). This replay holds the fade's end colour, the limit for
/// ever-finer frames, so the colour is a function of time alone. The completion animation
/// (`requestCancelAnimatorAfterCurrentCycle`) is not part of the loop and not reproduced.
///
/// One seamless loop: head and tail travel 1520° + 4·250° = 7 turns per 5.4 s, and the colours
/// come back after n sub-cycles, so `loopPeriod` = lcm(5.4 s, n·1.35 s) = 5.4 s · n / gcd(n, 4).
public struct AndroidAdvanceSpinner: Hashable, Sendable {
    /// The indicator's size in points (dp): `mtrl_progress_circular_size_medium` 40 dp. The view
    /// around it adds the 4 dp inset on each side; that padding is not drawn and is left out.
    public var size = AndroidAdvanceSpinner.defaultSize
    /// The track thickness in points: `mtrl_progress_circular_track_thickness_medium` 4 dp.
    public var lineWidth = AndroidAdvanceSpinner.defaultLineWidth
    /// The indicator colours, in order (Android's `indicatorColors`).
    public var colors = AndroidAdvanceSpinner.defaultColors
    /// Round (M3's `trackCornerRadius` 50 %), with the arc shortened so the caps end at the
    /// nominal angles; butt draws the nominal arc as it is.
    public var lineCap = AndroidAdvanceSpinner.defaultLineCap
    /// Playback speed: 2 plays twice as fast (the layer's `speed`).
    public var speed: Double = 1
    /// Play time truncated to whole milliseconds, as Android's `(int)(fraction · 5400)`.
    public var androidMsTruncation = false

    public static let defaultSize = Size(width: 40, height: 40)
    public static let defaultLineWidth = 4.0
    /// Google's four colours; Android's own default is one colour (`colorPrimary`), but the
    /// delegate cycles through `indicatorColors` when several are given.
    public static let defaultColors = MaterialSpinner.googleColors
    public static let defaultLineCap = LineCap.round
    /// The repository and file this style follows.
    public static let source = "material-components/material-components-android: lib/java/com/google/android/material/progressindicator/CircularIndeterminateAdvanceAnimatorDelegate.java"

    /// `TOTAL_DURATION_IN_MS`.
    public static let totalDuration = 5.4
    /// `DELAY_TO_EXPAND_IN_MS`, `DELAY_TO_COLLAPSE_IN_MS`, `DELAY_TO_FADE_IN_MS`.
    public static let expandDelaysMs = [0, 1350, 2700, 4050]
    public static let collapseDelaysMs = [667, 2017, 3367, 4717]
    public static let fadeDelaysMs = [1000, 2350, 3700, 5050]
    /// `DURATION_TO_EXPAND_IN_MS` (= `DURATION_TO_COLLAPSE_IN_MS`), `DURATION_TO_FADE_IN_MS`.
    public static let expandDurationMs = 667
    public static let fadeDurationMs = 333
    /// `CONSTANT_ROTATION_DEGREES`, `EXTRA_DEGREES_PER_CYCLE`, `TAIL_DEGREES_OFFSET`.
    public static let constantRotationDegrees = 1520.0
    public static let extraDegreesPerCycle = 250.0
    public static let tailDegreesOffset = -20.0

    public init() {}

    /// The radius of the stroke's centre line: `(indicatorSize − trackThickness) / 2`.
    public var radius: Double { (min(size.width, size.height) - lineWidth) / 2 }

    /// The angle each end of the drawn arc is shortened by for its cap (degrees), at most half
    /// the shortest sweep (20°).
    public var capDegrees: Double {
        AndroidIndicatorLayer.capDegrees(lineWidth: lineWidth, radius: radius, lineCap: lineCap, limit: -Self.tailDegreesOffset / 2)
    }

    /// The whole animation's period in seconds at `speed` 1 ÷ `speed`: 5.4 s · n / gcd(n, 4) for
    /// n colours (5.4 s for one, two or four colours; 16.2 s for three).
    public var loopPeriod: Double {
        let n = max(colors.count, 1)
        return Self.totalDuration * Double(n / AndroidIndicatorLayer.gcd(n, 4)) / speed
    }

    /// The root layer: a view holding the `indicator` shape layer.
    public func makeLayer() -> Layer {
        let palette = AndroidIndicatorLayer.argb8(colors)
        let cap = capDegrees
        let (view, indicator) = AndroidIndicatorLayer.make(size: size, radius: radius, lineWidth: lineWidth, lineCap: lineCap,
                                                          speed: speed, color: palette.first, capFraction: cap / 360)
        let fosi = TimingFunction.androidFastOutSlowIn
        let total = Self.totalDuration * 1000
        let clock: TimingFunction? = androidMsTruncation ? .steps(Int(total)) : nil

        // The tail: −20°, then +250° in each collapse window, held in between.
        var tailTimes = [0.0], tailDegrees = [Self.tailDegreesOffset], tailCurves: [TimingFunction] = []
        for (i, delay) in Self.collapseDelaysMs.enumerated() {
            let before = Self.tailDegreesOffset + Self.extraDegreesPerCycle * Double(i)
            tailTimes += [Double(delay), Double(delay + Self.expandDurationMs)]
            tailDegrees += [before, before + Self.extraDegreesPerCycle]
            tailCurves += [.linear, fosi]
        }
        tailTimes.append(total)
        tailDegrees.append(tailDegrees.last!)
        tailCurves.append(.linear)
        var tail = KeyframeAnimation(keyPath: "transform.rotation.z")
        tail.values = tailDegrees.map { .number(AndroidIndicatorLayer.radians($0)) }
        tail.keyTimes = tailTimes.map { $0 / total }
        tail.timingFunctions = tailCurves
        tail.timingFunction = clock
        tail.duration = Self.totalDuration
        tail.repeatCount = .infinity
        indicator.add(tail, forKey: "tail")

        // 1520·f on top: linear in the driver's own fraction, never truncated.
        var constant = BasicAnimation(keyPath: "transform.rotation.z")
        constant.fromValue = .number(0)
        constant.toValue = .number(AndroidIndicatorLayer.radians(Self.constantRotationDegrees))
        constant.isAdditive = true
        constant.duration = Self.totalDuration
        constant.repeatCount = .infinity
        indicator.add(constant, forKey: "constantRotation")

        // The sweep head − tail: 20° → 270° while the head expands, → 20° while the tail
        // collapses (the other end's FOSI is at 0 or 1 there, so each window moves one end).
        let shortest = -Self.tailDegreesOffset, longest = shortest + Self.extraDegreesPerCycle
        var sweepTimes = [0.0], sweepDegrees = [shortest], sweepCurves: [TimingFunction] = []
        for (expand, collapse) in zip(Self.expandDelaysMs, Self.collapseDelaysMs) {
            if expand > 0 { sweepTimes.append(Double(expand)); sweepDegrees.append(shortest); sweepCurves.append(.linear) }
            sweepTimes += [Double(collapse), Double(collapse + Self.expandDurationMs)]
            sweepDegrees += [longest, shortest]
            sweepCurves += [fosi, fosi]
        }
        sweepTimes.append(total)
        sweepDegrees.append(shortest)
        sweepCurves.append(.linear)
        var sweep = KeyframeAnimation(keyPath: "strokeEnd")
        sweep.values = sweepDegrees.map { .number(($0 - cap) / 360) }
        sweep.keyTimes = sweepTimes.map { $0 / total }
        sweep.timingFunctions = sweepCurves
        sweep.timingFunction = clock
        sweep.duration = Self.totalDuration
        sweep.repeatCount = .infinity
        indicator.add(sweep, forKey: "sweep")

        if palette.count > 1 { indicator.add(colourAnimation(palette), forKey: "colour") }
        return view
    }

    /// Sub-cycle j (1350 ms each, n of them) holds colour j and fades to colour j + 1 over its
    /// fade window, in Android's gamma space with FOSI.
    private func colourAnimation(_ palette: [Color]) -> KeyframeAnimation {
        let n = palette.count
        let cycleMs = Self.expandDelaysMs[1], fadeStart = Self.fadeDelaysMs[0]
        let length = Double(cycleMs * n)
        var times = [0.0], values = [palette[0]], curves: [TimingFunction] = []
        for j in 0..<n {
            let start = cycleMs * j + fadeStart
            times += [Double(start), Double(start + Self.fadeDurationMs)]
            values += [palette[j], palette[(j + 1) % n]]
            curves += [.linear, .androidFastOutSlowIn]
        }
        times.append(length)
        values.append(palette[0])
        curves.append(.linear)
        var colour = KeyframeAnimation(keyPath: "strokeColor")
        colour.values = values.map { .color($0) }
        colour.keyTimes = times.map { $0 / length }
        colour.timingFunctions = curves
        colour.colorInterpolation = .androidARGB
        colour.timingFunction = androidMsTruncation ? .steps(cycleMs * n) : nil
        colour.duration = length / 1000
        colour.repeatCount = .infinity
        return colour
    }
}
