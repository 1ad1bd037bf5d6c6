import SpinnerJSON

/// A dotLottie package's `manifest.json`, as far as input needs it: the animations' ids in
/// order, and where version 1 and version 2 packages keep an animation and their images.
public struct DotLottieManifest: Hashable, Sendable {
    /// The animations' ids, in the manifest's order; the first is the one played by default.
    public var animationIDs: [String]

    /// Reads the manifest's bytes strictly (it must be one JSON object with an `animations`
    /// list of objects with string `id`s).
    public static func read(_ bytes: [UInt8], limits: LottieLimits = .standard) throws(LottieImportError) -> DotLottieManifest {
        let value: JSONValue
        do { value = try JSONReader.read(bytes, maxDepth: limits.maxNesting) } catch {
            throw LottieImportError(.notJSON("\(error.message) at \(error.position)"), at: error.path)
        }
        let root = try LottieNode(value: value, path: JSONPath(), context: LottieReadContext(limits: limits)).object()
        var ids: [String] = []
        for item in try root.required("animations").array { ids.append(try item.object().required("id").string) }
        guard !ids.isEmpty else { throw try root.required("animations").bad("the package lists no animation") }
        return DotLottieManifest(animationIDs: ids)
    }

    /// The entries that may hold animation `id` (version 1's folder, then version 2's).
    public static func animationEntries(_ id: String) -> [String] { ["animations/\(id).json", "a/\(id).json"] }

    /// The entries that may hold image `name` (version 1's folder, then version 2's).
    public static func imageEntries(_ name: String) -> [String] { ["images/\(name)", "i/\(name)"] }
}
