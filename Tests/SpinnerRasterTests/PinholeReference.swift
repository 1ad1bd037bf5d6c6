import Foundation
import SpinnerCore
import Testing
@testable import SpinnerRaster

/// The closed forms the projected-drawing tests check against, worked out by hand rather than
/// through `Transform3D` or `PlaneProjection`.
///
/// A layer-plane point (x, y, 0) turned about the y axis by θ in Core Animation's sense lands at
/// (x·cos θ, y, −x·sin θ); an eye at z = d (perspective m34 = −1/d) sees the point (X, Y, Z) at
/// (X, Y)·d/(d − Z), and the result is moved to the canvas point `centre`. So
/// W = 1 + x·sin θ / d and the image is centre + (x·cos θ, y) / W.
struct Pinhole {
    var angle: Double
    var distance: Double
    var centre: Point

    /// The same map built from Transform3D's constructors, as a layer renderer would: rotate,
    /// then the perspective, then move to the canvas point.
    var projection: Transform3D {
        Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: distance))
            .concatenating(Transform3D(translationX: centre.x, y: centre.y, z: 0))
    }

    func w(_ x: Double) -> Double { 1 + x * sin(angle) / distance }

    /// Where (x, y) is drawn; only meaningful in front of the eye (W > 0).
    func image(_ p: Point) -> Point {
        let w = w(p.x)
        return Point(x: centre.x + p.x * cos(angle) / w, y: centre.y + p.y / w)
    }

    /// The layer point drawn at the device point q: solving u = x·cos θ / (1 + x·sin θ / d) for x.
    func preimage(_ q: Point) -> Point {
        let u = q.x - centre.x, v = q.y - centre.y
        let x = u / (cos(angle) - u * sin(angle) / distance)
        return Point(x: x, y: v * w(x))
    }

    /// The x where W equals `minimumW` (the rasteriser's near plane).
    func x(atW minimumW: Double) -> Double { (minimumW - 1) * distance / sin(angle) }
}

/// Exact per-pixel areas of a polygon, by clipping it to each pixel's square (Sutherland–Hodgman
/// against the four sides, written out here) and taking the shoelace area.
enum ExactArea {
    static func area(_ polygon: [Point]) -> Double {
        var s = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            s += a.x * b.y - b.x * a.y
        }
        return abs(s) / 2
    }

    /// The part of `polygon` where `keep` is non-negative, `keep` being affine.
    static func cut(_ polygon: [Point], _ keep: (Point) -> Double) -> [Point] {
        guard !polygon.isEmpty else { return [] }
        var out: [Point] = []
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let ka = keep(a), kb = keep(b)
            if ka >= 0 { out.append(a) }
            if (ka >= 0) != (kb >= 0) {
                let t = ka / (ka - kb)
                out.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        return out
    }

    /// Coverage of each pixel of a `width × height` canvas by a simple polygon.
    static func coverage(_ polygon: [Point], width: Int, height: Int) -> [Double] {
        var out = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            let y0 = Double(y), y1 = Double(y + 1)
            let row = cut(cut(polygon) { $0.y - y0 }) { y1 - $0.y }
            guard row.count >= 3 else { continue }
            for x in 0..<width {
                let x0 = Double(x), x1 = Double(x + 1)
                let cell = cut(cut(row) { $0.x - x0 }) { x1 - $0.x }
                if cell.count >= 3 { out[y * width + x] = area(cell) }
            }
        }
        return out
    }
}

extension ReferenceCoverage {
    /// Every pixel's coverage within `limit` of `want`; returns the worst difference.
    @discardableResult
    static func expectWithin(_ got: [Double], _ want: [Double], width: Int, limit: Double,
                             sourceLocation: SourceLocation = #_sourceLocation) -> Double {
        var worst = 0.0, at = 0
        for i in got.indices where abs(got[i] - want[i]) > worst { worst = abs(got[i] - want[i]); at = i }
        #expect(worst <= limit, "worst \(worst * 255)/255 at (\(at % width), \(at / width))", sourceLocation: sourceLocation)
        return worst
    }

    /// The coverage drawn by `commands`: opaque black on transparent leaves coverage in alpha.
    static func rendered(commands: [DisplayCommand], width: Int, height: Int) -> [Double] {
        let buffer = Rasterizer().render(DisplayList(width: width, height: height, commands: commands))
        return (0..<(width * height)).map { Double(buffer.pixels[$0 * 4 + 3]) / 255 }
    }
}
