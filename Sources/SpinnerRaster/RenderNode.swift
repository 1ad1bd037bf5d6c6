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
    /// The mask multiplies by its luminance, not its alpha (`DisplayGroup.masksByLuminance`).
    var masksByLuminance = false
    /// The children's bounds (and their shadow's) intersected with the clip's and the mask's.
    var bounds: Rect
    /// The shadow the children cast beneath them, or nil.
    var shadow: PreparedShadow? = nil
    /// How the group's pixels combine with the parent's (see `SourceOver.blended`).
    var blendMode: BlendMode = .normal

    /// Opacity 1 with neither clip, mask nor shadow: source-over is associative, so drawing the
    /// children straight onto the parent gives the same image (up to one rounding per step)
    /// without a buffer.
    /// A blend mode needs the group's own pixels: it blends them as one with the parent's.
    var isPassThrough: Bool { opacity == 255 && clip == nil && mask == nil && shadow == nil && blendMode == .normal }

    /// The clip's device rectangle when the group is opaque, unmasked and shadowless and its
    /// clip an axis-aligned rectangle (a composition's bounds, a square layer's): such a group
    /// passes through wherever the clip covers pixels wholly (see `Rasterizer.drawScissored`).
    var scissor: CoverageMask.Box? {
        guard opacity == 255, mask == nil, shadow == nil, blendMode == .normal, let clip else { return nil }
        return CoverageMask.box(clip.polygons, origin: .zero)
    }
}

/// A group's shadow in device pixels: its premultiplied colour, its offset, its Gaussian, and
/// the bounds of the children that cast it (which may lie outside the group's own buffer).
struct PreparedShadow {
    var color: PremultipliedRGBA8
    var offset: Point
    var sigma: Double
    var casters: Rect

    /// The widest blur drawn, in device pixels: a larger sigma is drawn as this one, so that a
    /// shadow's buffers and passes stay bounded (6 sigmas of kernel, the canvas plus 3 sigmas
    /// each side of casters) whatever a file asks for.
    static let maxSigma = 256.0

    /// Nil when the shadow shows nothing (a clear colour) or is not finite.
    init?(_ shadow: DisplayShadow, casters: Rect) {
        guard shadow.offset.x.isFinite, shadow.offset.y.isFinite, shadow.sigma.isFinite, shadow.sigma >= 0,
              shadow.offset.x.magnitude < 1e9, shadow.offset.y.magnitude < 1e9 else { return nil }
        color = PremultipliedRGBA8(shadow.color)
        guard color.a != 0 else { return nil }
        offset = shadow.offset
        sigma = min(shadow.sigma, Self.maxSigma)
        self.casters = casters
    }

    /// The device pixels whose casters can reach `region`: the region moved back by the offset
    /// and widened by the blur (three sigmas and a pixel).
    func sources(of region: PixelRect) -> PixelRect {
        let blur = Int((3 * sigma).rounded(.up)) + 1
        return PixelRect(x: region.x - Int(offset.x.rounded(.up)) - blur, y: region.y - Int(offset.y.rounded(.up)) - blur,
                         width: region.width + 2 * blur + 1, height: region.height + 2 * blur + 1)
    }

    /// Whole device pixels the shadow may touch.
    var bounds: Rect {
        let blur = (3 * sigma).rounded(.up) + 1
        let moved = Rect(x: casters.minX + offset.x, y: casters.minY + offset.y, width: casters.width, height: casters.height)
        return Rasterizer.roundedOut(moved.insetBy(dx: -blur, dy: -blur))
    }
}
