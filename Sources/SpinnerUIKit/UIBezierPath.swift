import SpinnerCore
import SpinnerQuartz

/// The corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's path object, with reference semantics as UIKit's: a path built with UIKit's calls,
/// whose `clockwise` means clockwise on a y-down screen (the engine's own sense, so it is passed
/// on as it is), and the stroke attributes drawing code sets on it.
open class UIBezierPath {
    /// The elements.
    package var engine = Path()

    /// The stroke's width (1 by default).
    open var lineWidth: CGFloat = 1
    /// The stroke's ends (butt by default).
    open var lineCapStyle: CGLineCap = .butt
    /// The stroke's corners (miter by default).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit (10 by default).
    open var miterLimit: CGFloat = 10
    /// The fill rule: even-odd when true, non-zero (the default) otherwise.
    open var usesEvenOddFillRule = false

    /// An empty path.
    public init() {}

    /// A closed rectangle, clockwise from its top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        engine.addRect(Rect(rect))
    }

    /// A closed ellipse inscribed in `rect`, clockwise from its right-hand end.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        engine.addEllipse(in: Rect(rect))
    }

    /// A rounded rectangle with UIKit's continuous corners (iOS 7 and later), clockwise from the
    /// top edge.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        engine.addRoundedRect(Rect(rect), cornerRadius: Double(cornerRadius), style: .continuous)
    }

    /// A rectangle with the given corners rounded. Only `cornerRadii.width` counts, as in UIKit
    /// (which ignores the height), clamped to half of each side.
    ///
    /// All four corners give UIKit's continuous corners, the shape of
    /// `init(roundedRect:cornerRadius:)`. For some of the corners, UIKit's continuous corner is
    /// not reproduced: each rounded corner is a quarter circle of the clamped radius (the
    /// continuous curve reaches about 1.53 radii along each side, the circle one), the others
    /// square; the outline starts on the top edge and runs clockwise, as the full one.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = Rect(rect), radius = Double(cornerRadii.width)
        if corners.contains(.allCorners) {
            engine.addRoundedRect(r, cornerRadius: radius, style: .continuous)
            return
        }
        guard r.origin.isFinite, r.maxX.isFinite, r.maxY.isFinite, !r.isEmpty, radius.isFinite, radius >= 0 else { return }
        let q = min(radius, r.width / 2, r.height / 2)
        let kappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)
        // Each corner clockwise from the top right: the sharp corner and the directions of the
        // edges into and out of it.
        let right = Point(x: 1, y: 0), down = Point(x: 0, y: 1)
        let frames: [(UIRectCorner, Point, Point, Point)] = [
            (.topRight, Point(x: r.maxX, y: r.minY), right, down),
            (.bottomRight, Point(x: r.maxX, y: r.maxY), down, -right),
            (.bottomLeft, Point(x: r.minX, y: r.maxY), -right, -down),
            (.topLeft, Point(x: r.minX, y: r.minY), -down, right),
        ]
        let topLeftRounded = corners.contains(.topLeft) && q > 0
        engine.move(to: topLeftRounded ? Point(x: r.minX + q, y: r.minY) : Point(x: r.minX, y: r.minY))
        for (corner, at, incoming, outgoing) in frames {
            guard corners.contains(corner), q > 0 else {
                if engine.currentPoint != at { engine.addLine(to: at) }
                continue
            }
            let before = at - incoming * q, after = at + outgoing * q
            if engine.currentPoint != before { engine.addLine(to: before) }
            engine.addCurve(to: after, control1: before + incoming * (kappa * q), control2: after - outgoing * (kappa * q))
        }
        engine.closeSubpath()
    }

    /// An arc of the circle about `center` from `startAngle` to `endAngle` (radians from the
    /// positive x-axis, growing clockwise on screen), drawn clockwise on screen when `clockwise`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path of `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        engine = cgPath.engine
    }

    /// The path as an immutable Core Graphics path; setting it replaces the elements.
    open var cgPath: CGPath {
        get { CGPath(engine: engine) }
        set { engine = newValue.engine }
    }

    /// The end of the last element; `.zero` for an empty path.
    open var currentPoint: CGPoint { engine.currentPoint.map { CGPoint(x: $0.x, y: $0.y) } ?? .zero }

    /// True when the path has no elements.
    open var isEmpty: Bool { engine.isEmpty }

    /// The box holding every point and control point (`.null` when empty), as UIKit's `bounds`.
    open var bounds: CGRect { cgPath.boundingBox }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { engine.move(to: Point(point)) }

    /// A line from the current point.
    open func addLine(to point: CGPoint) { engine.addLine(to: Point(point)) }

    /// A quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        engine.addQuadCurve(to: Point(endPoint), control: Point(controlPoint))
    }

    /// A cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        engine.addCurve(to: Point(endPoint), control1: Point(controlPoint1), control2: Point(controlPoint2))
    }

    /// An arc, joined to the current point by a line if there is one (else it starts a subpath).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        engine.addArc(center: Point(center), radius: Double(radius), startAngle: Double(startAngle),
                      endAngle: Double(endAngle), clockwise: clockwise)
    }

    /// Closes the current subpath.
    open func close() { engine.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { engine = Path() }

    /// Appends every element of `bezierPath` (its moves included).
    open func append(_ bezierPath: UIBezierPath) {
        for e in bezierPath.engine.elements { engine.append(e) }
    }

    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) { engine = engine.applying(transform.engine) }

    /// A new path drawing the same shape the other way: each subpath's segments in reverse order,
    /// each curve reversed; an open subpath starts at its old end, a closed one at its old start.
    /// The stroke attributes are copied.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.engine = Path(subpaths: engine.subpaths.map(Self.reverse))
        reversed.lineWidth = lineWidth
        reversed.lineCapStyle = lineCapStyle
        reversed.lineJoinStyle = lineJoinStyle
        reversed.miterLimit = miterLimit
        reversed.usesEvenOddFillRule = usesEvenOddFillRule
        return reversed
    }

    private static func reverse(_ s: Subpath) -> Subpath {
        let segments = s.segments.reversed().map { seg -> PathSegment in
            switch seg {
            case .line(let a, let b): .line(b, a)
            case .quad(let a, let c, let b): .quad(b, c, a)
            case .cubic(let a, let c1, let c2, let b): .cubic(b, c2, c1, a)
            }
        }
        // A closed subpath's segments include its closing line, so they end where they start.
        let start = s.isClosed ? s.start : (s.segments.last?.end ?? s.start)
        return Subpath(start: start, segments: segments, isClosed: s.isClosed)
    }
}
