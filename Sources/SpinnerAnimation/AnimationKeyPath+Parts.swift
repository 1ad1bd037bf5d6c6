/// The geometry and transform key paths the presentation reads and writes for every layer of
/// every frame, made once: a key path made from text hashes the text (see `AnimationKeyPath`).
extension AnimationKeyPath {
    static let hidden: AnimationKeyPath = "hidden"
    static let bounds: AnimationKeyPath = "bounds"
    static let boundsOrigin: AnimationKeyPath = "bounds.origin"
    static let boundsSize: AnimationKeyPath = "bounds.size"
    static let boundsSizeWidth: AnimationKeyPath = "bounds.size.width"
    static let boundsSizeHeight: AnimationKeyPath = "bounds.size.height"
    static let position: AnimationKeyPath = "position"
    static let positionX: AnimationKeyPath = "position.x"
    static let positionY: AnimationKeyPath = "position.y"
    static let anchorPoint: AnimationKeyPath = "anchorPoint"
    static let transformRotation: AnimationKeyPath = "transform.rotation"
    static let transformScale: AnimationKeyPath = "transform.scale"
    static let transformScaleX: AnimationKeyPath = "transform.scale.x"
    static let transformScaleY: AnimationKeyPath = "transform.scale.y"
    static let transformTranslationX: AnimationKeyPath = "transform.translation.x"
    static let transformTranslationY: AnimationKeyPath = "transform.translation.y"
}
