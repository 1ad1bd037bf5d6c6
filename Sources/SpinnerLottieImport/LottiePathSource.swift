import SpinnerCore

/// One path item (rectangle, ellipse, star, path) as a style further out sees it: through the
/// transforms of the groups between them (outermost first) and the modifiers listed after it
/// (trim, rounded corners, pucker and bloat, offset) that the style is below.
struct LottiePathSource {
    /// Trim paths (`tm`), start and end percent, offset degrees.
    struct Trim {
        var start: LottieProperty<Double>
        var end: LottieProperty<Double>
        var offset: LottieProperty<Double>
        var individually: Bool
        /// Trims listed further on that reach the same path: each trims what the one before left.
        var then: [Trim] = []

        /// Whether some trim of the chain has an offset (so the range may wrap past the end).
        var offsets: Bool {
            ([self] + then).contains { !($0.offset.keyframes.isEmpty && $0.offset.initial.truncatingRemainder(dividingBy: 360) == 0) }
        }
    }

    var shape: LottieShape
    var transforms: [LottieTransform] = []
    var trim: Trim?
    var cornerRadius: LottieProperty<Double>?
    /// Pucker and bloat (`pb`) percent, applied after rounded corners.
    var puckerBloat: LottieProperty<Double>?
    /// Offset paths (`op`): drawn by the fill as the path's area and a band around it
    /// (`LottieStyleLayers.fill`), not by changing the path.
    var offset: LottieOffset?

    /// Whether the item is a closed path (a path item says; rectangles, ellipses and stars are).
    var isClosed: Bool {
        if case .path(let b, _) = shape { return b.initial.closed }
        return true
    }

    /// The item's own bezier at `frame` (layer frames), before the group transforms.
    func bezier(at frame: Double) -> LottieBezier? {
        guard let shaped = roundedBezier(at: frame) else { return nil }
        guard let puckerBloat else { return shaped }
        return LottiePuckerBloat.apply(shaped, amount: LottieSampling.value(puckerBloat, at: frame))
    }

    /// The item's bezier with its rounded corners, before pucker and bloat.
    private func roundedBezier(at frame: Double) -> LottieBezier? {
        let radius = cornerRadius.map { LottieSampling.value($0, at: frame) }
        switch shape {
        case .rectangle(let p, let s, let r, let reversed):
            // Rounded corners on a rectangle round it like its own roundness (lottie-ios).
            return LottieShapeGeometry.rectangle(center: LottieSampling.value(p, at: frame), size: LottieSampling.value(s, at: frame),
                                                 radius: radius ?? LottieSampling.value(r, at: frame), reversed: reversed)
        case .ellipse(let p, let s, let reversed):
            return LottieShapeGeometry.ellipse(center: LottieSampling.value(p, at: frame), size: LottieSampling.value(s, at: frame), reversed: reversed)
        case .polystar(let star):
            let path = LottiePolystarPath.path(star, at: frame)
            return radius.map { LottieRoundedCorners.round(path, radius: $0) } ?? path
        case .path(let b, _):
            // A path's direction (`d`) is not applied: After Effects writes the vertices in order.
            let path = LottieSampling.value(b, at: frame)
            return radius.map { LottieRoundedCorners.round(path, radius: $0) } ?? path
        default:
            return nil
        }
    }

    /// The item at `frame` in the style's coordinates.
    func path(at frame: Double) -> Path {
        guard let b = bezier(at: frame) else { return Path() }
        let path = LottieShapeBuilder.path(b)
        guard !transforms.isEmpty else { return path }
        var m = SpinnerCore.AffineTransform.identity
        for t in transforms.reversed() { m = m.concatenating(t.matrix(at: frame)) }
        return path.applying(m)
    }

    /// The frames over which the item (or a transform it is seen through) changes.
    var span: ClosedRange<Double>? {
        var spans: [ClosedRange<Double>?] = transforms.map(\.span)
        spans.append(cornerRadius.flatMap(LottieSampling.span))
        spans.append(puckerBloat.flatMap(LottieSampling.span))
        switch shape {
        case .rectangle(let p, let s, let r, _): spans += [LottieSampling.span(p), LottieSampling.span(s), LottieSampling.span(r)]
        case .ellipse(let p, let s, _): spans += [LottieSampling.span(p), LottieSampling.span(s)]
        case .polystar(let star):
            spans += [LottieSampling.span(star.position), LottieSampling.span(star.points), LottieSampling.span(star.rotation),
                      LottieSampling.span(star.outerRadius), LottieSampling.span(star.outerRoundness),
                      star.innerRadius.flatMap(LottieSampling.span), star.innerRoundness.flatMap(LottieSampling.span)]
        case .path(let b, _): spans.append(LottieSampling.span(b))
        default: break
        }
        return LottieTransform.union(spans)
    }

    /// A lone path with nothing else changing it: its own keyframes can animate `path` directly.
    var loneKeyframedPath: LottieProperty<LottieBezier>? {
        guard transforms.allSatisfy(\.isStatic), cornerRadius == nil, puckerBloat == nil, case .path(let b, _) = shape,
              transforms.isEmpty else { return nil }
        return b.keyframes.isEmpty ? nil : b
    }
}
