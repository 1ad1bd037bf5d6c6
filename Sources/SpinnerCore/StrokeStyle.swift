/// How the ends of open stroked subpaths are drawn (CAShapeLayerLineCap).
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    case butt, round, square
}

/// How corners of stroked paths are drawn (CAShapeLayerLineJoin).
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    case miter, round, bevel
}

/// Which points a filled path covers (CAShapeLayerFillRule).
public enum FillRule: String, Hashable, Sendable, CaseIterable {
    case nonZero, evenOdd
}

/// The geometry of a stroke, as CAShapeLayer holds it. A `lineWidth` of 0 is a hairline: one
/// device pixel wide whatever the transform, as Core Graphics draws it.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    /// Lengths of alternating dashes and gaps (`lineDashPattern`); empty for a solid line.
    public var dashPattern: [Double]
    /// How far into the pattern the path starts (`lineDashPhase`).
    public var dashPhase: Double

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
                dashPattern: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
    }
}
