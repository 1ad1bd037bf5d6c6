extension Path {
    /// The path that SVG 1.1 path data (the `d` attribute, e.g. "M 0 0 L 10 10 Z") describes,
    /// in SVG's coordinates with y down; see `SVGPathParser` for what is accepted.
    public init(svgData: String) throws(SVGPathError) {
        self = try SVGPathParser.parse(svgData)
    }
}

extension Path {
    /// The path as absolute SVG path data (M, L, Q, C, Z), every coordinate written in the
    /// shortest form that reads back as the same Double, so `Path(svgData:)` of it is this path.
    public var svgData: String {
        func n(_ v: Double) -> String { DecimalText.shortest(v) }
        return elements.map { e -> String in
            switch e {
            case .move(let to): return "M \(n(to.x)) \(n(to.y))"
            case .line(let to): return "L \(n(to.x)) \(n(to.y))"
            case .quadCurve(let to, let c): return "Q \(n(c.x)) \(n(c.y)) \(n(to.x)) \(n(to.y))"
            case .cubicCurve(let to, let c1, let c2): return "C \(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(to.x)) \(n(to.y))"
            case .closeSubpath: return "Z"
            }
        }.joined(separator: " ")
    }
}
