import Foundation
import SpinnerCore

/// The corpus's measure (shared/lottie/README.md): both frames composited over white and over
/// black, a pixel matching when CIE76 ΔE*ab ≤ 3 in both; a frame passes at 98.5 % matching.
enum FrameScore {
    static let passFraction = 0.985

    /// The fraction of matching pixels; pixels outside either frame (sizes differ) do not match.
    static func matchFraction(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
        let w = max(a.width, b.width), h = max(a.height, b.height)
        guard w > 0, h > 0 else { return 0 }
        var matching = 0
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) {
                let p = a.pixels[(y * a.width + x) * 4..<(y * a.width + x) * 4 + 4].map(Double.init)
                let q = b.pixels[(y * b.width + x) * 4..<(y * b.width + x) * 4 + 4].map(Double.init)
                if matches(p, q, over: 255) && matches(p, q, over: 0) { matching += 1 }
            }
        }
        return Double(matching) / Double(w * h)
    }

    /// Premultiplied RGBA over a grey background `g` (0 or 255), compared in L*a*b*.
    private static func matches(_ p: [Double], _ q: [Double], over g: Double) -> Bool {
        func over(_ c: [Double]) -> [Double] { (0..<3).map { c[$0] + (255 - c[3]) * g / 255 } }
        let l1 = lab(over(p)), l2 = lab(over(q))
        let d = (0..<3).map { (l1[$0] - l2[$0]) * (l1[$0] - l2[$0]) }.reduce(0, +)
        return d <= 9
    }

    private static func lab(_ rgb: [Double]) -> [Double] {
        let lin = rgb.map { v -> Double in
            let c = min(max(v / 255, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r: Double = lin[0], g: Double = lin[1], b: Double = lin[2]
        let x: Double = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y: Double = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z: Double = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
    }
}
