#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore
import SpinnerAnimation

/// A conic gradient fill (Lottie has none) as `count` wedges about its centre, each a flat
/// fill of the gradient's colour at the wedge's middle angle; the shape layer holding them is
/// masked by the fill's own contours. Each wedge reaches 1/4 wedge into the next, and later
/// wedges are drawn over earlier ones, so no background shows through the anti-aliased seams.
/// A colour is off by at most the gradient's steepest change over half a wedge (1/720 of a
/// turn): under 0.36 of 255 for colours that span 0 to 255 over the whole turn.
enum LottieConicWedges {
    static let count = 360

    /// The conic gradient of each frame's drawing (nil where it draws none).
    static func gradients(_ items: [LayerContent?]) -> [Gradient?] {
        items.map { item in
            guard let item, case .fill = item.style, case .gradient(let g) = item.paint, g.kind == .conic else { return nil }
            return g
        }
    }

    /// The wedges, bottom first, for the gradients at every frame (the nearest present one's
    /// where absent), reaching past every point of `paths`.
    static func wedges(_ gradients: [Gradient], paths: [Path], track: ([LottieBezier]) -> LottieProperty<LottieBezier>,
                       colour: ([LottieVector]) -> LottieProperty<LottieVector>,
                       opacity: ([LottieScalar]) -> LottieProperty<LottieScalar>) -> [LottieShape] {
        // Far enough that a wedge's chord lies beyond every point of the shape.
        let reach = zip(gradients, paths).map { g, path -> Double in
            let b = path.controlPointBounds
            guard b.minX.isFinite, b.maxX.isFinite, b.minY.isFinite, b.maxY.isFinite else { return 0 }
            let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)]
            return corners.map { $0.distance(to: g.startPoint) }.max() ?? 0
        }.max() ?? 0
        let radius = (reach + 1) / cos(2 * Double.pi / Double(count))
        return (0..<count).map { k in
            let outline = gradients.map { g -> LottieBezier in
                let d = g.endPoint - g.startPoint
                let start = d.x == 0 && d.y == 0 ? 0 : atan2(d.y, d.x)
                let from = start + 2 * Double.pi * Double(k) / Double(count)
                let to = start + 2 * Double.pi * (Double(k) + 1.25) / Double(count)
                func at(_ a: Double) -> Point { Point(x: g.startPoint.x + radius * cos(a), y: g.startPoint.y + radius * sin(a)) }
                return LottieBezier(closed: true, vertices: [g.startPoint, at(from), at(to)],
                                    inTangents: [.zero, .zero, .zero], outTangents: [.zero, .zero, .zero]).rounded
            }
            let colours = gradients.map { colorAt($0, (Double(k) + 0.5) / Double(count)) }
            return .group(LottieGroup(name: "wedge\(k)", items: [
                .path(LottiePath(name: "wedge", bezier: track(outline))),
                .fill(LottieFill(color: colour(colours.map { LottieVector(LottieNumber.rgb($0)) }),
                                 opacity: opacity(colours.map { LottieScalar(LottieNumber.percent($0.alpha)) }), fillRule: .nonZero)),
                .transform(LottieShapeTransform()),
            ]))
        }
    }

    /// The gradient's straight-alpha colour at `t` in 0...1: its stops (evenly spaced without
    /// locations) interpolated per component, as CAGradientLayer does.
    static func colorAt(_ g: Gradient, _ t: Double) -> Color {
        let n = g.colors.count
        guard n > 1 else { return g.colors.first ?? .clear }
        var floor = 0.0
        let locations = g.locations?.count == n
            ? g.locations!.map { v in floor = max(floor, min(max(v, 0), 1)); return floor }
            : (0..<n).map { Double($0) / Double(n - 1) }
        guard t > locations[0] else { return g.colors[0] }
        guard let hi = locations.firstIndex(where: { $0 > t }) else { return g.colors[n - 1] }
        let a = g.colors[hi - 1], b = g.colors[hi]
        let f = (t - locations[hi - 1]) / (locations[hi] - locations[hi - 1])
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return Color(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }
}
