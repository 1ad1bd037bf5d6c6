import Foundation
import SpinnerCore
import SpinnerGolden
import Testing
@testable import SpinnerRaster

/// Colour computed independently of the rasteriser: each pixel is the mean of an ideal scene
/// sampled on a 16 × 16 grid, refined to 64 × 64 where the samples of a pixel or its
/// neighbours fall in different regions (outside, or different shapes), as `ReferenceCoverage`
/// does for coverage. A sample gives a premultiplied colour in 0...1 and a region id (0 outside).
enum ShadedReference {
    typealias Sample = (color: SIMD4<Double>, region: Int)

    static func supersample(width: Int, height: Int, scene: (Double, Double) -> Sample) -> [SIMD4<Double>] {
        func sample(_ x: Int, _ y: Int, _ grid: Int) -> (mean: SIMD4<Double>, regions: Set<Int>) {
            let step = 1 / Double(grid)
            var sum = SIMD4<Double>.zero
            var regions = Set<Int>()
            for j in 0..<grid {
                let sy = Double(y) + (Double(j) + 0.5) * step
                for i in 0..<grid {
                    let s = scene(Double(x) + (Double(i) + 0.5) * step, sy)
                    sum += s.color
                    regions.insert(s.region)
                }
            }
            return (sum / Double(grid * grid), regions)
        }
        var coarse: [(mean: SIMD4<Double>, regions: Set<Int>)] = []
        coarse.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { coarse.append(sample(x, y, 16)) }
        }
        var out = [SIMD4<Double>](repeating: .zero, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let c = coarse[y * width + x]
                var uniform = c.regions.count == 1
                for ny in max(0, y - 1)...min(height - 1, y + 1) where uniform {
                    for nx in max(0, x - 1)...min(width - 1, x + 1) where coarse[ny * width + nx].regions != c.regions {
                        uniform = false
                    }
                }
                out[y * width + x] = uniform ? c.mean : sample(x, y, 64).mean
            }
        }
        return out
    }

    /// Every channel of every pixel within 3/255 and the mean absolute channel difference, over
    /// the pixels either image touches, within 0.5/255.
    static func expectClose(_ got: PixelBuffer, _ want: [SIMD4<Double>], sourceLocation: SourceLocation = #_sourceLocation) {
        var worst = 0.0, worstAt = 0, sum = 0.0, touched = 0
        for i in want.indices {
            let g = SIMD4<Double>(Double(got.pixels[i * 4]), Double(got.pixels[i * 4 + 1]),
                                  Double(got.pixels[i * 4 + 2]), Double(got.pixels[i * 4 + 3])) / 255
            guard g.w > 0 || want[i].w > 0 else { continue }
            let e = g - want[i]
            let d = SIMD4(abs(e.x), abs(e.y), abs(e.z), abs(e.w))
            let m = d.max()
            if m > worst { worst = m; worstAt = i }
            sum += d.sum() / 4; touched += 1
        }
        #expect(touched > 0, sourceLocation: sourceLocation)
        let mean = sum / Double(max(touched, 1))
        #expect(worst <= 3.0 / 255, "worst \(worst * 255)/255 at (\(worstAt % got.width), \(worstAt / got.width))",
                sourceLocation: sourceLocation)
        #expect(mean <= 0.5 / 255, "mean \(mean * 255)/255", sourceLocation: sourceLocation)
    }

    /// Checks the golden beside the tests and the reference; the golden must match exactly.
    static func check(_ image: PixelBuffer, named name: String, against want: [SIMD4<Double>],
                      filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let outcome = try GoldenImage(besideFile: filePath).check(image, named: name)
        #expect(outcome.passed, "\(outcome)", sourceLocation: sourceLocation)
        expectClose(image, want, sourceLocation: sourceLocation)
    }

    // MARK: Ideal paints

    static func straight(_ c: Color) -> SIMD4<Double> { SIMD4(c.red, c.green, c.blue, c.alpha) }

    static func premultiplied(_ s: SIMD4<Double>, opacity: Double = 1) -> SIMD4<Double> {
        let a = s.w * opacity
        return SIMD4(s.x * a, s.y * a, s.z * a, a)
    }

    /// The straight colour of stops at `t`: colours at locations (evenly spaced when nil),
    /// end colours extending.
    static func ramp(_ colors: [Color], _ locations: [Double]?, _ t: Double) -> SIMD4<Double> {
        let locs = locations ?? colors.indices.map { Double($0) / Double(colors.count - 1) }
        if t <= locs[0] { return straight(colors[0]) }
        for k in 1..<locs.count where t < locs[k] {
            let f = (t - locs[k - 1]) / (locs[k] - locs[k - 1])
            return straight(colors[k - 1]) * (1 - f) + straight(colors[k]) * f
        }
        return straight(colors[colors.count - 1])
    }

    /// UIColor(hue: h, saturation: 1, brightness: 1).
    static func hue(_ h: Double) -> Color {
        let h6 = h * 6, i = Int(h6.rounded(.down)), f = h6 - Double(i)
        switch i % 6 {
        case 0: return Color(red: 1, green: f, blue: 0)
        case 1: return Color(red: 1 - f, green: 1, blue: 0)
        case 2: return Color(red: 0, green: 1, blue: f)
        case 3: return Color(red: 0, green: 1 - f, blue: 1)
        case 4: return Color(red: f, green: 0, blue: 1)
        default: return Color(red: 1, green: 0, blue: 1 - f)
        }
    }

    /// WGradientProgress's colours: hues 0, 5, ..., 360 degrees.
    static let hueColors: [Color] = stride(from: 0, through: 360, by: 5).map { hue(Double($0) / 360) }

    /// A premultiplied pixel of `image` as 0...1 values.
    static func pixel(_ image: PixelBuffer, _ x: Int, _ y: Int) -> SIMD4<Double> {
        let p = image[x, y]
        return SIMD4(Double(p.r), Double(p.g), Double(p.b), Double(p.a)) / 255
    }

    /// Bilinear interpolation between pixel centres, indices clamped to the image.
    static func bilinear(_ image: PixelBuffer, _ u: Double, _ v: Double) -> SIMD4<Double> {
        let fu = u - 0.5, fv = v - 0.5
        let x0 = Int(fu.rounded(.down)), y0 = Int(fv.rounded(.down))
        let ax = fu - Double(x0), ay = fv - Double(y0)
        func at(_ x: Int, _ y: Int) -> SIMD4<Double> {
            pixel(image, min(max(x, 0), image.width - 1), min(max(y, 0), image.height - 1))
        }
        return (at(x0, y0) * (1 - ax) + at(x0 + 1, y0) * ax) * (1 - ay) + (at(x0, y0 + 1) * (1 - ax) + at(x0 + 1, y0 + 1) * ax) * ay
    }

    /// A smooth test picture (one period of each pattern across it, soft translucency), so an
    /// area average and a centre sample of its bilinear surface agree within a level.
    static func smoothImage(width: Int, height: Int) -> PixelBuffer {
        var img = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let u = (Double(x) + 0.5) / Double(width), v = (Double(y) + 0.5) / Double(height)
                let r = 0.5 + 0.45 * sin(2 * .pi * u), g = 0.5 + 0.45 * cos(2 * .pi * v)
                let b = 0.5 + 0.4 * sin(2 * .pi * (u + v))
                let a = 0.7 + 0.3 * cos(2 * .pi * u) * sin(.pi * v)
                img[x, y] = PremultipliedRGBA8(Color(red: r, green: g, blue: b, alpha: a))
            }
        }
        return img
    }

    static func rectPath(_ r: Rect) -> Path { var p = Path(); p.addRect(r); return p }

    static func circlePath(_ c: Point, _ r: Double) -> Path {
        var p = Path(); p.addEllipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)); return p
    }

    static func inRect(_ x: Double, _ y: Double, _ r: Rect) -> Bool {
        x >= r.minX && x < r.maxX && y >= r.minY && y < r.maxY
    }
}
