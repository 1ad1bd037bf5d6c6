import Foundation
import SpinnerCore

/// How a stroke's open ends are drawn.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How a stroke's corners are drawn.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// Core Graphics' immutable path, with Core Graphics' Swift API over the engine's `Path`.
/// Two paths are equal when their elements are.
open class CGPath: Hashable {
    /// The elements; only `CGMutablePath` (in this file) changes them.
    package fileprivate(set) var engine: Path

    /// A path of the engine path's elements.
    package init(engine: Path) { self.engine = engine }

    /// A closed rectangle, clockwise on a y-down screen from its top-left corner.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var p = Path()
        p.addRect(Rect(rect))
        self.init(engine: p.mapped(by: transform?.pointee))
    }

    /// A closed ellipse inscribed in `rect`, starting at its right-hand end.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var p = Path()
        p.addEllipse(in: Rect(rect))
        self.init(engine: p.mapped(by: transform?.pointee))
    }

    /// A rectangle whose corners are quarter ellipses `cornerWidth` wide and `cornerHeight`
    /// high. Core Graphics stops the program when a corner is more than half a side; here it is
    /// clamped to half the side instead.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        var p = Path()
        p.addQuarterEllipseRoundedRect(Rect(rect), width: Double(cornerWidth), height: Double(cornerHeight))
        self.init(engine: p.mapped(by: transform?.pointee))
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(engine: engine) }

    /// An immutable copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(engine: engine.mapped(by: transform?.pointee))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(engine: engine) }

    /// A mutable copy with every point mapped by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(engine: engine.mapped(by: transform?.pointee))
    }

    /// The smallest box holding every point, control points included; `.null` when empty.
    public var boundingBox: CGRect { engine.isEmpty ? .null : CGRect(engine.controlPointBounds) }

    /// The smallest box holding the curves themselves (not their control points); `.null`
    /// when empty.
    public var boundingBoxOfPath: CGRect { engine.isEmpty ? .null : CGRect(engine.bounds) }

    /// The end of the last element; `.zero` for an empty path.
    public var currentPoint: CGPoint { engine.currentPoint.map(CGPoint.init) ?? .zero }

    /// True when the path has no elements.
    public var isEmpty: Bool { engine.isEmpty }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.engine == b.engine }
    public func hash(into hasher: inout Hasher) { hasher.combine(engine) }
}

/// Core Graphics' mutable path: each call's points are first mapped by its `transform`.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public convenience init() { self.init(engine: Path()) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        engine.move(to: Point(point.applying(transform)))
    }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        engine.addLine(to: Point(point.applying(transform)))
    }

    /// A move to the first point and lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        engine.addQuadCurve(to: Point(end.applying(transform)), control: Point(control.applying(transform)))
    }

    /// A cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        engine.addCurve(to: Point(end.applying(transform)), control1: Point(control1.applying(transform)),
                        control2: Point(control2.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() { engine.closeSubpath() }

    /// An arc of the circle about `center` from `startAngle` to `endAngle` (radians from the
    /// positive x-axis), joined to the current point by a line, if there is one.
    ///
    /// `clockwise` is Core Graphics' y-up sense: `false` sweeps towards increasing angles ("a
    /// positive delta creates a counter-clockwise arc", Apple's addRelativeArc), which on the
    /// y-down coordinates UIKit and the engine use turns clockwise on screen. UIBezierPath's
    /// `clockwise` means the screen's sense, so on the same raw coordinates CGPath
    /// `clockwise: true` equals UIBezierPath `clockwise: false`, and the engine (which follows
    /// UIKit) is given `!clockwise`. Apple documents the same flip: in a flipped coordinate system
    /// a clockwise arc comes out counterclockwise.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var arc = Path()
        arc.addArc(center: Point(center), radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
                   clockwise: !clockwise)
        appendJoined(arc, transform)
    }

    /// An arc of `delta` radians from `startAngle`: a positive `delta` sweeps towards increasing
    /// angles (counterclockwise in Core Graphics' y-up sense, clockwise on a y-down screen).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0,
               transform: transform)
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the
    /// line from `tangent1End` to `tangent2End`, joined to the current point by a line
    /// (CGPathAddArcToPoint). When the lines are parallel, or `radius` is not positive, a line to
    /// `tangent1End`. Nothing is added to an empty path (Core Graphics only logs there).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let current = engine.currentPoint else { return }
        // The construction happens in user space, before `transform`: the current point is
        // already in the path's space, so it is mapped back.
        guard let back = transform.engine.inverted() else { return addLine(to: tangent1End, transform: transform) }
        let p0 = back.apply(current), p1 = Point(tangent1End), p2 = Point(tangent2End)
        let r = Double(radius)
        let u = p0 - p1, v = p2 - p1
        let lu = u.length, lv = v.length
        guard r > 0, lu > 0, lv > 0 else { return addLine(to: tangent1End, transform: transform) }
        let uu = u * (1 / lu), vv = v * (1 / lv)
        let theta = acos(min(max(uu.dot(vv), -1), 1))
        guard theta > 1e-12, theta < Double.pi - 1e-12 else { return addLine(to: tangent1End, transform: transform) }
        // The circle touches both lines `r / tan(θ/2)` from the corner; its centre lies on the
        // bisector, `r / sin(θ/2)` from the corner.
        let along = r / tan(theta / 2)
        let start = p1 + uu * along, end = p1 + vv * along
        let bisector = uu + vv
        let center = p1 + bisector * (r / sin(theta / 2) / bisector.length)
        let a0 = atan2(start.y - center.y, start.x - center.x), a1 = atan2(end.y - center.y, end.x - center.x)
        // The short way round, which is the one that stays tangent to both lines.
        var sweep = (a1 - a0).truncatingRemainder(dividingBy: 2 * Double.pi)
        if sweep > Double.pi { sweep -= 2 * Double.pi } else if sweep < -Double.pi { sweep += 2 * Double.pi }
        var arc = Path()
        arc.addArc(center: center, radius: r, startAngle: a0, endAngle: a0 + sweep, clockwise: sweep > 0)
        appendJoined(arc, transform)
    }

    /// A closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        var p = Path()
        p.addRect(Rect(rect))
        append(p, transform)
    }

    /// A closed rectangle for each of `rects`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        var p = Path()
        p.addEllipse(in: Rect(rect))
        append(p, transform)
    }

    /// A closed rectangle with quarter-ellipse corners, as `CGPath(roundedRect:...)`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        var p = Path()
        p.addQuarterEllipseRoundedRect(Rect(rect), width: Double(cornerWidth), height: Double(cornerHeight))
        append(p, transform)
    }

    /// Every element of `path`, its moves included.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { append(path.engine, transform) }

    private func append(_ p: Path, _ t: CGAffineTransform) {
        for e in p.mapped(by: t).elements { engine.append(e) }
    }

    /// Appends `piece`, which starts with its own move: with a current point, the move becomes
    /// a line to it (none if it starts where the path already is), as Core Graphics joins arcs.
    private func appendJoined(_ piece: Path, _ t: CGAffineTransform) {
        for (i, e) in piece.mapped(by: t).elements.enumerated() {
            if i == 0, case .move(let start) = e, let current = engine.currentPoint {
                if start != current { engine.addLine(to: start) }
                continue
            }
            engine.append(e)
        }
    }
}

extension Path {
    /// The path mapped by `t`; as it is for no transform or the identity.
    fileprivate func mapped(by t: CGAffineTransform?) -> Path {
        guard let t, !t.isIdentity else { return self }
        return applying(t.engine)
    }

    /// A closed rectangle with quarter-ellipse corners (Core Graphics' rounded rectangle),
    /// clockwise on a y-down screen from the end of the top-left corner. Equal radii give the
    /// engine's own quarter circles (`.circular`); a zero radius gives a plain rectangle.
    fileprivate mutating func addQuarterEllipseRoundedRect(_ r: Rect, width: Double, height: Double) {
        let rx = min(max(width, 0), r.width / 2), ry = min(max(height, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r) }
        if rx == ry { return addRoundedRect(r, cornerRadius: rx, style: .circular) }
        // Each corner the cubic nearest a quarter ellipse: controls 4/3·tan(π/8) of the radii
        // along the edges, as the engine's quarter circles.
        let k = 4.0 / 3.0 * (2.0.squareRoot() - 1)
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        move(to: Point(x: x0 + rx, y: y0))
        addLine(to: Point(x: x1 - rx, y: y0))
        addCurve(to: Point(x: x1, y: y0 + ry), control1: Point(x: x1 - rx + k * rx, y: y0), control2: Point(x: x1, y: y0 + ry - k * ry))
        addLine(to: Point(x: x1, y: y1 - ry))
        addCurve(to: Point(x: x1 - rx, y: y1), control1: Point(x: x1, y: y1 - ry + k * ry), control2: Point(x: x1 - rx + k * rx, y: y1))
        addLine(to: Point(x: x0 + rx, y: y1))
        addCurve(to: Point(x: x0, y: y1 - ry), control1: Point(x: x0 + rx - k * rx, y: y1), control2: Point(x: x0, y: y1 - ry + k * ry))
        addLine(to: Point(x: x0, y: y0 + ry))
        addCurve(to: Point(x: x0 + rx, y: y0), control1: Point(x: x0, y: y0 + ry - k * ry), control2: Point(x: x0 + rx - k * rx, y: y0))
        closeSubpath()
    }
}
