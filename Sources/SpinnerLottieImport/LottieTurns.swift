import SpinnerCore

/// A layer transform from Core Animation's `transform.*` parts, as lottie-ios leaves them to
/// Core Animation when it animates each part on its own key path.
enum LottieTurns {
    /// Scale, then the turns about x, y and z (radians), in the order the engine rebuilds a
    /// transform from its parts (`TransformComponents`): the model value then decomposes back
    /// into the same parts when one of them animates. A turn of 0 about x and y gives exactly
    /// the plane transform, so flat layers keep their affine path through the renderer.
    static func parts(scaleX: Double, scaleY: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let plane = Transform3D(AffineTransform(scaleX: scaleX, y: scaleY).concatenating(AffineTransform(rotationAngle: z)))
        guard x != 0 || y != 0 else { return plane }
        return Transform3D(scaleX: scaleX, y: scaleY, z: 1)
            .concatenating(Transform3D(rotationAngle: x, x: 1, y: 0, z: 0))
            .concatenating(Transform3D(rotationAngle: y, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: z, x: 0, y: 0, z: 1))
    }
}
