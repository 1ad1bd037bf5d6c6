import SpinnerCore

/// An opaque group clipped to an axis-aligned rectangle (a Lottie composition's or
/// precomposition's bounds, most often) without a buffer the size of its contents.
///
/// Where the rectangle covers pixels wholly the clip's coverage is 1, and an opaque group
/// composited at coverage 1 is its children drawn straight onto the parent (source-over is
/// associative, up to one rounding per step, as for a pass-through group). Only the band of
/// pixels its edges cut, at most one pixel wide on each side, needs the group's own pixels and
/// the clip's coverage:
///
///     +---------------------------+   r: the group's bounds, whole pixels
///     |          top band         |
///     +----+---------------+------+
///     |left|   interior    |right |   interior: children drawn straight onto the parent
///     |band| (coverage 1)  | band |   bands: the group's own pixels, composited through the clip
///     +----+---------------+------+
///     |        bottom band        |
///     +---------------------------+
///
/// The children are drawn once, over all of r. The parent's band pixels are set aside and
/// cleared first, so what the children leave there is exactly what they would leave in a
/// buffer of the group's own (both start clear); those pixels are then taken out, the parent's
/// put back, and the group's composited over them through the clip. A rectangle on whole
/// pixels has no band: it is a scissor.
extension Rasterizer {
    func drawScissored(_ group: PreparedGroup, box: CoverageMask.Box,
                       into buffer: inout PixelBuffer, region: PixelRect, bounds r: PixelRect, overClear: Bool,
                       dirty: inout DirtyRows?) {
        // The pixels wholly inside the rectangle, within r (clamped in floating point first, so
        // that huge coordinates never reach integer conversion).
        func inside(_ v: Double, _ lo: Int, _ hi: Int, up: Bool) -> Int {
            Int(min(max(up ? v.rounded(.up) : v.rounded(.down), Double(lo)), Double(hi)))
        }
        let x0 = inside(box.minX, r.x, r.maxX, up: true), x1 = inside(box.maxX, r.x, r.maxX, up: false)
        let y0 = inside(box.minY, r.y, r.maxY, up: true), y1 = inside(box.maxY, r.y, r.maxY, up: false)
        guard x0 < x1, y0 < y1, let clip = group.clip else {
            return drawBuffered(group, into: &buffer, region: region, bounds: r, overClear: overClear, dirty: &dirty)
        }
        let bands = [
            PixelRect(x: r.x, y: r.y, width: r.width, height: y0 - r.y),
            PixelRect(x: r.x, y: y1, width: r.width, height: r.maxY - y1),
            PixelRect(x: r.x, y: y0, width: x0 - r.x, height: y1 - y0),
            PixelRect(x: x1, y: y0, width: r.maxX - x1, height: y1 - y0),
        ].filter { !$0.isEmpty }
        // The parent's pixels under the bands, set aside (and cleared when not clear already).
        let parent = overClear ? [] : bands.map { Self.take($0, from: &buffer, region: region) }
        draw(group.children, into: &buffer, region: region, within: r, overClear: overClear, dirty: &dirty)
        for (k, band) in bands.enumerated() {
            let layer = PixelBuffer(width: band.width, height: band.height, pixels: Self.take(band, from: &buffer, region: region))
            if !overClear { Self.put(parent[k], into: band, of: &buffer, region: region) }
            var coverage = CoverageMask(width: band.width, height: band.height)
            coverage.fill(clip.polygons, origin: Point(x: Double(band.x), y: Double(band.y)), rule: clip.rule)
            let origin = (x: band.x - region.x, y: band.y - region.y)
            SourceOver.composite(layer: layer, clip: coverage, opacity: group.opacity, origin: origin, into: &buffer)
            dirty?.mark(PixelRect(x: origin.x, y: origin.y, width: band.width, height: band.height))
        }
    }

    /// The bytes of `rect` (device pixels inside `region`), row by row, left clear behind.
    static func take(_ rect: PixelRect, from buffer: inout PixelBuffer, region: PixelRect) -> [UInt8] {
        let rowBytes = rect.width * 4
        var out = [UInt8](repeating: 0, count: rowBytes * rect.height)
        buffer.pixels.withUnsafeMutableBytes { px in
            out.withUnsafeMutableBytes { o in
                for row in 0..<rect.height {
                    let at = ((rect.y - region.y + row) * buffer.width + rect.x - region.x) * 4
                    o.baseAddress!.advanced(by: row * rowBytes).copyMemory(from: px.baseAddress!.advanced(by: at), byteCount: rowBytes)
                    px.baseAddress!.advanced(by: at).initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes)
                }
            }
        }
        return out
    }

    /// Writes `bytes` (as `take` gave them) back over `rect`.
    static func put(_ bytes: [UInt8], into rect: PixelRect, of buffer: inout PixelBuffer, region: PixelRect) {
        let rowBytes = rect.width * 4
        buffer.pixels.withUnsafeMutableBytes { px in
            bytes.withUnsafeBytes { b in
                for row in 0..<rect.height {
                    let at = ((rect.y - region.y + row) * buffer.width + rect.x - region.x) * 4
                    px.baseAddress!.advanced(by: at).copyMemory(from: b.baseAddress!.advanced(by: row * rowBytes), byteCount: rowBytes)
                }
            }
        }
    }
}
