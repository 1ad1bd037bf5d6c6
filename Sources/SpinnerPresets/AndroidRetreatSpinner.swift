import SpinnerCore
import SpinnerAnimation

/// MDC-Android's circular indeterminate indicator, "retreat" animation (added 2024 beside the
/// advance one): `CircularIndeterminateRetreatAnimatorDelegate` (`source`), with its constants
/// below.
///
/// A linear 6000 ms driver (fraction f, play time p = f·6000 ms); the tail stays at the
/// indicator's rotation and the head grows and shrinks; in degrees clockwise from 12 o'clock:
///
///     rotation = 1080·f + Σᵢ 90·STD(clamp((p − 1500·i) / 500))          i = 0…3
///     x        = STD(clamp(p / 3000)) − STD(clamp((p − 3000) / 3000))
///     tail     = rotation,  head = rotation + 360·lerp(0.10, 0.87, x)   (36° … 313.2° of arc)
///     STD      = cubic-bezier(0.2, 0, 0, 1), M3's motionEasingStandardInterpolator
///
///     p (ms)   0    500      1500 2000     3000 3500     4500 5000    6000
///              |spin|        |spin|        |spin|        |spin|        |
///     arc      grows 36° → 313.2° (STD)    shrinks 313.2° → 36° (STD)
///     colour   fade 0…100 ms only (see below)
///
/// The layer (see `AndroidIndicatorLayer`): `transform.rotation.z` is a linear 0→1080° over
/// 6 s plus an additive keyframe animation of the four 90° spins (STD); `strokeEnd` is a
/// keyframe animation 0.10 → 0.87 → 0.10 (STD each half), shortened by the caps.
///
/// Colour, as Android does it (a latent bug reproduced on purpose): the delegate looks for the
/// first spin whose fade fraction `clamp((p − DELAY[i]) / 100)` satisfies `0 ≤ tf ≤ 1`, which
/// the clamped fraction always does for i = 0. So every 6 s repeat k fades over its first
/// 100 ms from colour `off` to colour `off + 1` (STD, gamma ARGB), holds that, and jumps back
/// to colour `off'` at the next repeat, with `off = 4k mod n`. With the four default colours
/// the indicator is blue for an instant, then red for the rest of every repeat.
///
/// `androidMsTruncation` reproduces `playtime = (int)(f · 6000)` with `TimingFunction.steps` on
/// the spin, arc and colour animations; the constant rotation uses the untruncated f.
///
/// One seamless loop: 1080° + 4·90° = 4 turns per 6 s, and the colour offsets come back after
/// n / gcd(n, 4) repeats, so `loopPeriod` = 6 s · n / gcd(n, 4).
public struct AndroidRetreatSpinner: Hashable, Sendable {
    /// The indicator's size in points (dp): `mtrl_progress_circular_size_medium` 40 dp (the
    /// view's 4 dp inset on each side is not drawn and is left out).
    public var size = AndroidRetreatSpinner.defaultSize
    /// The track thickness in points: 4 dp.
    public var lineWidth = AndroidRetreatSpinner.defaultLineWidth
    /// The indicator colours, in order (Android's `indicatorColors`).
    public var colors = AndroidRetreatSpinner.defaultColors
    /// Round (M3's `trackCornerRadius` 50 %), with the arc shortened so the caps end at the
    /// nominal angles; butt draws the nominal arc as it is.
    public var lineCap = AndroidRetreatSpinner.defaultLineCap
    /// Playback speed: 2 plays twice as fast (the layer's `speed`).
    public var speed: Double = 1
    /// Play time truncated to whole milliseconds, as Android's `(int)(fraction · 6000)`.
    public var androidMsTruncation = false

    public static let defaultSize = Size(width: 40, height: 40)
    public static let defaultLineWidth = 4.0
    /// Google's four colours (Android's own default is the one `colorPrimary`).
    public static let defaultColors = MaterialSpinner.googleColors
    public static let defaultLineCap = LineCap.round
    /// The repository and file this style follows.
    public static let source = "material-components/material-components-android: lib/java/com/google/android/material/progressindicator/CircularIndeterminateRetreatAnimatorDelegate.java"

    /// `TOTAL_DURATION_IN_MS`, in seconds.
    public static let totalDuration = 6.0
    /// `DELAY_SPINS_IN_MS`, `DURATION_SPIN_IN_MS`, `DURATION_GROW_ACTIVE_IN_MS`
    /// (= `DURATION_SHRINK_ACTIVE_IN_MS` = `DELAY_SHRINK_ACTIVE_IN_MS`), `DURATION_TO_FADE_IN_MS`.
    public static let spinDelaysMs = [0, 1500, 3000, 4500]
    public static let spinDurationMs = 500
    public static let growDurationMs = 3000
    public static let fadeDurationMs = 100
    /// `CONSTANT_ROTATION_DEGREES`, `SPIN_ROTATION_DEGREES`, `END_FRACTION_RANGE`.
    public static let constantRotationDegrees = 1080.0
    public static let spinRotationDegrees = 90.0
    public static let endFractionRange = (0.10, 0.87)
    /// M3's `motionEasingStandardInterpolator`, `m3_sys_motion_easing_standard`.
    public static let standardEasing = TimingFunction(controlPoints: 0.2, 0, 0, 1)

    public init() {}

    /// The radius of the stroke's centre line: `(indicatorSize − trackThickness) / 2`.
    public var radius: Double { (min(size.width, size.height) - lineWidth) / 2 }

    /// The angle each end of the drawn arc is shortened by for its cap (degrees), at most half
    /// the shortest arc (36°).
    public var capDegrees: Double {
        AndroidIndicatorLayer.capDegrees(lineWidth: lineWidth, radius: radius, lineCap: lineCap,
                                         limit: Self.endFractionRange.0 * 360 / 2)
    }

    /// The whole animation's period in seconds at `speed` 1 ÷ `speed`: 6 s · n / gcd(n, 4) for
    /// n colours.
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
        let std = Self.standardEasing
        let total = Self.totalDuration * 1000
        let clock: TimingFunction? = androidMsTruncation ? .steps(Int(total)) : nil

        var constant = BasicAnimation(keyPath: "transform.rotation.z")
        constant.fromValue = .number(0)
        constant.toValue = .number(AndroidIndicatorLayer.radians(Self.constantRotationDegrees))
        constant.duration = Self.totalDuration
        constant.repeatCount = .infinity
        indicator.add(constant, forKey: "constantRotation")

        // Four 90° spins, each over 500 ms from its delay, held in between.
        var times = [0.0], degrees = [0.0], curves: [TimingFunction] = []
        for (i, delay) in Self.spinDelaysMs.enumerated() {
            let before = Self.spinRotationDegrees * Double(i)
            if delay > 0 { times.append(Double(delay)); degrees.append(before); curves.append(.linear) }
            times.append(Double(delay + Self.spinDurationMs))
            degrees.append(before + Self.spinRotationDegrees)
            curves.append(std)
        }
        times.append(total)
        degrees.append(degrees.last!)
        curves.append(.linear)
        var spins = KeyframeAnimation(keyPath: "transform.rotation.z")
        spins.values = degrees.map { .number(AndroidIndicatorLayer.radians($0)) }
        spins.keyTimes = times.map { $0 / total }
        spins.timingFunctions = curves
        spins.timingFunction = clock
        spins.isAdditive = true
        spins.duration = Self.totalDuration
        spins.repeatCount = .infinity
        indicator.add(spins, forKey: "spins")

        // endFraction = lerp(0.10, 0.87, x): x's grow and shrink halves never overlap, so the
        // arc is one keyframe per half.
        let (short, long) = Self.endFractionRange
        var end = KeyframeAnimation(keyPath: "strokeEnd")
        end.values = [short, long, short].map { .number($0 - cap / 360) }
        end.keyTimes = [0, Double(Self.growDurationMs) / total, 1]
        end.timingFunctions = [std, std]
        end.timingFunction = clock
        end.duration = Self.totalDuration
        end.repeatCount = .infinity
        indicator.add(end, forKey: "arc")

        if palette.count > 1 { indicator.add(colourAnimation(palette), forKey: "colour") }
        return view
    }

    /// Repeat k fades from colour 4k mod n to the next over its first 100 ms, then holds it;
    /// the next repeat starts again from its own offset (a jump at the shared key time).
    private func colourAnimation(_ palette: [Color]) -> KeyframeAnimation {
        let n = palette.count
        let repeats = n / AndroidIndicatorLayer.gcd(n, 4)
        let totalMs = Int(Self.totalDuration * 1000)
        let length = Double(totalMs * repeats)
        var times: [Double] = [], values: [Color] = [], curves: [TimingFunction] = []
        for k in 0..<repeats {
            let off = (Self.spinDelaysMs.count * k) % n
            let start = Double(totalMs * k)
            if k > 0 { curves.append(.linear) }
            times += [start, start + Double(Self.fadeDurationMs), start + Double(totalMs)]
            values += [palette[off], palette[(off + 1) % n], palette[(off + 1) % n]]
            curves += [Self.standardEasing, .linear]
        }
        var colour = KeyframeAnimation(keyPath: "strokeColor")
        colour.values = values.map { .color($0) }
        colour.keyTimes = times.map { $0 / length }
        colour.timingFunctions = curves
        colour.colorInterpolation = .androidARGB
        colour.timingFunction = androidMsTruncation ? .steps(totalMs * repeats) : nil
        colour.duration = length / 1000
        colour.repeatCount = .infinity
        return colour
    }
}
