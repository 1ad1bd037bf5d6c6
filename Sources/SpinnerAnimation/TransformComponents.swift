#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SpinnerCore

/// A transform split into Core Animation's `transform.*` key-path parts: scale, rotation about
/// x, y and z, and translation. Animating a part rebuilds the transform from the parts, in this
/// row-vector order (the point is scaled first):
///
///     S(scale.x, .y, .z) · Rx(rotation.x) · Ry(rotation.y) · Rz(rotation.z) · T(translation.x, .y, .z) · P
///
/// Apple does not document the order; in the plane (no x or y rotation) it is the one every
/// `transform.rotation.z` / `transform.scale` animation shows, and the x-then-y order is what a
/// flip about y of a layer already tipped about x looks like on a device. P is the model
/// transform's perspective (CSS Transforms 2's decomposition, `DecomposedTransform3D`), kept so
/// that the common `transform.m34 = -1/d` then `transform.rotation.y` idiom keeps its eye. A
/// model's shear is dropped when a part animates, as it was in the plane.
struct TransformComponents {
    var scaleX: Double, scaleY: Double, rotation: Double, translationX: Double, translationY: Double
    var rotationX = 0.0, rotationY = 0.0, scaleZ = 1.0, translationZ = 0.0

    /// The parts of a model transform: a plane one's exactly as before (scale, then rotation,
    /// then translation), a 3D one's from its decomposition (Euler angles of its rotation in the
    /// order above).
    init(_ t: Transform3D) {
        guard !t.isAffine, let d = t.decomposed else {
            let a = t.affine
            let sx = (a.a * a.a + a.b * a.b).squareRoot()
            scaleX = sx
            scaleY = sx == 0 ? (a.c * a.c + a.d * a.d).squareRoot() : a.determinant / sx
            rotation = sx == 0 ? 0 : atan2(a.b, a.a)
            translationX = a.tx
            translationY = a.ty
            return
        }
        (scaleX, scaleY, scaleZ) = (d.scale.x, d.scale.y, d.scale.z)
        (translationX, translationY, translationZ) = (d.translation.x, d.translation.y, d.translation.z)
        // R = Rx · Ry · Rz has m13 = −sin y, m23 = sin x cos y, m33 = cos x cos y,
        // m12 = cos y sin z, m11 = cos y cos z.
        let r = Transform3D(d.rotation)
        rotationY = asin(max(-1, min(1, -r.m13)))
        rotationX = atan2(r.m23, r.m33)
        rotation = atan2(r.m12, r.m11)
    }

    init(values v: PropertyValues) {
        scaleX = v[.transformScaleX]?.number ?? 1
        scaleY = v[.transformScaleY]?.number ?? 1
        rotation = v[.transformRotationZ]?.number ?? 0
        translationX = v[.transformTranslationX]?.number ?? 0
        translationY = v[.transformTranslationY]?.number ?? 0
        rotationX = v[.transformRotationX]?.number ?? 0
        rotationY = v[.transformRotationY]?.number ?? 0
        scaleZ = v[.transformScaleZ]?.number ?? 1
        translationZ = v[.transformTranslationZ]?.number ?? 0
    }

    /// The plane parts alone, as every 2D animation has always composed them.
    var affine: AffineTransform {
        AffineTransform(scaleX: scaleX, y: scaleY)
            .concatenating(AffineTransform(rotationAngle: rotation))
            .concatenating(AffineTransform(translationX: translationX, y: translationY))
    }

    /// The transform the parts rebuild, with `model`'s perspective.
    func transform(model: Transform3D) -> Transform3D {
        let planar = rotationX == 0 && rotationY == 0 && scaleZ == 1 && translationZ == 0
        if planar, model.isAffine { return Transform3D(affine) }
        var t = Transform3D(scaleX: scaleX, y: scaleY, z: scaleZ)
            .concatenating(Transform3D(rotationAngle: rotationX, x: 1, y: 0, z: 0))
            .concatenating(Transform3D(rotationAngle: rotationY, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: rotation, x: 0, y: 0, z: 1))
            .concatenating(Transform3D(translationX: translationX, y: translationY, z: translationZ))
        if !model.isAffine, let p = model.decomposed?.perspective, p != DecomposedTransform3D.identity.perspective {
            var parts = DecomposedTransform3D.identity
            parts.perspective = p
            t = t.concatenating(Transform3D(parts))
        }
        return t
    }
}
