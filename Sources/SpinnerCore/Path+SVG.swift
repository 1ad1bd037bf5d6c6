extension Path {
    /// The path that SVG 1.1 path data (the `d` attribute, e.g. "M 0 0 L 10 10 Z") describes,
    /// in SVG's coordinates with y down; see `SVGPathParser` for what is accepted.
    public init(svgData: String) throws(SVGPathError) {
        self = try SVGPathParser.parse(svgData)
    }
}
