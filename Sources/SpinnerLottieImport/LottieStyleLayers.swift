import SpinnerAnimation
import SpinnerCore

/// Fills and strokes as shape layers: the paths a style draws become one path (a lone
/// keyframed path keeps its keyframes; anything else that changes is sampled once a frame into
/// a `path` animation), the style's opacity the layer's opacity, trims `strokeStart`/`strokeEnd`.
struct LottieStyleLayers {
    let timeline: LottieTimeline

    /// Frames sampled per path animation at most; longer spans take wider steps.
    static let maxSamples = 1200

    /// The frames to sample `span` at: every frame, both ends included.
    static func frames(_ span: ClosedRange<Double>) -> [Double] {
        let length = span.upperBound - span.lowerBound
        let step = max(1, (length / Double(maxSamples)).rounded(.up))
        var frames = Array(stride(from: span.lowerBound, to: span.upperBound, by: step))
        frames.append(span.upperBound)
        return frames
    }

    /// A keyframe animation of `keyPath` through `values` sampled at `frames`, straight between samples.
    func sampled(_ keyPath: AnimationKeyPath, frames: [Double], values: [AnimationValue]) -> KeyframeAnimation? {
        guard frames.count >= 2, let first = frames.first, let last = frames.last else { return nil }
        let begin = timeline.seconds(first), span = timeline.seconds(last) - begin
        guard span > 0 else { return nil }
        var animation = KeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.keyTimes = frames.map { (timeline.seconds($0) - begin) / span }
        animation.timing.beginTime = begin
        animation.timing.duration = span
        animation.timing.fillMode = .both
        return animation
    }

    /// The sources drawn as one path, `copies` times over (a trim that wraps round needs two).
    static func combined(_ sources: [LottiePathSource], at frame: Double, copies: Int = 1) -> Path {
        var path = Path()
        for _ in 0..<copies {
            for source in sources { for element in source.path(at: frame).elements { path.append(element) } }
        }
        return path
    }

    /// Sets the layer's path to the sources' and animates it where they change.
    func setPath(of layer: ShapeLayer, _ sources: [LottiePathSource], copies: Int = 1, notes builder: inout LottieSceneBuilder) {
        let start = sources.compactMap { $0.span?.lowerBound }.min() ?? 0
        layer.path = Self.combined(sources, at: start, copies: copies)
        if sources.count == 1, copies == 1, let keyed = sources[0].loneKeyframedPath {
            builder.animate(layer, "path", keyed, timeline) { .path(LottieShapeBuilder.path($0)) }
        } else if let span = LottieTransform.union(sources.map(\.span)) {
            let frames = Self.frames(span)
            let values = frames.map { AnimationValue.path(Self.combined(sources, at: $0, copies: copies)) }
            if let animation = sampled("path", frames: frames, values: values) { layer.add(animation, forKey: "lottie.path") }
        }
    }

    /// The style's opacity (percent) as the layer's.
    func setOpacity(of layer: Layer, _ opacity: LottieProperty<Double>, notes builder: inout LottieSceneBuilder) {
        layer.opacity = opacity.initial / 100
        builder.animate(layer, "opacity", opacity, timeline) { .number($0 / 100) }
    }

    func fill(_ sources: [LottiePathSource], color: LottieProperty<[Double]>, opacity: LottieProperty<Double>, evenOdd: Bool,
              notes builder: inout LottieSceneBuilder) -> Layer {
        if sources.contains(where: { $0.offset != nil }) {
            return offsetFill(sources, color: color, opacity: opacity, evenOdd: evenOdd, notes: &builder)
        }
        let layer = ShapeLayer()
        setPath(of: layer, sources, notes: &builder)
        layer.fillColor = LottieShapeBuilder.color(color.initial)
        layer.fillRule = evenOdd ? .evenOdd : .nonZero
        builder.animate(layer, "fillColor", color, timeline) { .color(LottieShapeBuilder.color($0)) }
        setOpacity(of: layer, opacity, notes: &builder)
        if sources.contains(where: { $0.trim != nil }) { builder.noteFeature("trimmed fills (filled untrimmed)") }
        return layer
    }

    /// A fill of paths moved by offset paths (`op`), as After Effects moves them. A closed path
    /// that grows is its area and a band twice the offset wide around its edge (a stroke in the
    /// fill's colour, joined as the offset says: its Minkowski sum with a disc, for round joins);
    /// one that shrinks is its area without that band (the area masked by the band, inverted).
    /// An open path becomes the band alone, capped round for round joins and flat otherwise (the
    /// join of a path turning back on itself). Area and band are one layer carrying the fill's
    /// opacity, so where they overlap the (opaque) colour is painted once, faded once. An
    /// animated offset grows (its band's width animates) and is drawn unshrunk below zero.
    private func offsetFill(_ sources: [LottiePathSource], color: LottieProperty<[Double]>, opacity: LottieProperty<Double>,
                            evenOdd: Bool, notes builder: inout LottieSceneBuilder) -> Layer {
        let host = Layer()
        func painted(_ layer: ShapeLayer, stroke: Bool) {
            let key: AnimationKeyPath = stroke ? "strokeColor" : "fillColor"
            let initial = LottieShapeBuilder.color(color.initial)
            if stroke { layer.strokeColor = initial } else { layer.fillColor = initial }
            builder.animate(layer, key, color, timeline) { .color(LottieShapeBuilder.color($0)) }
        }
        func band(_ source: LottiePathSource, _ offset: LottieOffset) -> ShapeLayer {
            let band = ShapeLayer()
            setPath(of: band, [source], notes: &builder)
            band.fillColor = nil
            band.strokeColor = .black
            band.lineWidth = 2 * abs(offset.amount.initial)
            builder.animate(band, "lineWidth", offset.amount, timeline) { .number(2 * max(0, $0)) }
            band.lineJoin = Self.lineJoin(offset.lineJoin)
            band.lineCap = offset.lineJoin == 2 ? .round : .butt
            band.miterLimit = offset.miterLimit.initial
            return band
        }
        func area(_ sources: [LottiePathSource]) -> ShapeLayer {
            let area = ShapeLayer()
            setPath(of: area, sources, notes: &builder)
            area.fillRule = evenOdd ? .evenOdd : .nonZero
            painted(area, stroke: false)
            return area
        }
        var plain: [LottiePathSource] = []
        var drawn: [Layer] = []
        for source in sources {
            guard let offset = source.offset, offset.amount.initial != 0 || !offset.amount.keyframes.isEmpty else {
                plain.append(source)
                continue
            }
            let shrinks = offset.amount.initial < 0 && offset.amount.keyframes.isEmpty
            if !source.isClosed {
                let line = band(source, offset)
                painted(line, stroke: true)
                drawn.append(line)
            } else if shrinks {
                let inset = area([source])
                inset.mask = band(source, offset)
                inset.invertsMask = true
                drawn.append(inset)
            } else {
                plain.append(source)
                let outset = band(source, offset)
                painted(outset, stroke: true)
                drawn.append(outset)
            }
        }
        if !plain.isEmpty { host.addSublayer(area(plain)) }
        for layer in drawn { host.addSublayer(layer) }
        setOpacity(of: host, opacity, notes: &builder)
        if sources.contains(where: { $0.trim != nil }) { builder.noteFeature("trimmed fills (filled untrimmed)") }
        return host
    }

    func stroke(_ sources: [LottiePathSource], color: LottieProperty<[Double]>, opacity: LottieProperty<Double>, style: LottieStrokeStyle,
                notes builder: inout LottieSceneBuilder) -> Layer {
        let parts = strokeShapes(sources, style: style, notes: &builder)
        for layer in parts {
            layer.strokeColor = LottieShapeBuilder.color(color.initial)
            builder.animate(layer, "strokeColor", color, timeline) { .color(LottieShapeBuilder.color($0)) }
        }
        let layer = Self.single(parts)
        setOpacity(of: layer, opacity, notes: &builder)
        return layer
    }

    /// A stroke's or offset's `lj` (1 miter, 2 round, 3 bevel; others clamped to the nearest).
    static func lineJoin(_ lj: Int) -> LineJoin { [LineJoin.miter, .round, .bevel][max(0, min(2, lj - 1))] }

    /// One layer for the parts: the part itself when there is one.
    static func single(_ parts: [ShapeLayer]) -> Layer {
        if parts.count == 1 { return parts[0] }
        let host = Layer()
        for part in parts { host.addSublayer(part) }
        return host
    }

    /// Shape layers stroking the sources with `style` in black (a gradient stroke's mask takes
    /// them as they are), trimmed. Trimming "simultaneously" trims each path on its own, so
    /// several paths then make one layer each.
    func strokeShapes(_ sources: [LottiePathSource], style: LottieStrokeStyle, notes builder: inout LottieSceneBuilder) -> [ShapeLayer] {
        if let trim = sources.first?.trim, !trim.individually, sources.count > 1 {
            return sources.flatMap { strokeShapes([$0], style: style, notes: &builder) }
        }
        let layer = ShapeLayer()
        layer.fillColor = nil
        layer.strokeColor = .black
        layer.lineWidth = style.width.initial
        layer.lineCap = [LineCap.butt, .round, .square][max(0, min(2, style.lineCap - 1))]
        layer.lineJoin = Self.lineJoin(style.lineJoin)
        layer.miterLimit = style.miterLimit
        builder.animate(layer, "lineWidth", style.width, timeline) { .number($0) }
        if !style.dashes.isEmpty {
            layer.lineDashPattern = style.dashes.map(\.initial)
            layer.lineDashPhase = style.dashOffset?.initial ?? 0
            if let offset = style.dashOffset { builder.animate(layer, "lineDashPhase", offset, timeline) { .number($0) } }
            if style.dashes.contains(where: { !$0.keyframes.isEmpty }) { builder.noteFeature("animated dash lengths (first values used)") }
        }
        let trim = sources.first?.trim
        let wraps = trim?.offsets ?? false
        setPath(of: layer, sources, copies: wraps ? 2 : 1, notes: &builder)
        if let trim { LottieTrimMapping(timeline: timeline).apply(trim, to: layer, wraps: wraps, notes: &builder) }
        return [layer]
    }
}
