import SpinnerCore

/// A timing plot as plain shapes in one coordinate space (pixels, y down): what `PlotSVG` writes
/// as SVG text and `PlotRaster` fills with spinnergen's rasteriser, so the two cannot drift.
public struct PlotPicture: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var background: Color
    /// Back to front.
    public var items: [PlotItem]

    public init(width: Int, height: Int, background: Color, items: [PlotItem]) {
        self.width = width
        self.height = height
        self.background = background
        self.items = items
    }
}

/// Where a label's `at` point sits on its baseline.
public enum PlotTextAnchor: String, Hashable, Sendable {
    case start, middle, end
}

/// One shape of a plot. Titles are what a viewer's tooltip shows (SVG `<title>`).
public indirect enum PlotItem: Hashable, Sendable {
    /// A filled rectangle.
    case rect(Rect, fill: Color, title: String? = nil)
    /// A straight stroke with butt caps, dashed when `dash` is set (on and off lengths).
    case line(from: Point, to: Point, color: Color, width: Double, dash: Double? = nil, title: String? = nil)
    /// Connected points stroked with round joins and caps.
    case polyline([Point], color: Color, width: Double)
    /// One line of text, `at` its baseline.
    case text(String, at: Point, size: Double, color: Color, anchor: PlotTextAnchor = .start, bold: Bool = false)
    /// Items that belong together (a panel), with a title and a description.
    case group(id: String, title: String, description: String, [PlotItem])
}
