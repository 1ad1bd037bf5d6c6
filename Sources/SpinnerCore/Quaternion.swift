#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A rotation as a unit quaternion (x, y, z, w) = (axis · sin(θ/2), cos(θ/2)), in the order CSS
/// Transforms 2 writes its `quaternion` vector. The sense is `Transform3D(rotationAngle:x:y:z:)`'s:
/// `Transform3D(Quaternion(rotationAngle: θ, x:, y:, z:))` is that rotation.
public struct Quaternion: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double
    public var w: Double

    /// No rotation.
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// A rotation by `angle` radians about the axis (x, y, z), normalised; a zero axis gives the
    /// identity, as `Transform3D(rotationAngle:x:y:z:)` does.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let axis = Point3(x: x, y: y, z: z)
        let length = axis.length
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let s = sin(angle / 2) / length
        self.init(x: x * s, y: y * s, z: z * s, w: cos(angle / 2))
    }

    /// The four-dimensional dot product: the cosine of half the angle between two unit rotations.
    public func dot(_ o: Quaternion) -> Double { x * o.x + y * o.y + z * o.z + w * o.w }

    /// The quaternion's length; a rotation's is 1.
    public var length: Double { dot(self).squareRoot() }

    /// −q: the same rotation from the other hemisphere.
    public static prefix func - (q: Quaternion) -> Quaternion { Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w) }

    /// Spherical linear interpolation from `self` (t = 0) to `other` (t = 1), along the shorter of
    /// the two arcs between the rotations: when the dot product is negative `other` is negated
    /// first, so the turn never exceeds 180°. Chromium's gfx::Quaternion::Slerp does the same; the
    /// CSS Transforms 2 pseudo-code ("Interpolation of decomposed 3D matrix values") omits that
    /// negation. Core Animation's own rule is not documented; a whole-`transform` animation is
    /// commonly reported never to turn more than half a turn, which matches the shorter arc.
    /// Fractions outside 0…1 extrapolate along the same great circle.
    public func slerp(to other: Quaternion, fraction t: Double) -> Quaternion {
        var b = other
        if dot(b) < 0 { b = -b }
        // The angle between the two unit 4-vectors from the chord lengths, accurate even where
        // acos(dot) is not (nearly equal or nearly opposite rotations).
        let theta = 2 * atan2(Quaternion.distance(self, b), Quaternion.distance(self, -b))
        let sinTheta = sin(theta)
        let wa: Double, wb: Double
        if sinTheta < 1e-12 {
            // The same rotation (up to rounding): the straight line is the arc.
            wa = 1 - t; wb = t
        } else {
            wa = sin((1 - t) * theta) / sinTheta
            wb = sin(t * theta) / sinTheta
        }
        return Quaternion(x: wa * x + wb * b.x, y: wa * y + wb * b.y, z: wa * z + wb * b.z, w: wa * w + wb * b.w)
    }

    private static func distance(_ a: Quaternion, _ b: Quaternion) -> Double {
        let dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z, dw = a.w - b.w
        return (dx * dx + dy * dy + dz * dz + dw * dw).squareRoot()
    }
}

extension Transform3D {
    /// The rotation `q` stands for, with no translation or perspective. A quaternion that is not of
    /// unit length is treated as its normalised self; the zero quaternion gives the identity.
    public init(_ q: Quaternion) {
        let n = q.dot(q)
        guard n > 0, n.isFinite else {
            self = .identity
            return
        }
        let s = 2 / n
        let xx = q.x * q.x * s, yy = q.y * q.y * s, zz = q.z * q.z * s
        let xy = q.x * q.y * s, xz = q.x * q.z * s, yz = q.y * q.z * s
        let wx = q.w * q.x * s, wy = q.w * q.y * s, wz = q.w * q.z * s
        // The row-vector (transposed) form of the usual rotation matrix, as in
        // init(rotationAngle:x:y:z:).
        self.init(
            m11: 1 - yy - zz, m12: xy + wz, m13: xz - wy, m14: 0,
            m21: xy - wz, m22: 1 - xx - zz, m23: yz + wx, m24: 0,
            m31: xz + wy, m32: yz - wx, m33: 1 - xx - yy, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }
}
