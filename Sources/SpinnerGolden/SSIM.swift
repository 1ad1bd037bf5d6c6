#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore

/// The structural similarity index of Wang, Bovik, Sheikh and Simoncelli (2004) on luma: an
/// 11×11 Gaussian window (σ = 1.5, weights summing to 1), K1 = 0.01, K2 = 0.03, L = 255, averaged
/// over every window position that lies wholly inside the frame. A frame narrower or shorter than
/// the window is one window: the statistics of the whole frame.
public enum SSIM {
    /// The window's side in pixels.
    public static let windowSize = 11
    /// The Gaussian's standard deviation in pixels.
    public static let sigma = 1.5
    static let c1 = (0.01 * 255) * (0.01 * 255)
    static let c2 = (0.03 * 255) * (0.03 * 255)

    /// The normalised one-dimensional kernel; the window is its outer product with itself.
    static let kernel: [Double] = {
        let r = windowSize / 2
        let w = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let sum = w.reduce(0, +)
        return w.map { $0 / sum }
    }()

    /// BT.709 luma of each pixel's premultiplied RGB (what shows over black), 0...255.
    public static func luma(of frame: PixelBuffer) -> [Double] {
        var out = [Double](repeating: 0, count: frame.width * frame.height)
        frame.pixels.withUnsafeBufferPointer { p in
            for i in 0..<out.count {
                out[i] = 0.2126 * Double(p[4 * i]) + 0.7152 * Double(p[4 * i + 1]) + 0.0722 * Double(p[4 * i + 2])
            }
        }
        return out
    }

    /// The mean SSIM of two frames' luma; nil when their sizes differ or they are empty.
    public static func index(_ expected: PixelBuffer, _ actual: PixelBuffer) -> Double? {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        return index(luma(of: expected), luma(of: actual), width: expected.width, height: expected.height)
    }

    /// The mean SSIM of two planes of `width × height` samples; nil when empty or mismatched.
    public static func index(_ x: [Double], _ y: [Double], width: Int, height: Int) -> Double? {
        guard width > 0, height > 0, x.count == width * height, y.count == x.count else { return nil }
        if width < windowSize || height < windowSize { return global(x, y) }
        let xx = zip(x, x).map(*), yy = zip(y, y).map(*), xy = zip(x, y).map(*)
        let mx = blur(x, width, height), my = blur(y, width, height)
        let sxx = blur(xx, width, height), syy = blur(yy, width, height), sxy = blur(xy, width, height)
        var sum = 0.0
        for i in 0..<mx.count {
            let vx = sxx[i] - mx[i] * mx[i], vy = syy[i] - my[i] * my[i], cov = sxy[i] - mx[i] * my[i]
            sum += ssim(mx[i], my[i], vx, vy, cov)
        }
        return sum / Double(mx.count)
    }

    static func ssim(_ mx: Double, _ my: Double, _ vx: Double, _ vy: Double, _ cov: Double) -> Double {
        ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
    }

    /// One window covering the whole plane, equally weighted (population statistics).
    static func global(_ x: [Double], _ y: [Double]) -> Double {
        let n = Double(x.count)
        let mx = x.reduce(0, +) / n, my = y.reduce(0, +) / n
        var vx = 0.0, vy = 0.0, cov = 0.0
        for i in 0..<x.count {
            vx += (x[i] - mx) * (x[i] - mx); vy += (y[i] - my) * (y[i] - my); cov += (x[i] - mx) * (y[i] - my)
        }
        return ssim(mx, my, vx / n, vy / n, cov / n)
    }

    /// The Gaussian-weighted mean at every valid window position: `(w − 10) × (h − 10)` values.
    /// Separable: rows first, then columns.
    static func blur(_ plane: [Double], _ width: Int, _ height: Int) -> [Double] {
        let k = kernel, n = windowSize
        let ow = width - n + 1, oh = height - n + 1
        var rows = [Double](repeating: 0, count: ow * height)
        plane.withUnsafeBufferPointer { p in
            rows.withUnsafeMutableBufferPointer { r in
                for y in 0..<height {
                    for x in 0..<ow {
                        var s = 0.0
                        for t in 0..<n { s += k[t] * p[y * width + x + t] }
                        r[y * ow + x] = s
                    }
                }
            }
        }
        var out = [Double](repeating: 0, count: ow * oh)
        rows.withUnsafeBufferPointer { r in
            out.withUnsafeMutableBufferPointer { o in
                for y in 0..<oh {
                    for x in 0..<ow {
                        var s = 0.0
                        for t in 0..<n { s += k[t] * r[(y + t) * ow + x] }
                        o[y * ow + x] = s
                    }
                }
            }
        }
        return out
    }
}
