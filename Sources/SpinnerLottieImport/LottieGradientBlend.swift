#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How Core Animation blends a Lottie gradient's colours between two stops, as lottie-ios's
/// snapshots show it: not straight in sRGB (the engine's `GradientLayer`, and After Effects),
/// but in linear light re-encoded with a pure power of 1/1.8. Measured, not documented by
/// Apple: `LottieFiles/gradient_square` (green-yellow to peach, no animation) is matched within
/// one unit per channel across its ramp this way, 10 units off in sRGB; 1.6 and 2.0 lose frames
/// elsewhere in the corpus. (1.8 is the old Mac display gamma, which may be where it comes from.)
/// The engine's own gradients keep sRGB blending: this is the Lottie mapping's stop list,
/// subdivided so that the engine's straight blend between the extra stops follows the curve.
enum LottieGradientBlend {
    /// The exponent of the blending space over linear light.
    static let gamma = 1.8
    /// Stops per segment: a chord departs from the curve by about 1/parts² of its bend (≤ 12
    /// units of 255 on the corpus's ramps), so at 16 by well under a unit, which matters on
    /// frames within a few pixels of the pass mark (8 lost one); the engine finds a pixel's
    /// segment by bisection, so the extra stops cost little.
    static let parts = 16

    /// The colour `f` of the way from `a` to `b` (RGB, 0...1, sRGB-encoded).
    static func blend(_ a: [Double], _ b: [Double], _ f: Double) -> [Double] {
        // The stops themselves exactly, not through a rounding round trip.
        if f <= 0 { return a }
        if f >= 1 { return b }
        return zip(a, b).map { x, y in
            let u = pow(linear(x), 1 / gamma), v = pow(linear(y), 1 / gamma)
            return encoded(pow(u + (v - u) * f, gamma))
        }
    }

    /// `locations` with `parts - 1` evenly spaced ones added inside each segment of nonzero
    /// length (a hard edge, two stops at one location, stays one).
    static func subdivided(_ locations: [Double]) -> [Double] {
        var out: [Double] = []
        for (i, l) in locations.enumerated() {
            if i > 0, l > locations[i - 1] {
                let from = locations[i - 1]
                for k in 1..<parts { out.append(from + (l - from) * Double(k) / Double(parts)) }
            }
            out.append(l)
        }
        return out
    }

    /// The sRGB transfer function undone (IEC 61966-2-1).
    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }

    /// The sRGB transfer function.
    static func encoded(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
}
