import SpinnerAnimation
import SpinnerCore

/// A shape layer's items as engine layers: each group a layer with the group's transform, each
/// fill or stroke a shape layer drawing the paths of its group listed before it. Items listed
/// first are on top in Lottie, so they are added last.
struct LottieShapeBuilder {
    let timeline: LottieTimeline

    func add(_ items: [LottieShape], to host: Layer, notes builder: inout LottieSceneBuilder) {
        var paths: [LottieShape] = []
        var trim: (start: LottieProperty<Double>, end: LottieProperty<Double>)?
        var drawn: [Layer] = []
        // Paths and trims apply to the styles after them in the list: read in order.
        for item in items {
            switch item {
            case .rectangle, .ellipse, .path:
                paths.append(item)
            case .polystar:
                builder.noteFeature("polystar shapes")
            case .group(_, let children, let transform):
                let group = Layer()
                builder.apply(transform, to: group, timeline: timeline, opacity: true)
                add(children, to: group, notes: &builder)
                drawn.append(group)
            case .fill(let color, let opacity, let evenOdd):
                let layer = shapeLayer(paths, notes: &builder)
                layer.fillColor = Self.color(color.initial, opacity: opacity.initial)
                layer.fillRule = evenOdd ? .evenOdd : .nonZero
                builder.animate(layer, "fillColor", color, timeline) { .color(Self.color($0, opacity: opacity.initial)) }
                if !opacity.keyframes.isEmpty { builder.noteFeature("animated fill opacity (first value used)") }
                drawn.append(layer)
            case .stroke(let color, let opacity, let style):
                let layer = shapeLayer(paths, notes: &builder)
                layer.fillColor = nil
                layer.strokeColor = Self.color(color.initial, opacity: opacity.initial)
                layer.lineWidth = style.width.initial
                layer.lineCap = [LineCap.butt, .round, .square][max(0, min(2, style.lineCap - 1))]
                layer.lineJoin = [LineJoin.miter, .round, .bevel][max(0, min(2, style.lineJoin - 1))]
                layer.miterLimit = style.miterLimit
                if !style.dashes.isEmpty {
                    layer.lineDashPattern = style.dashes.map(\.initial)
                    layer.lineDashPhase = style.dashOffset?.initial ?? 0
                }
                builder.animate(layer, "strokeColor", color, timeline) { .color(Self.color($0, opacity: opacity.initial)) }
                builder.animate(layer, "lineWidth", style.width, timeline) { .number($0) }
                if let trim {
                    layer.strokeStart = trim.start.initial / 100
                    layer.strokeEnd = trim.end.initial / 100
                    builder.animate(layer, "strokeStart", trim.start, timeline) { .number($0 / 100) }
                    builder.animate(layer, "strokeEnd", trim.end, timeline) { .number($0 / 100) }
                }
                drawn.append(layer)
            case .trim(let start, let end, let offset, _):
                trim = (start, end)
                if offset.initial != 0 || !offset.keyframes.isEmpty { builder.noteFeature("trim offset (ignored)") }
            case .gradientFill, .gradientStroke:
                builder.noteFeature("gradient fills and strokes")
            case .repeater:
                builder.noteFeature("repeaters")
            case .roundedCorners:
                builder.noteFeature("rounded corners")
            case .unsupported:
                break
            }
        }
        for layer in drawn.reversed() { host.addSublayer(layer) }
    }

    /// A shape layer of the paths' first values; a lone animated path animates `path`.
    private func shapeLayer(_ paths: [LottieShape], notes builder: inout LottieSceneBuilder) -> ShapeLayer {
        let layer = ShapeLayer()
        var path = Path()
        for shape in paths { Self.append(shape, to: &path) }
        layer.path = path
        if paths.count == 1, case .path(let bezier, _) = paths[0], !bezier.keyframes.isEmpty {
            builder.animate(layer, "path", bezier, timeline) { .path(Self.path($0)) }
        } else if paths.contains(where: Self.isAnimated) {
            builder.noteFeature("animated rectangles, ellipses or several animated paths per style (first values used)")
        }
        return layer
    }

    private static func isAnimated(_ shape: LottieShape) -> Bool {
        switch shape {
        case .rectangle(let p, let s, let r, _): return !p.keyframes.isEmpty || !s.keyframes.isEmpty || !r.keyframes.isEmpty
        case .ellipse(let p, let s, _): return !p.keyframes.isEmpty || !s.keyframes.isEmpty
        case .path(let b, _): return !b.keyframes.isEmpty
        default: return false
        }
    }

    static func append(_ shape: LottieShape, to path: inout Path) {
        switch shape {
        case .rectangle(let p, let s, _, _):
            let c = p.initial, size = s.initial
            path.addRect(Rect(x: c[safe: 0] - size[safe: 0] / 2, y: c[safe: 1] - size[safe: 1] / 2, width: size[safe: 0], height: size[safe: 1]))
        case .ellipse(let p, let s, _):
            let c = p.initial, size = s.initial
            path.addEllipse(in: Rect(x: c[safe: 0] - size[safe: 0] / 2, y: c[safe: 1] - size[safe: 1] / 2, width: size[safe: 0], height: size[safe: 1]))
        case .path(let bezier, _):
            appendBezier(bezier.initial, to: &path)
        default:
            break
        }
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
            path.addCurve(to: to, control1: c1, control2: c2)
        }
        if b.closed { path.closeSubpath() }
    }

    /// Lottie colours are 0...1 RGB(A); the style's opacity (percent) multiplies alpha.
    static func color(_ c: [Double], opacity: Double) -> Color {
        let alpha = (c.count > 3 ? c[3] : 1) * opacity / 100
        return Color(red: c[safe: 0], green: c[safe: 1], blue: c[safe: 2], alpha: max(0, min(1, alpha)))
    }
}
