#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore


extension LottieTransform {
    /// Whether nothing of the transform is keyframed.
    var isStatic: Bool {
        let positionStatic: Bool
        switch position {
        case .combined(let p): positionStatic = p.keyframes.isEmpty
        case .split(let x, let y): positionStatic = x.keyframes.isEmpty && y.keyframes.isEmpty
        }
        return positionStatic && anchor.keyframes.isEmpty && scale.keyframes.isEmpty && rotation.keyframes.isEmpty
            && opacity.keyframes.isEmpty && skew.keyframes.isEmpty && skewAxis.keyframes.isEmpty
            && (rotationX?.keyframes.isEmpty ?? true) && (rotationY?.keyframes.isEmpty ?? true)
    }

    /// Whether the transform skews at some time.
    var skews: Bool { skew.initial != 0 || !skew.keyframes.isEmpty }

    /// Whether the x scale is negative at some keyframe (a flip).
    var flips: Bool { ([scale.initial] + scale.keyframes.map(\.value)).contains { ($0.first ?? 0) < 0 } }

    /// The frames over which some part of the transform changes.
    var span: ClosedRange<Double>? {
        var spans = [LottieSampling.span(anchor), LottieSampling.span(scale), LottieSampling.span(rotation),
                     LottieSampling.span(skew), LottieSampling.span(skewAxis),
                     rotationX.flatMap(LottieSampling.span), rotationY.flatMap(LottieSampling.span)]
        switch position {
        case .combined(let p): spans.append(LottieSampling.span(p))
        case .split(let x, let y): spans += [LottieSampling.span(x), LottieSampling.span(y)]
        }
        return LottieTransform.union(spans)
    }

    static func union(_ spans: [ClosedRange<Double>?]) -> ClosedRange<Double>? {
        let known = spans.compactMap { $0 }
        guard let low = known.map(\.lowerBound).min(), let high = known.map(\.upperBound).max() else { return nil }
        return low...high
    }

    /// The position at `frame`.
    func positionValue(at frame: Double) -> Point {
        switch position {
        case .combined(let p):
            let v = LottieSampling.value(p, at: frame)
            return Point(x: v[safe: 0], y: v[safe: 1])
        case .split(let x, let y):
            return Point(x: LottieSampling.value(x, at: frame), y: LottieSampling.value(y, at: frame))
        }
    }

    /// The linear part at `frame` in the plane: `linearPart3D` flattened. Without perspective
    /// (lottie-ios sets none) dropping z is exactly how Core Animation flattens a layer into
    /// its superlayer, so a group's turn about x or y baked into a path draws the same.
    func linearPart(at frame: Double) -> SpinnerCore.AffineTransform { linearPart3D(at: frame).affine }

    /// The linear part at `frame`: scale · skew · rotation about z, then about y, then about x
    /// (the point is scaled first), the order lottie-ios's `CATransform3D.makeTransform` builds
    /// when it combines a transform into one matrix. The skew turns the plane by the skew axis,
    /// shears x by −tan(skew), and turns it back, as After Effects does.
    func linearPart3D(at frame: Double) -> Transform3D {
        let s = LottieSampling.value(scale, at: frame)
        let r = LottieSampling.value(rotation, at: frame) * .pi / 180
        let plane = Self.linear(scaleX: s[safe: 0] / 100, scaleY: s[safe: 1] / 100, rotation: r,
                                skew: LottieSampling.value(skew, at: frame) * .pi / 180,
                                skewAxis: LottieSampling.value(skewAxis, at: frame) * .pi / 180)
        let x = rotationX.map { LottieSampling.value($0, at: frame) * .pi / 180 } ?? 0
        let y = rotationY.map { LottieSampling.value($0, at: frame) * .pi / 180 } ?? 0
        var m = Transform3D(plane)
        // Exactly affine when there is no turn, so a flat transform stays on the 2D paths.
        if y != 0 { m = m.concatenating(Transform3D(rotationAngle: y, x: 0, y: 1, z: 0)) }
        if x != 0 { m = m.concatenating(Transform3D(rotationAngle: x, x: 1, y: 0, z: 0)) }
        return m
    }

    static func linear(scaleX: Double, scaleY: Double, rotation: Double, skew: Double, skewAxis: Double) -> SpinnerCore.AffineTransform {
        var m = SpinnerCore.AffineTransform(scaleX: scaleX, y: scaleY)
        if skew != 0 {
            let shear = SpinnerCore.AffineTransform(a: 1, b: 0, c: -tan(skew), d: 1, tx: 0, ty: 0)
            m = m.concatenating(SpinnerCore.AffineTransform(rotationAngle: skewAxis)).concatenating(shear)
                .concatenating(SpinnerCore.AffineTransform(rotationAngle: -skewAxis))
        }
        return m.concatenating(SpinnerCore.AffineTransform(rotationAngle: rotation))
    }

    /// The whole transform at `frame`: a point q of the content lands at
    /// position + linear · (q − anchor).
    func matrix(at frame: Double) -> SpinnerCore.AffineTransform {
        let a = LottieSampling.value(anchor, at: frame)
        let p = positionValue(at: frame)
        return SpinnerCore.AffineTransform(translationX: -a[safe: 0], y: -a[safe: 1]).concatenating(linearPart(at: frame))
            .concatenating(SpinnerCore.AffineTransform(translationX: p.x, y: p.y))
    }
}
