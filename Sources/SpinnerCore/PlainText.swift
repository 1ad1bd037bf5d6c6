/// The few string edits the command line makes, written on the standard library so that no module
/// the binary links needs the whole of Foundation (whose libraries and ICU data cost a few
/// milliseconds of every launch); each gives the result its Foundation namesake gives.
extension StringProtocol {
    /// Spaces and tabs removed from both ends, as `trimmingCharacters(in: .whitespaces)`: the
    /// set is Unicode's space separators (Zs) and U+0009; newlines stay.
    public func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        func isSpace(_ s: Unicode.Scalar) -> Bool { s == "\t" || s.properties.generalCategory == .spaceSeparator }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// Every occurrence of `target`, left to right and not overlapping, replaced by
    /// `replacement`, as `replacingOccurrences(of:with:)` with no options.
    public func replacingEvery(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return String(self) }
        var out = ""
        var rest = Substring(self)
        while let hit = rest.matchStart(of: target) {
            out += rest[..<hit]
            out += replacement
            rest = rest[rest.index(hit, offsetBy: target.count)...]
        }
        return out + rest
    }
}

extension Substring {
    /// Where `target` first starts in `self`, comparing characters.
    fileprivate func matchStart(of target: String) -> Index? {
        var i = startIndex
        while i != endIndex {
            if self[i...].starts(with: target) { return i }
            formIndex(after: &i)
        }
        return nil
    }
}
