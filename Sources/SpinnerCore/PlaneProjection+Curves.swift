/// Curves seen in perspective, kept as curves: what a vector format without perspective (a
/// Lottie file) can carry of a layer in 3D.
extension PlaneProjection {
    /// The image of `path` as lines and cubic Bézier curves within `tolerance` of the exact image,
    /// or nil when some control point lies in front of the near plane's cut (W < `minimumW`),
    /// where only clipped polygons are right (`project(_:)`).
    ///
    /// A projective map keeps lines straight but sends a cubic to a rational cubic, which no cubic
    /// matches exactly. Each curve is replaced by the cubic with the same end points and end
    /// tangents (Hermite: the image's derivative is (dX − u dW) / W with u the image point), and
    /// split in halves in the layer's plane until that cubic is within `tolerance` of the image at
    /// t = 1/4, 1/2 and 3/4 (the error of such a fit falls as the fourth power of the piece's
    /// length, so few splits are needed). Since W is affine in the plane and a curve lies in the
    /// hull of its control points, control points in front keep the whole curve in front.
    public func projectedCurves(_ path: Path, tolerance: Double) -> Path? {
        guard transform.isFinite, tolerance > 0, tolerance.isFinite else { return nil }
        var out = Path()
        for sub in path.subpaths where !sub.isBareMove {
            let points = [sub.start] + sub.segments.flatMap(\.controlPoints)
            guard points.allSatisfy({ w(at: $0) >= minimumW }) else { return nil }
            out.move(to: image(sub.start))
            for segment in sub.segments {
                switch segment {
                case .line(_, let b):
                    out.addLine(to: image(b))
                case .quad(let a, let b, let c):
                    appendCurve(a, a + (b - a) * (2.0 / 3), c + (b - c) * (2.0 / 3), c, tolerance: tolerance, depth: 0, to: &out)
                case .cubic(let a, let b, let c, let d):
                    appendCurve(a, b, c, d, tolerance: tolerance, depth: 0, to: &out)
                }
            }
            if sub.isClosed { out.closeSubpath() }
        }
        return out
    }

    /// The deepest halving of one curve: 2^12 pieces, far past any tolerance worth asking.
    private static let maximumDepth = 12

    private func appendCurve(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double, depth: Int, to out: inout Path) {
        let q0 = image(p0), q3 = image(p3)
        let c1 = q0 + imageDerivative(at: p0, along: (p1 - p0) * 3) * (1.0 / 3)
        let c2 = q3 - imageDerivative(at: p3, along: (p3 - p2) * 3) * (1.0 / 3)
        let source = PathSegment.cubic(p0, p1, p2, p3), fit = PathSegment.cubic(q0, c1, c2, q3)
        let fits = [0.25, 0.5, 0.75].allSatisfy { image(source.point(at: $0)).distance(to: fit.point(at: $0)) <= tolerance }
        if fits || depth >= Self.maximumDepth {
            out.addCurve(to: q3, control1: c1, control2: c2)
            return
        }
        guard case let (.cubic(a0, a1, a2, a3), .cubic(b0, b1, b2, b3)) = source.split(at: 0.5) else { return }
        appendCurve(a0, a1, a2, a3, tolerance: tolerance, depth: depth + 1, to: &out)
        appendCurve(b0, b1, b2, b3, tolerance: tolerance, depth: depth + 1, to: &out)
    }

    /// The image of a point in front of the near plane.
    private func image(_ p: Point) -> Point {
        let t = transform, r = 1 / w(at: p)
        return Point(x: (p.x * t.m11 + p.y * t.m21 + t.m41) * r, y: (p.x * t.m12 + p.y * t.m22 + t.m42) * r)
    }

    /// How the image moves as the layer-plane point `p` moves along `d`.
    private func imageDerivative(at p: Point, along d: Point) -> Point {
        let t = transform, w = w(at: p), u = image(p)
        let dw = d.x * t.m14 + d.y * t.m24
        return Point(x: (d.x * t.m11 + d.y * t.m21 - u.x * dw) / w, y: (d.x * t.m12 + d.y * t.m22 - u.y * dw) / w)
    }
}

extension PathSegment {
    /// The control points after the start: the end alone for a line.
    var controlPoints: [Point] {
        switch self {
        case .line(_, let b): return [b]
        case .quad(_, let b, let c): return [b, c]
        case .cubic(_, let b, let c, let d): return [b, c, d]
        }
    }
}
