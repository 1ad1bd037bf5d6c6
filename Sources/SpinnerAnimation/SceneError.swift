/// Why a layer tree cannot become a `Scene`.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// An animation addresses a key path the layer cannot animate.
        case unsupportedKeyPath(String)
        /// The root layer's size times the scale is not a positive, finite canvas.
        case invalidCanvas
    }
    public let kind: Kind
    /// The name of the layer concerned, or its class when unnamed.
    public let layer: String

    public var description: String {
        switch kind {
        case .unsupportedKeyPath(let key): return "layer '\(layer)' cannot animate key path '\(key)'"
        case .invalidCanvas: return "layer '\(layer)' does not give a positive, finite canvas size"
        }
    }
}
