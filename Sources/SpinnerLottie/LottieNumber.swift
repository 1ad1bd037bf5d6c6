#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore

/// The fixed number formatting of an export: values rounded to a fixed step, so that the JSON
/// is short and the same on every machine.
enum LottieNumber {
    /// Geometry in points: 1/10000 pt, far below a pixel at any scale spinnergen renders.
    static func point(_ v: Double) -> Double { round(v, 1e4) }

    /// A fraction 0...1 as Lottie's percent.
    static func percent(_ v: Double) -> Double { round(v * 100, 1e4) }

    /// An opacity 0...1 as percent that a player truncating to 8 bits (rlottie, for a layer's
    /// opacity times its paint's, and a precomposition's) and one rounding both read as the
    /// 8-bit value spinnergen draws or composites with: (v + 1/4) / 255, as `rgb` writes
    /// colours. Written as plain percent, half opacity is 127 in rlottie and 128 here.
    static func alpha8(_ v: Double) -> Double {
        let q = (min(max(v, 0), 1) * 255).rounded()
        return q == 0 || q == 255 ? q / 255 * 100 : round((q + 0.25) / 255 * 100, 1e6)
    }

    /// Degrees from radians.
    static func degrees(_ radians: Double) -> Double { round(radians * 180 / .pi, 1e4) }

    /// A colour's RGB, 0...1. Each 8-bit value v is written as (v + 1/4) / 255, which a player
    /// that rounds (v) and one that truncates (rlottie, lottie-ios's 8-bit paths) both read
    /// back as v: flat areas keep their exact colour.
    static func rgb(_ c: Color) -> [Double] {
        let q = c.rgba8
        return [q.r, q.g, q.b].map { $0 == 255 ? 1 : round((Double($0) + 0.25) / 255, 1e6) }
    }

    static func round(_ v: Double, _ steps: Double) -> Double {
        guard v.isFinite else { return 0 }
        let r = (v * steps).rounded() / steps
        return r == 0 ? 0 : r  // no "-0" in the JSON
    }
}
