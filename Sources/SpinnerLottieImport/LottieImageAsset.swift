import SpinnerJSON

/// An image asset of a Lottie file (`assets[]` with `p` and no `layers`): where its pixels are.
/// The reader only says where; the caller reads the bytes (beside the file, inside a dotLottie,
/// or from the data URL) within its own limits.
public struct LottieImageAsset: Hashable, Sendable {
    /// Where the pixels are.
    public enum Source: Hashable, Sendable {
        /// A `data:` URL inside the file (`e: 1`): the media type and the base64 text.
        case embedded(mediaType: String, base64: String)
        /// A file: the folder `u` (may be empty) and the name `p`, relative to the Lottie file,
        /// or to `images/` inside a dotLottie.
        case file(folder: String, name: String)
    }

    public var id: String
    /// The size the layers draw it at (`w`, `h`).
    public var width: Double
    public var height: Double
    public var source: Source
    /// Where the asset sits in the document, for messages.
    public var path: JSONPath

    /// The document's image assets, in file order.
    public static func read(_ document: JSONValue, limits: LottieLimits = .standard) throws(LottieImportError) -> [LottieImageAsset] {
        let root = LottieNode(value: document, path: JSONPath(), context: LottieReadContext(limits: limits))
        var out: [LottieImageAsset] = []
        for asset in try root.child("assets")?.array ?? [] {
            let asset = try asset.object()
            guard !asset.has("layers"), asset.has("p") else { continue }
            let p = try asset.required("p").string
            let source: Source
            if p.hasPrefix("data:"), let comma = p.firstIndex(of: ",") {
                let header = p[p.index(p.startIndex, offsetBy: 5)..<comma]
                guard header.hasSuffix(";base64") else { throw try asset.required("p").bad("an embedded image must be base64 (data:...;base64,...)") }
                source = .embedded(mediaType: String(header.dropLast(7)), base64: String(p[p.index(after: comma)...]))
            } else {
                source = .file(folder: try asset.optionalString("u") ?? "", name: p)
            }
            out.append(LottieImageAsset(id: try asset.required("id").string, width: try asset.number("w", default: 0),
                                        height: try asset.number("h", default: 0), source: source, path: asset.path))
        }
        return out
    }
}
