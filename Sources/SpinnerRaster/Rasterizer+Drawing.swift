import SpinnerCore

/// Walking the `RenderNode` tree into buffers. Every buffer covers a `region` of device pixels
/// (the canvas, or a group's bounds); nodes draw only where their bounds meet `within` (the
/// region, or a group's bounds drawn straight into its parent's buffer). Drawing into the
/// canvas itself marks the pixels it writes in `dirty` (nil for a group's own buffers).
/// `overClear` says every pixel of `within` is still transparent zero (nothing drawn there yet).
extension Rasterizer {
    func draw(_ node: RenderNode, into buffer: inout PixelBuffer, region: PixelRect, within: PixelRect? = nil,
              overClear: Bool = false, dirty: inout DirtyRows?) {
        switch node {
        case .item(let item): draw(item, into: &buffer, region: region, within: within ?? region, dirty: &dirty)
        case .group(let group):
            draw(group, into: &buffer, region: region, within: within ?? region, overClear: overClear, dirty: &dirty)
        }
    }

    /// Draws `nodes` in order, the first over a clear area when `overClear` (the rest over what
    /// the first drew).
    func draw(_ nodes: [RenderNode], into buffer: inout PixelBuffer, region: PixelRect, within: PixelRect? = nil,
              overClear: Bool, dirty: inout DirtyRows?) {
        for (i, node) in nodes.enumerated() {
            draw(node, into: &buffer, region: region, within: within, overClear: overClear && i == 0, dirty: &dirty)
        }
    }

    func draw(_ item: PreparedItem, into buffer: inout PixelBuffer, region: PixelRect, within: PixelRect, dirty: inout DirtyRows?) {
        let r = Rasterizer.pixels(of: item.bounds, within: within)
        guard !r.isEmpty else { return }
        var mask = CoverageMask(width: r.width, height: r.height)
        mask.fill(item.polygons, origin: Point(x: Double(r.x), y: Double(r.y)), rule: item.rule)
        let origin = (x: r.x - region.x, y: r.y - region.y)
        switch item.source {
        case .solid(let color):
            SourceOver.composite(mask, color: color, origin: origin, into: &buffer, dirty: &dirty)
        case .gradient(let shader):
            SourceOver.composite(mask, shader: shader, device: (r.x, r.y), origin: origin, into: &buffer, dirty: &dirty)
        case .image(let shader):
            SourceOver.composite(mask, shader: shader, device: (r.x, r.y), origin: origin, into: &buffer, dirty: &dirty)
        case .projectedGradient(let shader):
            SourceOver.composite(mask, shader: shader, device: (r.x, r.y), origin: origin, into: &buffer, dirty: &dirty)
        case .projectedImage(let shader):
            SourceOver.composite(mask, shader: shader, device: (r.x, r.y), origin: origin, into: &buffer, dirty: &dirty)
        }
    }

    /// Renders the children into a transparent buffer over the group's bounds (within the
    /// parent's region), multiplies it by the clip's coverage and the mask's alpha, and
    /// composites it with the group's opacity (see `SourceOver.composite(layer:...)`).
    /// Over a clear area, a group without a mask is drawn straight into `buffer` and then
    /// scaled by its clip and opacity (`drawOverClear`): the same bytes without its own buffer.
    func draw(_ group: PreparedGroup, into buffer: inout PixelBuffer, region: PixelRect, within: PixelRect,
              overClear: Bool, dirty: inout DirtyRows?) {
        if group.isPassThrough {
            draw(group.children, into: &buffer, region: region, within: within, overClear: overClear, dirty: &dirty)
            return
        }
        let r = Rasterizer.pixels(of: group.bounds, within: within)
        guard !r.isEmpty else { return }
        if let box = group.scissor {
            return drawScissored(group, box: box, into: &buffer, region: region, bounds: r, overClear: overClear, dirty: &dirty)
        }
        drawBuffered(group, into: &buffer, region: region, bounds: r, overClear: overClear, dirty: &dirty)
    }

    /// The group through a buffer of its own over `r` (its bounds within the parent's region).
    func drawBuffered(_ group: PreparedGroup, into buffer: inout PixelBuffer, region: PixelRect, bounds r: PixelRect,
                      overClear: Bool, dirty: inout DirtyRows?) {
        // A shadow is drawn beneath the children in the group's own buffer, so such a group
        // keeps it.
        if overClear && group.mask == nil && group.shadow == nil {
            return drawOverClear(group, into: &buffer, region: region, bounds: r, dirty: &dirty)
        }
        var untracked: DirtyRows?
        var layer: PixelBuffer
        if let shadow = group.shadow {
            layer = shadowed(group.children, shadow, region: r)
        } else {
            layer = PixelBuffer(width: r.width, height: r.height)
            draw(group.children, into: &layer, region: r, overClear: true, dirty: &untracked)
        }
        let origin = (x: r.x - region.x, y: r.y - region.y)
        var factors: [UInt8]?
        if let clip = group.clip {
            var coverage = CoverageMask(width: r.width, height: r.height)
            coverage.fill(clip.polygons, origin: Point(x: Double(r.x), y: Double(r.y)), rule: clip.rule)
            guard group.mask != nil || group.blendMode != .normal else {
                // Clipped only (a Lottie composition's or precomposition's bounds): through the
                // clip's runs, without a factor per pixel.
                SourceOver.composite(layer: layer, clip: coverage, opacity: group.opacity, origin: origin, into: &buffer)
                dirty?.mark(PixelRect(x: origin.x, y: origin.y, width: r.width, height: r.height))
                return
            }
            factors = coverage.coverage8()
        }
        if let maskNodes = group.mask {
            var mask = PixelBuffer(width: r.width, height: r.height)
            for node in maskNodes { draw(node, into: &mask, region: r, dirty: &untracked) }
            var f = factors ?? [UInt8](repeating: 255, count: r.width * r.height)
            let inverts = group.invertsMask, byLuminance = group.masksByLuminance
            mask.pixels.withUnsafeBufferPointer { m in
                for i in f.indices where f[i] != 0 {
                    let alpha = byLuminance ? Self.luminance(m[i * 4], m[i * 4 + 1], m[i * 4 + 2]) : UInt32(m[i * 4 + 3])
                    f[i] = UInt8(SourceOver.div255(UInt32(f[i]) * (inverts ? 255 - alpha : alpha)))
                }
            }
            factors = f
        }
        SourceOver.composite(layer: layer, factors: factors, opacity: group.opacity, mode: group.blendMode, origin: origin,
                             into: &buffer)
        // The group's whole rect (a group is rare in a spinner; its pixels are not worth tracing).
        dirty?.mark(PixelRect(x: origin.x, y: origin.y, width: r.width, height: r.height))
    }

    /// A luma matte's factor for one premultiplied pixel: round(0.299 R + 0.587 G + 0.114 B),
    /// in integers (299 + 587 + 114 = 1000), at most 255 since each channel is at most alpha.
    static func luminance(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
        (299 * UInt32(r) + 587 * UInt32(g) + 114 * UInt32(b) + 500) / 1000
    }

    /// The whole pixels of `bounds` (device pixels, rounded out) inside `region`.
    static func pixels(of bounds: Rect, within region: PixelRect) -> PixelRect {
        // Clamp in floating point first: huge coordinates must not reach integer conversion.
        let x0 = max(bounds.minX, Double(region.x)), y0 = max(bounds.minY, Double(region.y))
        let x1 = min(bounds.maxX, Double(region.maxX)), y1 = min(bounds.maxY, Double(region.maxY))
        guard x0 < x1, y0 < y1 else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        // x0...y1 lie inside the region already, so rounding out stays inside it too; done
        // here rather than by `PixelRect(covering:)`, which clamps at 0, so that a region left
        // of or above the canvas (a shadow's casters) is cut correctly.
        let ix0 = Int(x0.rounded(.down)), iy0 = Int(y0.rounded(.down))
        let ix1 = Int(x1.rounded(.up)), iy1 = Int(y1.rounded(.up))
        return PixelRect(x: ix0, y: iy0, width: ix1 - ix0, height: iy1 - iy0)
    }
}
