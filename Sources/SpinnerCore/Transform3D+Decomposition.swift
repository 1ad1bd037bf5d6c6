/// A `Transform3D` taken apart as CSS Transforms Level 2 does it ("Decomposing a 3D matrix",
/// https://drafts.csswg.org/css-transforms-2/#decomposing-a-3d-matrix), which is Spencer Thomas's
/// `unmatrix` from Graphics Gems II with the rotation kept as a quaternion, as WebKit does.
/// Core Animation also animates whole `transform` values through a decomposition, but Apple does
/// not document its algorithm, so where the two differ is not known; this follows the published
/// one. Departures from the pseudo-code: CA's row-vector order throughout (the same matrices);
/// the quaternion by Shepperd's method, which agrees with the spec's formula but at half turns,
/// where the spec's sign tests compare equal entries (see `Quaternion.init(rotationRows:)`); and
/// slerp along the shorter arc, which differs from the spec's when the two quaternions' dot
/// product is negative (see `Quaternion.slerp`).
///
/// In CA's row-vector order the parts recompose as M = S · K · R · T · P: the point is scaled
/// first, then sheared, rotated, translated, and last given its perspective, where
/// - S scales by `scale`,
/// - K is the shear with rows (1, 0, 0), (xy, 1, 0), (xz, yz, 1) from `skew`,
/// - R is `rotation`,
/// - T translates by `translation`,
/// - P is the identity with its last column replaced by `perspective`.
public struct DecomposedTransform3D: Hashable, Sendable {
    public var translation: Point3
    public var scale: Point3
    /// The shear factors XY, XZ and YZ, in CSS's order.
    public var skewXY: Double, skewXZ: Double, skewYZ: Double
    /// The column (m14, m24, m34, m44) of the perspective part.
    public var perspective: HomogeneousPoint
    public var rotation: Quaternion

    /// The parts of the identity.
    public static let identity = DecomposedTransform3D(
        translation: .zero, scale: Point3(x: 1, y: 1, z: 1), skewXY: 0, skewXZ: 0, skewYZ: 0,
        perspective: HomogeneousPoint(x: 0, y: 0, z: 0, w: 1), rotation: .identity)

    public init(translation: Point3, scale: Point3, skewXY: Double, skewXZ: Double, skewYZ: Double,
                perspective: HomogeneousPoint, rotation: Quaternion) {
        self.translation = translation
        self.scale = scale
        self.skewXY = skewXY; self.skewXZ = skewXZ; self.skewYZ = skewYZ
        self.perspective = perspective
        self.rotation = rotation
    }

    /// The parts at `fraction` of the way to `other`: translation, scale, skew and perspective
    /// linearly, the rotation by `Quaternion.slerp` (CSS Transforms 2, "Interpolation of
    /// decomposed 3D matrix values").
    public func interpolated(to other: DecomposedTransform3D, fraction t: Double) -> DecomposedTransform3D {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let p = perspective, q = other.perspective
        return DecomposedTransform3D(
            translation: translation.lerp(to: other.translation, t),
            scale: scale.lerp(to: other.scale, t),
            skewXY: mix(skewXY, other.skewXY), skewXZ: mix(skewXZ, other.skewXZ), skewYZ: mix(skewYZ, other.skewYZ),
            perspective: HomogeneousPoint(x: mix(p.x, q.x), y: mix(p.y, q.y), z: mix(p.z, q.z), w: mix(p.w, q.w)),
            rotation: rotation.slerp(to: other.rotation, fraction: t))
    }
}

extension Transform3D {
    /// The parts of the matrix, or nil when CSS's algorithm cannot take it apart: m44 is zero, or
    /// the upper-left 3×3 block (the matrix without its perspective) is singular, as for a scale
    /// by zero. The matrix is first divided by m44, since a homogeneous matrix and its multiples
    /// map points alike; `Transform3D(decomposed)` therefore gives back M / m44.
    public var decomposed: DecomposedTransform3D? {
        guard m44 != 0, isFinite else { return nil }
        let n = 1 / m44
        var rows = [Point3(x: m11 * n, y: m12 * n, z: m13 * n),
                    Point3(x: m21 * n, y: m22 * n, z: m23 * n),
                    Point3(x: m31 * n, y: m32 * n, z: m33 * n)]
        let translation = Point3(x: m41 * n, y: m42 * n, z: m43 * n)
        let det = rows[0].dot(rows[1].cross(rows[2]))
        guard det != 0, det.isFinite else { return nil }

        // The perspective column p solves (the matrix with its last column set to (0, 0, 0, 1)) · p
        // = the last column; the 3×3 block by Cramer's rule over its columns, then w.
        var perspective = HomogeneousPoint(x: 0, y: 0, z: 0, w: 1)
        if m14 != 0 || m24 != 0 || m34 != 0 {
            let rhs = Point3(x: m14 * n, y: m24 * n, z: m34 * n)
            let c0 = Point3(x: rows[0].x, y: rows[1].x, z: rows[2].x)
            let c1 = Point3(x: rows[0].y, y: rows[1].y, z: rows[2].y)
            let c2 = Point3(x: rows[0].z, y: rows[1].z, z: rows[2].z)
            let v = Point3(x: rhs.dot(c1.cross(c2)) / det, y: rhs.dot(c2.cross(c0)) / det, z: rhs.dot(c0.cross(c1)) / det)
            perspective = HomogeneousPoint(x: v.x, y: v.y, z: v.z, w: 1 - translation.dot(v))
        }

        // Gram–Schmidt on the rows: each row's length is its scale, its components along the rows
        // before it (divided by its scale) are the shears.
        var scale = Point3.zero
        scale.x = rows[0].length
        rows[0] = rows[0] * (1 / scale.x)
        var skewXY = rows[0].dot(rows[1])
        rows[1] = rows[1] - rows[0] * skewXY
        scale.y = rows[1].length
        rows[1] = rows[1] * (1 / scale.y)
        skewXY /= scale.y
        var skewXZ = rows[0].dot(rows[2])
        rows[2] = rows[2] - rows[0] * skewXZ
        var skewYZ = rows[1].dot(rows[2])
        rows[2] = rows[2] - rows[1] * skewYZ
        scale.z = rows[2].length
        rows[2] = rows[2] * (1 / scale.z)
        skewXZ /= scale.z
        skewYZ /= scale.z

        // A mirror (negative determinant) becomes a rotation with all three scales negated.
        if rows[0].dot(rows[1].cross(rows[2])) < 0 {
            scale = -scale
            rows = rows.map { -$0 }
        }
        return DecomposedTransform3D(
            translation: translation, scale: scale, skewXY: skewXY, skewXZ: skewXZ, skewYZ: skewYZ,
            perspective: perspective, rotation: Quaternion(rotationRows: rows))
    }

    /// The matrix the parts stand for: S · K · R · T · P in CA's row-vector order (CSS Transforms 2,
    /// "Recomposing to a 3D matrix", whose pseudo-code multiplies in the column-vector order).
    public init(_ d: DecomposedTransform3D) {
        let r = Transform3D(d.rotation)
        let r0 = Point3(x: r.m11, y: r.m12, z: r.m13)
        let r1 = Point3(x: r.m21, y: r.m22, z: r.m23)
        let r2 = Point3(x: r.m31, y: r.m32, z: r.m33)
        let l0 = r0 * d.scale.x
        let l1 = (r0 * d.skewXY + r1) * d.scale.y
        let l2 = (r0 * d.skewXZ + r1 * d.skewYZ + r2) * d.scale.z
        let t = d.translation, p = Point3(x: d.perspective.x, y: d.perspective.y, z: d.perspective.z)
        self.init(
            m11: l0.x, m12: l0.y, m13: l0.z, m14: l0.dot(p),
            m21: l1.x, m22: l1.y, m23: l1.z, m24: l1.dot(p),
            m31: l2.x, m32: l2.y, m33: l2.z, m34: l2.dot(p),
            m41: t.x, m42: t.y, m43: t.z, m44: t.dot(p) + d.perspective.w)
    }

    /// The transform at `fraction` of the way from `self` to `other` as a whole-`transform`
    /// animation computes it: both decomposed, the parts interpolated, the result recomposed.
    /// The ends are the matrices themselves (fraction exactly 0 or 1 returns `self` or `other`,
    /// not their recompositions). When either matrix cannot be decomposed the value jumps, as CSS
    /// Transforms 1 ("Interpolation of Matrices") falls back to a discrete animation, which Web
    /// Animations switches halfway: `self` below 0.5, `other` from 0.5 on. Other fractions
    /// extrapolate. CSS takes a 2D matrix apart by a separate 2D algorithm; every matrix here, 2D
    /// or not, goes through the 3D one, since a CA `transform` is always a CATransform3D.
    public func interpolated(to other: Transform3D, fraction t: Double) -> Transform3D {
        if t == 0 { return self }
        if t == 1 { return other }
        guard let a = decomposed, let b = other.decomposed else { return t < 0.5 ? self : other }
        return Transform3D(a.interpolated(to: b, fraction: t))
    }
}

extension Quaternion {
    /// The rotation whose matrix has the orthonormal, right-handed rows `r` (CA's row-vector form),
    /// with w ≥ 0 as CSS's formula gives. The largest of 4w², 4x², 4y², 4z² is taken from the
    /// diagonal and the others from off-diagonal sums (Shepperd's method): CSS's formula takes all
    /// four from square roots of the diagonal and their signs from comparisons, which loses digits
    /// near zero components and cannot tell the axis's signs apart at a half turn.
    init(rotationRows r: [Point3]) {
        let (a11, a12, a13) = (r[0].x, r[0].y, r[0].z)
        let (a21, a22, a23) = (r[1].x, r[1].y, r[1].z)
        let (a31, a32, a33) = (r[2].x, r[2].y, r[2].z)
        let trace = a11 + a22 + a33
        var q: Quaternion
        if trace >= max(a11, a22, a33) {
            let s = 2 * (1 + trace).squareRoot()  // 4w
            q = Quaternion(x: (a23 - a32) / s, y: (a31 - a13) / s, z: (a12 - a21) / s, w: s / 4)
        } else if a11 >= a22 && a11 >= a33 {
            let s = 2 * (1 + a11 - a22 - a33).squareRoot()  // 4x
            q = Quaternion(x: s / 4, y: (a12 + a21) / s, z: (a13 + a31) / s, w: (a23 - a32) / s)
        } else if a22 >= a33 {
            let s = 2 * (1 - a11 + a22 - a33).squareRoot()  // 4y
            q = Quaternion(x: (a12 + a21) / s, y: s / 4, z: (a23 + a32) / s, w: (a31 - a13) / s)
        } else {
            let s = 2 * (1 - a11 - a22 + a33).squareRoot()  // 4z
            q = Quaternion(x: (a13 + a31) / s, y: (a23 + a32) / s, z: s / 4, w: (a12 - a21) / s)
        }
        if q.w < 0 { q = -q }
        self = q
    }
}
