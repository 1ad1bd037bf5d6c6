import SpinnerCore

/// A group's children drawn over the shadow they cast (CALayer's shadow), into the buffer the
/// group is then clipped, masked and faded in as any group is.
extension Rasterizer {
    /// The children over their shadow, in a buffer over `region`. The casters are drawn over
    /// the pixels whose shadow reaches `region` (`PreparedShadow.sources`), not over `region`
    /// alone: a drawing just off the canvas still casts onto it, and no further drawing can.
    func shadowed(_ children: [RenderNode], _ shadow: PreparedShadow, region: PixelRect) -> PixelBuffer {
        var out = PixelBuffer(width: region.width, height: region.height)
        let source = Rasterizer.pixels(of: shadow.casters, within: shadow.sources(of: region))
        guard !source.isEmpty else { return out }
        var casters = PixelBuffer(width: source.width, height: source.height)
        var untracked: DirtyRows?
        draw(children, into: &casters, region: source, overClear: true, dirty: &untracked)

        let alpha = ShadowBlur(sigma: shadow.sigma, offset: shadow.offset).alpha(of: casters, at: source, over: region)
        let color = [shadow.color.r, shadow.color.g, shadow.color.b, shadow.color.a].map(Double.init)
        out.pixels.withUnsafeMutableBufferPointer { px in
            for i in alpha.indices where alpha[i] > 0 {
                // One rounding from the blurred alpha to each premultiplied channel.
                let f = min(alpha[i], 255) / 255
                for k in 0..<4 { px[i * 4 + k] = UInt8((color[k] * f).rounded()) }
            }
        }

        // The casters over their shadow, where they lie inside the region.
        let x0 = max(source.x, region.x), x1 = min(source.maxX, region.maxX)
        let y0 = max(source.y, region.y), y1 = min(source.maxY, region.maxY)
        guard x0 < x1, y0 < y1 else { return out }
        casters.pixels.withUnsafeBytes { rawSource in
            let s = rawSource.bindMemory(to: UInt32.self)
            out.pixels.withUnsafeMutableBytes { rawOut in
                let d = rawOut.bindMemory(to: UInt32.self)
                for y in y0..<y1 {
                    let sRow = (y - source.y) * source.width - source.x, dRow = (y - region.y) * region.width - region.x
                    for x in x0..<x1 where s[sRow + x] != 0 {
                        d[dRow + x] = SourceOver.over(s[sRow + x], d[dRow + x])
                    }
                }
            }
        }
        return out
    }
}
