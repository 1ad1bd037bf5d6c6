import SpinnerJSON

/// A Lottie file that cannot be imported: one fault, named by the JSON path where it sits
/// (`layers[2].ks.p.k[1].t: expected a number, found a string`).
public struct LottieImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, typed so callers and tests can tell faults apart without parsing text.
    public enum Reason: Hashable, Sendable {
        /// The bytes are not one strict JSON value (the reader's own message).
        case notJSON(String)
        /// The file is larger than the limit allows.
        case fileTooLarge(bytes: Int, limit: Int)
        /// A required key is absent.
        case missing
        /// The value has the wrong kind: `expected` names what was wanted.
        case wrongKind(expected: String, found: String)
        /// The value has the right kind but cannot be used (negative size, `op` before `ip`, ...).
        case badValue(String)
        /// One of `LottieLimits` is exceeded; `name` is the limit's name.
        case limitExceeded(name: String, limit: Int)
        /// A precomposition layer names an asset that does not exist.
        case unknownAsset(String)
        /// Precompositions refer to each other in a loop; the ids in the order met.
        case precompCycle([String])
        /// A layer's parents form a loop.
        case badParent(Int)
    }

    public var reason: Reason
    /// Where in the document; empty for the document itself.
    public var path: JSONPath

    public init(_ reason: Reason, at path: JSONPath) {
        self.reason = reason
        self.path = path
    }

    /// The fault as one clause, path first.
    public var description: String {
        let what: String
        switch reason {
        case .notJSON(let message): what = "not valid JSON: \(message)"
        case .fileTooLarge(let bytes, let limit): what = "the file is \(bytes) bytes, more than the \(limit) allowed"
        case .missing: what = "missing"
        case .wrongKind(let expected, let found): what = "expected \(expected), found \(found)"
        case .badValue(let message): what = message
        case .limitExceeded(let name, let limit): what = "more than \(limit) \(name)"
        case .unknownAsset(let id): what = "no asset has id '\(id)'"
        case .precompCycle(let ids): what = "precompositions contain each other: \(ids.joined(separator: " -> "))"
        case .badParent(let index): what = "parents form a loop through the layer with ind \(index)"
        }
        return path.isEmpty ? what : "\(path): \(what)"
    }
}
