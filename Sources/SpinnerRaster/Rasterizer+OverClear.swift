import SpinnerCore

/// A group drawn over a clear area without a buffer of its own. Drawn the usual way, its
/// children go into a transparent buffer over its bounds, which is then composited with the
/// factor `f = div255(c · opacity)` (`c` the clip's coverage, 255 without one). Over a clear
/// pixel that composite is `blend(s, f, 0) = scaled(s, f)`, and drawing the children into the
/// clear parent touches each pixel exactly as drawing them into the clear buffer does. So
/// drawing them straight into the parent (within the group's bounds) and then scaling every
/// pixel by its factor gives the same bytes, without allocating, zeroing and compositing the
/// buffer: a Lottie composition's root layer, which masks to its bounds, is such a group.
extension Rasterizer {
    func drawOverClear(_ group: PreparedGroup, into buffer: inout PixelBuffer, region: PixelRect, bounds r: PixelRect,
                       dirty: inout DirtyRows?) {
        draw(group.children, into: &buffer, region: region, within: r, overClear: true, dirty: &dirty)
        let origin = (x: r.x - region.x, y: r.y - region.y)
        guard let clip = group.clip else {
            SourceOver.scale(buffer: &buffer, in: PixelRect(x: origin.x, y: origin.y, width: r.width, height: r.height),
                             by: group.opacity)
            return
        }
        var coverage = CoverageMask(width: r.width, height: r.height)
        coverage.fill(clip.polygons, origin: Point(x: Double(r.x), y: Double(r.y)), rule: clip.rule)
        SourceOver.scale(buffer: &buffer, through: coverage, opacity: group.opacity, origin: origin)
    }
}

extension SourceOver {
    /// Scales every pixel of `rect` by `f` (`scaled`); 255 leaves them as they are.
    static func scale(buffer: inout PixelBuffer, in rect: PixelRect, by f: UInt32) {
        guard f != 255 else { return }
        let w = buffer.width
        buffer.pixels.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            for row in rect.y..<rect.maxY {
                for i in (row * w + rect.x)..<(row * w + rect.maxX) where px[i] != 0 { px[i] = scaled(px[i], by: f) }
            }
        }
    }

    /// Scales every pixel of the mask's region (its cell (0, 0) on pixel `origin`) by
    /// `f = div255(c · opacity)`, `c` its coverage: pixels outside every run (coverage 0)
    /// become clear, pixels of a run whose factor is 255 stay as they are.
    static func scale(buffer: inout PixelBuffer, through clip: CoverageMask, opacity: UInt32, origin: (x: Int, y: Int)) {
        let w = buffer.width, width = clip.width
        buffer.pixels.withUnsafeMutableBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            // Clears pixels `from..<to` of the region's row `row`.
            func clear(_ row: Int, _ from: Int, _ to: Int) {
                guard from < to else { return }
                let base = (origin.y + row) * w + origin.x
                UnsafeMutableBufferPointer(rebasing: px[(base + from)..<(base + to)]).update(repeating: 0)
            }
            // The row and column up to which the region is already done.
            var row = 0, x = 0
            clip.forEachRun { x0, x1, runRow, c in
                while row < runRow { clear(row, x, width); row += 1; x = 0 }
                clear(row, x, x0)
                x = x1
                let f = div255(c * opacity)
                guard f != 255 else { return }
                let base = (origin.y + row) * w + origin.x
                for i in (base + x0)..<(base + x1) where px[i] != 0 { px[i] = scaled(px[i], by: f) }
            }
            while row < clip.height { clear(row, x, width); row += 1; x = 0 }
        }
    }
}
