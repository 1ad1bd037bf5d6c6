/// The order `JSONSerialization`'s `.sortedKeys` gives keys (ICU's root collation, numeric):
/// punctuation (in ICU's order) before digits before letters, digit runs by their value, letters
/// without regard to case, and only then lowercase before uppercase, fewer leading zeros, then
/// code points. Exact for ASCII keys, which are all `values --json` writes (key paths, fields).
package enum KeyCollation {
    /// True when `a` sorts before `b`.
    package static func precedes(_ a: String, _ b: String) -> Bool {
        let (x, y) = (elements(a), elements(b))
        for (p, q) in zip(x, y) where p.primary != q.primary { return p.primary.lexicographicallyPrecedes(q.primary) }
        if x.count != y.count { return x.count < y.count }
        for (p, q) in zip(x, y) where p.upper != q.upper { return !p.upper }
        for (p, q) in zip(x, y) where p.zeros != q.zeros { return p.zeros < q.zeros }
        return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    /// ICU's order of the ASCII punctuation and symbols, all before digits.
    private static let punctuation = Array("_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

    /// One collation element: its primary weights, whether it is an uppercase letter, and the
    /// leading zeros of a digit run (`a1` sorts before `a01`).
    private struct Element { var primary: [UInt32]; var upper: Bool; var zeros = 0 }

    private static func elements(_ s: String) -> [Element] {
        var out: [Element] = []
        var digits: [UInt32] = []
        func endNumber() {
            guard !digits.isEmpty else { return }
            // A run's value: its length (without leading zeros) first, then its digits.
            let significant = Array(digits.drop { $0 == 0 })
            out.append(Element(primary: [1 << 20, UInt32(significant.count)] + significant, upper: false,
                               zeros: digits.count - significant.count))
            digits = []
        }
        for scalar in s.unicodeScalars {
            if ("0"..."9").contains(scalar) { digits.append(scalar.value - 48); continue }
            endNumber()
            if let rank = punctuation.firstIndex(of: scalar) {
                out.append(Element(primary: [UInt32(rank) + 1], upper: false))
            } else if ("A"..."Z").contains(scalar) {
                out.append(Element(primary: [2 << 20, scalar.value + 32], upper: true))
            } else {
                out.append(Element(primary: [2 << 20, scalar.value], upper: false))
            }
        }
        endNumber()
        return out
    }
}
