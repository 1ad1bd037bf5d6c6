import Foundation
import SpinnerCore
import SpinnerGolden
import Testing
@testable import SpinnerRaster

/// Ideal stroked and filled geometry built independently of SpinnerCore's stroker and dasher:
/// unions of convex polygons and discs in device pixels, sampled 16 × 16 per pixel (64 × 64 on
/// boundary pixels, the approach of `ReferenceCoverage`).
struct IdealShape {
    enum Primitive {
        case polygon([Point])
        case disc(Point, Double)

        func contains(_ p: Point) -> Bool {
            switch self {
            case .disc(let c, let r):
                return (p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y) <= r * r
            case .polygon(let poly):
                // Convex, either orientation: the point is on one side of every edge.
                var sign = 0.0
                for i in poly.indices {
                    let a = poly[i], b = poly[(i + 1) % poly.count]
                    let s = (b - a).cross(p - a)
                    if s == 0 { continue }
                    if sign == 0 { sign = s } else if (s > 0) != (sign > 0) { return false }
                }
                return true
            }
        }

        var box: (Point, Point) {
            switch self {
            case .disc(let c, let r): return (Point(x: c.x - r, y: c.y - r), Point(x: c.x + r, y: c.y + r))
            case .polygon(let poly):
                return (Point(x: poly.map(\.x).min()!, y: poly.map(\.y).min()!), Point(x: poly.map(\.x).max()!, y: poly.map(\.y).max()!))
            }
        }
    }

    var primitives: [Primitive] = []

    /// The union of the primitives' coverage per pixel, with primitives bucketed by pixel so
    /// dense curves stay cheap.
    func coverage(width: Int, height: Int) -> [Double] {
        var buckets = [[Int]](repeating: [], count: width * height)
        for (i, prim) in primitives.enumerated() {
            let (lo, hi) = prim.box
            let x0 = max(0, Int(floor(lo.x))), x1 = min(width - 1, Int(floor(hi.x)))
            let y0 = max(0, Int(floor(lo.y))), y1 = min(height - 1, Int(floor(hi.y)))
            guard x0 <= x1, y0 <= y1 else { continue }
            for y in y0...y1 { for x in x0...x1 { buckets[y * width + x].append(i) } }
        }
        return Supersampler.coverage(width: width, height: height) { x, y in
            let cell = min(height - 1, Int(y)) * width + min(width - 1, Int(x))
            let p = Point(x: x, y: y)
            return buckets[cell].contains { primitives[$0].contains(p) }
        }
    }

    /// The stroke of a polyline: a rectangle per segment, joins at inner vertices (and at every
    /// vertex when closed), caps at the ends of an open one.
    mutating func addStroke(_ points: [Point], closed: Bool, width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10) {
        let hw = width / 2
        // Repeated points have no direction; dropping them leaves the same shape.
        var pts: [Point] = []
        for p in points where pts.last.map({ $0.distance(to: p) > 1e-12 }) ?? true { pts.append(p) }
        if closed, pts.count > 1, pts.first == pts.last { pts.removeLast() }
        let n = pts.count
        guard n >= 2 else { return }
        let segCount = closed ? n : n - 1
        func dir(_ i: Int) -> Point { let d = pts[(i + 1) % n] - pts[i]; return d * (1 / d.length) }
        func normal(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }
        for i in 0..<segCount {
            let a = pts[i], b = pts[(i + 1) % n], nn = normal(dir(i)) * hw
            primitives.append(.polygon([a + nn, b + nn, b - nn, a - nn]))
        }
        let joinVertices = closed ? Array(0..<n) : Array(1..<(n - 1))
        for v in joinVertices {
            let dIn = dir((v - 1 + n) % n), dOut = dir(v), p = pts[v]
            let cross = dIn.cross(dOut)
            if cross == 0 && dIn.dot(dOut) > 0 { continue }
            // The outer side is opposite to the turn.
            let side = cross > 0 ? -1.0 : 1.0
            let a = p + normal(dIn) * (hw * side), b = p + normal(dOut) * (hw * side)
            switch join {
            case .round:
                primitives.append(.disc(p, hw))
            case .bevel:
                primitives.append(.polygon([p, a, b]))
            case .miter:
                let cosHalf = ((1 + dIn.dot(dOut)) / 2).squareRoot()
                if cosHalf > 0 && 1 / cosHalf <= miterLimit {
                    var bis = normal(dIn) + normal(dOut)
                    bis = bis * (1 / bis.length)
                    primitives.append(.polygon([p, a, p + bis * (hw * side / cosHalf), b]))
                } else {
                    primitives.append(.polygon([p, a, b]))
                }
            }
        }
        guard !closed else { return }
        for (end, d) in [(pts[0], -dir(0)), (pts[n - 1], dir(n - 2))] {
            switch cap {
            case .butt: break
            case .round: primitives.append(.disc(end, hw))
            case .square:
                let nn = normal(d) * hw
                primitives.append(.polygon([end + nn, end + nn + d * hw, end - nn + d * hw, end - nn]))
            }
        }
    }
}

/// A 16 × 16 point-sampled coverage, resampled 64 × 64 where a pixel or a neighbour is partly
/// covered. The grid is sheared by one sample step per row and column, so no two samples share
/// an x or a y: an axis-aligned edge (most of a rounded rectangle) is then measured to 1/n²
/// instead of 1/n, which a plain grid would get wrong by up to 2/255 on every edge pixel.
enum Supersampler {
    static func coverage(width: Int, height: Int, inside: (Double, Double) -> Bool) -> [Double] {
        func sample(_ x: Int, _ y: Int, _ grid: Int) -> Double {
            let n = Double(grid)
            var count = 0
            for j in 0..<grid {
                for i in 0..<grid {
                    let sx = Double(x) + (Double(i) + (Double(j) + 0.5) / n) / n
                    let sy = Double(y) + (Double(j) + (Double(i) + 0.5) / n) / n
                    if inside(sx, sy) { count += 1 }
                }
            }
            return Double(count) / Double(grid * grid)
        }
        var coarse = [Double](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { coarse[y * width + x] = sample(x, y, 16) } }
        var out = coarse
        for y in 0..<height {
            for x in 0..<width {
                let c = coarse[y * width + x]
                var uniform = c == 0 || c == 1
                for ny in max(0, y - 1)...min(height - 1, y + 1) where uniform {
                    for nx in max(0, x - 1)...min(width - 1, x + 1) where coarse[ny * width + nx] != c { uniform = false }
                }
                if !uniform { out[y * width + x] = sample(x, y, 64) }
            }
        }
        return out
    }
}

/// Arc-length tools on polylines, for cutting ideal dashes and trims independently of
/// `PathMeasure` and `Dasher`.
enum DenseCurve {
    /// The path's curves evaluated densely from their Bernstein form (after `transform`), one
    /// polyline per subpath, with whether it is closed.
    static func dense(_ path: Path, transform: SpinnerCore.AffineTransform = .identity, perCurve n: Int = 400) -> [([Point], Bool)] {
        var out: [([Point], Bool)] = []
        var pts: [Point] = [], pen = Point.zero, start = Point.zero
        func finish(_ closed: Bool) {
            if pts.count > 1 { out.append((pts.map(transform.apply), closed)) }
            pts = []
        }
        for e in path.elements {
            switch e {
            case .move(let p): finish(false); pen = p; start = p; pts = [p]
            case .line(let p): pts.append(p); pen = p
            case .quadCurve(let p, let c):
                for i in 1...n { let t = Double(i) / Double(n), u = 1 - t; pts.append(pen * (u * u) + c * (2 * u * t) + p * (t * t)) }
                pen = p
            case .cubicCurve(let p, let c1, let c2):
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    pts.append(pen * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
                pen = p
            case .closeSubpath:
                if pen != start { pts.append(start) }
                finish(true); pen = start
            }
        }
        finish(false)
        return out
    }

    static func lengths(_ pts: [Point]) -> [Double] {
        var l = [0.0]
        for i in 1..<pts.count { l.append(l[i - 1] + pts[i].distance(to: pts[i - 1])) }
        return l
    }

    /// The part of the polyline between arc lengths a ≤ b.
    static func cut(_ pts: [Point], _ lens: [Double], from a: Double, to b: Double) -> [Point] {
        func at(_ s: Double) -> Point {
            var lo = 0, hi = lens.count - 1
            while hi - lo > 1 { let m = (lo + hi) / 2; if lens[m] <= s { lo = m } else { hi = m } }
            let span = lens[hi] - lens[lo]
            return span > 0 ? pts[lo].lerp(to: pts[hi], (s - lens[lo]) / span) : pts[lo]
        }
        var out = [at(a)]
        for i in pts.indices where lens[i] > a && lens[i] < b { out.append(pts[i]) }
        out.append(at(b))
        return out
    }

    /// The painted arc-length ranges of a pattern (Core Graphics rules: odd lists doubled,
    /// phase modulo the period) along a length, by plain stepping.
    static func dashRanges(_ pattern: [Double], phase: Double, length: Double) -> [(Double, Double)] {
        let p = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let period = p.reduce(0, +)
        var ph = phase.truncatingRemainder(dividingBy: period)
        if ph < 0 { ph += period }
        var out: [(Double, Double)] = []
        var s = -ph, i = 0
        while s < length {
            let e = s + p[i]
            if i % 2 == 0 && e > 0 { out.append((max(s, 0), min(e, length))) }
            s = e
            i = (i + 1) % p.count
        }
        return out
    }
}

/// Renders items and compares them with the ideal coverage and with a golden PNG.
enum GeometryCheck {
    static func render(_ items: [DisplayItem], width: Int, height: Int) -> PixelBuffer {
        Rasterizer().render(DisplayList(width: width, height: height, background: .clear, items: items))
    }

    static func item(_ path: Path, _ style: DrawStyle, transform: SpinnerCore.AffineTransform = .identity) -> DisplayItem {
        DisplayItem(path: path, transform: transform, style: style, paint: .solid(.black))
    }

    /// Every pixel within 3/255 of the ideal coverage, the mean over touched pixels within
    /// 0.5/255, and the image equal to its golden.
    static func expect(_ items: [DisplayItem], width: Int, height: Int, ideal: [Double], golden name: String,
                       filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
        let image = render(items, width: width, height: height)
        let got = (0..<(width * height)).map { Double(image.pixels[$0 * 4 + 3]) / 255 }
        var worst = 0.0, worstAt = 0, sum = 0.0, touched = 0
        for i in got.indices where got[i] > 0 || ideal[i] > 0 {
            let d = abs(got[i] - ideal[i])
            if d > worst { worst = d; worstAt = i }
            sum += d; touched += 1
        }
        let mean = sum / Double(max(touched, 1))
        #expect(touched > 0, sourceLocation: sourceLocation)
        #expect(worst <= 3.0 / 255, "\(name): worst \(worst * 255)/255 at (\(worstAt % width), \(worstAt / width))", sourceLocation: sourceLocation)
        #expect(mean <= 0.5 / 255, "\(name): mean \(mean * 255)/255", sourceLocation: sourceLocation)
        do {
            // The calling test file's goldens folder, not this helper's.
            let outcome = try GoldenImage(besideFile: filePath).check(image, named: name)
            #expect(outcome.passed, "\(name): \(outcome)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(name): \(error)", sourceLocation: sourceLocation)
        }
    }
}

/// Exact 64 × 64 point sampling of polygons under a fill rule, by crossings per sample row.
enum FillReference {
    static func coverage(_ polygons: [[Point]], rule: FillRule, width: Int, height: Int, grid: Int = 64) -> [Double] {
        var counts = [Int](repeating: 0, count: width * height)
        let step = 1 / Double(grid)
        for row in 0..<(height * grid) {
            let sy = (Double(row) + 0.5) * step
            var crossings: [(Double, Int)] = []
            for poly in polygons {
                for i in poly.indices {
                    let a = poly[i], b = poly[(i + 1) % poly.count]
                    if a.y <= sy && b.y > sy { crossings.append((a.x + (sy - a.y) / (b.y - a.y) * (b.x - a.x), 1)) }
                    if b.y <= sy && a.y > sy { crossings.append((a.x + (sy - a.y) / (b.y - a.y) * (b.x - a.x), -1)) }
                }
            }
            crossings.sort { $0.0 < $1.0 }
            var winding = 0
            let y = row / grid
            for k in crossings.indices.dropLast() {
                winding += crossings[k].1
                let inside = rule == .nonZero ? winding != 0 : winding % 2 != 0
                guard inside else { continue }
                // Samples at x = (j + 0.5)·step with x0 ≤ x < x1.
                let j0 = max(0, Int((crossings[k].0 / step - 0.5).rounded(.up)))
                let j1 = min(width * grid, Int((crossings[k + 1].0 / step - 0.5).rounded(.up)))
                guard j0 < j1 else { continue }
                for j in j0..<j1 { counts[y * width + j / grid] += 1 }
            }
        }
        return counts.map { Double($0) / Double(grid * grid) }
    }
}
