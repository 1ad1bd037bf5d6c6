import SpinnerCore

/// Which rows of the presented tree `values` prints (`--keys K1,K2 --layer NAME`). Keys are the
/// names as printed (`strokeEnd`, `transform.rotation.z`, `arc.headAngle`); a layer matches by
/// its name (`circularLayer`) or its whole path (`view/circularLayer`).
public struct ValuesFilter: Sendable {
    /// nil: every key.
    public let keys: Set<String>?
    /// nil: every layer.
    public let layer: String?

    public init(keys: Set<String>?, layer: String?) {
        self.keys = keys
        self.layer = layer
    }

    /// True when rows of `key` are kept.
    public func includes(key: String) -> Bool { keys?.contains(key) ?? true }

    /// True when the layer at `path`, named `name`, is kept.
    public func includes(path: String, name: String) -> Bool { layer.map { $0 == path || $0 == name } ?? true }

    /// Refuses a key or a layer that the tree never shows at the moments asked for, offering
    /// the nearest one it does show.
    public func check(keysShown: Set<String>, layersShown: [(path: String, name: String)]) throws(ValuesFilterError) {
        for key in (keys ?? []).sorted() where !keysShown.contains(key) {
            throw ValuesFilterError("no layer shows the key \(UserText.quoted(key)) at these moments",
                                    hint: "name keys as the table prints them\(NameSuggestion.hint(for: key, among: keysShown.sorted()))")
        }
        if let layer, !layersShown.contains(where: { includes(path: $0.path, name: $0.name) }) {
            var known: [String] = []
            for l in layersShown where !known.contains(l.path) { known.append(l.path) }
            for l in layersShown where !known.contains(l.name) { known.append(l.name) }
            throw ValuesFilterError("no layer is named \(UserText.quoted(layer)) at these moments",
                                    hint: "give a name or a path as the table prints it\(NameSuggestion.hint(for: layer, among: known))")
        }
    }
}

/// A `--keys` or `--layer` that names nothing the tree shows: what was not found, and a hint
/// naming the nearest names it does show.
public struct ValuesFilterError: Error, Hashable, Sendable {
    public let message: String
    public let hint: String

    public init(_ message: String, hint: String) {
        self.message = message
        self.hint = hint
    }
}
