import SpinnerCore

/// A display command made ready to draw: outlines flattened to device polygons once, paints
/// turned into shaders, device bounds known bottom-up, and whatever cannot be seen already
/// dropped. `Rasterizer` builds this tree from a `DisplayList` and then walks it.
indirect enum RenderNode {
    case item(PreparedItem)
    case group(PreparedGroup)

    /// Whole device pixels the node may touch, not clipped to any canvas.
    var bounds: Rect {
        switch self {
        case .item(let i): return i.bounds
        case .group(let g): return g.bounds
        }
    }

    /// The union of the nodes' bounds.
    static func bounds(of nodes: [RenderNode]) -> Rect {
        nodes.reduce(Rect.zero) { $0.union($1.bounds) }
    }
}

/// What a drawing's covered pixels are painted with.
enum PaintSource {
    /// The fast path: one premultiplied colour, opacity folded in.
    case solid(PremultipliedRGBA8)
    case gradient(GradientShader)
    case image(ImageShader)
    /// A gradient or an image on a layer seen through a projection (`ProjectiveShader`).
    case projectedGradient(ProjectiveShader<GradientShader>)
    case projectedImage(ProjectiveShader<ImageShader>)

    /// A solid colour with the drawing's opacity (in 0...1) folded in; nil when nothing of it shows.
    @inline(__always)
    init?(solid color: Color, opacity: Double) {
        let p = PremultipliedRGBA8(color.multipliedAlpha(opacity))
        guard p.a != 0 else { return nil }
        self = .solid(p)
    }
}

/// One drawing in device space.
struct PreparedItem {
    var polygons: [[Point]]
    var rule: FillRule
    var source: PaintSource
    var bounds: Rect
}

/// A group that really needs its own buffer, or (`isPassThrough`) one that composites exactly
/// like its children drawn directly.
struct PreparedGroup {
    var children: [RenderNode]
    /// round(opacity · 255), 1...255.
    var opacity: UInt32
    /// The clip in device polygons, resolved by its fill rule.
    var clip: (polygons: [[Point]], rule: FillRule)?
    var mask: [RenderNode]?
    /// The mask multiplies by one minus its alpha.
    var invertsMask = false
    /// The children's bounds intersected with the clip's and the mask's.
    var bounds: Rect

    /// Opacity 1 with neither clip nor mask: source-over is associative, so drawing the
    /// children straight onto the parent gives the same image (up to one rounding per step)
    /// without a buffer.
    var isPassThrough: Bool { opacity == 255 && clip == nil && mask == nil }
}
