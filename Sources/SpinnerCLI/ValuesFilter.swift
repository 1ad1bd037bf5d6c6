#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore

/// `values --keys K1,K2 --layer NAME`: which rows of the presented tree are printed. Keys are
/// the names as printed (`strokeEnd`, `transform.rotation.z`, `arc.headAngle`); a layer matches
/// by its name (`circularLayer`) or its whole path (`view/circularLayer`).
struct ValuesFilter {
    /// nil: every key.
    let keys: Set<String>?
    /// nil: every layer.
    let layer: String?

    static let options: [ArgumentScanner.Option] = [
        .init("keys", value: "K1,K2,...", help: "only these keys, named as printed (strokeStart,strokeEnd,arc.headAngle)"),
        .init("layer", value: "NAME", help: "only the layers whose name (circularLayer) or whole path (view/circularLayer) is NAME"),
    ]

    init(_ scanner: ArgumentScanner) throws(CLIError) {
        if let text = scanner["keys"] {
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
            guard !names.contains(where: \.isEmpty) else {
                throw CLIError("invalid value \(UserText.quoted(text)) for --keys", hint: "expected key names separated by commas, such as strokeStart,strokeEnd")
            }
            keys = Set(names)
        } else {
            keys = nil
        }
        if let name = scanner["layer"], name.isEmpty {
            throw CLIError("--layer needs a layer's name or path", hint: "such as --layer circularLayer")
        }
        layer = scanner["layer"]
    }

    func includes(key: String) -> Bool { keys?.contains(key) ?? true }

    func includes(path: String, name: String) -> Bool { layer.map { $0 == path || $0 == name } ?? true }

    /// Refuses a key or a layer that the tree never shows at the moments asked for, offering
    /// the nearest one it does show.
    func check(keysShown: Set<String>, layersShown: [(path: String, name: String)]) throws(CLIError) {
        for key in (keys ?? []).sorted() where !keysShown.contains(key) {
            throw CLIError("no layer shows the key \(UserText.quoted(key)) at these moments",
                           hint: "name keys as the table prints them\(NameSuggestion.hint(for: key, among: keysShown.sorted()))")
        }
        if let layer, !layersShown.contains(where: { includes(path: $0.path, name: $0.name) }) {
            var known: [String] = []
            for l in layersShown where !known.contains(l.path) { known.append(l.path) }
            for l in layersShown where !known.contains(l.name) { known.append(l.name) }
            throw CLIError("no layer is named \(UserText.quoted(layer)) at these moments",
                           hint: "give a name or a path as the table prints it\(NameSuggestion.hint(for: layer, among: known))")
        }
    }
}
