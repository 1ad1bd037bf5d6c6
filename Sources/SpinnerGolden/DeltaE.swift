#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore

/// How different two pixels look: CIE76 ΔE*ab (the Euclidean distance in CIE L\*a\*b\*, D65) of
/// their composites over white and over black, the larger of the two. A pixel with alpha shows
/// differently on every background, so both extremes are judged; this is the measure of the
/// shared Lottie corpus (`../shared/lottie/README.md`) and, with a threshold of 3, about the
/// smallest difference a person notices side by side.
///
/// swift-snapshot-testing's `perceptualPrecision` is the same idea on a 0–100 scale turned
/// around: a pixel matches when its ΔE is at most `(1 − perceptualPrecision) · 100`. (It measures
/// with Core Image's CIE94 ΔE over the image as drawn; CIE94 is at most CIE76 for the same pair,
/// so a threshold here is the same or stricter.)
public enum DeltaE {
    /// ΔE*ab of two premultiplied 8-bit pixels (`r, g, b, a` at `e[i...]` and `a[j...]`), the
    /// larger of their differences over white and over black. 0 for identical bytes.
    @inline(__always)
    static func between(_ e: UnsafeBufferPointer<UInt8>, _ i: Int, _ a: UnsafeBufferPointer<UInt8>, _ j: Int) -> Double {
        if e[i] == a[j], e[i + 1] == a[j + 1], e[i + 2] == a[j + 2], e[i + 3] == a[j + 3] { return 0 }
        // Premultiplied values composite over black as themselves and over white as
        // c + (255 − alpha): whole levels, so the sRGB decoding is a table lookup.
        let ew = 255 - Int(e[i + 3]), aw = 255 - Int(a[j + 3])
        let black = distance(Lab(Int(e[i]), Int(e[i + 1]), Int(e[i + 2])), Lab(Int(a[j]), Int(a[j + 1]), Int(a[j + 2])))
        let white = distance(Lab(Int(e[i]) + ew, Int(e[i + 1]) + ew, Int(e[i + 2]) + ew),
                             Lab(Int(a[j]) + aw, Int(a[j + 1]) + aw, Int(a[j + 2]) + aw))
        return max(black, white)
    }

    /// ΔE*ab of two premultiplied colours, the larger over white and over black.
    public static func between(_ x: PremultipliedRGBA8, _ y: PremultipliedRGBA8) -> Double {
        let p = [x.r, x.g, x.b, x.a, y.r, y.g, y.b, y.a]
        return p.withUnsafeBufferPointer { between($0, 0, $0, 4) }
    }

    static func distance(_ p: Lab, _ q: Lab) -> Double {
        let dl = p.l - q.l, da = p.a - q.a, db = p.b - q.b
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// CIE L\*a\*b\* (D65 white) of an 8-bit sRGB colour.
    struct Lab {
        let l: Double, a: Double, b: Double

        init(_ r: Int, _ g: Int, _ b: Int) {
            let lr = DeltaE.linear[r], lg = DeltaE.linear[g], lb = DeltaE.linear[b]
            // sRGB primaries to XYZ, each divided by the D65 white's own X, Y, Z.
            let x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047
            let y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
            let z = (0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb) / 1.08883
            let fx = Lab.f(x), fy = Lab.f(y), fz = Lab.f(z)
            self.l = 116 * fy - 16
            self.a = 500 * (fx - fy)
            self.b = 200 * (fy - fz)
        }

        /// The CIE lightness function: a cube root, linear near black (ε = 216/24389, κ = 24389/27).
        @inline(__always)
        static func f(_ t: Double) -> Double {
            t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116
        }
    }

    /// sRGB's decoding of each 8-bit level to linear light, 0...1.
    static let linear: [Double] = (0...255).map { v in
        let c = Double(v) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
