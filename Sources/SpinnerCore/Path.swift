#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A resolution-independent shape made of subpaths of lines and Bézier curves, built the way
/// UIBezierPath / CGMutablePath build one. Arcs are stored as cubic Béziers, as UIKit stores
/// them, so arc-length trimming measures the same curve Core Animation measures.
public struct Path: Hashable, Sendable {
    public private(set) var elements: [PathElement] = []

    /// The start of the current subpath, which `closeSubpath` returns to.
    private var subpathStart: Point? = nil
    /// The end of the last element, or nil before the first `move`.
    public private(set) var currentPoint: Point? = nil

    public init() {}

    /// A path from a list of elements (a `move` is implied at the origin if the list starts
    /// with anything else).
    public init(elements: [PathElement]) {
        for e in elements { append(e) }
    }

    /// True when the path has no drawing elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends one element, keeping the current point up to date.
    public mutating func append(_ element: PathElement) {
        switch element {
        case .move(let p):
            elements.append(element)
            subpathStart = p
            currentPoint = p
        case .line(let p), .quadCurve(let p, _), .cubicCurve(let p, _, _):
            if currentPoint == nil { move(to: .zero) }
            elements.append(element)
            currentPoint = p
        case .closeSubpath:
            guard currentPoint != nil else { return }
            elements.append(element)
            currentPoint = subpathStart
        }
    }

    public mutating func move(to p: Point) { append(.move(to: p)) }
    public mutating func addLine(to p: Point) { append(.line(to: p)) }
    public mutating func addQuadCurve(to p: Point, control: Point) { append(.quadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        append(.cubicCurve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { append(.closeSubpath) }

    /// Adds a circular arc with UIKit's `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`
    /// semantics: angles in radians from 3 o'clock, `clockwise` as seen on screen (y down).
    /// A sweep of 2π or more draws one full circle. If the path has a current point, a line
    /// joins it to the arc's start; otherwise the arc starts a new subpath.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let twoPi = 2 * Double.pi
        var sweep = clockwise ? endAngle - startAngle : startAngle - endAngle
        // An arc with an angle that is not a number has no points (and would reach a count
        // of curves below through an unchecked conversion).
        guard startAngle.isFinite, !sweep.isNaN else { return }
        if sweep >= twoPi {
            sweep = twoPi
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: twoPi)
            if sweep < 0 { sweep += twoPi }
        }
        if !clockwise { sweep = -sweep }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
        guard sweep != 0, radius != 0 else { return }
        // At most a quarter turn per cubic keeps the radial error below 3e-4 of the radius.
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var a0 = startAngle
        for i in 0..<pieces {
            let a1 = i == pieces - 1 ? startAngle + sweep : a0 + step
            let p0 = Point(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p3 = Point(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = Point(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
            let c2 = Point(x: p3.x + k * sin(a1), y: p3.y - k * cos(a1))
            addCurve(to: p3, control1: c1, control2: c2)
            a0 = a1
        }
    }

    /// Adds a closed rectangle, clockwise on screen from its top-left corner.
    public mutating func addRect(_ r: Rect) {
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds a closed ellipse inscribed in `r`, clockwise on screen from 3 o'clock.
    public mutating func addEllipse(in r: Rect) {
        let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// The path with every point mapped through `t`.
    public func applying(_ t: AffineTransform) -> Path {
        var out = Path()
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(p))
            case .line(let p): out.addLine(to: t.apply(p))
            case .quadCurve(let p, let c): out.addQuadCurve(to: t.apply(p), control: t.apply(c))
            case .cubicCurve(let p, let c1, let c2): out.addCurve(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }

    /// The smallest rectangle holding every point and control point (CGPath's `boundingBox`),
    /// which always contains the curve.
    public var controlPointBounds: Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ p: Point) { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .cubicCurve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        guard x0 <= x1 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when every coordinate is a finite number.
    public var isFinite: Bool {
        elements.allSatisfy {
            switch $0 {
            case .move(let p), .line(let p): return p.isFinite
            case .quadCurve(let p, let c): return p.isFinite && c.isFinite
            case .cubicCurve(let p, let c1, let c2): return p.isFinite && c1.isFinite && c2.isFinite
            case .closeSubpath: return true
            }
        }
    }
}
