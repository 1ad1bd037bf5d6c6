import SpinnerCore
import SpinnerAnimation

/// One drawing of a layer followed through the frames: the k-th fill, stroke or gradient it
/// draws, present at some frames (a stroke trimmed to nothing is absent, and shows with zero
/// opacity there).
struct LottieSlot {
    let key: String
    /// The drawing at each frame, nil where absent.
    let items: [LayerContent?]

    /// The slots of a layer's drawings at every frame, in drawing order.
    static func slots(_ frames: [[LayerContent]]) -> [LottieSlot] {
        var order: [String] = []
        var byKey: [String: [LayerContent?]] = [:]
        for (f, items) in frames.enumerated() {
            var counts: [String: Int] = [:]
            for item in items {
                let kind = kindName(item)
                let key = "\(kind)\(counts[kind, default: 0])"
                counts[kind, default: 0] += 1
                if byKey[key] == nil {
                    order.append(key)
                    byKey[key] = Array(repeating: nil, count: frames.count)
                }
                byKey[key]![f] = item
            }
        }
        return order.map { LottieSlot(key: $0, items: byKey[$0]!) }
    }

    private static func kindName(_ item: LayerContent) -> String {
        let paint: String
        switch item.paint {
        case .solid: paint = "solid"
        case .gradient: paint = "gradient"
        case .image: paint = "image"
        }
        if case .stroke = item.style { return paint + "Stroke" }
        return paint + "Fill"
    }

    /// The image an image slot draws (the first it shows).
    var image: PixelBuffer? {
        for case let item? in items { if case .image(let paint) = item.paint { return paint.image } }
        return nil
    }

    /// An image slot's image pixels to layer coordinates at every frame (the nearest present
    /// frame's where absent).
    var imageTransforms: [SpinnerCore.AffineTransform] {
        var last = AffineTransform.identity
        if let first = items.compactMap({ $0 }).first, case .image(let p) = first.paint { last = p.transform }
        return items.map { item in
            if let item, case .image(let p) = item.paint { last = p.transform }
            return last
        }
    }

    /// The slot as a shape group: its contours, then a trim for a trimmed stroke, then the
    /// paint; nil for what Lottie shapes cannot draw (an image). Under `options` a trim is
    /// applied to the contours instead, or a stroke is the fill of its outline (within
    /// `outlineTolerance`, in the drawing's units); `baked` lists those.
    func group(name: String, tracks: LottieTrack, options: LottieExportOptions, outlineTolerance: Double,
               sampled: inout [String], notes: inout [String], baked: inout LottieBaked) -> LottieGroup? {
        guard let model = items.first(where: { $0 != nil })! else { return nil }
        // Where absent, the drawing keeps its nearest present shape, with zero opacity.
        var filled: [LayerContent] = []
        var last = model
        for item in items {
            if let item { last = item }
            filled.append(last)
        }
        let present = items.map { $0 != nil }
        let label = "\(name).\(key)"
        // Where the drawing is absent its values are not seen, only its zero opacity.
        let unseen = present.map { !$0 }
        func track<V: LottieSampled>(_ values: [V], _ key: String, seenEverywhere: Bool = false) -> LottieProperty<V> {
            let (p, isSampled) = tracks.property(values, free: seenEverywhere ? nil : unseen)
            if isSampled, !sampled.contains("\(name).\(key)") { sampled.append("\(name).\(key)") }
            return p
        }
        if case .image = model.paint {
            let text = "\(name): image contents are not exported"
            if !notes.contains(text) { notes.append(text) }
            return nil
        }
        var it: [LottieShape] = []
        // A dashed stroke is written as its dashes, already trimmed (see LottieDashes).
        let dashed = LottieDashes.dashes(filled)
        // A trimmed stroke's curves in quarters (the same shape): a player that measures each
        // curve by a polyline of its own errs less on short curves. rlottie 0.1's error weighs a
        // segment's direction instead (VLine::length; see docs/lottie-export.md), which no split removes.
        let measured = filled.contains {
            guard case .stroke(_, let s, let e) = $0.style else { return false }
            return s != 0 || e != 1
        }
        let outlined = options.outlineStrokes && LottieStrokeOutline.outlines(filled)
        let bakesTrim = options.bakeTrims && measured && !dashed && !outlined
        if outlined { baked.outlines.append(label) }
        if bakesTrim { baked.trims.append(label) }
        if case .fill(let rule) = model.style, case .solid = model.paint, !outlined,
           let shapes = Self.swappedShapes(filled, present: present, times: tracks.timeline.frames) {
            // Each shape the fill swaps between (a label's text) once, shown while it is drawn.
            let fill = LottieFill(color: track(filled.map { LottieVector(LottieNumber.rgb($0.solidColor)) }, "fillColor"),
                                  opacity: alpha { $0.solidColor.alpha }, fillRule: rule == .evenOdd ? .evenOdd : .nonZero)
            let groups = shapes.enumerated().map { n, shape -> LottieShape in
                let paths = shape.contours.enumerated().map { k, contour in LottieShape.path(LottiePath(name: "path\(k)", bezier: .fixed(contour))) }
                return .group(LottieGroup(name: "contours\(n)", items: paths + [.fill(fill), .transform(LottieShapeTransform(opacity: shape.shown))]))
            }
            return LottieGroup(name: key, items: groups + [.transform(LottieShapeTransform())])
        }
        let contours = outlined ? LottieStrokeOutline.contours(filled, tolerance: outlineTolerance)
            : dashed ? LottieDashes.contours(filled)
            : bakesTrim ? LottieTrimBake.contours(filled)
            : LottieContourSlots.columns(filled.map { item in
                Dictionary(uniqueKeysWithValues: LottieBezier.contours(of: item.path, pieces: measured ? 4 : 1).enumerated().map { ($0, $1) })
            }) { _ in true }.map { column in measured ? column.map(\.onTrimGrid) : column }
        // Every column has one vertex count at every frame (`LottieContourSlots`): lottie-web
        // draws nothing between path keyframes whose counts differ.
        let count = contours.map(\.count).max() ?? 0
        for k in 0..<count {
            let values = contours.map { $0.count > k ? $0[k] : LottieBezier.empty }
            it.append(.path(LottiePath(name: "path\(k)", bezier: track(values, "path"))))
        }
        func alpha(_ a: (LayerContent) -> Double) -> LottieProperty<LottieScalar> {
            track(zip(filled, present).map { LottieScalar($1 ? LottieNumber.percent(a($0)) : 0) }, "opacity", seenEverywhere: true)
        }
        switch model.style {
        case .fill(let rule):
            let r: LottieFillRule = rule == .evenOdd ? .evenOdd : .nonZero
            switch model.paint {
            case .solid:
                it.append(.fill(LottieFill(color: track(filled.map { LottieVector(LottieNumber.rgb($0.solidColor)) }, "fillColor"),
                                           opacity: alpha { $0.solidColor.alpha }, fillRule: r)))
            case .gradient(let g):
                it.append(.gradientFill(gradient(filled, kind: g.kind, opacity: alpha { _ in 1 }, rule: r, track: { track($0, $1) })))
            case .image:
                return nil
            }
        case .stroke where outlined:
            // The outline covers what the stroke does: filled non-zero, as the stroker's polygons are.
            it.append(.fill(LottieFill(color: track(filled.map { LottieVector(LottieNumber.rgb($0.solidColor)) }, "strokeColor"),
                                       opacity: alpha { $0.solidColor.alpha }, fillRule: .nonZero)))
        case .stroke(let style, _, _):
            let trims = filled.map { item -> (Double, Double) in
                if case .stroke(_, let s, let e) = item.style { return (s, e) }
                return (0, 1)
            }
            if !dashed, !bakesTrim, trims.contains(where: { $0 != (0, 1) }) {
                it.append(.trim(LottieTrim(start: track(trims.map { LottieScalar(LottieNumber.percent($0.0)) }, "strokeStart"),
                                           end: track(trims.map { LottieScalar(LottieNumber.percent($0.1)) }, "strokeEnd"), mode: .individually)))
            }
            let styles = filled.map { item -> StrokeStyle in
                if case .stroke(let s, _, _) = item.style { return s }
                return style
            }
            let caps: [LineCap: LottieLineCap] = [.butt: .butt, .round: .round, .square: .square]
            let joins: [LineJoin: LottieLineJoin] = [.miter: .miter, .round: .round, .bevel: .bevel]
            it.append(.stroke(LottieStroke(
                color: track(filled.map { LottieVector(LottieNumber.rgb($0.solidColor)) }, "strokeColor"), opacity: alpha { $0.solidColor.alpha },
                width: track(styles.map { LottieScalar(LottieNumber.point($0.lineWidth)) }, "lineWidth"),
                lineCap: caps[style.lineCap] ?? .butt, lineJoin: joins[style.lineJoin] ?? .miter, miterLimit: style.miterLimit)))
        }
        it.append(.transform(LottieShapeTransform()))
        return LottieGroup(name: key, items: it)
    }

    /// Where a drawing's path jumps between a few shapes, each held over several samples (a
    /// text layer's string changing: `ring --label percent`), the contours it shows and when:
    /// hold keyframes from the first sample showing them (100) to the first that does not (0).
    /// Contours that are in the same shapes (a glyph's outline and its holes at one place: the
    /// tens digit "4" of 40 % to 49 %) are one group, written once; a translucent fill keeps
    /// each shape whole, as separate groups would show where glyphs overlap. As one path with a
    /// keyframe per change, every keyframe padded to the largest string's vertex count, the
    /// label was 263 KB of the ring's 271. Nil for a path that stays put, and for one that
    /// moves (a morph shows a new shape at almost every sample: here each shape must last two
    /// samples on average), which is keyframed.
    static func swappedShapes(_ items: [LayerContent], present: [Bool], times: [Double]) -> [(contours: [LottieBezier], shown: LottieProperty<LottieScalar>)]? {
        // The runs of one shape (nil: absent) over the samples.
        var runs: [(start: Int, shape: Int?)] = []
        var shapes: [Path] = []
        for (k, item) in items.enumerated() {
            var shape: Int?
            if present[k] {
                if let found = shapes.lastIndex(of: item.path) { shape = found } else {
                    shapes.append(item.path)
                    shape = shapes.count - 1
                }
            }
            if runs.last.map({ $0.shape != shape }) ?? true { runs.append((k, shape)) }
        }
        guard shapes.count > 1, shapes.count <= maximumSwappedShapes,
              2 * shapes.count <= present.filter({ $0 }).count else { return nil }
        // Each group of contours, and the shapes that show it.
        var groups: [(contours: [LottieBezier], shapes: [Int])] = []
        if items.allSatisfy({ ($0.solidColor.alpha) >= 1 }) {
            var shapesOf: [LottieBezier: [Int]] = [:], order: [LottieBezier] = []
            for (n, path) in shapes.enumerated() {
                for contour in LottieBezier.contours(of: path).map(\.rounded) where shapesOf[contour]?.last != n {
                    if shapesOf[contour] == nil { order.append(contour) }
                    shapesOf[contour, default: []].append(n)
                }
            }
            var index: [[Int]: Int] = [:]
            for contour in order {
                let key = shapesOf[contour]!
                if let g = index[key] { groups[g].contours.append(contour) } else {
                    index[key] = groups.count
                    groups.append(([contour], key))
                }
            }
        } else {
            groups = shapes.enumerated().map { (LottieBezier.contours(of: $1).map(\.rounded), [$0]) }
        }
        return groups.map { group in
            let shows = Set(group.shapes)
            var keyframes: [LottieKeyframe<LottieScalar>] = []
            for run in runs {
                let v: LottieScalar = run.shape.map(shows.contains) ?? false ? 100 : 0
                if keyframes.last?.startValue != v { keyframes.append(LottieKeyframe(time: times[run.start], startValue: v, hold: true)) }
            }
            // The last keyframe carries only its time and value.
            if keyframes[keyframes.count - 1].time < times[times.count - 1] {
                keyframes.append(LottieKeyframe(time: times[times.count - 1], startValue: keyframes[keyframes.count - 1].startValue))
            }
            return (group.contours, .animated(keyframes))
        }
    }

    /// Above this many shapes a drawing's path is written as one path's keyframes.
    static let maximumSwappedShapes = 256

    /// A gradient fill: its end points and stops at every frame (the stop count of the first).
    private func gradient(_ items: [LayerContent], kind: GradientKind, opacity: LottieProperty<LottieScalar>, rule: LottieFillRule,
                          track: ([LottieVector], String) -> LottieProperty<LottieVector>) -> LottieGradientFill {
        let gradients = items.map { item -> Gradient in
            if case .gradient(let g) = item.paint { return g }
            return Gradient(colors: [.clear], startPoint: .zero, endPoint: .zero)
        }
        let count = gradients[0].colors.count
        let stops: [LottieVector] = gradients.map { g in
            let n = g.colors.count
            let offsets = (0..<count).map { k -> Double in
                let kk = min(k, n - 1)
                if let l = g.locations, l.count == n { return l[kk] }
                return n > 1 ? Double(kk) / Double(n - 1) : 0
            }
            let colors = (0..<count).map { g.colors[min($0, n - 1)] }
            var k: [Double] = []
            for (o, c) in zip(offsets, colors) { k += [LottieNumber.round(o, 1e6)] + LottieNumber.rgb(c) }
            for (o, c) in zip(offsets, colors) { k += [LottieNumber.round(o, 1e6), LottieNumber.round(c.alpha, 1e6)] }
            return LottieVector(k)
        }
        func point(_ p: Point) -> LottieVector { [LottieNumber.point(p.x), LottieNumber.point(p.y)] }
        return LottieGradientFill(type: kind == .radial ? .radial : .linear, start: track(gradients.map { point($0.startPoint) }, "startPoint"),
                                  end: track(gradients.map { point($0.endPoint) }, "endPoint"),
                                  stops: LottieGradientStops(colorCount: count, values: track(stops, "colors")), opacity: opacity, fillRule: rule)
    }
}

extension LayerContent {
    /// The colour of a solid paint (clear for others).
    var solidColor: Color {
        if case .solid(let c) = paint { return c }
        return .clear
    }
}

extension LottieBezier {
    /// Every coordinate on the 1/1000 step lottie-web rounds a trimmed piece to
    /// (`bez.getNewSegment`): a trim that ends just past a vertex leaves a piece a hair long,
    /// which starts at the vertex rounded; a vertex off that step made a kink there, whose
    /// miter join stuck out 7 degrees along the `web` arc at frame 193 (IoU 0.840). On the
    /// step, the piece starts where the curve before it ends.
    var onTrimGrid: LottieBezier {
        var b = self
        func grid(_ p: [Double]) -> [Double] { p.map { LottieNumber.round($0, 1e3) } }
        b.vertices = vertices.map(grid)
        b.inTangents = inTangents.map(grid)
        b.outTangents = outTangents.map(grid)
        return b
    }

    /// Every coordinate on the export's fixed step.
    var rounded: LottieBezier {
        var b = self
        b.vertices = vertices.map { $0.map(LottieNumber.point) }
        b.inTangents = inTangents.map { $0.map(LottieNumber.point) }
        b.outTangents = outTangents.map { $0.map(LottieNumber.point) }
        return b
    }
}
