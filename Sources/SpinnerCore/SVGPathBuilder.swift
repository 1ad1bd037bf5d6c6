/// The drawing side of SVG path data: turns one command's argument set into `Path` elements,
/// keeping what SVG's commands depend on besides their own numbers: the current point, the
/// start of the subpath (for Z and for what follows it) and the previous curve's last control
/// point (for the reflections of S and T).
struct SVGPathBuilder {
    private(set) var path = Path()
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The second control point of the previous command when it was C, c, S or s.
    private var lastCubicControl: Point? = nil
    /// The control point of the previous command when it was Q, q, T or t.
    private var lastQuadControl: Point? = nil
    let maximumSegments: Int

    init(maximumSegments: Int) { self.maximumSegments = maximumSegments }

    /// Draws one argument set of `command` (`values` holds exactly its parameters, flags as 0
    /// or 1). `offset` is where the set starts, for errors. `implicit` marks a set that repeats
    /// the previous command without its letter; after a moveto such sets are linetos.
    mutating func apply(_ command: SVGPathCommand, _ values: [Double], implicit: Bool, offset: Int) throws(SVGPathError) {
        func point(_ x: Double, _ y: Double) -> Point {
            command.isRelative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
        }
        var cubicControl: Point? = nil, quadControl: Point? = nil
        var elements: [PathElement] = []
        switch command.kind {
        case .move:
            let p = point(values[0], values[1])
            elements = [implicit ? .line(to: p) : .move(to: p)]
        case .line:
            elements = [.line(to: point(values[0], values[1]))]
        case .horizontal:
            elements = [.line(to: Point(x: command.isRelative ? current.x + values[0] : values[0], y: current.y))]
        case .vertical:
            elements = [.line(to: Point(x: current.x, y: command.isRelative ? current.y + values[0] : values[0]))]
        case .cubic:
            let c1 = point(values[0], values[1]), c2 = point(values[2], values[3])
            elements = [.cubicCurve(to: point(values[4], values[5]), control1: c1, control2: c2)]
            cubicControl = c2
        case .smoothCubic:
            // The first control point mirrors the previous cubic's second one through the
            // current point; with no cubic just before, it is the current point itself.
            let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
            let c2 = point(values[0], values[1])
            elements = [.cubicCurve(to: point(values[2], values[3]), control1: c1, control2: c2)]
            cubicControl = c2
        case .quad:
            let c = point(values[0], values[1])
            elements = [.quadCurve(to: point(values[2], values[3]), control: c)]
            quadControl = c
        case .smoothQuad:
            let c = lastQuadControl.map { current * 2 - $0 } ?? current
            elements = [.quadCurve(to: point(values[0], values[1]), control: c)]
            quadControl = c
        case .arc:
            let arc = SVGArc(
                from: current, to: point(values[5], values[6]), radiusX: values[0], radiusY: values[1],
                rotation: values[2], largeArc: values[3] != 0, sweep: values[4] != 0)
            // Empty when the endpoints coincide: SVG omits such an arc, and the current point
            // is already its end.
            elements = arc.elements
        case .close:
            elements = [.closeSubpath]
        }
        for e in elements { try append(e, offset: offset) }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    private mutating func append(_ element: PathElement, offset: Int) throws(SVGPathError) {
        guard path.elements.count < maximumSegments else {
            throw SVGPathError(offset: offset, message: "path data makes more than \(maximumSegments) segments, the most accepted")
        }
        // Finite numbers can still add up past Double's range ("m1e308 0 1e308 0"); a path
        // with an infinity in it would poison bounds, lengths and rasterisation.
        guard Self.isFinite(element) else {
            throw SVGPathError(offset: offset, message: "coordinates grow too large to represent")
        }
        path.append(element)
        switch element {
        case .move(let p):
            current = p
            subpathStart = p
        case .line(let p), .quadCurve(let p, _), .cubicCurve(let p, _, _):
            current = p
        case .closeSubpath:
            // What follows a Z starts from the closed subpath's first point, as SVG says.
            current = subpathStart
        }
    }

    private static func isFinite(_ e: PathElement) -> Bool {
        switch e {
        case .move(let p), .line(let p): return p.isFinite
        case .quadCurve(let p, let c): return p.isFinite && c.isFinite
        case .cubicCurve(let p, let c1, let c2): return p.isFinite && c1.isFinite && c2.isFinite
        case .closeSubpath: return true
        }
    }
}
