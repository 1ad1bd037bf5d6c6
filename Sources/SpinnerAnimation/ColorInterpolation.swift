#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore

/// The space a keyframe animation blends two colour keyframes in.
public enum ColorInterpolation: String, Hashable, Sendable, CaseIterable {
    /// Core Animation: straight sRGB components, alpha straight.
    case sRGB
    /// Android's `ArgbEvaluator` (MDC `ArgbEvaluatorCompat`): both colours as 8-bit ARGB; red,
    /// green and blue raised to the power 2.2, blended there and raised back to 1/2.2; alpha
    /// blended as it is; each channel then rounded to 8 bits as `Math.round` does (halves up).
    /// The result is always an 8-bit colour; a colour blended with itself is its 8-bit rounding.
    case androidARGB

    /// The colour a `fraction` of the way from `a` to `b`.
    ///
    /// For `androidARGB` the arithmetic is in Double where Java uses float, so a channel whose
    /// exact value lies within about 1e-5 of a rounding half can come out one 8-bit step apart
    /// from a device's; everything else is identical.
    public func blend(_ a: Color, _ b: Color, fraction: Double) -> Color {
        switch self {
        case .sRGB:
            return a.lerp(to: b, fraction)
        case .androidARGB:
            let (a8, b8) = (a.rgba8, b.rgba8)
            func encoded(_ s: UInt8, _ e: UInt8) -> Double {
                let s = pow(Double(s) / 255, 2.2), e = pow(Double(e) / 255, 2.2)
                // A fraction outside 0...1 can push the blend below 0, where the power is undefined.
                return round8(pow(max(s + fraction * (e - s), 0), 1 / 2.2) * 255)
            }
            let alphaS = Double(a8.a) / 255, alphaE = Double(b8.a) / 255
            return Color(red: encoded(a8.r, b8.r), green: encoded(a8.g, b8.g), blue: encoded(a8.b, b8.b),
                         alpha: round8((alphaS + fraction * (alphaE - alphaS)) * 255))
        }
    }

    /// `Math.round(v)` (⌊v + 0.5⌋), kept to 0...255, as a fraction of 255.
    private func round8(_ v: Double) -> Double {
        let r = (v + 0.5).rounded(.down)
        return r.isNaN ? 0 : min(max(r, 0), 255) / 255
    }
}
