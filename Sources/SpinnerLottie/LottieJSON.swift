import SpinnerJSON

/// A part of a Lottie document that writes itself as JSON in Bodymovin's key order: rlottie
/// reads an item's `ty` before its other keys and skips what comes before it, so the order is
/// the one `JSONValue` objects keep, not an encoder's.
public protocol LottieJSONRepresentable {
    var json: JSONValue { get }
}

extension JSONValue {
    /// A list of points as arrays of numbers (a bezier's `v`, `i`, `o`).
    static func points(_ p: [[Double]]) -> JSONValue { .array(p.map { .array($0.map(JSONValue.number)) }) }
}

extension LottieComposition {
    /// The composition as compact JSON bytes with a final newline: the same composition always
    /// gives the same bytes.
    public func jsonBytes() -> [UInt8] {
        Array((json.compactText + "\n").utf8)
    }
}
