import SpinnerCore

/// An opaque group clipped to an axis-aligned rectangle (a Lottie composition's or
/// precomposition's bounds, most often) without a buffer the size of its contents.
///
/// Where the rectangle covers pixels wholly the clip's coverage is 1, and an opaque group
/// composited at coverage 1 is its children drawn straight onto the parent (source-over is
/// associative, up to one rounding per step, as for a pass-through group). Only the band of
/// pixels its edges cut, at most one pixel wide on each side, needs the buffer and the
/// coverage; there the group is drawn as before, within that band alone:
///
///     +---------------------------+   r: the group's bounds, whole pixels
///     |          top band         |
///     +----+---------------+------+
///     |left|   interior    |right |   interior: children drawn straight onto the parent
///     |band| (coverage 1)  | band |   bands: buffered and composited through the clip
///     +----+---------------+------+
///     |        bottom band        |
///     +---------------------------+
///
/// A rectangle on whole pixels has no bands: it is a scissor.
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
        guard x0 < x1, y0 < y1 else {
            return drawBuffered(group, into: &buffer, region: region, bounds: r, overClear: overClear, dirty: &dirty)
        }
        let interior = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        draw(group.children, into: &buffer, region: region, within: interior, overClear: overClear, dirty: &dirty)
        let bands = [
            PixelRect(x: r.x, y: r.y, width: r.width, height: y0 - r.y),
            PixelRect(x: r.x, y: y1, width: r.width, height: r.maxY - y1),
            PixelRect(x: r.x, y: y0, width: x0 - r.x, height: y1 - y0),
            PixelRect(x: x1, y: y0, width: r.maxX - x1, height: y1 - y0),
        ]
        for band in bands where !band.isEmpty {
            drawBuffered(group, into: &buffer, region: region, bounds: band, overClear: overClear, dirty: &dirty)
        }
    }
}
