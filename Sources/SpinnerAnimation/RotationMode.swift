/// CAAnimationRotationMode: whether a layer moved along a keyframe `path` turns to follow it.
///
/// Apple's rotationMode page: objects "rotate to match the path tangent"; `rotateAutoReverse`
/// travels "at a 180 degree tangent to the path". The angle is added to the layer's z rotation
/// (see `KeyframeAnimation.rotationMode`).
public enum RotationMode: String, Hashable, Sendable, CaseIterable {
    /// kCAAnimationRotateAuto: the layer's x axis points along the direction of travel.
    case auto
    /// kCAAnimationRotateAutoReverse: the layer's x axis points against the direction of travel.
    case autoReverse
}
