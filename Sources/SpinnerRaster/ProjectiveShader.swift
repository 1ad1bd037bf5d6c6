import SpinnerCore

/// A paint seen through a layer's plane projection: each device point is taken back to the
/// layer's plane through the inverse of the plane's homography and shaded there by `base`, a
/// shader built for the layer's own coordinates (an identity item transform). So gradients and
/// images are mapped projectively, as Core Animation maps a turned layer's contents, while the
/// affine shaders keep their code and their bytes.
///
/// The homography H has rows (m11, m12, m14), (m21, m22, m24), (m41, m42, m44): the layer point
/// (x, y) goes to (X/W, Y/W) with (X, Y, W) = (x, y, 1) · H. Then (u, v, 1) · H⁻¹ =
/// (x, y, 1) / W for the device point (u, v) = (X/W, Y/W), so its last coordinate is 1/W, which
/// is positive for every point in front of the eye.
struct ProjectiveShader<Base: PaintShader>: PaintShader {
    let base: Base
    /// H⁻¹ by rows: (u, v, 1) · H⁻¹ = (i11·u + i21·v + i31, i12·u + i22·v + i32, i13·u + i23·v + i33).
    let i11, i12, i13, i21, i22, i23, i31, i32, i33: Double

    /// Nil when the plane is seen edge-on (H singular) or the transform is not finite.
    init?(_ base: Base, projection t: Transform3D) {
        guard t.isFinite else { return nil }
        // The adjugate of H over its determinant (cofactors transposed).
        let c11 = t.m22 * t.m44 - t.m24 * t.m42, c12 = t.m24 * t.m41 - t.m21 * t.m44, c13 = t.m21 * t.m42 - t.m22 * t.m41
        let c21 = t.m14 * t.m42 - t.m12 * t.m44, c22 = t.m11 * t.m44 - t.m14 * t.m41, c23 = t.m12 * t.m41 - t.m11 * t.m42
        let c31 = t.m12 * t.m24 - t.m14 * t.m22, c32 = t.m14 * t.m21 - t.m11 * t.m24, c33 = t.m11 * t.m22 - t.m12 * t.m21
        let det = t.m11 * c11 + t.m12 * c12 + t.m14 * c13
        guard det != 0, det.isFinite else { return nil }
        let r = 1 / det
        i11 = c11 * r; i12 = c21 * r; i13 = c31 * r
        i21 = c12 * r; i22 = c22 * r; i23 = c32 * r
        i31 = c13 * r; i32 = c23 * r; i33 = c33 * r
        guard i11.isFinite, i12.isFinite, i13.isFinite, i21.isFinite, i22.isFinite, i23.isFinite,
              i31.isFinite, i32.isFinite, i33.isFinite else { return nil }
        self.base = base
    }

    /// The layer-plane point whose image is the device point (u, v). A point whose preimage is
    /// not in front of the eye (only an anti-aliased edge pixel whose centre lies past the
    /// horizon can ask) is taken as far out in front as can be, never mirrored.
    @inline(__always)
    func layerPoint(_ u: Double, _ v: Double) -> (x: Double, y: Double) {
        let hx = i11 * u + i21 * v + i31, hy = i12 * u + i22 * v + i32
        let hw = i13 * u + i23 * v + i33
        let r = 1 / (hw > 0 ? hw : .leastNormalMagnitude)
        return (hx * r, hy * r)
    }

    @inline(__always)
    func shade(_ x: Double, _ y: Double) -> UInt32 {
        let p = layerPoint(x, y)
        return base.shade(p.x, p.y)
    }
}
