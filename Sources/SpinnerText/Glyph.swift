import SpinnerCore

/// One glyph's outline and metrics in font units, y down, origin on the baseline at the pen
/// position: scaling by size / unitsPerEm is all that is left to place it.
struct Glyph: Sendable {
    /// Closed contours, as FreeType decomposes them (TrueType: lines and quadratics; CFF: cubics).
    var elements: [PathElement]
    /// The horizontal advance (hmtx / CFF width).
    var advance: Double
    /// The tight bounds of the outline (extrema of the curves, not their control points), or nil
    /// when the glyph draws nothing.
    var inkBounds: Rect?

    /// What a glyph FreeType cannot load turns into: it draws nothing and takes no room.
    static let empty = Glyph(elements: [], advance: 0, inkBounds: nil)

    /// The outline's lines and curves (moves and closes are not segments).
    var segments: Int {
        elements.reduce(0) { n, e in
            switch e {
            case .move, .closeSubpath: n
            case .line, .quadCurve, .cubicCurve: n + 1
            }
        }
    }
}
