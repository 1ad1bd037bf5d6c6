/// A point in homogeneous coordinates (x, y, z, w): what a `Transform3D` makes of a `Point3` before
/// the perspective divide. It stands for (x/w, y/w, z/w); w ≤ 0 means at or behind the viewer's eye,
/// where the divide would draw the point mirrored, so nothing there is drawn.
public struct HomogeneousPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var z: Double
    public var w: Double

    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    public var description: String { "(\(x), \(y), \(z), \(w))" }

    /// The point after the perspective divide, or nil when w ≤ 0 (at infinity or behind the eye).
    public var divided: Point3? {
        guard w > 0 else { return nil }
        return Point3(x: x / w, y: y / w, z: z / w)
    }
}
