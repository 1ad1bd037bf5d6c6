/// Rectangles and ellipses as the bezier vertices After Effects gives them, so that trims and
/// dashes start where they start in After Effects and lottie-ios: a rectangle at its top-right
/// corner going clockwise (down the right side), an ellipse at its top going clockwise; a
/// reversed shape (`d: 3`) runs the same vertices backwards.
enum LottieShapeGeometry {
    /// The cubic handle length of a quarter circle of radius 1.
    static let quarterCircle = 0.5522847498307936

    /// A rectangle centred on `center`, its corners rounded by `radius` (clamped to half the
    /// shorter side).
    static func rectangle(center c: [Double], size s: [Double], radius: Double, reversed: Bool) -> LottieBezier {
        let w = s[safe: 0] / 2, h = s[safe: 1] / 2, x = c[safe: 0], y = c[safe: 1]
        let r = max(0, min(radius, w, h))
        var points: [(v: [Double], i: [Double], o: [Double])]
        if r == 0 {
            points = [([x + w, y - h], [0, 0], [0, 0]), ([x + w, y + h], [0, 0], [0, 0]),
                      ([x - w, y + h], [0, 0], [0, 0]), ([x - w, y - h], [0, 0], [0, 0])]
        } else {
            let k = r * quarterCircle
            points = [
                ([x + w, y - h + r], [0, -k], [0, 0]), ([x + w, y + h - r], [0, 0], [0, k]),
                ([x + w - r, y + h], [k, 0], [0, 0]), ([x - w + r, y + h], [0, 0], [-k, 0]),
                ([x - w, y + h - r], [0, k], [0, 0]), ([x - w, y - h + r], [0, 0], [0, -k]),
                ([x - w + r, y - h], [-k, 0], [0, 0]), ([x + w - r, y - h], [0, 0], [k, 0]),
            ]
        }
        return bezier(points, reversed: reversed)
    }

    /// An ellipse centred on `center` of `size`: four quarter arcs from the top.
    static func ellipse(center c: [Double], size s: [Double], reversed: Bool) -> LottieBezier {
        let w = s[safe: 0] / 2, h = s[safe: 1] / 2, x = c[safe: 0], y = c[safe: 1]
        let kw = w * quarterCircle, kh = h * quarterCircle
        let points: [(v: [Double], i: [Double], o: [Double])] = [
            ([x, y - h], [-kw, 0], [kw, 0]), ([x + w, y], [0, -kh], [0, kh]),
            ([x, y + h], [kw, 0], [-kw, 0]), ([x - w, y], [0, kh], [0, -kh]),
        ]
        return bezier(points, reversed: reversed)
    }

    /// A closed path through `points` in order, or backwards (each vertex's handles swapped) when
    /// `reversed`, starting from the same first vertex.
    static func bezier(_ points: [(v: [Double], i: [Double], o: [Double])], reversed: Bool) -> LottieBezier {
        var list = points
        if reversed, let first = list.first {
            list = [(first.v, first.o, first.i)] + list.dropFirst().reversed().map { ($0.v, $0.o, $0.i) }
        }
        return LottieBezier(vertices: list.map(\.v), inTangents: list.map(\.i), outTangents: list.map(\.o), closed: true)
    }
}
