#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore

/// The Gaussian blur of a shadow, moved by its offset, over the alpha of what casts it.
///
/// Each caster pixel is taken as a square of its alpha, moved by the offset and convolved with
/// the Gaussian; a destination pixel takes the result at its centre. In one dimension that
/// gives a caster pixel `j` pixels before its destination the weight
/// Φ((j − shift + ½)/σ) − Φ((j − shift − ½)/σ), which holds the offset's fraction exactly (no
/// rounding of the offset to whole pixels) and becomes a plain shift as σ goes to 0. The 2D
/// Gaussian is the product of two such kernels, so the blur is two passes, rows then columns,
/// each summed in a fixed order: the same bytes on any thread count (and on any machine whose
/// `erf` rounds the same, as for the `sin` and `cos` the rest of the engine uses).
struct ShadowBlur {
    var sigma: Double
    var offset: Point

    /// Weights of a kernel cut at three sigmas and scaled to sum to 1; `weights[k]` is for a
    /// caster `first + k` pixels before its destination.
    static func kernel(sigma: Double, shift: Double) -> (first: Int, weights: [Double]) {
        // Below a thousandth of a pixel the Gaussian is a step; this keeps 0/0 out.
        let s = max(sigma, 1e-3)
        let first = Int((shift - 0.5 - 3 * s).rounded(.down)), last = Int((shift + 0.5 + 3 * s).rounded(.up))
        func cdf(_ x: Double) -> Double { 0.5 * (1 + erf(x / (s * 2.0.squareRoot()))) }
        var weights = (first...last).map { j in cdf(Double(j) - shift + 0.5) - cdf(Double(j) - shift - 0.5) }
        let total = weights.reduce(0, +)
        if total > 0 { for k in weights.indices { weights[k] /= total } }
        return (first, weights)
    }

    /// The shadow's alpha, 0...255, on every pixel of `destination` (row by row), from the alpha
    /// of `casters`, a buffer over the device pixels `source`.
    func alpha(of casters: PixelBuffer, at source: PixelRect, over destination: PixelRect) -> [Double] {
        let (fx, wx) = Self.kernel(sigma: sigma, shift: offset.x)
        let (fy, wy) = Self.kernel(sigma: sigma, shift: offset.y)
        let width = destination.width
        // Rows: each caster row spread along x into the destination's columns.
        var rows = [Double](repeating: 0, count: source.height * width)
        var live = [Bool](repeating: false, count: source.height)
        casters.pixels.withUnsafeBufferPointer { px in
            for y in 0..<source.height {
                for x in 0..<source.width {
                    let a = px[(y * source.width + x) * 4 + 3]
                    guard a != 0 else { continue }
                    let value = Double(a)
                    for (k, w) in wx.enumerated() {
                        let column = source.x + x + fx + k - destination.x
                        guard column >= 0, column < width else { continue }
                        rows[y * width + column] += w * value
                        live[y] = true
                    }
                }
            }
        }
        // Columns: each spread row added into the destination's rows it reaches.
        var out = [Double](repeating: 0, count: destination.height * width)
        for y in 0..<source.height where live[y] {
            for (k, w) in wy.enumerated() {
                let row = source.y + y + fy + k - destination.y
                guard row >= 0, row < destination.height else { continue }
                for x in 0..<width { out[row * width + x] += w * rows[y * width + x] }
            }
        }
        return out
    }
}
