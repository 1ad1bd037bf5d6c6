/// Key paths Core Animation reads as another: `transform.rotation` is `transform.rotation.z`
/// (a rotation about the z axis), so a layer presents one property under both names.
extension AnimationKeyPath {
    /// The name this key path's property goes by: itself, unless it is an alias.
    public var canonical: AnimationKeyPath { self == .transformRotation ? .transformRotationZ : self }
}
