extension Transform3D {
    /// The determinant of the whole 4×4 matrix.
    public var determinant: Double { Minors(self).determinant }

    /// The inverse, or nil when the matrix is singular or not finite. CATransform3DInvert returns
    /// its argument unchanged in that case, which a caller cannot tell from success; nil says it,
    /// as `AffineTransform.inverted()` does.
    public func inverted() -> Transform3D? {
        let k = Minors(self)
        let det = k.determinant
        guard det != 0, det.isFinite else { return nil }
        let r = 1 / det
        // The adjugate by Laplace expansion along the top two and bottom two rows: each cofactor is
        // a row entry times the complementary 2×2 minors computed once in `Minors`.
        let inverse = Transform3D(
            m11: (m22 * k.c5 - m23 * k.c4 + m24 * k.c3) * r,
            m12: (-m12 * k.c5 + m13 * k.c4 - m14 * k.c3) * r,
            m13: (m42 * k.s5 - m43 * k.s4 + m44 * k.s3) * r,
            m14: (-m32 * k.s5 + m33 * k.s4 - m34 * k.s3) * r,
            m21: (-m21 * k.c5 + m23 * k.c2 - m24 * k.c1) * r,
            m22: (m11 * k.c5 - m13 * k.c2 + m14 * k.c1) * r,
            m23: (-m41 * k.s5 + m43 * k.s2 - m44 * k.s1) * r,
            m24: (m31 * k.s5 - m33 * k.s2 + m34 * k.s1) * r,
            m31: (m21 * k.c4 - m22 * k.c2 + m24 * k.c0) * r,
            m32: (-m11 * k.c4 + m12 * k.c2 - m14 * k.c0) * r,
            m33: (m41 * k.s4 - m42 * k.s2 + m44 * k.s0) * r,
            m34: (-m31 * k.s4 + m32 * k.s2 - m34 * k.s0) * r,
            m41: (-m21 * k.c3 + m22 * k.c1 - m23 * k.c0) * r,
            m42: (m11 * k.c3 - m12 * k.c1 + m13 * k.c0) * r,
            m43: (-m41 * k.s3 + m42 * k.s1 - m43 * k.s0) * r,
            m44: (m31 * k.s3 - m32 * k.s1 + m33 * k.s0) * r)
        return inverse.isFinite ? inverse : nil
    }
}

/// The twelve 2×2 minors of a 4×4 matrix that its determinant and adjugate share: s from rows 1–2,
/// c from rows 3–4, each over a pair of columns.
private struct Minors {
    let s0, s1, s2, s3, s4, s5: Double
    let c0, c1, c2, c3, c4, c5: Double

    init(_ t: Transform3D) {
        s0 = t.m11 * t.m22 - t.m21 * t.m12
        s1 = t.m11 * t.m23 - t.m21 * t.m13
        s2 = t.m11 * t.m24 - t.m21 * t.m14
        s3 = t.m12 * t.m23 - t.m22 * t.m13
        s4 = t.m12 * t.m24 - t.m22 * t.m14
        s5 = t.m13 * t.m24 - t.m23 * t.m14
        c0 = t.m31 * t.m42 - t.m41 * t.m32
        c1 = t.m31 * t.m43 - t.m41 * t.m33
        c2 = t.m31 * t.m44 - t.m41 * t.m34
        c3 = t.m32 * t.m43 - t.m42 * t.m33
        c4 = t.m32 * t.m44 - t.m42 * t.m34
        c5 = t.m33 * t.m44 - t.m43 * t.m34
    }

    var determinant: Double { s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0 }
}
