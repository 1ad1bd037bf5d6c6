import SpinnerAnimation
import SpinnerCore

/// Gradient fills and strokes (`gf`, `gs`) as lottie-ios builds them: a gradient layer reaching
/// far beyond the shape, inside a layer masked by the shape (filled, or stroked for a gradient
/// stroke). Linear gradients run from `s` to `e`; radial ones are circles about `s` through `e`
/// (Core Animation has no highlight, so `h`/`a` are noted, as lottie-ios leaves them out).
struct LottieGradientMapping {
    let timeline: LottieTimeline

    /// Half the side of the gradient layer: far enough that its edges never show.
    static let reach = 10_000.0

    /// One stop list from a gradient's numbers: the colour stops and the opacity stops merged at
    /// the union of their locations, each colour and alpha found by straight interpolation in its
    /// own list (so the merged gradient, interpolated with straight alpha, is the same ramp).
    static func stops(_ numbers: [Double], colorStops: Int, at grid: [Double]? = nil) -> (colors: [Color], locations: [Double]) {
        let n = max(0, min(colorStops, numbers.count / 4))
        var colorList: [(at: Double, value: [Double])] = []
        for i in 0..<n {
            let rgb: [Double] = [numbers[4 * i + 1], numbers[4 * i + 2], numbers[4 * i + 3]]
            colorList.append((at: numbers[4 * i], value: rgb))
        }
        var alphaList: [(at: Double, value: [Double])] = []
        var k = 4 * n
        while k + 1 < numbers.count {
            alphaList.append((at: numbers[k], value: [numbers[k + 1]]))
            k += 2
        }
        guard !colorList.isEmpty else { return ([], []) }
        var offsets: Set<Double> = []
        for stop in colorList { offsets.insert(stop.at) }
        for stop in alphaList { offsets.insert(stop.at) }
        // Extra stops inside each segment carry Core Animation's curved blend (`LottieGradientBlend`).
        let locations = LottieGradientBlend.subdivided(grid ?? offsets.sorted())
        func lerp(_ list: [(at: Double, value: [Double])], _ t: Double,
                  _ blend: ([Double], [Double], Double) -> [Double]) -> [Double] {
            if t <= list[0].at { return list[0].value }
            for i in 1..<list.count where t <= list[i].at {
                let a = list[i - 1], b = list[i]
                let f = b.at > a.at ? (t - a.at) / (b.at - a.at) : 1
                return blend(a.value, b.value, f)
            }
            return list[list.count - 1].value
        }
        let colors = locations.map { t -> Color in
            let rgb = lerp(colorList, t, LottieGradientBlend.blend)
            // Opacity blends straight: the corpus shows no curve in it.
            let a = alphaList.isEmpty ? 1 : lerp(alphaList, t) { x, y, f in zip(x, y).map { $0 + ($1 - $0) * f } }[0]
            return Color(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: max(0, min(1, a)))
        }
        return (colors, locations)
    }

    /// The unit point of the gradient layer at absolute point `p`.
    static func unit(_ p: [Double]) -> Point {
        Point(x: (p[safe: 0] + reach) / (2 * reach), y: (p[safe: 1] + reach) / (2 * reach))
    }

    /// Start and end points: a radial gradient's end is `s` plus the radius on both axes.
    static func points(_ gradient: LottieGradient, start s: [Double], end e: [Double]) -> (start: Point, end: Point) {
        guard gradient.radial else { return (unit(s), unit(e)) }
        let dx = e[safe: 0] - s[safe: 0], dy = e[safe: 1] - s[safe: 1]
        let r = (dx * dx + dy * dy).squareRoot()
        return (unit(s), unit([s[safe: 0] + r, s[safe: 1] + r]))
    }

    /// The gradient layer, its stops, points and their animations.
    func gradientLayer(_ gradient: LottieGradient, notes builder: inout LottieSceneBuilder) -> GradientLayer {
        let layer = GradientLayer()
        layer.anchorPoint = .zero
        layer.bounds = Rect(x: -Self.reach, y: -Self.reach, width: 2 * Self.reach, height: 2 * Self.reach)
        layer.position = Point(x: -Self.reach, y: -Self.reach)
        layer.type = gradient.radial ? .radial : .axial
        let count = gradient.colorStopCount
        let first = Self.stops(gradient.stops.initial, colorStops: count)
        layer.colors = first.colors
        layer.locations = first.locations
        let keys = gradient.stops.keyframes
        if !keys.isEmpty {
            // Core Animation blends stop lists of one length; merged lists of other lengths jump.
            let lengths = Set(keys.map { Self.stops($0.value, colorStops: count).locations.count })
            if lengths.count == 1 {
                builder.animate(layer, "colors", gradient.stops, timeline) { .colors(Self.stops($0, colorStops: count).colors) }
                builder.animate(layer, "locations", gradient.stops, timeline) { .numbers(Self.stops($0, colorStops: count).locations) }
            } else {
                // Stops that move apart: every keyframe's ramp is read at the union of all their
                // locations, so the lists blend (exact at the keyframes where no stop moved).
                let grid = Array(Set(keys.flatMap { Self.stops($0.value, colorStops: count).locations })).sorted()
                layer.colors = Self.stops(gradient.stops.initial, colorStops: count, at: grid).colors
                layer.locations = grid
                builder.animate(layer, "colors", gradient.stops, timeline) { .colors(Self.stops($0, colorStops: count, at: grid).colors) }
                builder.noteFeature("gradient stops that move (read at fixed locations between keyframes)")
            }
        }
        let points = Self.points(gradient, start: gradient.start.initial, end: gradient.end.initial)
        layer.startPoint = points.start
        layer.endPoint = points.end
        if let span = LottieTransform.union([LottieSampling.span(gradient.start), LottieSampling.span(gradient.end)]) {
            let frames = LottieStyleLayers.frames(span)
            let sampled = frames.map {
                Self.points(gradient, start: LottieSampling.value(gradient.start, at: $0), end: LottieSampling.value(gradient.end, at: $0))
            }
            let styles = LottieStyleLayers(timeline: timeline)
            if let a = styles.sampled("startPoint", frames: frames, values: sampled.map { .point($0.start) }) { layer.add(a, forKey: "lottie.startPoint") }
            if let a = styles.sampled("endPoint", frames: frames, values: sampled.map { .point($0.end) }) { layer.add(a, forKey: "lottie.endPoint") }
        }
        if gradient.radial, let h = gradient.highlightLength, h.initial != 0 || !h.keyframes.isEmpty {
            builder.noteFeature("radial gradient highlight (drawn centred, as lottie-ios draws it)")
        }
        return layer
    }

    func fill(_ sources: [LottiePathSource], gradient: LottieGradient, opacity: LottieProperty<Double>, evenOdd: Bool,
              notes builder: inout LottieSceneBuilder) -> Layer {
        let styles = LottieStyleLayers(timeline: timeline)
        let mask = ShapeLayer()
        mask.fillColor = .black
        mask.fillRule = evenOdd ? .evenOdd : .nonZero
        styles.setPath(of: mask, sources, notes: &builder)
        let host = Layer()
        host.mask = mask
        host.addSublayer(gradientLayer(gradient, notes: &builder))
        styles.setOpacity(of: host, opacity, notes: &builder)
        return host
    }

    func stroke(_ sources: [LottiePathSource], gradient: LottieGradient, opacity: LottieProperty<Double>, style: LottieStrokeStyle,
                notes builder: inout LottieSceneBuilder) -> Layer {
        let styles = LottieStyleLayers(timeline: timeline)
        let host = Layer()
        host.mask = LottieStyleLayers.single(styles.strokeShapes(sources, style: style, notes: &builder))
        host.addSublayer(gradientLayer(gradient, notes: &builder))
        styles.setOpacity(of: host, opacity, notes: &builder)
        return host
    }
}
