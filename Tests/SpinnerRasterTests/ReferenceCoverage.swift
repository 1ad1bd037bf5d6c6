import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// Foundation has a type of the same name; the tests mean the project's.
typealias AffineTransform = SpinnerCore.AffineTransform

/// Coverage computed independently of the rasteriser: 16 × 16 point samples per pixel of an
/// ideal shape given as an inside test. A regular 16 × 16 grid is off by up to 1/32 where an edge
/// runs parallel to it, which every circle does somewhere, so boundary pixels (whose samples
/// disagree, or whose neighbours' do not match theirs, which catches slivers thinner than the
/// sample spacing) are sampled again on a 64 × 64 grid (off by at most 1/128).
enum ReferenceCoverage {
    static func supersample(width: Int, height: Int, inside: (Double, Double) -> Bool) -> [Double] {
        var out = [Double](repeating: 0, count: width * height)
        func sample(_ x: Int, _ y: Int, _ grid: Int) -> Double {
            let step = 1 / Double(grid)
            var n = 0
            for j in 0..<grid {
                let sy = Double(y) + (Double(j) + 0.5) * step
                for i in 0..<grid where inside(Double(x) + (Double(i) + 0.5) * step, sy) { n += 1 }
            }
            return Double(n) / Double(grid * grid)
        }
        var coarse = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { coarse[y * width + x] = sample(x, y, 16) }
        }
        for y in 0..<height {
            for x in 0..<width {
                let c = coarse[y * width + x]
                var uniform = c == 0 || c == 1
                for ny in max(0, y - 1)...min(height - 1, y + 1) where uniform {
                    for nx in max(0, x - 1)...min(width - 1, x + 1) where coarse[ny * width + nx] != c { uniform = false }
                }
                out[y * width + x] = uniform ? c : sample(x, y, 64)
            }
        }
        return out
    }

    /// The winding number of a point with respect to closed polygons.
    static func winding(_ x: Double, _ y: Double, _ polygons: [[Point]]) -> Int {
        var w = 0
        for poly in polygons {
            for i in poly.indices {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                let side = (b.x - a.x) * (y - a.y) - (x - a.x) * (b.y - a.y)
                if a.y <= y && b.y > y && side > 0 { w += 1 }
                if a.y > y && b.y <= y && side < 0 { w -= 1 }
            }
        }
        return w
    }

    /// The coverage the rasteriser drew: opaque black on transparent leaves coverage in alpha.
    static func rendered(_ items: [DisplayItem], width: Int, height: Int) -> [Double] {
        let buffer = Rasterizer().render(DisplayList(width: width, height: height, background: .clear, items: items))
        return (0..<(width * height)).map { Double(buffer.pixels[$0 * 4 + 3]) / 255 }
    }

    /// Every pixel within 3/255 and the mean absolute difference, over the pixels either image
    /// touches, within 0.5/255.
    static func expectClose(_ got: [Double], _ want: [Double], width: Int,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        var worst = 0.0, worstAt = 0, sum = 0.0, touched = 0
        for i in got.indices where got[i] > 0 || want[i] > 0 {
            let d = abs(got[i] - want[i])
            if d > worst { worst = d; worstAt = i }
            sum += d; touched += 1
        }
        #expect(touched > 0, sourceLocation: sourceLocation)
        let mean = sum / Double(max(touched, 1))
        #expect(worst <= 3.0 / 255, "worst \(worst * 255)/255 at (\(worstAt % width), \(worstAt / width))", sourceLocation: sourceLocation)
        #expect(mean <= 0.5 / 255, "mean \(mean * 255)/255", sourceLocation: sourceLocation)
    }

    static func item(_ path: Path, _ style: DrawStyle, transform: AffineTransform = .identity,
                     color: Color = .black, opacity: Double = 1) -> DisplayItem {
        DisplayItem(path: path, transform: transform, style: style, paint: .solid(color), opacity: opacity)
    }

    static func polygonPath(_ polygons: [[Point]]) -> Path {
        var p = Path()
        for poly in polygons {
            p.move(to: poly[0])
            for q in poly.dropFirst() { p.addLine(to: q) }
            p.closeSubpath()
        }
        return p
    }
}

/// Arc-length positions along a path measured independently by a fine polyline of its
/// Bernstein-form cubics.
enum ReferenceArc {
    static func cubics(_ path: Path) -> [[Point]] {
        var out: [[Point]] = [], pen = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p): pen = p
            case .cubicCurve(let p, let c1, let c2): out.append([pen, c1, c2, p]); pen = p
            case .line(let p): out.append([pen, pen.lerp(to: p, 1.0 / 3), pen.lerp(to: p, 2.0 / 3), p]); pen = p
            default: break
            }
        }
        return out
    }

    /// The point at each fraction of the total length.
    static func points(_ path: Path, atFractions fractions: [Double], perPiece n: Int = 20000) -> [Point] {
        var pts: [Point] = [], lens: [Double] = []
        for c in cubics(path) {
            for i in 0...n where !(i == 0 && !pts.isEmpty) {
                let t = Double(i) / Double(n), u = 1 - t
                let p = c[0] * (u * u * u) + c[1] * (3 * u * u * t) + c[2] * (3 * u * t * t) + c[3] * (t * t * t)
                lens.append((lens.last ?? 0) + (pts.last.map { $0.distance(to: p) } ?? 0))
                pts.append(p)
            }
        }
        return fractions.map { f in
            let s = f * lens.last!
            var lo = 0, hi = lens.count - 1
            while hi - lo > 1 { let m = (lo + hi) / 2; if lens[m] <= s { lo = m } else { hi = m } }
            return pts[lo].lerp(to: pts[hi], (s - lens[lo]) / (lens[hi] - lens[lo]))
        }
    }
}
