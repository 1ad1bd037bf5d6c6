import SpinnerAnimation
import SpinnerCore

/// A shape layer's items as engine layers, with After Effects' scoping: a fill or stroke draws
/// every path listed before it in its group, those of nested groups too (through their
/// transforms); a modifier (trim, rounded corners) changes every path listed before it,
/// nested ones included, whichever style draws them. Each group is a layer with the group's
/// transform and opacity; each style is a layer of its own. Items listed first are on top in
/// Lottie, so they are added last.
struct LottieShapeBuilder {
    let timeline: LottieTimeline

    /// The modifiers reaching each path item, keyed by its index path in the item tree.
    private var modifiers: [[Int]: Modifiers] = [:]

    /// The modifiers listed after a path item in its scope, the innermost of each kind.
    private struct Modifiers {
        var trim: LottiePathSource.Trim?
        var radius: LottieProperty<Double>?
        var puckerBloat: LottieProperty<Double>?
        var offset: LottieOffset?
    }

    init(timeline: LottieTimeline) {
        self.timeline = timeline
    }

    mutating func add(_ items: [LottieShape], to host: Layer, notes builder: inout LottieSceneBuilder) {
        modifiers = [:]
        collectModifiers(items, at: [])
        let drawn = build(items, at: [], notes: &builder).drawn
        for layer in drawn.reversed() { host.addSublayer(layer) }
    }

    /// The path items of `items` (nested too), by index path.
    private func pathItems(_ items: [LottieShape], at path: [Int]) -> [[Int]] {
        var found: [[Int]] = []
        for (i, item) in items.enumerated() {
            switch item {
            case .rectangle, .ellipse, .polystar, .path: found.append(path + [i])
            case .group(_, let children, _): found += pathItems(children, at: path + [i])
            default: break
            }
        }
        return found
    }

    /// Gives each path item the first trim, rounded corners, pucker or bloat and offset listed after it in its scope
    /// (the innermost, which applies first).
    private mutating func collectModifiers(_ items: [LottieShape], at path: [Int]) {
        for (i, item) in items.enumerated() {
            switch item {
            case .group(_, let children, _):
                collectModifiers(children, at: path + [i])
            case .trim(let start, let end, let offset, let individually):
                // A trim keeping the whole path (0 to 100 %, no offset, nothing animated) changes
                // nothing, so a later one is the one that shows (lottie-ios skips it the same way).
                if start == .fixed(0) && end == .fixed(100) && offset == .fixed(0) { continue }
                for key in pathItems(Array(items[..<i]), at: path) {
                    guard modifiers[key]?.trim == nil else {
                        // A further trim trims what the ones before it left.
                        modifiers[key]?.trim?.then.append(.init(start: start, end: end, offset: offset, individually: individually))
                        continue
                    }
                    modifiers[key, default: Modifiers()].trim = .init(start: start, end: end, offset: offset, individually: individually)
                }
            case .roundedCorners(let radius):
                for key in pathItems(Array(items[..<i]), at: path) where modifiers[key]?.radius == nil {
                    modifiers[key, default: Modifiers()].radius = radius
                }
            case .puckerBloat(let amount):
                for key in pathItems(Array(items[..<i]), at: path) where modifiers[key]?.puckerBloat == nil {
                    modifiers[key, default: Modifiers()].puckerBloat = amount
                }
            case .offsetPaths(let offset):
                for key in pathItems(Array(items[..<i]), at: path) where modifiers[key]?.offset == nil {
                    modifiers[key, default: Modifiers()].offset = offset
                }
            default:
                break
            }
        }
    }

    /// The layers drawing `items`, in list order, and the paths they leave for styles further out.
    private func build(_ items: [LottieShape], at path: [Int], notes builder: inout LottieSceneBuilder)
        -> (drawn: [Layer], sources: [LottiePathSource]) {
        var sources: [LottiePathSource] = []
        var drawn: [Layer] = []
        let styles = LottieStyleLayers(timeline: timeline)
        for (i, item) in items.enumerated() {
            if item.isStyleOtherThanFill, sources.contains(where: { $0.offset != nil }) {
                // Only plain fills grow (`LottieStyleLayers.offsetFill`).
                builder.noteFeature("offset paths under strokes and gradients (drawn unoffset)")
            }
            switch item {
            case .rectangle, .ellipse, .path, .polystar:
                let found = modifiers[path + [i]]
                sources.append(LottiePathSource(shape: item, trim: found?.trim, cornerRadius: found?.radius,
                                                puckerBloat: found?.puckerBloat, offset: found?.offset))
            case .group(_, let children, let transform):
                let (inner, innerSources) = build(children, at: path + [i], notes: &builder)
                let group = Layer()
                builder.apply(transform, to: group, timeline: timeline, opacity: true)
                for layer in inner.reversed() { group.addSublayer(layer) }
                drawn.append(group)
                sources += innerSources.map { source in
                    var seen = source
                    seen.transforms.insert(transform, at: 0)
                    return seen
                }
            case .fill(let color, let opacity, let evenOdd):
                drawn.append(styles.fill(sources, color: color, opacity: opacity, evenOdd: evenOdd, notes: &builder))
            case .stroke(let color, let opacity, let style):
                drawn.append(styles.stroke(sources, color: color, opacity: opacity, style: style, notes: &builder))
            case .gradientFill(let gradient, let opacity, let evenOdd):
                drawn.append(LottieGradientMapping(timeline: timeline).fill(sources, gradient: gradient, opacity: opacity,
                                                                            evenOdd: evenOdd, notes: &builder))
            case .gradientStroke(let gradient, let opacity, let style):
                drawn.append(LottieGradientMapping(timeline: timeline).stroke(sources, gradient: gradient, opacity: opacity,
                                                                              style: style, notes: &builder))
            case .repeater(let copies, let offset, let transform, let startOpacity, let endOpacity):
                // The copies repeat everything listed before the repeater, each built anew.
                let repeater = LottieRepeater(copies: copies, offset: offset, transform: transform,
                                              startOpacity: startOpacity, endOpacity: endOpacity)
                var copiesDrawn: [Layer] = []
                for index in repeater.indices(notes: &builder) {
                    let copy = Layer()
                    repeater.place(copy, index: index, timeline: timeline, notes: &builder)
                    for layer in build(Array(items[..<i]), at: path, notes: &builder).drawn.reversed() { copy.addSublayer(layer) }
                    copiesDrawn.append(copy)
                }
                drawn = copiesDrawn
            case .trim, .roundedCorners, .puckerBloat, .offsetPaths, .unsupported:
                break
            }
        }
        return (drawn, sources)
    }

    static func path(_ bezier: LottieBezier) -> Path {
        var path = Path()
        appendBezier(bezier, to: &path)
        return path
    }

    /// Vertices joined by cubics whose controls are the tangents, relative to their vertices.
    static func appendBezier(_ b: LottieBezier, to path: inout Path) {
        guard let first = b.vertices.first else { return }
        func point(_ v: [Double]) -> Point { Point(x: v[safe: 0], y: v[safe: 1]) }
        path.move(to: point(first))
        let n = b.vertices.count
        let segments = b.closed ? n : n - 1
        for i in 0..<max(segments, 0) {
            let j = (i + 1) % n
            let from = point(b.vertices[i]), to = point(b.vertices[j])
            let c1 = Point(x: from.x + b.outTangents[i][safe: 0], y: from.y + b.outTangents[i][safe: 1])
            let c2 = Point(x: to.x + b.inTangents[j][safe: 0], y: to.y + b.inTangents[j][safe: 1])
            // Always a cubic, so that keyframed paths keep one structure to blend between.
            path.addCurve(to: to, control1: c1, control2: c2)
        }
        if b.closed { path.closeSubpath() }
    }

    /// Lottie colours are 0...1 RGB(A).
    static func color(_ c: [Double], opacity: Double = 100) -> Color {
        let alpha = (c.count > 3 ? c[3] : 1) * opacity / 100
        return Color(red: c[safe: 0], green: c[safe: 1], blue: c[safe: 2], alpha: max(0, min(1, alpha)))
    }
}
