/// "did you mean" for a misspelt name (a key, a field, a key path, an option, a preset, a colour):
/// the known names nearest to what was written, when they are near enough to be a typo and not
/// another word. One shared rule, so every refusal of a name reads alike and stays one line.
public enum NameSuggestion {
    /// At most this many names are offered.
    public static let limit = 3

    /// The known names nearest to `name` (by edits, letter case aside): those at the smallest
    /// distance, at most `limit`, in `known`'s order; none when even the nearest is more than
    /// `maximumDistance(for:)` edits away.
    public static func nearest(to name: String, among known: [String]) -> [String] {
        let written = name.lowercased()
        let length = written.count, within = maximumDistance(for: name)
        // Lengths further apart than `within` are at least that many edits apart, too far to
        // be offered: scored by that gap instead, the same outcome without the distance, which
        // costs the two lengths' product (a pasted paragraph as a colour, times every name).
        let scored = known.map { k -> (String, Int) in
            let lower = k.lowercased()
            let gap = abs(lower.count - length)
            return (k, gap > within ? gap : distance(written, lower))
        }
        guard let best = scored.map(\.1).min(), best <= maximumDistance(for: name), best < max(name.count, 1) else { return [] }
        var seen = Set<String>()
        return Array(scored.filter { $0.1 == best && seen.insert($0.0).inserted }.map(\.0).prefix(limit))
    }

    /// Two edits, or a quarter of a long name: `instanceRedOfset` is a typo of
    /// `instanceRedOffset`, `x` is not one of `y`.
    public static func maximumDistance(for name: String) -> Int { max(2, name.count / 4) }

    /// `did you mean "jobs"?`, `did you mean "a", "b" or "c"?`, or empty; `quote` wraps each name.
    public static func question(for name: String, among known: [String], quote: (String) -> String = { "\"\($0)\"" }) -> String {
        let names = nearest(to: name, among: known).map(quote)
        guard let last = names.last else { return "" }
        let list = names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
        return "did you mean \(list)?"
    }

    /// `; did you mean "jobs"?`, or empty: for the end of a hint.
    public static func hint(for name: String, among known: [String]) -> String {
        let q = question(for: name, among: known)
        return q.isEmpty ? "" : "; " + q
    }

    /// What to say after an unknown name: the nearest ones (`did you mean "fillColor"?`), else
    /// the whole list when it is short (`expected one of butt, round, square`), else how many
    /// `kind` there are (`none of the 37 fields known here is near it`): never a paragraph of
    /// names that pushes the hint off the line.
    public static func alternatives(for name: String, among known: [String], kind: String,
                                    quote: (String) -> String = { "\"\($0)\"" }) -> String {
        let q = question(for: name, among: known, quote: quote)
        if !q.isEmpty { return q }
        let list = known.joined(separator: ", ")
        if list.count <= listLimit { return "expected one of \(list)" }
        return "none of the \(known.count) \(kind) known here is near it"
    }

    /// The longest list of names written out in full.
    public static let listLimit = 120

    /// Levenshtein distance over characters.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let saved = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = saved
            }
        }
        return row[b.count]
    }
}
