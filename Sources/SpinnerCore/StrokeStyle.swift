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

/// The geometry of a stroke, as CAShapeLayer holds it.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }
}
