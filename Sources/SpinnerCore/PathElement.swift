/// One drawing command of a `Path`, in the vocabulary of CGPath.
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier curve from the current point.
    case cubicCurve(to: Point, control1: Point, control2: Point)
    /// Closes the subpath with a line back to its first point.
    case closeSubpath

    /// True for quadratic and cubic curves.
    public var isCurve: Bool {
        switch self {
        case .quadCurve, .cubicCurve: return true
        case .move, .line, .closeSubpath: return false
        }
    }
}
