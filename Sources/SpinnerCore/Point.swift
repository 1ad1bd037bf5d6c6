/// A location in a 2D coordinate space with y pointing down, as in UIKit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public static let zero = Point(x: 0, y: 0)

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(x), \(y))" }

    /// True when both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The distance from the origin.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The distance between two points.
    public func distance(to other: Point) -> Double { (self - other).length }

    /// The straight-line interpolation between `self` (t = 0) and `other` (t = 1).
    public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static func * (s: Double, a: Point) -> Point { Point(x: a.x * s, y: a.y * s) }
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

    /// The dot product, treating both points as vectors.
    public func dot(_ o: Point) -> Double { x * o.x + y * o.y }
    /// The z component of the cross product, treating both points as vectors.
    public func cross(_ o: Point) -> Double { x * o.y - y * o.x }
}
