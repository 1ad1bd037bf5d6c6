/// A location or vector in a layer's 3D space: x right, y down (as `Point`), z toward the viewer,
/// as Core Animation's `zPosition` and `m34 = -1/d` perspective put it.
public struct Point3: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var z: Double

    public static let zero = Point3(x: 0, y: 0, z: 0)

    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The point (p.x, p.y, z): a layer-plane point lifted off the plane.
    public init(_ p: Point, z: Double = 0) {
        self.init(x: p.x, y: p.y, z: z)
    }

    public var description: String { "(\(x), \(y), \(z))" }

    /// True when every coordinate is a finite number.
    public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }

    /// The distance from the origin.
    public var length: Double { dot(self).squareRoot() }

    /// The vector scaled to length 1; the zero vector stays zero.
    public var normalized: Point3 {
        let l = length
        return l > 0 ? self * (1 / l) : self
    }

    public static func + (a: Point3, b: Point3) -> Point3 { Point3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    public static func - (a: Point3, b: Point3) -> Point3 { Point3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z) }
    public static func * (a: Point3, s: Double) -> Point3 { Point3(x: a.x * s, y: a.y * s, z: a.z * s) }
    public static func * (s: Double, a: Point3) -> Point3 { a * s }
    public static prefix func - (a: Point3) -> Point3 { Point3(x: -a.x, y: -a.y, z: -a.z) }

    /// The dot product.
    public func dot(_ o: Point3) -> Double { x * o.x + y * o.y + z * o.z }

    /// The cross product (right-handed in the coordinates' own order x, y, z).
    public func cross(_ o: Point3) -> Point3 {
        Point3(x: y * o.z - z * o.y, y: z * o.x - x * o.z, z: x * o.y - y * o.x)
    }

    /// The straight-line interpolation between `self` (t = 0) and `other` (t = 1).
    public func lerp(to other: Point3, _ t: Double) -> Point3 {
        Point3(x: x + (other.x - x) * t, y: y + (other.y - y) * t, z: z + (other.z - z) * t)
    }
}
