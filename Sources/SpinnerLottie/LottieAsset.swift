import SpinnerJSON

/// An entry of the document's `assets`: an embedded image, or a precomposition's layers that a
/// precomposition layer shows by its `assetID`.
public enum LottieAsset: Hashable, Sendable, LottieJSONRepresentable {
    case image(LottieImageAsset)
    case precomposition(LottiePrecomposition)

    public var json: JSONValue {
        switch self {
        case .image(let v): return v.json
        case .precomposition(let v): return v.json
        }
    }
}

/// A precomposition (`id`, `layers` top first): a layer list of its own, whose `index` and
/// `parent` numbers are its own too.
public struct LottiePrecomposition: Hashable, Sendable, LottieJSONRepresentable {
    public var id: String
    public var layers: [LottieLayer]
    public init(id: String, layers: [LottieLayer]) { self.id = id; self.layers = layers }
    public var json: JSONValue { .bodymovin([.id: .string(id), .layers: .array(layers.map(\.json))]) }
}
